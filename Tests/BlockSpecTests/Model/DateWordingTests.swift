import Foundation
import Testing

@testable import BlockSpec

@Suite("Cadence and date wording")
struct DateWordingTests {
  typealias F = Fixtures

  @Test(
    "O-DA-4 cadence read from the points' spacing",
    arguments: [
      (F.series(from: "2026-10-12T00:00:00Z", count: 24, step: .hour), Cadence.hourly),
      (F.series(from: "2026-10-01", count: 30, step: .day), .daily),
      (F.series(from: "2026-07-13", count: 13, step: .day, by: 7), .weekly),
      (F.series(from: "2025-11-01", count: 12, step: .month), .monthly),
      (F.series(from: "2026-10-01T00:00:00Z", count: 4, step: .minute, by: 15), .hourly),
      (F.series(from: "2025-01-01", count: 8, step: .month, by: 3), .monthly),
    ])
  func detect(dates: [Date], expected: Cadence) {
    #expect(Cadence.detect(in: dates, calendar: F.calendar(F.utc)) == expected)
  }

  @Test("O-DA-4 irregular series: missing and doubled readings keep the median cadence")
  func irregular() {
    let calendar = F.calendar(F.utc)
    var daily = F.series(from: "2026-10-01", count: 30, step: .day)
    daily.remove(at: 20)
    daily.remove(at: 10)
    daily.remove(at: 5)
    #expect(Cadence.detect(in: daily, calendar: calendar) == .daily)
    // Weekly totals with one week missing and one reading a day late.
    var weekly = F.series(from: "2026-07-13", count: 13, step: .day, by: 7)
    weekly.remove(at: 4)
    weekly[7] = weekly[7].addingTimeInterval(86_400)
    #expect(Cadence.detect(in: weekly, calendar: calendar) == .weekly)
    // Monthly dates are 28 to 31 days apart.
    #expect(
      Cadence.detect(in: F.series(from: "2026-01-31", count: 3, step: .month), calendar: calendar) == .monthly
    )
  }

  @Test("O-DA-4 too few dates to measure read as daily")
  func tooFew() {
    let calendar = F.calendar(F.utc)
    #expect(Cadence.detect(in: [], calendar: calendar) == .daily)
    #expect(Cadence.detect(in: [F.date("2026-10-12")], calendar: calendar) == .daily)
    #expect(Cadence.detect(in: [F.date("2026-10-12"), F.date("2026-10-12")], calendar: calendar) == .daily)
  }

  @Test("O-DA-4 daily midnights across both DST changes in New York stay daily")
  func dstCadence() {
    let zone = F.newYork
    for start in ["2026-03-01T05:00:00Z", "2026-10-25T04:00:00Z"] {
      let dates = F.series(from: start, count: 14, step: .day, in: zone)
      #expect(Cadence.detect(in: dates, calendar: F.calendar(zone)) == .daily)
      let gaps = Set(zip(dates, dates.dropFirst()).map { $1.timeIntervalSince($0) })
      #expect(gaps.count == 2, "the series really crosses a DST change")
    }
    let hours = F.series(from: "2026-11-01T03:00:00Z", count: 6, step: .hour, in: zone)
    #expect(Cadence.detect(in: hours, calendar: F.calendar(zone)) == .hourly)
  }

  @Test(
    "O-DA-4 scrub labels across month and year boundaries (en_US, UTC)",
    arguments: [
      (Cadence.daily, "2026-10-12", "Mon, Oct 12"),
      (.daily, "2026-10-31", "Sat, Oct 31"),
      (.daily, "2026-11-01", "Sun, Nov 1"),
      (.daily, "2026-12-31", "Thu, Dec 31"),
      (.daily, "2027-01-01", "Fri, Jan 1"),
      (.weekly, "2026-09-22", "Week of Sep 22"),
      (.weekly, "2026-12-28", "Week of Dec 28"),
      (.weekly, "2027-01-04", "Week of Jan 4"),
      (.hourly, "2026-10-12T15:00:00Z", "Mon, Oct 12 at 3\u{202F}PM"),
      (.hourly, "2026-12-31T23:00:00Z", "Thu, Dec 31 at 11\u{202F}PM"),
      (.hourly, "2027-01-01T00:00:00Z", "Fri, Jan 1 at 12\u{202F}AM"),
      (.monthly, "2026-10-01", "Oct 2026"),
      (.monthly, "2026-12-01", "Dec 2026"),
      (.monthly, "2027-01-01", "Jan 2027"),
    ])
  func scrubLabels(cadence: Cadence, date: String, expected: String) {
    let wording = DateWording(cadence: cadence, locale: F.enUS, timeZone: F.utc)
    #expect(wording.scrubLabel(for: F.date(date)) == expected)
  }

  @Test(
    "O-DA-4 O-AX-2 a date inside a spoken sentence takes its cadence's preposition",
    arguments: [
      (Cadence.daily, "2026-10-12", "on Mon, Oct 12"),
      (.hourly, "2026-10-12T15:00:00Z", "on Mon, Oct 12 at 3\u{202F}PM"),
      (.weekly, "2026-07-28", "in the week of Jul 28"),
      (.monthly, "2026-10-01", "in Oct 2026"),
    ])
  func phrases(cadence: Cadence, date: String, expected: String) {
    let wording = DateWording(cadence: cadence, locale: F.enUS, timeZone: F.utc)
    #expect(wording.phrase(for: F.date(date)) == expected)
  }

  @Test(
    "O-DA-4 scrub labels read in the given time zone, through the New York DST change",
    arguments: [
      (Cadence.daily, "2026-10-12T02:00:00Z", "Sun, Oct 11"),
      (.daily, "2026-11-01T04:00:00Z", "Sun, Nov 1"),
      (.daily, "2026-11-02T05:00:00Z", "Mon, Nov 2"),
      (.hourly, "2026-11-01T05:30:00Z", "Sun, Nov 1 at 1\u{202F}AM"),
      (.hourly, "2026-11-01T06:30:00Z", "Sun, Nov 1 at 1\u{202F}AM"),
      (.hourly, "2026-11-01T07:30:00Z", "Sun, Nov 1 at 2\u{202F}AM"),
      (.hourly, "2026-03-08T07:00:00Z", "Sun, Mar 8 at 3\u{202F}AM"),
      (.monthly, "2027-01-01T05:00:00Z", "Jan 2027"),
      (.monthly, "2027-01-01T00:00:00Z", "Dec 2026"),
    ])
  func timeZones(cadence: Cadence, date: String, expected: String) {
    let wording = DateWording(cadence: cadence, locale: F.enUS, timeZone: F.newYork)
    #expect(wording.scrubLabel(for: F.date(date)) == expected)
  }

  @Test(
    "O-DA-4 scrub labels in de_DE and ja_JP",
    arguments: [
      (F.deDE, Cadence.daily, "Mo. 12. Okt."),
      (F.deDE, .weekly, "Week of 12. Okt."),
      (F.deDE, .monthly, "Okt. 2026"),
      (F.jaJP, .daily, "10月12日(月)"),
      (F.jaJP, .monthly, "2026年10月"),
    ])
  func locales(locale: Locale, cadence: Cadence, expected: String) {
    let wording = DateWording(cadence: cadence, locale: locale, timeZone: F.utc)
    #expect(wording.scrubLabel(for: F.date("2026-10-12")) == expected)
  }

  @Test(
    "O-DA-4 three axis labels: first, middle, last",
    arguments: [
      (Cadence.daily, F.series(from: "2026-10-01", count: 30, step: .day), ["Oct 1", "Oct 15", "Oct 30"]),
      (.daily, F.series(from: "2026-12-20", count: 30, step: .day), ["Dec 20", "Jan 3", "Jan 18"]),
      (.daily, F.series(from: "2026-10-06", count: 7, step: .day), ["Oct 6", "Oct 9", "Oct 12"]),
      (.weekly, F.series(from: "2026-07-13", count: 13, step: .day, by: 7), ["Jul 13", "Aug 24", "Oct 5"]),
      (
        .monthly, F.series(from: "2025-11-01", count: 12, step: .month), ["Nov 2025", "Apr 2026", "Oct 2026"]
      ),
      (.monthly, F.series(from: "2026-01-01", count: 12, step: .month), ["Jan", "Jun", "Dec"]),
      (
        .hourly, F.series(from: "2026-10-12T00:00:00Z", count: 24, step: .hour),
        ["12\u{202F}AM", "11\u{202F}AM", "11\u{202F}PM"]
      ),
      (.daily, F.series(from: "2026-10-12", count: 2, step: .day), ["Oct 12", "Oct 13"]),
      (.daily, [F.date("2026-10-12")], ["Oct 12"]),
      (.daily, [], []),
    ])
  func axisLabels(cadence: Cadence, dates: [Date], expected: [String]) {
    let wording = DateWording(cadence: cadence, locale: F.enUS, timeZone: F.utc)
    #expect(wording.axisLabels(for: dates) == expected)
  }

  @Test(
    "#13.17 hourly axis labels name the day whenever the span crosses days",
    arguments: [
      // A week of hours: a day or more between labels, so the day alone.
      (F.series(from: "2026-10-06T00:00:00Z", count: 7 * 24, step: .hour), ["Oct 6", "Oct 9", "Oct 12"]),
      // A day and a half: two labels share a day, so the day and the hour.
      (
        F.series(from: "2026-10-11T00:00:00Z", count: 36, step: .hour),
        ["Oct 11 at 12\u{202F}AM", "Oct 11 at 5\u{202F}PM", "Oct 12 at 11\u{202F}AM"]
      ),
      // Two readings an hour apart either side of midnight.
      (
        F.series(from: "2026-10-11T23:00:00Z", count: 2, step: .hour),
        ["Oct 11 at 11\u{202F}PM", "Oct 12 at 12\u{202F}AM"]
      ),
      // One day: the hour alone, as before.
      (
        F.series(from: "2026-10-12T00:00:00Z", count: 24, step: .hour),
        ["12\u{202F}AM", "11\u{202F}AM", "11\u{202F}PM"]
      ),
    ])
  func hourlyAcrossDays(dates: [Date], expected: [String]) {
    let wording = DateWording(cadence: .hourly, locale: F.enUS, timeZone: F.utc)
    #expect(wording.axisLabels(for: dates) == expected)
  }

  @Test("#13.17 hourly days are local days: 10 PM to 8 AM in New York crosses midnight there")
  func hourlyLocalDays() {
    // 02:00Z to 12:00Z is one UTC day but Oct 11, 10 PM to Oct 12, 8 AM in New York.
    let dates = F.series(from: "2026-10-12T02:00:00Z", count: 11, step: .hour)
    let york = DateWording(cadence: .hourly, locale: F.enUS, timeZone: F.newYork)
    #expect(
      york.axisLabels(for: dates) == [
        "Oct 11 at 10\u{202F}PM", "Oct 12 at 3\u{202F}AM", "Oct 12 at 8\u{202F}AM",
      ])
    let utc = DateWording(cadence: .hourly, locale: F.enUS, timeZone: F.utc)
    #expect(utc.axisLabels(for: dates) == ["2\u{202F}AM", "7\u{202F}AM", "12\u{202F}PM"])
  }

  @Test("O-DA-4 axis labels over the New York DST change name local days")
  func axisDST() {
    let dates = F.series(from: "2026-10-25T04:00:00Z", count: 14, step: .day, in: F.newYork)
    let wording = DateWording(cadence: .daily, locale: F.enUS, timeZone: F.newYork)
    #expect(wording.axisLabels(for: dates) == ["Oct 25", "Oct 31", "Nov 7"])
  }
}
