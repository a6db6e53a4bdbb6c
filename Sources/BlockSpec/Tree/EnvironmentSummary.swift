import Foundation
import SPTheme

/// The environment a tree was compiled for, in the tree's own plain spelling.
public struct EnvironmentSummary: Hashable, Codable, Sendable {
  public var dynamicTypeSize: DynamicTypeStep
  /// Points.
  public var width: Double
  public var reduceMotion: Bool
  /// BCP 47 / ICU identifier: `en_US`.
  public var locale: String
  /// IANA identifier: `UTC`, `Europe/Paris`.
  public var timeZone: String
  public var ranges: [TimeRange]
  /// The host-owned selection, if the host passed one.
  public var selectedRange: TimeRange?
  public var phase: PhaseName
  /// The error's description when the phase is `failed`.
  public var errorDescription: String?
  /// Try again's state when the phase is `failed`.
  public var retry: RetryName?
  /// The failed retry's message.
  public var retryMessage: String?
  public var scrubIndex: Int?
  /// The host closures passed: `retry`, `selectMetric`.
  public var actions: [String]
  /// A block's own state beyond the fields above, by name, each value in its canonical spelling
  /// (the dashboard's `scrollOffset`, `openRow`, `refresh`…); absent for blocks without (2.1).
  public var blockState: [String: String]?

  public enum PhaseName: String, Codable, Sendable {
    case loaded, loading, failed
  }

  public enum RetryName: String, Codable, Sendable {
    case idle, running, succeeded, failed
  }
}

extension EnvironmentSummary {
  init(_ environment: BlockEnvironment, state: StatsOverviewState) {
    dynamicTypeSize = environment.dynamicTypeSize
    width = environment.width
    reduceMotion = environment.reduceMotion
    locale = environment.locale.identifier
    timeZone = Self.canonicalIdentifier(of: environment.timeZone)
    ranges = state.ranges
    selectedRange = state.selectedRange
    // JSON numbers are doubles: an index beyond ±(2^53 − 1) would print rounded and not read
    // back as an Int. No such index names a reading, so the echo is clamped to that range.
    let largestExact = 9_007_199_254_740_991
    scrubIndex = state.scrubIndex.map { Swift.min(Swift.max($0, -largestExact), largestExact) }
    var actionNames: [String] = []
    if state.actions.contains(.retry) { actionNames.append("retry") }
    if state.actions.contains(.selectMetric) { actionNames.append("selectMetric") }
    actions = actionNames
    switch state.phase {
    case .loaded:
      phase = .loaded
    case .loading:
      phase = .loading
    case .failed(let description, let retryState):
      phase = .failed
      errorDescription = description
      switch retryState {
      case .idle: retry = .idle
      case .running: retry = .running
      case .succeeded: retry = .succeeded
      case .failed(let message):
        retry = .failed
        retryMessage = message
      }
    }
  }
}

extension EnvironmentSummary {
  /// Names of Coordinated Universal Time that Foundation versions spell differently
  /// (`TimeZone(identifier: "UTC")` reports "GMT" on some, "UTC" on others).
  static let universalNames: Set<String> = [
    "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0", "GMT0", "GMT+0", "GMT-0",
    "Etc/Universal", "Etc/Zulu", "Universal", "Zulu", "Etc/UCT", "UCT",
  ]

  /// The time zone's identifier as the tree writes it: "UTC" for every spelling of UTC, so a
  /// tree compiled on Linux and on an Apple platform reads the same.
  static func canonicalIdentifier(of timeZone: TimeZone) -> String {
    universalNames.contains(timeZone.identifier) ? "UTC" : timeZone.identifier
  }
}
