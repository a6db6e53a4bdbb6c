import Foundation
import SPTheme

/// Everything about the place the block is drawn in that changes the tree, as one value, so the
/// compiler stays a pure function of (overview, theme, environment).
public struct Environment: Hashable, Sendable {
  public var dynamicTypeSize: DynamicTypeSize
  /// Width of the column the host gives the block, in points.
  public var width: Double
  public var reduceMotion: Bool
  public var locale: Locale
  public var timeZone: TimeZone
  /// The ranges the control offers, in order (O-ST-7).
  public var ranges: [TimeRange]
  /// The host-owned selection; nil lets the block choose (1M, or the first offered: O-DA-8).
  public var selectedRange: TimeRange?
  public var phase: Phase
  /// Index into the selected period's points of the reading under the finger, if scrubbing.
  public var scrubIndex: Int?
  /// Which closures the host passed.
  public var actions: HostActions

  /// The seed's defaults: large text, an iPhone 15 column (390 − 2 × 20), en_US, UTC, all
  /// four ranges, the block's own selection, loaded, no scrub, both actions.
  public init(
    dynamicTypeSize: DynamicTypeSize = .large, width: Double = 350, reduceMotion: Bool = false,
    locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    ranges: [TimeRange] = TimeRange.allCases, selectedRange: TimeRange? = nil, phase: Phase = .loaded,
    scrubIndex: Int? = nil, actions: HostActions = .all
  ) {
    self.dynamicTypeSize = dynamicTypeSize
    self.width = width
    self.reduceMotion = reduceMotion
    self.locale = locale
    self.timeZone = timeZone
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
