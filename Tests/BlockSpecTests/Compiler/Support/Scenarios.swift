import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme

/// Every state the block can be in, as inputs: the matrix tests run each one at every size,
/// width and Reduce Motion setting.
struct Scenario: Sendable, CustomStringConvertible {
  var name: String
  var overview: Overview?
  var phase: Phase = .loaded
  var selectedRange: TimeRange?
  var ranges: [TimeRange] = TimeRange.allCases
  var scrubIndex: Int?
  var actions: HostActions = .all

  var description: String { name }

  func environment(
    dynamicTypeSize: DynamicTypeStep = .large, width: Double = 350, reduceMotion: Bool = false
  ) -> OverviewSetup {
    OverviewSetup(
      dynamicTypeSize: dynamicTypeSize, width: width, reduceMotion: reduceMotion, ranges: ranges,
      selectedRange: selectedRange, phase: phase, scrubIndex: scrubIndex, actions: actions)
  }

  func compile(
    theme: Theme = CompilerFixtures.theme, dynamicTypeSize: DynamicTypeStep = .large, width: Double = 350,
    reduceMotion: Bool = false
  ) -> LayoutTree {
    StatsOverviewBlock.compile(
      overview, theme: theme,
      environment: environment(dynamicTypeSize: dynamicTypeSize, width: width, reduceMotion: reduceMotion))
  }

  static let loaded = Scenario(name: "loaded", overview: CompilerFixtures.overview)
  static let scrubbing = Scenario(name: "scrubbing", overview: CompilerFixtures.overview, scrubIndex: 11)
  static let loading = Scenario(name: "loading", overview: nil)
  static let loadingKnown = Scenario(
    name: "loading-known", overview: CompilerFixtures.overview, phase: .loading)
  static let rangeLoading = Scenario(
    name: "range-loading", overview: CompilerFixtures.withoutYear, selectedRange: .year)
  static let empty = Scenario(name: "empty", overview: CompilerFixtures.emptyMonth)
  static let staticTiles = Scenario(
    name: "static-tiles", overview: CompilerFixtures.overview, actions: .retry)
  static let twoRanges = Scenario(
    name: "two-ranges", overview: CompilerFixtures.overview, ranges: [.week, .quarter])
  static let errorIdle = Scenario(
    name: "error-idle", overview: nil, phase: .failed(description: "The server is busy.", retry: .idle))
  static let errorFallback = Scenario(
    name: "error-fallback", overview: CompilerFixtures.overview,
    phase: .failed(description: nil, retry: .idle))
  static let errorRunning = Scenario(
    name: "error-running", overview: nil, phase: .failed(description: nil, retry: .running))
  static let errorSucceeded = Scenario(
    name: "error-succeeded", overview: nil, phase: .failed(description: nil, retry: .succeeded))
  static let errorFailed = Scenario(
    name: "error-failed", overview: nil,
    phase: .failed(description: nil, retry: .failed(message: "Request timed out.")))
  static let errorNoRetry = Scenario(
    name: "error-no-retry", overview: nil, phase: .failed(description: nil, retry: .idle), actions: [])

  static let all: [Scenario] = [
    loaded, scrubbing, loading, loadingKnown, rangeLoading, empty, staticTiles, twoRanges, errorIdle,
    errorFallback, errorRunning, errorSucceeded, errorFailed, errorNoRetry,
  ]
}

extension CompilerFixtures {
  /// The overview before its year has been fetched (O-SS-2).
  static let withoutYear: Overview = {
    var overview = CompilerFixtures.overview
    overview.periods[.year] = nil
    return overview
  }()

  /// An overview whose month has no readings (O-SS-3).
  static let emptyMonth: Overview = {
    var overview = CompilerFixtures.overview
    overview.periods[.month] = Period(points: [], previousPoints: [], value: nil, change: nil, metrics: nil)
    return overview
  }()
}
