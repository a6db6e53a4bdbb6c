import Foundation
import Testing

@testable import BlockSpec

@Suite("Fast path: numbers")
struct FastNumberTests {
  /// The fast reader on `text`, with where it stopped.
  static func read(_ text: String) -> (value: Double?, consumed: Int) {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var cursor = ByteCursor(buffer)
      let value = FastNumber.read(&cursor)
      return (value, cursor.index)
    }
  }

  static let written = [
    "0", "-0", "7", "-7", "0.1", "0.5", "1.5", "44051.40", "1172", "0.032", "1e3", "1E+3", "2.5e-3",
    "123456789012345", "1234567890123456", "12345678901234567890", "9007199254740993",
    "0.30000000000000004", "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308",
    "1e22", "1e23", "1e-22", "1e-23", "0.000001", "100000000000000000000000",
    "3.141592653589793238462643383279", "-987.654321e-5", "0e0", "0.0000",
  ]

  @Test("Reads every number as Double(String) does, bit for bit", arguments: written)
  func matchesStandardLibrary(text: String) throws {
    let (value, consumed) = Self.read(text)
    let expected = try #require(Double(text))
    #expect(value?.bitPattern == expected.bitPattern)
    #expect(consumed == text.utf8.count)
  }

  @Test("Agrees with Foundation's JSONDecoder on 20,000 seeded numbers in many spellings")
  func differential() throws {
    var random = SplitMix64(seed: 2026)
    var texts: [String] = []
    for _ in 0..<5_000 {
      let magnitude = pow(10, Double(Int(random.next() % 40)) - 20)
      let value = (random.unit() * 2 - 1) * magnitude
      let cents = (random.unit() * 10_000_000).rounded() / 100
      texts += ["\(value)", "\(cents)", "\(Int64((random.unit() * 2 - 1) * 1e17))", "\(Float(value))"]
    }
    let json = Data(("[" + texts.joined(separator: ",") + "]").utf8)
    let foundation = try JSONDecoder().decode([Double].self, from: json)
    for (text, expected) in zip(texts, foundation) {
      #expect(Self.read(text).value?.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  /// What may follow a number in a document, so the reader is tried where more bytes follow
  /// a number, not only at the end of its buffer.
  static let followers = [",\"date\":\"2025-12-01T00:05:00Z\"}", "}]}", "          ", "]]]]]]]]", ",1234567"]

  @Test(
    "#27 Reads every number as Double(String) does with more of the document after it", arguments: followers)
  func followedByMore(follower: String) throws {
    var random = SplitMix64(seed: 27)
    var texts = Self.written
    // Every length of integer part and fraction up to 20 digits, either side of the 19 that
    // the fast path takes and of the 2^53 a mantissa holds exactly.
    for integerDigits in 1...20 {
      for fractionDigits in 0...20 {
        var text = String(1 + random.next() % 9)
        for _ in 1..<integerDigits { text += String(random.next() % 10) }
        if fractionDigits > 0 {
          text += "."
          for _ in 0..<fractionDigits { text += String(random.next() % 10) }
        }
        texts += [text, "-" + text, "0." + text.filter(\.isNumber), text + "e-3"]
      }
    }
    for text in texts {
      let (value, consumed) = Self.read(text + follower)
      let expected = try #require(Double(text))
      #expect(value?.bitPattern == expected.bitPattern, "\(text)")
      #expect(consumed == text.utf8.count, "\(text)")
    }
  }

  @Test(
    "Refuses what JSON does not allow, or cannot be finite",
    arguments: [
      "", "-", "+1", ".5", "1.", "1e", "1e+", "--1", "Infinity", "NaN", "1e400", "-1e400",
    ])
  func refuses(text: String) {
    #expect(Self.read(text).value == nil)
  }

  @Test(
    "Stops where the number ends, leaving the rest for the caller",
    arguments: [
      ("01", 1), ("1.5,", 3), ("2}", 1), ("-3.25e2 ", 7),
    ])
  func stops(text: String, consumed: Int) {
    #expect(Self.read(text).consumed == consumed)
  }
}
