import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// The layout tree for a long period: its size does not grow with the readings, the chart is as
/// dense as the byte budget allows, and what it keeps of the readings still names real ones.
@Suite("Layout tree budget")
struct LayoutTreeBudgetTests {
  /// How a year's readings are written: every digit a double holds, or rounded to cents.
  enum Precision: String, CaseIterable, CustomTestStringConvertible {
    case full, cents
    var testDescription: String { rawValue }
  }

  /// A year of five-minute readings (105,120) in both series, with the four tiles.
  static func year(_ precision: Precision) -> Overview {
    precision == .full ? fullYear : centsYear
  }

  static let fullYear = makeYear(.full)
  static let centsYear = makeYear(.cents)

  private static func makeYear(_ precision: Precision) -> Overview {
    func written(_ points: [Point]) -> [Point] {
      precision == .full
        ? points : points.map { Point(date: $0.date, value: ($0.value * 100).rounded() / 100) }
    }
    let current = written(SeriesFixtures.walk(count: 105_120, seed: 1, step: 300))
    let previous = written(
      SeriesFixtures.walk(count: 105_120, seed: 2, step: 300).map {
        Point(date: $0.date.addingTimeInterval(-105_120 * 300), value: $0.value)
      })
    let sample = Overview.sample(today: SeriesFixtures.start)
    return Overview(
      label: "Revenue", format: .currency(code: "USD"),
      periods: [.year: Period(points: current, previousPoints: previous, value: 4_405_140, change: 0.13)],
      metrics: sample.metrics)
  }

  static func chart(_ tree: LayoutTree) -> LayoutNode.Chart? {
    guard case .chart(let chart) = tree.node(id: "chart")?.content else { return nil }
    return chart
  }

  /// Phone widths from the smallest to the largest, in points.
  static let phoneWidths = [320.0, 375, 390, 430]

  @Test(
    "A 105,120-point year compiles to under 64 KB of JSON at every phone width, text size, motion and scrub",
    arguments: Precision.allCases, phoneWidths)
  func underBudget(precision: Precision, width: Double) throws {
    let theme = try Theme.shipped(named: "light")
    let cases: [(DynamicTypeStep, Bool, Int?)] = [
      (.large, false, nil), (.large, true, 52_345), (.accessibility5, false, 52_345),
      (.accessibility5, true, nil),
    ]
    for (size, reduceMotion, scrub) in cases {
      let environment = OverviewSetup(
        dynamicTypeSize: size, width: width, reduceMotion: reduceMotion, selectedRange: .year,
        scrubIndex: scrub)
      let tree = StatsOverviewBlock.compile(Self.year(precision), theme: theme, environment: environment)
      #expect(tree.jsonData().count < 65_536, "\(size), reduce motion \(reduceMotion)")
    }
  }

  @Test("A year on a very wide host still compiles to under 64 KB", arguments: Precision.allCases)
  func underBudgetWide(precision: Precision) throws {
    let environment = OverviewSetup(dynamicTypeSize: .accessibility5, width: 10_000, selectedRange: .year)
    let tree = StatsOverviewBlock.compile(
      Self.year(precision), theme: try Theme.shipped(named: "light"), environment: environment)
    #expect(tree.jsonData().count < 65_536)
  }

  @Test("A year rounded to cents is drawn at two points per point of plot width on a 390-point phone")
  func density() throws {
    let environment = OverviewSetup(width: 390, selectedRange: .year)
    let tree = StatsOverviewBlock.compile(
      Self.year(.cents), theme: try Theme.shipped(named: "light"), environment: environment)
    let chart = try #require(Self.chart(tree))
    let current = try #require(chart.series.first { $0.role == .current })
    // The plot is the card's inside: 390 less two 16-point paddings, 358 columns of two points.
    #expect(current.points.count >= 2 * 358)
    #expect(current.points.count <= 2 * 358 + 2)
  }

  @Test("O-SS-6 drawn points are real readings, by their original index, and the scrubbed one is drawn")
  func realReadings() throws {
    let environment = OverviewSetup(selectedRange: .year, scrubIndex: 77_777)
    let tree = StatsOverviewBlock.compile(
      Self.year(.full), theme: try Theme.shipped(named: "light"), environment: environment)
    let chart = try #require(Self.chart(tree))
    let points = Self.year(.full).periods[.year]!.points
    let current = try #require(chart.series.first { $0.role == .current })
    #expect(current.originalCount == 105_120)
    // At most two a column over one column per point of plot width (350 less two paddings).
    #expect(current.points.count <= ColumnReduction.maximumCount(count: 105_120, width: 318))
    #expect(current.points.allSatisfy { points[$0.index].value == $0.y })
    #expect(current.points.contains { $0.index == 77_777 })
    #expect(chart.selection?.index == 77_777)
    let values = points.map(\.value)
    #expect(current.points.contains { $0.index == values.firstIndex(of: values.max()!) })
    #expect(current.points.contains { $0.index == values.firstIndex(of: values.min()!) })
  }

  @Test("O-SS-6 scrubbing adds the scrubbed reading and leaves the rest of the line as it was")
  func scrubKeepsShape() throws {
    let theme = try Theme.shipped(named: "light")
    let atRest = StatsOverviewBlock.compile(
      Self.year(.full), theme: theme, environment: OverviewSetup(width: 390, selectedRange: .year))
    let scrubbing = StatsOverviewBlock.compile(
      Self.year(.full), theme: theme,
      environment: OverviewSetup(width: 390, selectedRange: .year, scrubIndex: 4_321))
    let rest = try #require(Self.chart(atRest)?.series.first { $0.role == .current }?.points)
    let scrubbed = try #require(Self.chart(scrubbing)?.series.first { $0.role == .current }?.points)
    #expect(scrubbed.filter { $0.index != 4_321 } == rest.filter { $0.index != 4_321 })
    #expect(scrubbed.contains { $0.index == 4_321 })
  }

  @Test("O-AX-2 the chart's data table is capped and its summary speaks for every reading")
  func table() throws {
    let tree = StatsOverviewBlock.compile(
      Self.year(.full), theme: try Theme.shipped(named: "light"),
      environment: OverviewSetup(selectedRange: .year))
    let descriptor = try #require(tree.node(id: "chart")?.accessibility?.chart)
    #expect(descriptor.series.allSatisfy { $0.points.count <= ChartDataTable.defaultMaximumRows })
    let values = Self.year(.full).periods[.year]!.points.map(\.value)
    let highest = Format.currency(code: "USD").formatted(values.max()!, locale: Locale(identifier: "en_US"))
    #expect(descriptor.summary.contains(highest))
  }
}
