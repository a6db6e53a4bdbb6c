import Foundation
import Testing

@testable import BlockSpec

/// Currency digits and number styles found without hashing strings must answer what the
/// table and the synthesised equality answer.
@Suite("Currency digits and number style keys")
struct CurrencyDigitsTests {
  @Test("O-DA-6 every ISO 4217 code reads the table's minor units")
  func everyCode() {
    for (code, digits) in CurrencyCodes.minorUnits {
      #expect(CurrencyDigits.minorUnits(of: code) == digits, "\(code)")
    }
  }

  @Test(
    "O-DA-6 codes the table lacks read no digits",
    arguments: ["", "US", "USDX", "usd", "ZZZ", "AAA", "ÄUR", "€", "US D"])
  func unknown(code: String) {
    #expect(CurrencyDigits.minorUnits(of: code) == CurrencyCodes.minorUnits[code])
    #expect(CurrencyDigits.minorUnits(of: code) == nil)
  }

  @Test("O-DA-6 a currency without digits shows its minor units", arguments: ["JPY", "KWD", "USD", "CLF"])
  func defaultDigits(code: String) throws {
    let locale = Locale(identifier: "en_US")
    let digits = try #require(CurrencyCodes.minorUnits[code])
    let style = NumberStyle(.currency(code: code), fractionDigits: digits...digits)
    for value in [1234.4, -0.5, 1.5, 98_765.4321] {
      let expected = style.foundationText(Format.rounded(value, digits: digits), locale: locale)
      #expect(Format.currency(code: code).formatted(value, locale: locale) == expected)
    }
  }

  @Test("number styles equal when their fields are equal, and hash alike then")
  func styleKeys() {
    let kinds: [NumberStyle.Kind] = [
      .decimal, .percent, .currency(code: "USD"), .currency(code: "EUR"), .currency(code: "usd"),
      .currency(code: "XXXX"), .currency(code: ""),
    ]
    var styles: [NumberStyle] = []
    for kind in kinds {
      for digits in [0...0, 0...2, 2...2, 1...1] {
        styles.append(NumberStyle(kind, fractionDigits: digits))
      }
    }
    for (i, a) in styles.enumerated() {
      for (j, b) in styles.enumerated() {
        #expect((a == b) == (i == j))
      }
      let copy = NumberStyle(a.kind, fractionDigits: a.minimumFractionDigits...a.maximumFractionDigits)
      #expect(copy == a && copy.hashValue == a.hashValue)
    }
    #expect(Set(styles).count == styles.count)
  }
}
