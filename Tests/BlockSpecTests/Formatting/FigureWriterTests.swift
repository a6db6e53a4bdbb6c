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

  @Test(
    "#27 a writer's remembered figures are the ones it would write: repeats, zeros, values sharing a slot")
  func rememberedFigures() {
    let locale = Locale(identifier: "en_US")
    // Far more values than the memo's 64 slots, each asked three times in a shuffled order, so
    // hits, misses and values evicting one another from a slot all occur; both zeros too.
    var random = SplitMix64(seed: 27)
    let distinct = NumberPatternTests.values(seed: 27, count: 200, places: 2) + [0, -0.0, .nan]
    var asked = distinct + distinct + distinct
    for index in asked.indices.reversed() {
      asked.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
    for format in Self.formats {
      let writer = FigureWriter(format, locale: locale, remembering: true)
      let copy = writer  // a copy shares the memo
      for (offset, value) in asked.enumerated() {
        let text = (offset.isMultiple(of: 2) ? writer : copy).text(value)
        #expect(text == format.formatted(value, locale: locale), "\(format) \(value)")
      }
    }
  }

  @Test("#27 a compile's wording shares one writer for the overview's format, a fresh one for others")
  func sharedWriter() {
    let wording = Wording(BlockEnvironment(), figuresIn: .currency(code: "USD"))
    #expect(wording.figure(1_234.5, .currency(code: "USD")) == "$1,234.50")
    #expect(wording.figure(1_234.5, .number()) == Format.number().formatted(1_234.5, locale: wording.locale))
    #expect(wording.figureWriter(.percent).format == .percent)
    #expect(
      Wording(BlockEnvironment()).figure(0.25, .percent)
        == Format.percent.formatted(0.25, locale: wording.locale))
  }
}
