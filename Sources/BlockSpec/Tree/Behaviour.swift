import SPTheme

/// What happens when a person activates a node: the renderer calls the host's closure named by
/// `id` with `payload`, or (for `scrub`) recompiles with the reading under the finger.
public struct Action: Hashable, Codable, Sendable {
  public var id: ID
  public var payload: [String: String]?

  public enum ID: String, Codable, Sendable, CaseIterable {
    /// `onSelectMetric`, payload `metric`: the metric's id (O-ST-9).
    case selectMetric
    /// `onRangeChange`, payload `range`: "1W", "1M", "3M" or "1Y".
    case selectRange
    /// `onRetry` (O-SS-5).
    case retry
    /// A drag over the chart: the renderer compiles again with `environment.scrubIndex` set to
    /// the nearest reading's `index`, and back to none on release (O-SS-6).
    case scrub
    /// `onArchive`, payload `row`: the row's id (D-6, 2.1).
    case archive
    /// `onDelete`, payload `row`: the row's id (D-6, 2.1).
    case delete
    /// Tapping an open swipe row closes it: the renderer compiles again with no row open (2.1).
    case closeRow
    /// `onRefresh`: pull to refresh fired (D-7, 2.1).
    case refresh
    /// `onShowAll`, payload `section`: the whole list behind a section's "See all" (2.1).
    case showAll
  }

  public init(id: ID, payload: [String: String]? = nil) {
    self.id = id
    self.payload = payload
  }
}

/// A haptic the node plays, and when (O-HA-1).
public struct Haptic: Hashable, Codable, Sendable {
  public var kind: Kind
  public var trigger: Trigger

  public enum Kind: String, Codable, Sendable, CaseIterable {
    case selection, success, error
    /// A rigid impact: pull to refresh arming (2.1).
    case rigid
  }

  public enum Trigger: String, Codable, Sendable, CaseIterable {
    /// When a person selects this node (a range).
    case select
    /// Each time the reading under the finger changes while scrubbing the chart.
    case scrub
    /// When the node enters the state it is in in this tree (a retry that succeeded or failed),
    /// played once by a renderer that diffs the previous tree.
    case enterState
    /// When a pull crosses the node's threshold (`refresh.threshold`) (2.1).
    case arm
  }

  public init(kind: Kind, trigger: Trigger) {
    self.kind = kind
    self.trigger = trigger
  }
}

/// How a node animates when `event` happens, with the resolved motion (O-MO-1…3).
///
/// In a tree compiled with Reduce Motion on, `effect` is already the short `crossFade` on the
/// token's fade. In a tree compiled with it off, `reduceMotion` says what a live renderer plays
/// instead if the person turns Reduce Motion on before the next compile; absent, it plays
/// nothing (the ghosts' pulse).
public struct NodeTransition: Hashable, Codable, Sendable {
  public var event: Event
  public var effect: Effect
  public var motion: ResolvedMotion
  public var reduceMotion: Fallback?
  /// Seconds after the event before the motion starts: a staggered reveal (2.1); absent: 0.
  public var delay: Double?
  /// Points the node rises from (`rise`) or slides by (2.1); absent: none.
  public var offset: Double?

  /// The effect and motion that replace a transition under Reduce Motion.
  public struct Fallback: Hashable, Codable, Sendable {
    public var effect: Effect
    public var motion: ResolvedMotion

    public init(effect: Effect, motion: ResolvedMotion) {
      self.effect = effect
      self.motion = motion
    }
  }

  public enum Event: String, Codable, Sendable, CaseIterable {
    /// The node appears because the numbers arrived.
    case appear
    /// The selected range changed.
    case rangeChange
    /// The text's string changed (a new value, a scrubbed reading).
    case valueChange
    /// The block's state changed (loading, loaded, error).
    case phaseChange
    /// A control's own state changed (Try again: idle, running, succeeded, failed).
    case stateChange
    /// While the node is on screen (the ghosts' pulse).
    case idle
    /// The node leaves the tree because its data did (a deleted row) (2.1).
    case remove
  }

  public enum Effect: String, Codable, Sendable, CaseIterable {
    /// Reveal the line from the leading edge.
    case drawIn
    /// Interpolate the line from its old points to its new ones.
    case morph
    /// Move the selection plate to its new item.
    case slide
    /// Roll each changed digit (SwiftUI's `.numericText()`).
    case numericRoll
    /// Fade the old content out and the new in; the only effect under Reduce Motion.
    case crossFade
    /// Breathe the opacity of a placeholder.
    case pulse
    /// Fade in while rising `offset` points into place (a staggered section) (2.1).
    case rise
    /// Slide out toward the leading edge while the space it took closes (a deleted row) (2.1).
    case collapse
    /// Grow or shrink the space held above the content (the refresh inset) (2.1).
    case inset
  }

  public init(
    event: Event, effect: Effect, motion: ResolvedMotion, reduceMotion: Fallback? = nil, delay: Double? = nil,
    offset: Double? = nil
  ) {
    self.event = event
    self.effect = effect
    self.motion = motion
    self.reduceMotion = reduceMotion
    self.delay = delay
    self.offset = offset
  }
}
