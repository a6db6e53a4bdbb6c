/// Where a person is on the dashboard screen, beyond what the model says: a snapshot asks for
/// any of these, and a live renderer recompiles with them as the gestures run. `BlockEnvironment`
/// holds what every block reads (size, width, Reduce Motion, locale); this holds what only the
/// dashboard has.
///
/// The run-time rules behind each (the collapse's start and end, the 62 % full swipe, the 84 pt
/// arming distance, the springs and haptics) are data in the tree, so a renderer can also drive
/// them itself between compiles.
public struct DashboardState: Hashable, Sendable {
  /// How far the content has scrolled up, in points (0 at rest; negative while pulling down is
  /// the pull, see `refresh`). Drives the greeting's collapse (D-2).
  public var scrollOffset: Double
  /// A finger on the main chart: where it is across the plot, 0 (leading) … 1 (trailing). The
  /// nearest sample is resolved here, on the model side (D-4).
  public var scrubPosition: Double?
  /// The host-owned range; nil: 1M when offered, else the first offered range (as the overview).
  public var selectedRange: TimeRange?
  /// The row being swiped or left open, and how far (D-6); nil: every row closed.
  public var openRow: OpenRow?
  /// The pull-to-refresh cycle (D-7).
  public var refresh: RefreshState
  /// False when the host already has a navigation stack (a tab, another stack): the screen
  /// uses the enclosing one instead of its own (D-11).
  public var wrapsInNavigationStack: Bool

  public init(
    scrollOffset: Double = 0, scrubPosition: Double? = nil, selectedRange: TimeRange? = nil,
    openRow: OpenRow? = nil, refresh: RefreshState = .idle, wrapsInNavigationStack: Bool = true
  ) {
    self.scrollOffset = scrollOffset
    self.scrubPosition = scrubPosition
    self.selectedRange = selectedRange
    self.openRow = openRow
    self.refresh = refresh
    self.wrapsInNavigationStack = wrapsInNavigationStack
  }

  /// One row swiped open, by `reveal` (D-6). Only one row is ever open: the state has room for
  /// one.
  public struct OpenRow: Hashable, Sendable {
    /// The activity row's id.
    public var id: String
    public var reveal: Reveal
    /// True while the finger is still down: a reveal past the full-swipe threshold is then
    /// armed, and lifting commits the delete.
    public var dragging: Bool

    public init(id: String, reveal: Reveal, dragging: Bool = false) {
      self.id = id
      self.reveal = reveal
      self.dragging = dragging
    }
  }

  /// How far a row is pulled to the leading side, uncovering its actions on the trailing edge.
  public enum Reveal: Hashable, Sendable {
    /// Points.
    case points(Double)
    /// A fraction of the row's width, 0 … 1.
    case fraction(Double)
    /// Settled open at the actions' own width (after a release short of the full swipe).
    case actions
  }

  /// Where pull to refresh is in its cycle (D-7). `armed` is not a case: it is `pulling` at or
  /// past the threshold, which the compile works out.
  public enum RefreshState: Hashable, Sendable {
    case idle
    /// The content pulled down by this many points (positive).
    case pulling(distance: Double)
    /// The host's refresh is running: the ring spins, the inset holds it open.
    case refreshing
    /// The refresh ended: the check shows, the success haptic plays, then the inset closes.
    case finished
  }
}
