import Foundation
import SPTheme
import Testing

@testable import BlockSpec

/// The chart's two lines reduced together to the point budget: as dense as the budget allows,
/// the previous period giving way first, every invariant of the reduction kept.
@Suite("Drawn series")
struct DrawnSeriesTests {
  static func readings(_ points: [Point]) -> FiniteReadings { FiniteReadings(points) }

  static func year(seed: UInt64, count: Int = 105_120, step: TimeInterval = 300, cents: Bool)
    -> FiniteReadings
  {
    let walk = SeriesFixtures.walk(count: count, seed: seed, step: step)
    return readings(cents ? walk.map { Point(date: $0.date, value: ($0.value * 100).rounded() / 100) } : walk)
  }

  static let fullCurrent = year(seed: 1, cents: false)
  static let fullPrevious = year(seed: 2, cents: false)
  static let centsCurrent = year(seed: 1, cents: true)
  static let centsPrevious = year(seed: 2, cents: true)

  /// The points' bytes as `TreeJSONWriter` writes them, from the tree itself.
  static func pointBytes(_ drawn: DrawnSeries, scrub: Int? = nil, from current: FiniteReadings) -> Int {
    func bytes(_ readings: [IndexedPoint], _ place: Placement) -> Int {
      let points = readings.map(place.point)
      var out = JSONByteBuffer(capacity: 64)
      for (offset, point) in points.enumerated() {
        if offset > 0 { out.append(UInt8(ascii: ",")) }
        out.append(UInt8(ascii: "["))
        CanonicalBytes.appendNumber(point.index, to: &out)
        out.append(UInt8(ascii: ","))
        CanonicalBytes.appendNumber(point.x, to: &out)
        out.append(UInt8(ascii: ","))
        CanonicalBytes.appendNumber(point.y, to: &out)
        out.append(UInt8(ascii: "]"))
      }
      return out.count
    }
    return bytes(drawn.current(keeping: scrub, from: current), drawn.currentPlace)
      + (drawn.previousPlace.map { bytes(drawn.previous, $0) } ?? 0)
  }

