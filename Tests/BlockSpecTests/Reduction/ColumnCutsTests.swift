import Foundation
import Testing

@testable import BlockSpec

/// A chart's readings are cut where they lie (`IndexedColumnSeries`), and a series known only
/// through closures from a flat copy (`FlatColumnSeries`): both must keep exactly the readings
/// the min/max-per-column rule keeps, ties to the earliest, NaN times in the first column.
@Suite("Series reduction: cutting in place")
struct ColumnCutsTests {
  /// The rule written plainly, from flat arrays, as `ColumnCuts` was before it read in place.
  static func reference(times: [Double], values: [Double], columns: Int) -> [Int] {
    let count = values.count
    guard count > ColumnReduction.pointsPerColumn * columns else { return Array(0..<count) }
    let earliest = times.min() ?? 0
    let span = (times.max() ?? 0) - earliest
    let scale = span > 0 && span.isFinite ? Double(columns) / span : nil
    var lowest = [Int](repeating: -1, count: columns)
    var highest = [Int](repeating: -1, count: columns)
    for position in 0..<count where values[position].isFinite {
      var column = position * columns / count
      if let scale {
        let offset = (times[position] - earliest) * scale
        column = offset >= 0 ? (offset < Double(columns) ? Int(offset) : columns - 1) : 0
      }
      if lowest[column] < 0 || values[position] < values[lowest[column]] { lowest[column] = position }
      if highest[column] < 0 || values[position] > values[highest[column]] { highest[column] = position }
    }
    var kept = [0, count - 1]
    for column in 0..<columns where lowest[column] >= 0 { kept += [lowest[column], highest[column]] }
    return Array(Set(kept)).sorted()
  }

  /// Irregular times (some repeated), values with ties, a few NaN values.
  static func series(count: Int, seed: UInt64, sameTime: Bool) -> [Point] {
    var random = SplitMix64(seed: seed)
    var time = 800_000_000.0
    return (0..<count).map { _ in
      if !sameTime { time += Double(random.next() % 4) * 300 }
      let value = random.next() % 50 == 0 ? Double.nan : Double(random.next() % 40) / 4
      return Point(date: Date(timeIntervalSinceReferenceDate: time), value: value)
    }
  }

  @Test(
    "Readings cut in place keep what the rule keeps, at every column count",
    arguments: [(10, false), (1_000, false), (8_760, false), (1_000, true)])
  func inPlaceMatchesTheRule(count: Int, sameTime: Bool) {
    let points = Self.series(count: count, seed: UInt64(count), sameTime: sameTime)
    // In place: the chart's finite readings, gaps left out, read from the points.
    let readings = FiniteReadings(points)
    let times = readings.map(\.date.timeIntervalSinceReferenceDate)
    let values = readings.map(\.value)
    let inPlace = ColumnCuts(IndexedColumnSeries(readings: readings))
    // Flat: every point, the gaps' NaN values skipped by the cutter itself.
    let allTimes = points.map(\.date.timeIntervalSinceReferenceDate)
    let allValues = points.map(\.value)
    let flat = ColumnCuts(FlatColumnSeries(count: count, time: { allTimes[$0] }, value: { allValues[$0] }))
    for columns in [1, 2, 7, 120, 318, 4_000] {
      #expect(
        inPlace.keptPositions(columns: columns)
          == Self.reference(times: times, values: values, columns: columns),
        "\(columns) columns")
      #expect(
        flat.keptPositions(columns: columns)
          == Self.reference(times: allTimes, values: allValues, columns: columns),
        "\(columns) columns")
    }
  }
}
