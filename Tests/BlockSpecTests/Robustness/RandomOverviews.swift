import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme

/// SplitMix64: a tiny seeded generator, so every random overview a test makes is the same on
/// every run and platform, and a failing seed can be replayed alone.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
}

/// Valid overviews and environments drawn at random: every format, odd series (empty, one
/// point, uneven gaps, previous series longer or shorter), labels in many scripts, changes at
/// −100 % and +1,000 %, all within what the format accepts (`Overview.validate`).
enum RandomOverviews {
  static let labels = [
    "Revenue", "Orders", "Conversion", "Refund rate", "📈 Sales 👩‍👩‍👧", "الإيرادات", "הכנסות", "Re\u{0301}venue",
    "売上高", "Umsatz pro Kunde und Monat im Durchschnitt", "x", String(repeating: "Long ", count: 200),
  ]
  static let currencies = ["USD", "EUR", "JPY", "BHD", "CLF", "GBP", "INR", "XCG"]
  static let locales = ["en_US", "de_DE", "fr_FR", "ja_JP", "ar_EG", "he_IL", "hi_IN", "pt_BR"]
  static let timeZones = [
    "UTC", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "Australia/Lord_Howe",
  ]

  static func format(_ random: inout SeededRandom) -> Format {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: .currency(code: random.pick(currencies))
    case 1: .currency(code: random.pick(currencies), fractionDigits: Int.random(in: 0...6, using: &random))
    case 2: .number(fractionDigits: random.chance(0.5) ? nil : Int.random(in: 0...6, using: &random))
    case 3: .percent
    case 4: .compact
    default: .duration
    }
  }

  /// A value of a magnitude drawn from many decades, sometimes negative or zero.
  static func value(_ random: inout SeededRandom) -> Double {
    if random.chance(0.05) { return 0 }
    let magnitude = pow(10, Double.random(in: -6...15, using: &random))
    return (random.chance(0.2) ? -1 : 1) * magnitude * Double.random(in: 1..<10, using: &random)
  }

  static func change(_ random: inout SeededRandom) -> Double? {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: nil
    case 1: -1
    case 2: 0
    case 3: 10
    default: Double.random(in: -1...3, using: &random)
    }
  }

  /// `count` points from `start`, oldest first, at a cadence drawn from minutes to months, with
  /// gaps; dates stay on whole milliseconds, as the format writes them.
  static func points(count: Int, start: Double, _ random: inout SeededRandom) -> [Point] {
    let steps: [Double] = [60, 300, 3_600, 86_400, 7 * 86_400, 30 * 86_400, 0.001]
    let step = random.pick(steps)
    var date = start
    var result: [Point] = []
    for _ in 0..<count {
      let gap = random.chance(0.1) ? Double(Int.random(in: 2...5, using: &random)) : 1
      date += step * gap
      result.append(Point(date: Date(timeIntervalSince1970: date), value: value(&random)))
    }
    return result
  }

  static func metrics(_ random: inout SeededRandom) -> [Metric] {
    let count = Int.random(in: 0...Overview.maximumMetrics, using: &random)
    return (0..<count).map { index in
      Metric(
        id: random.chance(0.5) ? "m\(index)" : nil, label: "\(random.pick(labels)) \(index)",
        value: value(&random), format: format(&random), change: change(&random),
        increaseIsGood: random.chance(0.8))
    }
  }

  static func overview(seed: UInt64) -> Overview {
    var random = SeededRandom(seed: seed)
    var periods: [TimeRange: Period] = [:]
    for range in TimeRange.allCases where random.chance(0.8) {
      let count = random.pick([0, 1, 2, 3, 7, 30, 90, 365, Int.random(in: 0...2_000, using: &random)])
      let start = Double.random(in: 946_684_800...1_893_456_000, using: &random).rounded()
      let current = points(count: count, start: start, &random)
      let previousCount = random.pick([0, count, max(0, count - 3), count + 5, 1])
      let previous = points(count: previousCount, start: start - 40_000_000, &random)
      periods[range] = Period(
        points: current, previousPoints: previous, value: random.chance(0.3) ? value(&random) : nil,
        change: change(&random), metrics: random.chance(0.3) ? metrics(&random) : nil)
    }
    return Overview(
      label: random.pick(labels), format: format(&random), periods: periods, metrics: metrics(&random),
      increaseIsGood: random.chance(0.8))
  }

  static func environment(seed: UInt64) -> OverviewSetup {
    var random = SeededRandom(seed: seed ^ 0x5EED)
    var ranges = TimeRange.allCases.filter { _ in random.chance(0.75) }
    if ranges.isEmpty { ranges = [random.pick(TimeRange.allCases)] }
    let phase: Phase = random.pick([
      .loaded, .loaded, .loaded, .loading, .failed(description: nil, retry: .idle),
      .failed(description: "The server is busy.", retry: .running),
      .failed(description: nil, retry: .succeeded),
      .failed(description: "Offline", retry: .failed(message: "Still offline")),
    ])
    return OverviewSetup(
      dynamicTypeSize: random.pick(DynamicTypeStep.allCases),
      width: random.pick([
        0, 1, 120, 280, 320, 350, 390, 430, 744, 1_366, Double.random(in: 0...2_000, using: &random),
      ]),
      reduceMotion: random.chance(0.3), locale: Locale(identifier: random.pick(locales)),
      timeZone: TimeZone(identifier: random.pick(timeZones)) ?? TimeZone(identifier: "UTC")!,
      ranges: ranges, selectedRange: random.chance(0.5) ? random.pick(ranges) : nil, phase: phase,
      scrubIndex: random.chance(0.3) ? Int.random(in: -1...400, using: &random) : nil,
      actions: random.pick([.all, [], .retry, .selectMetric]))
  }
}
