import Foundation
import Testing

@testable import BlockSpec

/// The learned number patterns against Foundation itself: every figure the fast path writes
/// must be Foundation's bytes, in every locale, style and digit count, and a locale the
/// patterns cannot write (its own digits) must stay with Foundation.
@Suite("Number patterns against Foundation")
struct NumberPatternTests {
  /// Locales with the traps the patterns must handle: narrow no-break space and apostrophe
  /// grouping, no grouping of four-digit numbers, Indian grouping, U+2212 minus signs,
  /// right-to-left marks, full-width currency signs.
  static let locales = [
    "en_US", "en_GB", "de_DE", "fr_FR", "de_CH", "es_ES", "pl_PL", "en_IN", "ja_JP", "he_IL", "pt_BR",
    "sv_SE", "ar_EG", "hi_IN@numbers=deva", "fa_IR", "nl_NL", "it_CH",
  ]

  /// Currencies with each of their minor-unit counts: none (JPY), two, three (KWD).
  static let currencies = ["USD", "EUR", "JPY", "KWD", "CHF", "INR"]

  /// The value a format is asked for, and the figure it shows it at (the same, or 100× for
  /// percent): seeded magnitudes from 1e-6 to 1e15, both signs, with exact halves at the digit
  /// shown and at the one after it.
  static func values(seed: UInt64, count: Int, places: Int) -> [Double] {
    var random = SplitMix64(seed: seed)
    var values: [Double] = [0, -0.0]
    for index in 0..<count {
      let exponent = -6 + 21 * random.unit()
      var value = pow(10, exponent)
      if index % 3 == 0 {
        // A half of the last digit shown: 12.345 at two places.
        let scale = pow(10, Double(places))
        value = ((value * scale).rounded(.down) + 0.5) / scale
      }
      values.append(random.next() % 2 == 0 ? value : -value)
    }
    return values
  }

  @Test("O-DA-6 currency text is Foundation's, byte for byte", arguments: locales)
  func currency(identifier: String) {
    let locale = Locale(identifier: identifier)
    for (offset, code) in Self.currencies.enumerated() {
      let digits = CurrencyCodes.minorUnits[code] ?? 2
      let style = NumberStyle(.currency(code: code), fractionDigits: digits...digits)
      for value in Self.values(seed: UInt64(offset), count: 40, places: digits) {
        let expected =
          abs(value) >= Format.scientificThreshold
          ? nil : style.foundationText(Format.rounded(value, digits: digits), locale: locale)
        guard let expected else { continue }
        let text = Format.currency(code: code).formatted(value, locale: locale)
        #expect(Array(text.utf8) == Array(expected.utf8), "\(identifier) \(code) \(value)")
      }
    }
  }

  @Test("O-DA-6 number text is Foundation's for every fraction digit count", arguments: locales)
  func number(identifier: String) {
    let locale = Locale(identifier: identifier)
    for digits in 0...6 {
      let style = NumberStyle(.decimal, fractionDigits: digits...digits)
      for value in Self.values(seed: 100 + UInt64(digits), count: 25, places: digits)
      where abs(value) < Format.scientificThreshold {
        let expected = style.foundationText(Format.rounded(value, digits: digits), locale: locale)
        let text = Format.number(fractionDigits: digits).formatted(value, locale: locale)
        #expect(Array(text.utf8) == Array(expected.utf8), "\(identifier) \(digits) \(value)")
      }
    }
    let upToTwo = NumberStyle(.decimal, fractionDigits: 0...2)
    for value in Self.values(seed: 200, count: 60, places: 2) where abs(value) < Format.scientificThreshold {
      let expected = upToTwo.foundationText(Format.rounded(value, digits: 2), locale: locale)
      let text = Format.number().formatted(value, locale: locale)
      #expect(Array(text.utf8) == Array(expected.utf8), "\(identifier) 0...2 \(value)")
    }
  }

  @Test("O-DA-6 O-DA-7 percent and change text is Foundation's", arguments: locales)
  func percent(identifier: String) {
    let locale = Locale(identifier: identifier)
    let upToOne = NumberStyle(.percent, fractionDigits: 0...1)
    let one = NumberStyle(.percent, fractionDigits: 1...1)
    for value in Self.values(seed: 300, count: 60, places: 3)
    where abs(value) * 100 < Format.scientificThreshold {
      let shown = Format.rounded(value, digits: 3)
      let expected = upToOne.foundationText(shown, locale: locale)
      #expect(Array(Format.percent.formatted(value, locale: locale).utf8) == Array(expected.utf8))
      let change = Change(fraction: value, increaseIsGood: true, locale: locale)
      let number = one.foundationText(abs(shown), locale: locale)
      let sign = shown > 0 ? "+" : shown < 0 ? "-" : ""
      #expect(Array(change.percentText.utf8) == Array((sign + number).utf8), "\(identifier) \(value)")
    }
  }

