import BlockSpec
import Foundation
import Testing

@Suite("Chart data table")
struct ChartDataTableTests {
  @Test("O-AX-2 a short series is listed whole", arguments: [1, 2, 30, 60])
  func whole(count: Int) {
    let points = SeriesFixtures.walk(count: count)
    let table = ChartDataTable(points)
    #expect(table.rows.map(\.point) == points)
    #expect(table.rows.map(\.index) == Array(points.indices))
    #expect(!table.isAbridged)
  }

  @Test(
    "O-AX-2 a long series is capped, keeping first, last and the extremes", arguments: [61, 8_760, 105_120])
  func capped(count: Int) {
    let points = SeriesFixtures.walk(count: count, seed: 3)
    let table = ChartDataTable(points)
    let indices = table.rows.map(\.index)
    let values = points.map(\.value)
    #expect(table.rows.count <= ChartDataTable.defaultMaximumRows)
    #expect(table.rows.count >= ChartDataTable.defaultMaximumRows - 2)
    #expect(table.isAbridged && table.count == count)
    #expect(indices.first == 0 && indices.last == count - 1)
    #expect(indices.contains(values.firstIndex(of: values.min()!)!))
    #expect(indices.contains(values.firstIndex(of: values.max()!)!))
    #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 })
    #expect(table.rows.allSatisfy { points[$0.index] == $0.point })
  }

  @Test(
    "The row cap can be set, and never drops below four", arguments: [(0, 4), (3, 4), (10, 10), (200, 200)])
  func customCap(requested: Int, expected: Int) {
    let table = ChartDataTable(SeriesFixtures.walk(count: 1_000), maximumRows: requested)
    #expect(table.rows.count <= expected && table.rows.count >= expected - 2)
  }

  @Test("O-AX-2 the summary is true to every reading, not only the rows")
  func summary() throws {
    let points = SeriesFixtures.walk(count: 105_120, seed: 11)
    let summary = try #require(ChartDataTable(points).summary)
    let values = points.map(\.value)
    #expect(summary.count == 105_120)
    #expect(summary.first.point == points[0])
    #expect(summary.last.point == points[105_119])
    #expect(summary.minimum.point.value == values.min())
    #expect(summary.maximum.point.value == values.max())
    #expect(summary.change == values[105_119] - values[0])
    #expect(summary.relativeChange == (values[105_119] - values[0]) / abs(values[0]))
  }

  @Test(
    "Trend follows the whole series",
    arguments: [
      ([1.0, 2, 3, 4, 5, 6], Trend.rising),
      ([6.0, 5, 4, 3, 2, 1], .falling),
      ([3.0, 3, 3, 3], .flat),
      ([10.0, 0, 10], .flat),
      // One odd first reading: the change is negative, the series still rises.
      ([200.0] + (1...99).map(Double.init), .rising),
    ] as [([Double], Trend)])
  func trend(values: [Double], expected: Trend) throws {
    let summary = try #require(SeriesSummary(SeriesFixtures.series(values)))
    #expect(summary.trend == expected)
  }

  @Test("A first value of zero has no relative change")
  func zeroStart() throws {
    let summary = try #require(SeriesSummary(SeriesFixtures.series([0, 5, 10])))
    #expect(summary.change == 10)
    #expect(summary.relativeChange == nil)
  }

  @Test("Nothing to summarise: no rows, no summary")
  func empty() {
    let table = ChartDataTable([])
    #expect(table.rows.isEmpty && table.summary == nil && table.count == 0 && !table.isAbridged)
    #expect(SeriesSummary(SeriesFixtures.series([.nan, .infinity])) == nil)
  }

  @Test("The same series gives the same table")
  func deterministic() {
    let points = SeriesFixtures.walk(count: 8_760, seed: 5)
    #expect(ChartDataTable(points) == ChartDataTable(points))
  }

  @Test("Row positions over any storage are the rows' indices", arguments: [10, 61, 8_760])
  func positions(count: Int) {
    let points = SeriesFixtures.walk(count: count, seed: 8)
    let values = points.map(\.value)
    let positions = ChartDataTable.rowPositions(count: count) { values[$0] }
    #expect(positions == ChartDataTable(points).rows.map(\.index))
  }
}
