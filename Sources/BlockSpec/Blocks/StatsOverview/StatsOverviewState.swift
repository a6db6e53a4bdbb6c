import Foundation

/// The stats overview's own state, beyond what the overview itself says (a nil overview is
/// always loading): what the host offers and owns, and where the person is in an interaction.
public struct StatsOverviewState: Hashable, Sendable {
  /// The ranges the control offers, in order (O-ST-7).
  public var ranges: [TimeRange]
  /// The host-owned selection; nil lets the block choose (1M, or the first offered: O-DA-8).
  public var selectedRange: TimeRange?
  public var phase: Phase
  /// Index into the selected period's points of the reading under the finger, if scrubbing.
  public var scrubIndex: Int?
  /// Which closures the host passed.
  public var actions: HostActions

  /// The seed's defaults: all four ranges, the block's own selection, loaded, no scrub, both
  /// actions.
  public init(
    ranges: [TimeRange] = TimeRange.allCases, selectedRange: TimeRange? = nil, phase: Phase = .loaded,
    scrubIndex: Int? = nil, actions: HostActions = .all
  ) {
    self.ranges = ranges
    self.selectedRange = selectedRange
    self.phase = phase
    self.scrubIndex = scrubIndex
    self.actions = actions
  }
}

/// The block's state, beyond what the overview itself says (a nil overview is always loading).
public enum Phase: Hashable, Sendable {
  case loaded
  case loading
  /// The host passed an error; `description` is its `errorDescription`, if it has one.
  case failed(description: String?, retry: RetryState)
}

/// Where the Try again button is in its cycle (O-SS-5).
public enum RetryState: Hashable, Sendable {
  case idle
  case running
  case succeeded
  /// The retry threw; `message` is shown under the button and announced.
  case failed(message: String)
}

/// The closures a host passed to the block; each one turns on part of the tree.
public struct HostActions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// `onRetry`: the error state shows Try again.
  public static let retry = HostActions(rawValue: 1 << 0)
  /// `onSelectMetric`: tiles are buttons with chevrons.
  public static let selectMetric = HostActions(rawValue: 1 << 1)
  public static let all: HostActions = [.retry, .selectMetric]
}
