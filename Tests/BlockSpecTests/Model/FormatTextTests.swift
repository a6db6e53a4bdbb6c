import Foundation
import Testing

@testable import BlockSpec

@Suite("Format text")
struct FormatTextTests {
  @Test(
    "O-DA-6 en_US reference strings",
    arguments: [
      (Format.currency(code: "USD"), 44051.4, "$44,051.40"),
      (.currency(code: "USD", fractionDigits: 0), 44051.4, "$44,051"),
      (.number(), 1172, "1,172"),
      (.number(fractionDigits: 2), 1172, "1,172.00"),
      (.percent, 0.032, "3.2%"),
      (.compact, 12_400, "12.4K"),
      (.compact, 1_200_000, "1.2M"),
      (.compact, 999, "999"),
      (.duration, 252, "4m 12s"),
      (.duration, 3900, "1h 5m"),
      (.duration, 42, "42s"),
    ])
  func reference(format: Format, value: Double, expected: String) {
    #expect(format.formatted(value, locale: Fixtures.enUS) == expected)
  }

  @Test(
    "#13.18 durations: one rule per magnitude, tested at each edge",
    arguments: [
      // Under a minute: seconds.
      (0.0, "0s"), (42, "42s"), (59.4, "59s"),
      // Under an hour: minutes and seconds, a zero unit left out.
      (59.5, "1m"), (60, "1m"), (61, "1m 1s"), (252, "4m 12s"), (3_599, "59m 59s"),
      // From an hour on: hours and minutes, seconds rounded to the nearest minute.
      (3_599.5, "1h"), (3_600, "1h"), (3_629, "1h"), (3_630, "1h 1m"), (3_725, "1h 2m"), (3_900, "1h 5m"),
      (86_399, "24h"), (172_830, "48h 1m"), (-3_630, "-1h 1m"), (-252, "-4m 12s"),
    ])
  func durations(seconds: Double, expected: String) {
    #expect(Format.duration.formatted(seconds, locale: Fixtures.enUS) == expected)
  }

  @Test(
    "O-DA-6 negatives, zero and rounding to zero carry no stray sign",
    arguments: [
      (Format.currency(code: "USD"), -44051.4, "-$44,051.40"),
      (.currency(code: "USD"), 0, "$0.00"),
      (.currency(code: "USD"), -0.001, "$0.00"),
      (.currency(code: "USD"), -0.0, "$0.00"),
      (.number(), -1172, "-1,172"),
      (.number(), 3.14159, "3.14"),
      (.number(), -0.001, "0"),
      (.percent, -0.032, "-3.2%"),
      (.percent, 0, "0%"),
      (.percent, -0.00001, "0%"),
      (.compact, -12_400, "-12.4K"),
      (.compact, 0, "0"),
      (.duration, -252, "-4m 12s"),
      (.duration, 0, "0s"),
      (.duration, 0.4, "0s"),
      (.duration, 3912, "1h 5m"),
    ])
  func signsAndZero(format: Format, value: Double, expected: String) {
    #expect(format.formatted(value, locale: Fixtures.enUS) == expected)
  }

  @Test(
    "O-DA-6 extreme values stay short and never crash",
    arguments: [
      (Format.currency(code: "USD"), 1e308, "$1E308"),
      (.number(), 1e308, "1E308"),
      (.compact, 1e308, "1E308"),
      (.compact, -1e20, "-1E20"),
      (.percent, 1e308, "1E310%"),
      (.duration, 1e308, "2.78E304h"),
      (.currency(code: "USD"), 1e-300, "$0.00"),
      (.compact, .leastNonzeroMagnitude, "0"),
      (.duration, 1e-9, "0s"),
      (.currency(code: "USD"), 999_999_999_999.99, "$999,999,999,999.99"),
    ])
  func extremes(format: Format, value: Double, expected: String) {
    #expect(format.formatted(value, locale: Fixtures.enUS) == expected)
  }

  @Test("O-DA-6 NaN and infinities read as a dash", arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(value: Double) {
    for format in [Format.currency(code: "USD"), .number(), .percent, .compact, .duration] {
      #expect(format.formatted(value, locale: Fixtures.enUS) == "–")
    }
  }

  @Test("O-DA-6 fraction digits outside what validation allows are clamped, not trapped")
  func unvalidatedDigits() {
    #expect(Format.number(fractionDigits: -3).formatted(1172.5, locale: Fixtures.enUS) == "1,173")
    #expect(
      Format.currency(code: "USD", fractionDigits: 99).formatted(1, locale: Fixtures.enUS)
        == "$1.000000000000000")
  }

  @Test("O-DA-6 currency digits follow ISO 4217 minor units unless given")
  func minorUnits() {
    #expect(Format.currency(code: "JPY").formatted(44051.4, locale: Fixtures.enUS) == "¥44,051")
    #expect(Format.currency(code: "KWD").formatted(1.5, locale: Fixtures.enUS) == "KWD\u{A0}1.500")
    #expect(Format.currency(code: "EUR", fractionDigits: 1).formatted(2.25, locale: Fixtures.enUS) == "€2.3")
  }

  @Test(
    "O-DA-6 other locales go through Foundation (de_DE, ja_JP)",
    arguments: [
      (Fixtures.deDE, Format.currency(code: "USD"), 44051.4, "44.051,40\u{A0}$"),
      (Fixtures.deDE, .currency(code: "EUR", fractionDigits: 0), 44051.4, "44.051\u{A0}€"),
      (Fixtures.deDE, .number(), 1172, "1.172"),
      (Fixtures.deDE, .percent, 0.032, "3,2\u{A0}%"),
      (Fixtures.deDE, .compact, 1_200_000, "1,2\u{A0}Mio."),
      (Fixtures.deDE, .duration, 252, "4min 12s"),
      (Fixtures.jaJP, .currency(code: "JPY"), 44051.4, "¥44,051"),
      (Fixtures.jaJP, .number(), 1172, "1,172"),
      (Fixtures.jaJP, .percent, 0.032, "3.2%"),
      (Fixtures.jaJP, .compact, 12_400, "1.2万"),
      (Fixtures.jaJP, .duration, 252, "4分12秒"),
    ])
  func locales(locale: Locale, format: Format, value: Double, expected: String) {
    #expect(format.formatted(value, locale: locale) == expected)
  }
}
