import Foundation
import Testing

@testable import BlockSpec

@Suite("Change and headline words")
struct ChangeTests {
  @Test(
    "O-DA-2 change line: one decimal, sign always, flat when it rounds to 0.0%",
    arguments: [
      (0.13, "+13.0%", ChangeDirection.up, "up 13.0%"),
      (0.126, "+12.6%", .up, "up 12.6%"),
      (-0.04, "-4.0%", .down, "down 4.0%"),
      (0.0004, "0.0%", .flat, "unchanged"),
      (-0.0004, "0.0%", .flat, "unchanged"),
      (0, "0.0%", .flat, "unchanged"),
      (0.0005, "+0.1%", .up, "up 0.1%"),
      (12.5, "+1,250.0%", .up, "up 1,250.0%"),
      (-1, "-100.0%", .down, "down 100.0%"),
    ])
  func wording(fraction: Double, percent: String, direction: ChangeDirection, spoken: String) {
    let change = Change(fraction: fraction, increaseIsGood: true, locale: Fixtures.enUS)
    #expect(change.percentText == percent)
    #expect(change.direction == direction)
    #expect(change.spokenText == spoken)
  }

  @Test(
    "O-DA-2 good news from direction and increaseIsGood",
    arguments: [
      (0.13, true, ChangeSentiment.good),
      (0.13, false, .bad),
      (-0.04, true, .bad),
      (-0.04, false, .good),
      (0.0001, true, .neutral),
      (0.0001, false, .neutral),
    ])
  func sentiment(fraction: Double, increaseIsGood: Bool, expected: ChangeSentiment) {
    #expect(
      Change(fraction: fraction, increaseIsGood: increaseIsGood, locale: Fixtures.enUS).sentiment == expected)
  }

  @Test("O-DA-7 the change line names the comparison: \"+13.0% vs last month\"")
  func line() {
    let change = Change(fraction: 0.13, increaseIsGood: true, locale: Fixtures.enUS)
    #expect(change.line(for: .month) == "+13.0% vs last month")
    #expect(change.line(for: .week) == "+13.0% vs last week")
    #expect(Headline.changeLine(change: change, range: .quarter) == "+13.0% vs last quarter")
    #expect(Headline.changeLine(change: nil, range: .month) == "Last 30 days")
  }

  @Test("O-DA-2 spoken headline: \"$44,051.40, up 13.0% vs last month\", span without a change")
  func sentence() {
    let usd = Format.currency(code: "USD")
    let up = Change(fraction: 0.13, increaseIsGood: true, locale: Fixtures.enUS)
    let flat = Change(fraction: 0, increaseIsGood: true, locale: Fixtures.enUS)
    func say(_ change: Change?, _ range: TimeRange = .month) -> String {
      Headline.spokenSentence(
        value: 44051.4, format: usd, change: change, range: range, locale: Fixtures.enUS)
    }
    #expect(say(up) == "$44,051.40, up 13.0% vs last month")
    #expect(say(nil) == "$44,051.40, Last 30 days")
    #expect(say(nil, .year) == "$44,051.40, Last 12 months")
    #expect(say(flat) == "$44,051.40, unchanged vs last month")
  }

  @Test("O-DA-2 numbers in the change follow the locale")
  func locales() {
    #expect(Change(fraction: 0.13, increaseIsGood: true, locale: Fixtures.deDE).percentText == "+13,0\u{A0}%")
    #expect(Change(fraction: -0.04, increaseIsGood: true, locale: Fixtures.jaJP).percentText == "-4.0%")
  }

  @Test("O-DA-2 a non-finite change is flat and says so", arguments: [Double.nan, .infinity])
  func nonFinite(fraction: Double) {
    let change = Change(fraction: fraction, increaseIsGood: true, locale: Fixtures.enUS)
    #expect(change.direction == .flat)
    #expect(change.sentiment == .neutral)
    #expect(change.spokenText == "change unknown")
  }
}
