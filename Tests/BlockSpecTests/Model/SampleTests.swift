import Foundation
import Testing

@testable import BlockSpec

@Suite("Sample overview")
struct SampleTests {
  typealias F = Fixtures
  static let today = Fixtures.date("2026-10-12")

  @Test("O-DA-9 the same today and seed give the same overview; another seed does not")
  func determinism() {
    let a = Overview.sample(today: Self.today)
    #expect(a == Overview.sample(today: Self.today, seed: 42))
    #expect(a.encodedJSON() == Overview.sample(today: Self.today).encodedJSON())
    #expect(a != Overview.sample(today: Self.today, seed: 43))
  }

  @Test("O-DA-9 the seeded generator is SplitMix64's published sequence")
  func splitMix() {
    var random = SplitMix64(seed: 1_234_567)
    #expect(
      (0..<3).map { _ in random.next() } == [
        6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
      ])
  }

  @Test("O-DA-9 revenue in dollars over all four ranges, with previous periods, dated up to today")
  func shape() throws {
    let sample = Overview.sample(today: Self.today.addingTimeInterval(15 * 3600))
    #expect(sample.label == "Revenue")
    #expect(sample.format == .currency(code: "USD"))
    #expect(sample.increaseIsGood)
    let expected: [(TimeRange, Int, Cadence, String, String)] = [
      (.week, 7, .daily, "2026-10-06", "2026-09-29"),
      (.month, 30, .daily, "2026-09-13", "2026-08-14"),
      (.quarter, 13, .weekly, "2026-07-14", "2026-04-14"),
      (.year, 12, .monthly, "2025-11-01", "2024-11-01"),
    ]
    for (range, count, cadence, first, previousFirst) in expected {
      let period = try #require(sample.periods[range])
      #expect(period.points.count == count)
      #expect(period.previousPoints.count == count)
      #expect(Cadence.detect(in: period.points.map(\.date), calendar: F.calendar(F.utc)) == cadence)
      #expect(period.points.first?.date == F.date(first))
      #expect(period.previousPoints.first?.date == F.date(previousFirst))
      #expect(period.previousPoints.last!.date < period.points.first!.date)
      #expect(period.points.last!.date <= Self.today)
    }
    #expect(sample.periods[.week]?.points.last?.date == Self.today)
    #expect(sample.periods[.month]?.points.last?.date == Self.today)
    #expect(sample.periods[.quarter]?.points.last?.date == F.date("2026-10-06"))
    #expect(sample.periods[.year]?.points.last?.date == F.date("2026-10-01"))
    #expect(sample.problems().isEmpty)
  }

  @Test("O-DA-9 each value is the range's total and each change is against the previous total")
  func totals() throws {
    let sample = Overview.sample(today: Self.today)
    for (range, period) in sample.periods {
      let total = period.points.reduce(0) { $0 + $1.value }
      let previous = period.previousPoints.reduce(0) { $0 + $1.value }
      let value = try #require(period.value)
      let change = try #require(period.change)
      #expect(abs(value - total) < 0.005, "\(range)")
      #expect(abs(change - (total / previous - 1)) < 0.0001, "\(range)")
    }
    // Three months of weekly totals are the same 91 days as thirteen weeks of days.
    let week = try #require(sample.periods[.week])
    let quarter = try #require(sample.periods[.quarter])
    #expect(abs((quarter.points.last?.value ?? 0) - (week.value ?? 0)) < 0.005)
  }

  @Test("O-DA-9 tiles: orders, average order, conversion, refund rate (a fall is good news)")
  func tiles() {
    let sample = Overview.sample(today: Self.today)
    for range in TimeRange.allCases {
      let tiles = sample.metrics(for: range)
      #expect(tiles.map(\.id) == ["orders", "average-order", "conversion", "refund-rate"])
      #expect(tiles.map(\.label) == ["Orders", "Average order", "Conversion", "Refund rate"])
      #expect(tiles.map(\.format) == [.number(), .currency(code: "USD"), .percent, .percent])
      #expect(tiles.map(\.increaseIsGood) == [true, true, true, false])
      #expect(tiles.allSatisfy { $0.change != nil })
    }
    #expect(sample.metrics == sample.periods[.month]?.metrics)
  }

  @Test("O-DA-9 plausible: a small shop's month, busier Fridays and Saturdays than Sundays, growing")
  func plausible() throws {
    let sample = Overview.sample(today: Self.today)
    let month = try #require(sample.periods[.month])
    let revenue = try #require(month.value)
    #expect((30_000...60_000).contains(revenue))
    let tiles = sample.metrics(for: .month)
    #expect((800...1600).contains(tiles[0].value))
    #expect((30...45).contains(tiles[1].value))
    #expect((0.025...0.04).contains(tiles[2].value))
    #expect((0.01...0.03).contains(tiles[3].value))
    // Over a year of days the weekday rhythm shows through the noise.
    let history = Overview.sample(today: Self.today).periods[.quarter]!
    #expect(history.points.count == 13)
    var byWeekday = [Double](repeating: 0, count: 7)
    for day
      in (ISODate.daysFromCivil(year: 2025, month: 10, day: 13))..<(ISODate.daysFromCivil(
        year: 2026, month: 10, day: 12))
    {
      byWeekday[((day + 3) % 7)] += Double(ShopDay(day: day, seed: 42).revenueCents)
    }
    #expect(byWeekday[4] > byWeekday[6] && byWeekday[5] > byWeekday[6])
    #expect((try #require(sample.periods[.year]?.change)) > 0)
  }

  @Test("O-DA-9 points fall on local midnights in the given time zone, across DST")
  func timeZone() throws {
    let today = F.date("2026-11-03T15:00:00Z")
    let sample = Overview.sample(today: today, timeZone: F.newYork)
    let week = try #require(sample.periods[.week])
    let wording = DateWording(cadence: .daily, locale: F.enUS, timeZone: F.newYork)
    #expect(week.points.map { wording.scrubLabel(for: $0.date) }.last == "Tue, Nov 3")
    #expect(week.points.map(\.date).contains(F.date("2026-11-01T04:00:00Z")))
    #expect(week.points.map(\.date).contains(F.date("2026-11-02T05:00:00Z")))
    #expect(sample.problems().isEmpty)
  }

  @Test("O-DA-9 docs/examples/sample-overview.json is the generator's output for 2026-10-12, seed 42")
  func exampleFile() throws {
    let generated = Overview.sample(today: Self.today, seed: 42).encodedJSON()
    let url = F.docsFile("examples/sample-overview.json")
    if ProcessInfo.processInfo.environment["RECORD_EXAMPLES"] == "1" { try generated.write(to: url) }
    let file = try Data(contentsOf: url)
    #expect(
      String(decoding: file, as: UTF8.self) == String(decoding: generated, as: UTF8.self),
      "regenerate with RECORD_EXAMPLES=1 swift test --filter SampleTests")
    // The file is canonical JSON: reading and writing it again changes nothing.
    #expect(try Overview.decode(from: file, source: "sample-overview.json").encodedJSON() == file)
  }
}
