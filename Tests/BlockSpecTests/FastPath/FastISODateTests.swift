import Foundation
import Testing

@testable import BlockSpec

@Suite("Fast path: dates")
struct FastISODateTests {
  static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { FastISODate.parse($0, 0..<$0.count) }
  }

  static let utc = TimeZone(identifier: "UTC")!

  @Test("Date-only and whole-second date-times agree with Foundation's ISO-8601 parser")
  func differential() throws {
    var random = SplitMix64(seed: 8601)
    let withTime = Date.ISO8601FormatStyle(timeZone: Self.utc)
    let dateOnly = Date.ISO8601FormatStyle(timeZone: Self.utc).year().month().day()
    for _ in 0..<2_000 {
      // 1900 … 2100, whole seconds.
      let seconds = (random.unit() * 6.3e9 - 2.2e9).rounded()
      let date = Date(timeIntervalSince1970: seconds)
      let offsetMinutes = Int(random.next() % 57) * 30 - 14 * 60
      let zone = TimeZone(secondsFromGMT: offsetMinutes * 60)!
      let zoned = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: zone)
      for text in [
        date.formatted(withTime), date.formatted(zoned), date.formatted(dateOnly),
      ] {
        let foundation = try text.count == 10 ? dateOnly.parse(text) : withTime.parse(text)
        #expect(Self.parse(text) == foundation, "\(text)")
      }
    }
  }

  @Test("Every form reads to the very instant the full reader's ISODate gives")
  func matchesFullReader() {
    var random = SplitMix64(seed: 4)
    for _ in 0..<5_000 {
      let seconds = Int(random.next() % 6_000_000_000) - 2_000_000_000
      let offset = Int(random.next() % 57) * 30 - 14 * 60
      let digits = Int(random.next() % 10)
      let fraction = digits == 0 ? "" : "." + (0..<digits).map { _ in String(random.next() % 10) }.joined()
      for text in [
        FastOverviewDecoderTests.stamp(seconds, offsetMinutes: offset, fraction: fraction),
        FastOverviewDecoderTests.stamp(seconds, fraction: fraction),
        String(FastOverviewDecoderTests.stamp(seconds).prefix(10)),
      ] {
        let fast = Self.parse(text)?.timeIntervalSinceReferenceDate.bitPattern
        let full = ISODate.parse(text)?.timeIntervalSinceReferenceDate.bitPattern
        #expect(fast != nil && fast == full, "\(text)")
      }
    }
  }

  @Test(
    "Fractional seconds agree with Foundation's to the microsecond",
    arguments: [
      "2026-10-12T15:00:00.250Z", "2026-10-12T15:00:00.1+02:00", "2026-02-28T23:59:59.999-05:30",
      "2024-02-29T00:00:00.000001Z",
    ])
  func fractions(text: String) throws {
    let foundation = try Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: Self.utc)
      .parse(text)
    let fast = try #require(Self.parse(text))
    #expect(abs(fast.timeIntervalSince(foundation)) < 1e-6)
  }

  @Test(
    "Minutes without seconds read as the format allows",
    arguments: [
      ("2026-10-12T15:00Z", "2026-10-12T15:00:00Z"), ("2026-10-12T15:30+01:00", "2026-10-12T14:30:00Z"),
    ])
  func shortTime(text: String, same: String) {
    #expect(Self.parse(text) != nil && Self.parse(text) == Self.parse(same))
  }

  @Test(
    "Refuses what the format does not accept",
    arguments: [
      "", "2026", "2026-1-12", "2026-13-01", "2026-02-30", "2025-02-29", "2026-10-12T", "2026-10-12T15:00",
      "2026-10-12T24:00Z", "2026-10-12T15:60Z", "2026-10-12T15:00:60Z", "2026-10-12T15:00:00.Z",
      "2026-10-12T15:00:00+0200", "2026-10-12T15:00:00Zjunk", "2026-10-12 15:00:00Z", "yesterday",
    ])
  func refuses(text: String) {
    #expect(Self.parse(text) == nil)
  }

  @Test("A chart's timestamps are the bytes Foundation's ISO-8601 style writes, in every year")
  func timestampsAgreeWithFoundation() {
    let style = Date.ISO8601FormatStyle(timeZone: .gmt)
    var random = SplitMix64(seed: 2_027)
    let range = ISODate.handWrittenSeconds
    var seconds: [Double] = [
      0, -1, 1, 86_399, 86_400, -86_400, -86_401, 951_782_400,  // 2000-02-29
      range.lowerBound, range.lowerBound - 1, range.lowerBound + 0.5, range.upperBound - 1, range.upperBound,
      range.upperBound + 86_400 * 400, -1e11, 1_791_763_200.25, 1_791_763_199.999,
    ]
    for _ in 0..<4_000 {
      // From 1200 to 10 400, so both edges of the hand-written years are crossed; a tenth of
      // them with a fraction of a second.
      let whole = (random.unit() * 2.9e11 - 2.45e11).rounded(.down)
      seconds.append(random.next() % 10 == 0 ? whole + random.unit() : whole)
    }
    for second in seconds {
      let date = Date(timeIntervalSince1970: second)
      #expect(ISODate.utcTimestamp(date) == date.formatted(style), "\(second)")
    }
  }
}
