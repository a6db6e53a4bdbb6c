import Foundation
import Testing

@testable import BlockSpec

/// The cadence's day count skips the calendar where the zone's offset cannot change; these pin
/// that it gives the calendar's answer exactly, in zones with every kind of transition.
@Suite("Cadence")
struct CadenceTests {
  /// UTC; DST at 2 AM (New York, London); at midnight (Havana); half an hour (Lord Howe); a
  /// skipped day (Apia, December 2011); a quarter-hour offset (Kathmandu, Chatham); DST suspended
  /// for Ramadan (Casablanca); DST on the other hemisphere (Santiago).
  static let zones = [
    "UTC", "America/New_York", "Europe/London", "America/Havana", "Australia/Lord_Howe", "Pacific/Apia",
    "Asia/Kathmandu", "Pacific/Chatham", "Africa/Casablanca", "America/Santiago",
  ]

  static func calendar(_ zone: String) throws -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    return calendar
  }

  /// Readings every `step` seconds from local midnight of 2011-01-01 in `zone`, plus jitter of
  /// up to two hours either way, over two years (so across 2011's skipped day in Apia and each zone's changes).
  static func dates(step: TimeInterval, count: Int, zone: String, seed: UInt64) throws -> [Date] {
    let calendar = try calendar(zone)
    let start = try #require(calendar.date(from: DateComponents(year: 2011, month: 1, day: 1)))
    var random = SplitMix64(seed: seed)
    return (0..<count).map { index in
      // Whole seconds, so gaps have odd minutes and seconds too.
      let jitter = (random.unit() * 14_400).rounded(.down) - 7_200
      return start.addingTimeInterval(Double(index) * step + jitter)
    }
  }

  @Test(
    "O-DA-4 gaps in calendar days match the calendar's count in every zone, across transitions",
    arguments: zones)
  func matchesCalendar(zone: String) throws {
    let calendar = try Self.calendar(zone)
    for (step, count) in [(86_400.0, 800), (7 * 86_400.0, 110), (30.4 * 86_400, 26), (3_600.0 * 23, 400)] {
      let dates = try Self.dates(step: step, count: count, zone: zone, seed: UInt64(count))
      let sorted = dates.sorted()
      var gaps = DayGaps(sorted, calendar: calendar)
      // The shortcut is taken: the zone's changes over the two years are known, and only they.
      let transitions = try #require(gaps.transitions)
      #expect(zone == "UTC" || zone == "Asia/Kathmandu" ? transitions.isEmpty : transitions.count >= 2)
      for (earlier, later) in zip(sorted, sorted.dropFirst()) where later > earlier {
        #expect(
          gaps.days(from: earlier, to: later)
            == Cadence.calendarDays(from: earlier, to: later, calendar: calendar),
          "\(zone) \(earlier) → \(later)")
      }
    }
  }

  @Test("O-DA-4 dates with fractions of a second and non-Gregorian calendars ask the calendar")
  func fallbacks() throws {
    var calendar = Calendar(identifier: .buddhist)
    calendar.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    let start = Date(timeIntervalSinceReferenceDate: 700_000_000.25)
    let dates = (0..<40).map { start.addingTimeInterval(Double($0) * 86_400 + 0.5) }
    for calendar in [calendar, try Self.calendar("America/New_York")] {
      var gaps = DayGaps(dates, calendar: calendar)
      for (earlier, later) in zip(dates, dates.dropFirst()) {
        #expect(
          gaps.days(from: earlier, to: later)
            == Cadence.calendarDays(from: earlier, to: later, calendar: calendar))
      }
    }
  }

  @Test("O-DA-4 each cadence is detected in every zone", arguments: zones)
  func detect(zone: String) throws {
    let calendar = try Self.calendar(zone)
    for (step, expected) in [
      (3_600.0, Cadence.hourly), (86_400, .daily), (7 * 86_400, .weekly), (30 * 86_400, .monthly),
    ] {
      let dates = try Self.dates(step: step, count: 60, zone: zone, seed: 3).sorted()
      #expect(Cadence.detect(in: dates, calendar: calendar) == expected)
    }
  }
}
