import Foundation
import Testing

@testable import SPTheme

/// The package's JSON reader takes Clinger's fast path for short numbers (no `String`, one
/// exact multiplication or division): every number must still be the `Double` that
/// `Double(String)` gives, bit for bit.
struct JSONReaderNumberTests {
  static func read(_ texts: [String]) throws -> [Double] {
    let value = try JSONValue.parse(Data(("[" + texts.joined(separator: ",") + "]").utf8)).get()
    return try #require(value.array).map { try #require($0.number) }
  }

  static let written = [
    "0", "-0", "7", "-7", "0.1", "0.5", "1.5", "44051.40", "1172", "0.032", "1e3", "1E+3", "2.5e-3",
    "123456789012345", "1234567890123456", "12345678901234567890", "9007199254740993", "9007199254740992",
    "0.30000000000000004", "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308", "1e22", "1e23",
    "1e-22", "1e-23", "0.000001", "100000000000000000000000", "3.141592653589793238462643383279",
    "-987.654321e-5", "0e0", "0.0000", "0.4", "0.8", "0.00392156862745098", "0.4627450980392157",
    "1.0000000000000000", "123456789012345e-22", "123456789012345e-23", "1e-0", "-0.0e+0",
    "0.00000000000000000000001", "4.94e-322",
  ]

  @Test("every spelling reads as Double(String) reads it")
  func spellings() throws {
    let values = try Self.read(Self.written)
    for (text, value) in zip(Self.written, values) {
      #expect(value.bitPattern == Double(text)!.bitPattern, "\(text)")
    }
  }

  @Test("20,000 seeded numbers read as Double(String) reads them")
  func seeded() throws {
    var state: UInt64 = 2026
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    var texts: [String] = []
    for _ in 0..<5_000 {
      let value = (unit() * 2 - 1) * pow(10, Double(Int(next() % 40)) - 20)
      texts += [
        "\(value)", "\((unit() * 10_000_000).rounded() / 100)", "\(Int64((unit() * 2 - 1) * 1e17))",
        "\(Float(value))",
      ]
    }
    for (text, value) in zip(texts, try Self.read(texts)) {
      #expect(value.bitPattern == Double(text)!.bitPattern, "\(text)")
    }
  }
}
