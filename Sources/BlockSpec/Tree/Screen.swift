import SPTheme

// Node kinds of a block that is a whole screen (the dashboard): its navigation bar, the
// scrolling column with pull to refresh, swipeable rows and the dividers between them. Added in
// schema 2.1; a block that is a section (the stats overview) never uses them.

extension LayoutNode {
  /// The screen's navigation bar. Its inline `title` fades in as the large title named by
  /// `collapse.source` scrolls away (D-2); `ownsStack` says whether the screen brings its own
  /// navigation stack or draws into the host's (D-11).
  public struct NavigationBar: Hashable, Codable, Sendable {
    /// The inline title: the greeting, on one line.
    public var title: String
    public var font: ResolvedFont
    public var color: ColorValue
    public var background: ColorValue
    /// The hairline under the bar, shown as the content scrolls beneath it.
    public var separator: ColorValue
    public var collapse: Collapse
    /// True: the screen wraps itself in a navigation stack; false: the host's stack (a tab,
    /// another stack) shows the bar, and the screen only sets its title.
    public var ownsStack: Bool
    /// Points: the bar's height below the status bar.
    public var height: Double

    /// Where the large title collapses, in scroll offset: 0 at `start`, 1 at `end`. A live
    /// renderer reads the real offset and works `progress` out itself; the tree's `progress` is
    /// the one at `scroll.offset`, for a snapshot.
    public struct Collapse: Hashable, Codable, Sendable {
      /// The id of the large title that collapses into the bar.
      public var source: String
      public var start: Double
      public var end: Double
      public var progress: Double

      public init(source: String, start: Double, end: Double, progress: Double) {
        self.source = source
        self.start = start
        self.end = end
        self.progress = progress
      }
    }

    public init(
      title: String, font: ResolvedFont, color: ColorValue, background: ColorValue, separator: ColorValue,
      collapse: Collapse, ownsStack: Bool, height: Double
    ) {
      self.title = title
      self.font = font
      self.color = color
      self.background = background
      self.separator = separator
      self.collapse = collapse
      self.ownsStack = ownsStack
      self.height = height
    }
  }

  /// A vertically scrolling column on a ground colour, its children one under another
  /// `spacing` apart, inset by `padding` on the leading and trailing edges.
  public struct Scroll: Hashable, Codable, Sendable {
    public var background: ColorValue
    public var padding: TokenLength
    public var spacing: TokenLength
    /// Points scrolled, as the state asked; negative while pulled down.
    public var offset: Double

    public init(background: ColorValue, padding: TokenLength, spacing: TokenLength, offset: Double) {
      self.background = background
      self.padding = padding
      self.spacing = spacing
      self.offset = offset
    }
  }

  /// Pull to refresh (D-7): a ring that fills with the pull, arms at `threshold`, spins while the
  /// refresh runs and ends on a check. The node's haptics say when the rigid tick and the success
  /// play; `triggers` say when the refresh fires on each platform.
  public struct Refresh: Hashable, Codable, Sendable {
    public var phase: Phase
    /// The pull, in points.
    public var distance: Double
    /// How full the ring is, 0 … 1: `distance / threshold`, full while refreshing and after.
    public var progress: Double
    public var threshold: Double
    /// Points: the ring's outer diameter and its line width.
    public var diameter: Double
    public var lineWidth: Double
    public var track: ColorValue
    public var tint: ColorValue
    /// Points the content is held down while refreshing and finished (the refresh inset), 0 else.
    public var inset: Double
    /// What the ring shows at the end: the `checkmark` symbol, in `tint`.
    public var finishedSymbol: String
    /// When the refresh fires, newest platform first: a renderer takes the first whose
    /// `minimumVersion` it meets.
    public var triggers: [Trigger]

    /// Where the cycle is: `armed` is a pull at or past the threshold.
    public enum Phase: String, Hashable, Codable, Sendable, CaseIterable {
      case idle, pulling, armed, refreshing, finished
    }

    public struct Trigger: Hashable, Codable, Sendable {
      /// "iOS".
      public var platform: String
      public var minimumVersion: Int
      public var fires: Fires

      public enum Fires: String, Hashable, Codable, Sendable, CaseIterable {
        /// When the finger lifts past the threshold (scroll phase changes to decelerating).
        case release
        /// As the pull crosses the threshold.
        case crossing
      }

      public init(platform: String, minimumVersion: Int, fires: Fires) {
        self.platform = platform
        self.minimumVersion = minimumVersion
        self.fires = fires
      }
    }

