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
  }

  public enum Trigger: String, Codable, Sendable, CaseIterable {
    /// When a person selects this node (a range).
    case select
    /// Each time the reading under the finger changes while scrubbing the chart.
    case scrub
    /// When the node enters the state it is in in this tree (a retry that succeeded or failed),
    /// played once by a renderer that diffs the previous tree.
    case enterState
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
  }

  public init(event: Event, effect: Effect, motion: ResolvedMotion, reduceMotion: Fallback? = nil) {
    self.event = event
    self.effect = effect
    self.motion = motion
    self.reduceMotion = reduceMotion
  }
}