  /// Every reading of `drawn` is one of `all`, in order, and the first, last, lowest and highest
  /// are among them.
  static func keepsInvariants(_ drawn: [IndexedPoint], of all: FiniteReadings, columns: Int) -> Bool {
    let values = all.map(\.value)
    let indices = drawn.map(\.index)
    let lowest = all[values.firstIndex(of: values.min()!)!].index
    let highest = all[values.firstIndex(of: values.max()!)!].index
    let byIndex = Dictionary(uniqueKeysWithValues: all.map { ($0.index, $0) })
    return zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 }
      && drawn.allSatisfy { byIndex[$0.index] == $0 }
      && indices.first == all.first?.index && indices.last == all.last?.index
      && indices.contains(lowest) && indices.contains(highest)
      && drawn.count <= 2 * columns + 2
  }

  @Test("Series whose points fit are drawn whole or at one column per point of width")
  func fitsWhole() {
    let current = Self.year(seed: 3, count: 8_760, step: 3_600, cents: true)
    let previous = Self.year(seed: 4, count: 8_760, step: 3_600, cents: true)
    let drawn = DrawnSeries(current: current, previous: previous, width: 200)
    #expect(drawn.columns == 200 && drawn.previousColumns == 200)
    #expect(Self.keepsInvariants(drawn.current, of: current, columns: 200))
    #expect(Self.keepsInvariants(drawn.previous, of: previous, columns: 200))

    let short = Self.year(seed: 5, count: 30, step: 86_400, cents: false)
    let whole = DrawnSeries(current: short, previous: short, width: 358)
    #expect(whole.current == Array(short) && whole.previous == Array(short))
  }

  @Test("The previous period gives way first: a cents year keeps two points per point on a phone")
  func previousGivesWay() {
    let drawn = DrawnSeries(current: Self.centsCurrent, previous: Self.centsPrevious, width: 358)
    #expect(drawn.columns == 358)
    #expect(drawn.previousColumns == 179)
    #expect(drawn.current.count >= 2 * 358)
    #expect(Self.pointBytes(drawn, from: Self.centsCurrent) <= ChartPointBudget.bytes)
  }

  @Test(
    "Long precise series shrink together to fit the budget, keeping every invariant",
    arguments: [120.0, 288, 358, 398, 1_000])
  func shrinks(width: Double) {
    let drawn = DrawnSeries(current: Self.fullCurrent, previous: Self.fullPrevious, width: width)
    #expect(drawn.columns <= Int(width))
    #expect(drawn.previousColumns == max(1, drawn.columns / 2) || drawn.previousColumns == drawn.columns)
    let worst = ChartPointBudget.worstPointBytes(largestIndex: 105_119)
    #expect(drawn.columns >= min(Int(width), DrawnSeries.guaranteedColumns(worstPointBytes: worst)))
    #expect(Self.keepsInvariants(drawn.current, of: Self.fullCurrent, columns: drawn.columns))
    #expect(Self.keepsInvariants(drawn.previous, of: Self.fullPrevious, columns: drawn.previousColumns))
    // The budget holds with the scrubbed reading added anywhere.
    #expect(Self.pointBytes(drawn, scrub: 99_999, from: Self.fullCurrent) <= ChartPointBudget.bytes)
  }

  @Test("Readings written as long as a double can be still fit, at the guaranteed column count")
  func worstCaseSpelling() {
    var random = SplitMix64(seed: 9)
    let points = (0..<105_120).map { index in
      Point(
        date: SeriesFixtures.start.addingTimeInterval(Double(index) * 300),
        value: -(1 + random.unit()) * 1.234_567_890_123_456_7e-300)
    }
    let current = Self.readings(points)
    let drawn = DrawnSeries(current: current, previous: current, width: 430)
    let worst = ChartPointBudget.worstPointBytes(largestIndex: 105_119)
    #expect(drawn.columns >= DrawnSeries.guaranteedColumns(worstPointBytes: worst))
    #expect(Self.pointBytes(drawn, scrub: 12_345, from: current) <= ChartPointBudget.bytes)
    #expect(Self.keepsInvariants(drawn.current, of: current, columns: drawn.columns))
  }

  @Test(
    "O-SS-6 the scrubbed reading is added without changing the rest of the line",
    arguments: [0, 777, 105_119])
  func scrubbed(index: Int) {
    let drawn = DrawnSeries(current: Self.fullCurrent, previous: Self.fullPrevious, width: 358)
    let line = drawn.current(keeping: index, from: Self.fullCurrent)
    #expect(line.contains { $0.index == index })
    #expect(line.filter { $0.index != index } == drawn.current.filter { $0.index != index })
    #expect(zip(line, line.dropFirst()).allSatisfy { $0.index < $1.index })
    #expect(drawn.current(keeping: -1, from: Self.fullCurrent) == drawn.current)
  }

  @Test("The same readings give the same lines")
  func deterministic() {
    let first = DrawnSeries(current: Self.fullCurrent, previous: Self.fullPrevious, width: 358)
    let second = DrawnSeries(current: Self.fullCurrent, previous: Self.fullPrevious, width: 358)
    #expect(first.current == second.current && first.previous == second.previous)
    #expect(first.columns == second.columns && first.previousColumns == second.previousColumns)
  }

  @Test("Both lines share one time scale: the previous period starts at x = 0 over the same span")
  func placement() throws {
    let current = Self.year(seed: 3, count: 100, step: 3_600, cents: true)
    let previous = Self.year(seed: 4, count: 50, step: 3_600, cents: true)
    let drawn = DrawnSeries(current: current, previous: previous, width: 358)
    let place = try #require(drawn.previousPlace)
    #expect(drawn.currentPlace.span == place.span)
    #expect(place.x(previous[0].date) == 0)
    #expect(drawn.currentPlace.x(current[99].date) == 1)
  }
}
