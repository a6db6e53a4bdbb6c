import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme

/// The inputs the layout matrix runs over: the sample shop and an overview of very long figures,
/// in every phase the block has, in English and German.
struct LayoutCase: Sendable, CustomStringConvertible {
  var name: String
  var overview: Overview?
  var phase: Phase = .loaded
  var selectedRange: TimeRange?
  var scrubIndex: Int?
  var locale = Locale(identifier: "en_US")

  var description: String { name }

  func compile(theme: Theme, size: DynamicTypeStep, width: Double) -> LayoutTree {
    StatsOverviewBlock.compile(
      overview, theme: theme,
      environment: OverviewSetup(
        dynamicTypeSize: size, width: width, locale: locale, timeZone: LayoutCase.utc,
        selectedRange: selectedRange, phase: phase, scrubIndex: scrubIndex))
  }

  static let utc = TimeZone(identifier: "UTC")!
  /// 2026-10-31, so the sample is the same on every run.
  static let today = Date(timeIntervalSince1970: 1_793_404_800)
  static let sample = Overview.sample(today: today)

  /// Figures as long as the block should ever see: eight-digit money with cents, nine-digit
  /// counts, and labels that wrap.
  static let longValues: Overview = {
    let day = 86_400.0
    func points(_ count: Int, step: Double, top: Double) -> [Point] {
      (0..<count).map { index in
        Point(
          date: today.addingTimeInterval(-Double(count - 1 - index) * step),
          value: index == count / 2 ? top : top * (0.8 + 0.15 * sin(Double(index))))
      }
    }
    func period(_ count: Int, step: Double) -> Period {
      Period(
        points: points(count, step: step, top: 12_345_678.90),
        previousPoints: points(count, step: step, top: 11_999_999.99), value: 12_345_678.90, change: -0.1234)
    }
    return Overview(
      label: "Gross merchandise volume", format: .currency(code: "USD"),
      periods: [
        .week: period(7, step: day), .month: period(30, step: day), .quarter: period(13, step: 7 * day),
        .year: period(12, step: 30 * day),
      ],
      metrics: [
        Metric(
          id: "gmv", label: "Average order value", value: 12_345_678.90, format: .currency(code: "USD"),
          change: 0.123),
        Metric(id: "orders", label: "Orders", value: 123_456_789, format: .number(), change: -0.0456),
        Metric(id: "conversion", label: "Conversion rate", value: 0.1234, format: .percent, change: 0.5),
        Metric(id: "time", label: "Time on site", value: 98_765, format: .duration, change: nil),
      ])
  }()

  static let all: [LayoutCase] = [
    LayoutCase(name: "sample", overview: sample),
    LayoutCase(name: "sample-scrubbing", overview: sample, scrubIndex: 12),
    LayoutCase(name: "sample-year", overview: sample, selectedRange: .year),
    LayoutCase(name: "long", overview: longValues),
    LayoutCase(name: "long-scrubbing", overview: longValues, scrubIndex: 15),
    LayoutCase(name: "long-de", overview: longValues, locale: Locale(identifier: "de_DE")),
    LayoutCase(name: "loading", overview: nil),
    LayoutCase(
      name: "range-loading",
      overview: {
        var overview = sample
        overview.periods[.year] = nil
        return overview
      }(), selectedRange: .year),
    LayoutCase(
      name: "empty",
      overview: {
        var overview = sample
        overview.periods[.month]?.points = []
        overview.periods[.month]?.previousPoints = []
        return overview
      }()),
    LayoutCase(
      name: "error", overview: nil,
      phase: .failed(description: "The server is taking too long to respond.", retry: .idle)),
    LayoutCase(name: "error-running", overview: nil, phase: .failed(description: nil, retry: .running)),
    LayoutCase(
      name: "error-failed", overview: nil,
      phase: .failed(description: nil, retry: .failed(message: "The request timed out. Try again later."))),
  ]
}

/// The shipped themes, loaded once.
enum ShippedThemes {
  static let all: [Theme] = Theme.shippedNames.compactMap { try? Theme.shipped(named: $0) }

  /// One theme per distinct typography and spacing: frames depend on nothing else (colours,
  /// radii, motion and elevation never move a frame), which `LayoutMatrixTests` checks, so the
  /// matrix lays out each distinct one and stays fast in debug builds.
  static let layoutDistinct: [Theme] = {
    var seen: [LayoutKey] = []
    return all.filter { theme in
      let key = LayoutKey(type: theme.type, spaces: theme.spaces)
      guard !seen.contains(key) else { return false }
      seen.append(key)
      return true
    }
  }()

  struct LayoutKey: Hashable {
    var type: Typography
    var spaces: [SpaceStep: Double]
  }
}
