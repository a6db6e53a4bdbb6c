import Foundation
import Testing

@testable import BlockSpec

/// A figure writer, which finds its style's pattern once, must write every figure as
/// `Format.formatted(_:locale:)` does, in every format and locale, at every magnitude.
@Suite("Figure writer against Format.formatted")
struct FigureWriterTests {
  static let formats: [Format] = [
    .currency(code: "USD"), .currency(code: "JPY"), .currency(code: "KWD"),
    .currency(code: "EUR", fractionDigits: 0),
    .currency(code: "XXX"), .number(), .number(fractionDigits: 0), .number(fractionDigits: 3), .percent,
    .compact, .duration,
  ]

  @Test(
    "O-DA-6 a writer's figures are formatted's, byte for byte",
    arguments: ["en_US", "de_CH", "en_IN", "ar_EG", "fr_FR"])
  func sameBytes(identifier: String) {
    let locale = Locale(identifier: identifier)
    var values = NumberPatternTests.values(seed: 41, count: 40, places: 2)
    values += [.nan, .infinity, -.infinity, 1e15, -1e15, 9.99e14, 1e13, 0.0004, -0.0005]
    for format in Self.formats {
      let writer = FigureWriter(format, locale: locale)
      for value in values {
        let expected = format.formatted(value, locale: locale)
        #expect(Array(writer.text(value).utf8) == Array(expected.utf8), "\(identifier) \(format) \(value)")
      }
    }
  }
}
