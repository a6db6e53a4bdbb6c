import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// One reviewed snapshot of the stats overview block: what the host passes (data, theme,
/// environment) and the rules a reviewer should see honoured in the recorded tree.
struct GoldenCase: CustomTestStringConvertible, Sendable {
  /// What the host has in hand when the block is drawn.
  enum Data: Sendable {
    /// The sample shop, every range present.
    case sample
    /// No overview yet.
    case none
    /// The sample without the period of this range, as if it were still being fetched.
    case withoutPeriod(TimeRange)
    /// The sample with this range's period present but holding no readings.
    case emptyPeriod(TimeRange)
    /// The sample with this range's previous period left out (a shop younger than two periods).
    case withoutPrevious(TimeRange)
  }

  /// The snapshot's file name: state, theme, size, width and Reduce Motion, so a folder listing
  /// reads as the matrix.
  var name: String
  /// Rule IDs from rules.md this snapshot shows; they appear in the test's description.
  var rules: [String]
  var data: Data
  var theme: String
  var environment: OverviewSetup
  /// Also pin the canonical JSON (for a few cases: it is long, and the tree is the review form).
  var pinsJSON = false

  var testDescription: String { "\(name) (\(rules.joined(separator: ", ")))" }

  init(
    _ state: String, rules: [String], data: Data = .sample, theme: String, size: DynamicTypeStep,
    width: Double, reduceMotion: Bool = false, range: TimeRange? = nil, phase: Phase = .loaded,
    scrubIndex: Int? = nil, actions: HostActions = .all, pinsJSON: Bool = false
  ) {
    let sizeName = size.rawValue
    name = "\(state)-\(theme)-\(sizeName)-w\(Int(width))\(reduceMotion ? "-reduceMotion" : "")"
    self.rules = rules
    self.data = data
    self.theme = theme
    self.pinsJSON = pinsJSON
    // Locale and time zone are spelled out although they equal the defaults: the goldens must
    // never depend on a default changing, nor on the machine.
    environment = OverviewSetup(
      dynamicTypeSize: size, width: width, reduceMotion: reduceMotion,
      locale: Locale(identifier: "en_US"), timeZone: GoldenCase.timeZone, ranges: TimeRange.allCases,
      selectedRange: range, phase: phase, scrubIndex: scrubIndex, actions: actions)
  }

  static let timeZone = TimeZone(identifier: "UTC")!
  /// 2026-10-12 00:00 UTC, a Monday: "today" is an input (O-DA-9), fixed so the dates never move.
  static let today = Date(timeIntervalSince1970: 1_791_763_200)
  static let seed: UInt64 = 42

  var overview: Overview? {
    let sample = Overview.sample(today: Self.today, seed: Self.seed, timeZone: Self.timeZone)
    switch data {
    case .sample:
      return sample
    case .none:
      return nil
    case .withoutPeriod(let range):
      var overview = sample
      overview.periods[range] = nil
      return overview
    case .emptyPeriod(let range):
      var overview = sample
      overview.periods[range] = Period(points: [], previousPoints: [])
      return overview
    case .withoutPrevious(let range):
      var overview = sample
      overview.periods[range]?.previousPoints = []
      return overview
    }
  }

  func compile() throws -> LayoutTree {
    StatsOverviewBlock.compile(overview, theme: try Theme.shipped(named: theme), environment: environment)
  }
}
