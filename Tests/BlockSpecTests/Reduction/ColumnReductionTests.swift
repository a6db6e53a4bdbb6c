import BlockSpec
import Foundation
import Testing

@Suite("Series reduction")
struct ColumnReductionTests {
  static let sizes = [1_000, 8_760, 105_120]
  static let widths = [1.0, 120, 318, 1_024]

  @Test("Short series come back whole, in order", arguments: [0, 1, 2, 3, 50, 636])
  func passThrough(count: Int) {
    let points = SeriesFixtures.walk(count: count)
    let kept = ColumnReduction.reduce(points, width: 318)
    #expect(kept.map(\.index) == Array(points.indices))
    #expect(kept.map(\.point) == points)
  }

  @Test("Edge sizes at one column keep first and last", arguments: [0, 1, 2, 3, 4, 5])
  func edgeSizes(count: Int) {
    let points = SeriesFixtures.walk(count: count)
    let kept = ColumnReduction.reduce(points, width: 1).map(\.index)
    #expect(kept.count <= ColumnReduction.maximumCount(count: count, width: 1))
    #expect(kept == kept.sorted() && Set(kept).count == kept.count)
    #expect(kept.first == points.indices.first)
    #expect(kept.last == points.indices.last)
  }

  @Test("First, last, minimum and maximum are always kept", arguments: sizes, widths)
  func keepsEnds(count: Int, width: Double) {
    let points = SeriesFixtures.walk(count: count, seed: UInt64(count))
    let kept = Set(ColumnReduction.reduce(points, width: width).map(\.index))
    let values = points.map(\.value)
    #expect(kept.contains(0))
    #expect(kept.contains(count - 1))
    #expect(kept.contains(values.firstIndex(of: values.min()!)!))
    #expect(kept.contains(values.firstIndex(of: values.max()!)!))
  }

  @Test("Output is bounded by two points per point of width", arguments: sizes, widths)
  func bounded(count: Int, width: Double) {
    let points = SeriesFixtures.walk(count: count)
    let kept = ColumnReduction.reduce(points, width: width, keeping: count / 3)
    #expect(kept.count <= 2 * Int(width) + 3)
    #expect(kept.count <= ColumnReduction.maximumCount(count: count, width: width))
  }

  @Test("Kept points are real readings, ascending, with their original indices", arguments: sizes)
  func originalIndices(count: Int) {
    let points = SeriesFixtures.walk(count: count)
    let kept = ColumnReduction.reduce(points, width: 318)
    #expect(kept.allSatisfy { points[$0.index] == $0.point })
    #expect(zip(kept, kept.dropFirst()).allSatisfy { $0.index < $1.index })
  }

  @Test("O-SS-6 the scrubbed reading is always on the reduced line", arguments: [0, 1, 4_321, 105_119])
  func keepsScrubbed(index: Int) {
    let points = SeriesFixtures.walk(count: 105_120)
    let kept = ColumnReduction.reduce(points, width: 318, keeping: index)
    #expect(kept.contains { $0.index == index && $0.point == points[index] })
  }

  @Test("A scrub index outside the series is ignored", arguments: [-1, 8_760, Int.max])
  func ignoresBadScrub(index: Int) {
    let points = SeriesFixtures.walk(count: 8_760)
    #expect(
      ColumnReduction.reduce(points, width: 318, keeping: index)
        == ColumnReduction.reduce(points, width: 318))
  }

  @Test("The same input gives the same output")
  func deterministic() {
    let points = SeriesFixtures.walk(count: 105_120, seed: 42)
    let first = ColumnReduction.reduce(points, width: 318, keeping: 777)
    let second = ColumnReduction.reduce(points, width: 318, keeping: 777)
    #expect(first == second)
  }

  @Test("A lone spike in a flat year survives")
  func spike() {
    var values = [Double](repeating: 10, count: 105_120)
    values[52_345] = 99
    values[70_001] = -5
    let kept = ColumnReduction.reduce(SeriesFixtures.series(values, step: 300), width: 200)
    #expect(kept.contains { $0.index == 52_345 })
    #expect(kept.contains { $0.index == 70_001 })
  }

  @Test("Columns follow the dates: a burst of readings shares the columns it spans")
  func irregularDates() {
    // 10,000 readings in the first second, then one reading per day for 99 days.
    let start = SeriesFixtures.start
    let burst = (0..<10_000).map {
      Point(date: start.addingTimeInterval(Double($0) / 10_000), value: Double($0 % 7))
    }
    let daily = (1..<100).map {
      Point(date: start.addingTimeInterval(Double($0) * 86_400), value: Double($0))
    }
    let kept = ColumnReduction.reduce(burst + daily, width: 100)
    // The burst lands in one column (two points); each day keeps its own.
    #expect(kept.filter { $0.index < 10_000 }.count <= 3)
    #expect(kept.filter { $0.index >= 10_000 }.count == 99)
  }

  @Test("Readings that all share one date are placed by index")
  func sameDate() {
    let points = (0..<1_000).map {
      Point(date: SeriesFixtures.start, value: Double(($0 * 37) % 101))
    }
    let kept = ColumnReduction.reduce(points, width: 10)
    #expect(kept.count > 3 && kept.count <= 23)
  }

  @Test("Finite input stays finite; non-finite readings are never picked as extremes")
  func nonFinite() {
    var points = SeriesFixtures.walk(count: 5_000)
    #expect(ColumnReduction.reduce(points, width: 100).allSatisfy { $0.point.value.isFinite })
    points[1_234].value = .nan
    points[2_345].value = .infinity
    points[3_456].value = -.infinity
    let kept = ColumnReduction.reduce(points, width: 100).map(\.index)
    #expect(!kept.contains(1_234) && !kept.contains(2_345) && !kept.contains(3_456))
    #expect(kept.first == 0 && kept.last == 4_999)
  }

  @Test("Widths that are not a size still give a bounded line", arguments: [0, -5, .nan, .infinity])
  func oddWidths(width: Double) {
    let kept = ColumnReduction.reduce(SeriesFixtures.walk(count: 1_000), width: width)
    #expect(kept.count >= 2 && kept.count <= ColumnReduction.maximumCount(count: 1_000, width: width))
  }

  @Test("Positions over any storage are the indices reduce keeps", arguments: sizes)
  func positions(count: Int) {
    let points = SeriesFixtures.walk(count: count)
    let times = points.map(\.date.timeIntervalSince1970)
    let values = points.map(\.value)
    let positions = ColumnReduction.keptPositions(
      count: count, width: 318, keeping: 17, time: { times[$0] }, value: { values[$0] })
    #expect(positions == ColumnReduction.reduce(points, width: 318, keeping: 17).map(\.index))
  }
}