  @Test(
    "O-DA-6 locales writing ASCII digits get a pattern that passes its check",
    arguments: locales.filter { !["ar_EG", "hi_IN@numbers=deva", "fa_IR"].contains($0) })
  func learned(identifier: String) throws {
    let locale = Locale(identifier: identifier)
    for style in [
      NumberStyle(.currency(code: "EUR"), fractionDigits: 2...2),
      NumberStyle(.decimal, fractionDigits: 0...2),
      NumberStyle(.percent, fractionDigits: 0...1),
    ] {
      let pattern = try #require(NumberPattern.learn(style, locale: locale), "\(identifier) \(style)")
      #expect(pattern.agreesWithFoundation(in: locale))
    }
  }

  @Test(
    "O-DA-6 locales writing their own digits stay with Foundation",
    arguments: ["ar_EG", "hi_IN@numbers=deva", "fa_IR", "en_US@numbers=arab"])
  func ownDigits(identifier: String) {
    let locale = Locale(identifier: identifier)
    let style = NumberStyle(.currency(code: "USD"), fractionDigits: 2...2)
    #expect(NumberPattern.learn(style, locale: locale) == nil)
    #expect(style.text(1234.5, locale: locale) == style.foundationText(1234.5, locale: locale))
  }

  @Test("O-DA-6 an auto-updating locale is written by Foundation afresh, not from a remembered pattern")
  func autoupdating() {
    let style = NumberStyle(.currency(code: "EUR"), fractionDigits: 2...2)
    for value in [0, 1234.5, -98_765.43] {
      #expect(
        style.text(value, locale: .autoupdatingCurrent)
          == style.foundationText(value, locale: .autoupdatingCurrent))
    }
  }

  @Test("O-DA-6 grouping is learned as the locale writes it, not assumed")
  func grouping() throws {
    let decimal = NumberStyle(.decimal, fractionDigits: 0...2)
    let indian = try #require(NumberPattern.learn(decimal, locale: Locale(identifier: "en_IN"))?.grouping)
    #expect(indian.primary == 3 && indian.secondary == 2)
    let spanish = try #require(NumberPattern.learn(decimal, locale: Locale(identifier: "es_ES"))?.grouping)
    #expect(spanish.minimumDigits == 2)
    let american = try #require(NumberPattern.learn(decimal, locale: Locale(identifier: "en_US"))?.grouping)
    #expect(american.primary == 3 && american.secondary == 3 && american.minimumDigits == 1)
  }

  @Test("O-DA-6 values not rounded to the digits shown, and huge ones, are left to Foundation")
  func declines() throws {
    let style = NumberStyle(.currency(code: "USD"), fractionDigits: 2...2)
    let pattern = try #require(NumberPattern.learn(style, locale: Locale(identifier: "en_US")))
    #expect(pattern.text(1.005) == nil)
    #expect(pattern.text(-0.0) == nil)
    #expect(pattern.text(1e13) == nil)
    #expect(pattern.text(1.25) != nil)
  }

  @Test("O-DA-6 concurrent compiles write the same figures")
  func concurrent() async {
    let locales = ["en_US", "de_CH", "en_IN", "sv_SE"].map { Locale(identifier: $0) }
    let values = Self.values(seed: 7, count: 30, places: 2).filter { abs($0) < Format.scientificThreshold }
    let texts = await withTaskGroup(of: [String].self) { group in
      for task in 0..<8 {
        group.addTask {
          let locale = locales[task % locales.count]
          return values.map { Format.currency(code: "EUR").formatted($0, locale: locale) }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    for (offset, locale) in locales.enumerated() {
      let style = NumberStyle(.currency(code: "EUR"), fractionDigits: 2...2)
      let expected = values.map { style.foundationText(Format.rounded($0, digits: 2), locale: locale) }
      #expect(texts.contains(expected), "\(locales[offset].identifier)")
    }
  }
}
