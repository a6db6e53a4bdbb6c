import BlockSpec
import Foundation

/// Deterministic series for the reduction tests: a seeded random walk with a daily cycle, sampled
/// at a fixed step, so every run sees the same readings.
enum SeriesFixtures {
  static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

  static func walk(count: Int, seed: UInt64 = 7, step: TimeInterval = 300) -> [Point] {
    var random = SplitMix64(seed: seed)
    var value = 1_000.0
    return (0..<count).map { index in
      value += random.unit() * 20 - 10
      let cycle = sin(Double(index) / 288 * 2 * .pi) * 50
      return Point(date: start.addingTimeInterval(Double(index) * step), value: value + cycle)
    }
  }

  static func series(_ values: [Double], step: TimeInterval = 3_600) -> [Point] {
    values.enumerated().map {
      Point(date: start.addingTimeInterval(Double($0.offset) * step), value: $0.element)
    }
  }
}
