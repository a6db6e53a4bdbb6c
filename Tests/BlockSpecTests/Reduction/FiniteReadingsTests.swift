import Foundation
import Testing

@testable import BlockSpec

/// The chart reads a period's finite readings where they lie (`FiniteReadings`): the same
/// readings, with the same indices, as filtering the points and numbering them, whether the
/// period has gaps or not.
@Suite("Series reduction: finite readings in place")
struct FiniteReadingsTests {
  /// The readings written plainly: every finite point with its index, in order.
  static func filtered(_ points: [Point]) -> [IndexedPoint] {
    points.enumerated().compactMap { offset, point in
      point.value.isFinite ? IndexedPoint(index: offset, date: point.date, value: point.value) : nil
    }
  }

  /// `count` points an hour apart; every `gapEvery`th one NaN, infinite or negatively infinite.
  static func points(count: Int, gapEvery: Int?) -> [Point] {
    let gaps = [Double.nan, .infinity, -.infinity]
    return (0..<count).map { index in
      let date = Date(timeIntervalSinceReferenceDate: 800_000_000 + Double(index) * 3_600)
      if let gapEvery, index % gapEvery == gapEvery - 1 {
        return Point(date: date, value: gaps[(index / gapEvery) % gaps.count])
      }
      return Point(date: date, value: Double(index % 17) * 1.5 - 4)
    }
  }

  @Test(
    "S-2 non-finite readings are dropped; the rest keep their indices",
    arguments: [(0, nil), (1, nil), (500, nil), (1, 1), (2, 1), (500, 7), (500, 2), (500, 500)]
      as [(Int, Int?)])
  func sameAsFiltering(count: Int, gapEvery: Int?) {
    let points = Self.points(count: count, gapEvery: gapEvery)
    let readings = FiniteReadings(points)
    let expected = Self.filtered(points)
    #expect(Array(readings) == expected)
    #expect(readings.count == expected.count && readings.isEmpty == expected.isEmpty)
    #expect(readings.first == expected.first && readings.last == expected.last)
    #expect(readings.lowest == expected.min { $0.value < $1.value })
    #expect(readings.highest == expected.max { $0.value < $1.value })

    var seen: [IndexedPoint] = []
    readings.forEachReading { time, value in
      seen.append(
        IndexedPoint(index: -1, date: Date(timeIntervalSinceReferenceDate: time), value: value))
    }
    #expect(seen.map(\.date) == expected.map(\.date) && seen.map(\.value) == expected.map(\.value))

    for index in [-1, 0, count / 2, count - 1, count] {
      #expect(readings.reading(atIndex: index) == expected.first { $0.index == index }, "index \(index)")
    }
  }

  @Test("S-2 the extremes are the first of equal readings, a zero's sign kept as found")
  func extremesOfTies() {
    let values: [Double] = [.nan, 0, -0.0, 3, .infinity, 3, -0.0, 0, -.infinity]
    let points = values.enumerated().map { offset, value in
      Point(date: Date(timeIntervalSinceReferenceDate: Double(offset) * 60), value: value)
    }
    let readings = FiniteReadings(points)
    #expect(readings.lowest?.index == 1 && readings.lowest?.value.sign == .plus)
    #expect(readings.highest?.index == 3)
    let flipped = FiniteReadings(points.reversed())
    #expect(flipped.lowest?.index == 1 && flipped.lowest?.value.sign == .plus)
    #expect(flipped.highest?.index == 3)
    let domain = YDomain(readingsOf: FiniteReadings(Array(points[2...])), readings)
    #expect(domain == YDomain(readingsOf: FiniteReadings(Array(points[2...]) + points)))
    #expect(FiniteReadings([]).lowest == nil && FiniteReadings(Array(points.prefix(1))).highest == nil)
  }
}
