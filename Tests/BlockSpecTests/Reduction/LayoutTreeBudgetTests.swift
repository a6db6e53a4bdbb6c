import BlockSpec
import Foundation
import SPTheme
import Testing

/// The layout tree for a long period: its size does not grow with the readings, and what it
/// keeps of them still names real readings.
@Suite("Layout tree budget")
struct LayoutTreeBudgetTests {
  /// A year of five-minute readings (105,120) in both series, with the four tiles.
  static let year: Overview = {
    let current = SeriesFixtures.walk(count: 105_120, seed: 1, step: 300)
    let previous = SeriesFixtures.walk(count: 105_120, seed: 2, step: 300).map {
      Point(date: $0.date.addingTimeInterval(-105_120 * 300), value: $0.value)
    }
    let sample = Overview.sample(today: SeriesFixtures.start)
    return Overview(
      label: "Revenue", format: .currency(code: "USD"),
      periods: [.year: Period(points: current, previousPoints: previous, value: 4_405_140, change: 0.13)],
      metrics: sample.metrics)
  }()

  static func chart(_ tree: LayoutTree) -> LayoutNode.Chart? {
    guard case .chart(let chart) = tree.node(id: "chart")?.content else { return nil }
    return chart
  }

  static let environments: [Environment] = [
    Environment(selectedRange: .year),
    Environment(width: 10_000, selectedRange: .year),
    Environment(dynamicTypeSize: .accessibility5, width: 320, selectedRange: .year, scrubIndex: 52_345),
  ]

  @Test("A 105,120-point year compiles to under 64 KB of JSON", arguments: environments)
  func underBudget(environment: Environment) throws {
    let tree = StatsOverviewBlock.compile(
      Self.year, theme: try Theme.shipped(named: "light"), environment: environment)
    #expect(tree.jsonData().count < 64 * 1_024)
  }

  @Test("O-SS-6 drawn points are real readings, by their original index, and the scrubbed one is drawn")
  func realReadings() throws {
    let environment = Environment(selectedRange: .year, scrubIndex: 77_777)
    let tree = StatsOverviewBlock.compile(
      Self.year, theme: try Theme.shipped(named: "light"), environment: environment)
    let chart = try #require(Self.chart(tree))
    let points = Self.year.periods[.year]!.points
    let current = try #require(chart.series.first { $0.role == .current })
    #expect(current.originalCount == 105_120)
    #expect(
      current.points.count
        <= ColumnReduction.maximumCount(count: 105_120, width: Double(ColumnReduction.maximumColumns)))
    #expect(current.points.allSatisfy { points[$0.index].value == $0.y })
    #expect(current.points.contains { $0.index == 77_777 })
    #expect(chart.selection?.index == 77_777)
    let values = points.map(\.value)
    #expect(current.points.contains { $0.index == values.firstIndex(of: values.max()!) })
    #expect(current.points.contains { $0.index == values.firstIndex(of: values.min()!) })
  }

  @Test("O-AX-2 the chart's data table is capped and its summary speaks for every reading")
  func table() throws {
    let tree = StatsOverviewBlock.compile(
      Self.year, theme: try Theme.shipped(named: "light"), environment: Environment(selectedRange: .year))
    let descriptor = try #require(tree.node(id: "chart")?.accessibility?.chart)
    #expect(descriptor.series.allSatisfy { $0.points.count <= ChartDataTable.defaultMaximumRows })
    let values = Self.year.periods[.year]!.points.map(\.value)
    let highest = Format.currency(code: "USD").formatted(values.max()!, locale: Locale(identifier: "en_US"))
    #expect(descriptor.summary.contains(highest))
  }
}
