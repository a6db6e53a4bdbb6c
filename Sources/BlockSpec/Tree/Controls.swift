import SPTheme

extension LayoutNode {
  /// A row of mutually exclusive choices (the range control); its children are `segment`s.
  /// The selected one sits on a plate that slides between them.
  public struct Segmented: Hashable, Codable, Sendable {
    public var plate: Plate
    /// Smallest height of the row, in points (the 44 pt touch target).
    public var minHeight: Double
    /// The track behind every segment (the dashboard's `fill`); absent: none (2.1).
    public var track: Track?

    public struct Plate: Hashable, Codable, Sendable {
      public var color: ColorValue
      public var cornerRadius: TokenLength
    }

    public struct Track: Hashable, Codable, Sendable {
      public var color: ColorValue
      public var cornerRadius: TokenLength

      public init(color: ColorValue, cornerRadius: TokenLength) {
        self.color = color
        self.cornerRadius = cornerRadius
      }
    }

    public init(plate: Plate, minHeight: Double, track: Track? = nil) {
      self.plate = plate
      self.minHeight = minHeight
      self.track = track
    }
  }

  /// One choice of a `segmented` control.
  public struct Segment: Hashable, Codable, Sendable {
    public var title: String
    public var selected: Bool
    public var font: ResolvedFont
    public var color: ColorValue

    public init(title: String, selected: Bool, font: ResolvedFont, color: ColorValue) {
      self.title = title
      self.selected = selected
      self.font = font
      self.color = color
    }
  }

  /// A button with a title and a progress cycle (Try again, O-SS-5).
  public struct Button: Hashable, Codable, Sendable {
    public var title: String
    public var style: Style
    public var state: State
    public var font: ResolvedFont
    public var foreground: ColorValue
    public var background: ColorValue
    public var cornerRadius: TokenLength
    /// Points: the button is at least this tall and grows with its title at large text sizes.
    public var minHeight: Double
    /// True: the button takes the full width its parent offers.
    public var fillsWidth: Bool
    /// False while its action runs.
    public var enabled: Bool
    /// What the button shows in place of (running) or beside (succeeded) its title.
    public var indicator: Indicator?

    public enum Style: String, Codable, Sendable {
      case primary, secondary
    }

    public enum State: String, Codable, Sendable {
      case idle, running, succeeded, failed
    }

    public enum Indicator: String, Codable, Sendable {
      /// An indeterminate progress spinner, in `foreground`.
      case spinner
      /// The `checkmark` symbol, in `foreground`.
      case checkmark
    }

    public init(
      title: String, style: Style, state: State, font: ResolvedFont, foreground: ColorValue,
      background: ColorValue, cornerRadius: TokenLength, minHeight: Double, fillsWidth: Bool, enabled: Bool,
      indicator: Indicator?
    ) {
      self.title = title
      self.style = style
      self.state = state
      self.font = font
      self.foreground = foreground
      self.background = background
      self.cornerRadius = cornerRadius
      self.minHeight = minHeight
      self.fillsWidth = fillsWidth
      self.enabled = enabled
      self.indicator = indicator
    }
  }
}