    public init(
      phase: Phase, distance: Double, progress: Double, threshold: Double, diameter: Double,
      lineWidth: Double, track: ColorValue, tint: ColorValue, inset: Double, finishedSymbol: String,
      triggers: [Trigger]
    ) {
      self.phase = phase
      self.distance = distance
      self.progress = progress
      self.threshold = threshold
      self.diameter = diameter
      self.lineWidth = lineWidth
      self.track = track
      self.tint = tint
      self.inset = inset
      self.finishedSymbol = finishedSymbol
      self.triggers = triggers
    }
  }

  /// A row that slides toward the leading edge to uncover `actions` on its trailing edge (D-6).
  /// Its children are the row's content, drawn `reveal` points to the leading side.
  public struct SwipeRow: Hashable, Codable, Sendable {
    public var background: ColorValue
    /// Outermost last: archive, then delete at the trailing edge.
    public var actions: [SwipeAction]
    /// Points the content is moved by (0 under Reduce Motion, where the actions fade in instead).
    public var reveal: Double
    /// The reveal as a fraction of the row's width.
    public var revealFraction: Double
    /// Past this fraction, the last action takes the whole reveal and a release commits it.
    public var fullSwipeFraction: Double
    /// True: the last action (delete) has taken the whole reveal.
    public var fullSwipe: Bool
    /// True: the row is open (or being swiped); tapping it closes it.
    public var open: Bool
    /// What lifting the finger would do now.
    public var release: Release
    /// The row claims a drag only after `claimDistance` points and when |dx| ≥ `horizontalDominance`
    /// × |dy|, so vertical scrolling is unaffected.
    public var claimDistance: Double
    public var horizontalDominance: Double
    /// The spring the row settles with after a release (a designed timing, not a theme token);
    /// under Reduce Motion its short fade.
    public var settle: ResolvedMotion
    /// Points: the row's smallest height.
    public var minHeight: Double

    /// What a row does when the finger lifts.
    public enum Release: String, Hashable, Codable, Sendable, CaseIterable {
      /// Springs back shut.
      case close
      /// Springs to the actions' width and stays open.
      case settleOpen
      /// The last action commits: the row slides out and the list closes over it.
      case commit
    }

    public init(
      background: ColorValue, actions: [SwipeAction], reveal: Double, revealFraction: Double,
      fullSwipeFraction: Double, fullSwipe: Bool, open: Bool, release: Release, claimDistance: Double,
      horizontalDominance: Double, settle: ResolvedMotion, minHeight: Double
    ) {
      self.background = background
      self.actions = actions
      self.reveal = reveal
      self.revealFraction = revealFraction
      self.fullSwipeFraction = fullSwipeFraction
      self.fullSwipe = fullSwipe
      self.open = open
      self.release = release
      self.claimDistance = claimDistance
      self.horizontalDominance = horizontalDominance
      self.settle = settle
      self.minHeight = minHeight
    }
  }

  /// One action behind a swipe row: a button as tall as the row.
  public struct SwipeAction: Hashable, Codable, Sendable {
    /// The action the host's closure is called with (`archive`, `delete`), payload `row`.
    public var action: Action
    public var title: String
    public var symbol: String
    public var font: ResolvedFont
    public var foreground: ColorValue
    public var background: ColorValue
    /// Points, at rest; the full-swipe action grows to the whole reveal.
    public var width: Double
    /// Points it takes now (its share of the reveal; all of it on a full swipe).
    public var revealedWidth: Double

    public init(
      action: Action, title: String, symbol: String, font: ResolvedFont, foreground: ColorValue,
      background: ColorValue, width: Double, revealedWidth: Double
    ) {
      self.action = action
      self.title = title
      self.symbol = symbol
      self.font = font
      self.foreground = foreground
      self.background = background
      self.width = width
      self.revealedWidth = revealedWidth
    }
  }

  /// A hairline between rows, `inset` points in from the leading edge.
  public struct Divider: Hashable, Codable, Sendable {
    public var color: ColorValue
    public var thickness: Double
    public var inset: Double

    public init(color: ColorValue, thickness: Double, inset: Double) {
      self.color = color
      self.thickness = thickness
      self.inset = inset
    }
  }
}

/// A surface's shadow as the tree carries it: the elevation token and its resolved shadow.
public struct ElevationValue: Hashable, Codable, Sendable {
  /// `elevation.e1`.
  public var token: String
  /// `#RRGGBBAA`.
  public var color: String
  public var x: Double
  public var y: Double
  public var blur: Double
  public var spread: Double

  public init(token: String, color: String, x: Double, y: Double, blur: Double, spread: Double) {
    self.token = token
    self.color = color
    self.x = x
    self.y = y
    self.blur = blur
    self.spread = spread
  }
}

/// A VoiceOver custom action (the rotor's Actions): its name and the action it runs.
public struct CustomAction: Hashable, Codable, Sendable {
  public var name: String
  public var action: Action

  public init(name: String, action: Action) {
    self.name = name
    self.action = action
  }
}
