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
      value += random.nextUnit() * 20 - 10
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

/// A tiny, well-known seeded generator (Steele, Lea & Flood's SplitMix64).
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
