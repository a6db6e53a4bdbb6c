import Foundation
import Testing

@testable import BlockSpec

/// The byte spellings the tree writer uses against `CanonicalJSON`'s, which spells numbers with
/// `Double.description` and escapes strings scalar by scalar: the same text for every value.
/// The writer spells short fractions digit by digit (`CanonicalBytes.appendShortDecimal`), so
/// the number tests aim at where that could go wrong: every length of digits and of fraction,
/// the neighbouring doubles of each (which need long spellings), the 0.0001 switch to an
/// exponent, the edges of the short spelling (10^11, six fraction digits) and of exact
/// integers (2^53), and full-precision values: about 200,000 numbers in all.
@Suite("Fast path: canonical byte spellings")
struct CanonicalBytesTests {
  static func spelled(_ value: Double) -> String {
    var buffer = JSONByteBuffer(capacity: 0)
    CanonicalBytes.appendNumber(value, to: &buffer)
    return String(decoding: buffer.bytes, as: UTF8.self)
  }

  static func spelled(_ value: Int) -> String {
    var buffer = JSONByteBuffer(capacity: 0)
    CanonicalBytes.appendNumber(value, to: &buffer)
    return String(decoding: buffer.bytes, as: UTF8.self)
  }

  static func quoted(_ text: String) -> String {
    var buffer = JSONByteBuffer(capacity: 0)
    CanonicalBytes.appendString(text, to: &buffer)
    return String(decoding: buffer.bytes, as: UTF8.self)
  }

  static func expectSameSpelling(_ value: Double) {
    #expect(spelled(value) == CanonicalJSON.number(value), "\(value.bitPattern)")
  }

  @Test("Decimals of every length of digits and of fraction, and their neighbours", arguments: 1...14)
  func decimals(significantDigits: Int) {
    var random = SeededRandom(seed: UInt64(significantDigits))
    let top = (1...significantDigits).reduce(1 as Int64) { product, _ in product * 10 }
    for fractionDigits in 1...16 {
      let scale = (1...fractionDigits).reduce(1.0) { product, _ in product * 10 }
      for _ in 0..<150 {
        let digits = Int64.random(in: 1..<top, using: &random)
        let value = Double(digits) / scale * (random.chance(0.5) ? -1 : 1)
        Self.expectSameSpelling(value)
        Self.expectSameSpelling(value.nextUp)
        Self.expectSameSpelling(value.nextDown)
      }
    }
  }

  @Test("Full-precision values across the magnitudes the tree holds", arguments: -6...16)
  func fullPrecision(exponent: Int) {
    var random = SeededRandom(seed: UInt64(exponent + 100))
    let lower = pow(10.0, Double(exponent))
    for _ in 0..<1_500 {
      Self.expectSameSpelling(Double.random(in: lower..<(lower * 10), using: &random))
      Self.expectSameSpelling(-Double.random(in: lower..<(lower * 10), using: &random))
    }
  }

  @Test("Any bit pattern spells as description does")
  func bitPatterns() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<20_000 { Self.expectSameSpelling(Double(bitPattern: random.next())) }
  }

  @Test("Edge values: zero, limits, the exponent switch, non-finite")
  func edges() {
    let values: [Double] = [
      0, -0.0, 1, -1, 0.1, 0.5, 0.0001, 0.000_1.nextUp, 0.000_1.nextDown, 0.000_099_9, 0.000_12, 1e-5,
      .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .nan, .infinity, -.infinity,
      .pi, 1e300, 2.5e-7, 0.300_000_000_000_000_04, 1_099_511_627_775.5, 1_099_511_627_776.5,
      109_951_162_777.55, 4_503_599_627_370_495.5, 9_007_199_254_740_991, 9_007_199_254_740_992,
      9_007_199_254_740_994, -9_007_199_254_740_991, 1e15 + 0.5, 1e16, 1e21, 0.999_999_999_999, 9.999_999_999,
      -5, -0.5, 99_999_999_999.5, 100_000_000_000, 100_000_000_000.5, -100_000_000_000.25, 12_345.000_001,
    ]
    for value in values { Self.expectSameSpelling(value) }
  }

  @Test("Integers spell as the Double they convert to")
  func integers() {
    var random = SeededRandom(seed: 11)
    var values = [0, 1, -1, 9, 10, -10, Int.max, Int.min, 1 << 53, -(1 << 53), (1 << 53) - 1, (1 << 53) + 1]
    for _ in 0..<2_000 {
      values.append(Int(truncatingIfNeeded: random.next()) >> Int.random(in: 0..<64, using: &random))
    }
    for value in values {
      #expect(Self.spelled(value) == CanonicalJSON.number(Double(value)), "\(value)")
    }
  }

  /// 600 values for 256 slots: every slot is overwritten many times, and values that share a
  /// slot alternate, so a hit that was not the same number would show.
  @Test("A remembered number is written exactly as spelling it again would")
  func memo() {
    var random = SeededRandom(seed: 5)
    var pool: [Double] = [
      0, -0.0, .nan, .infinity, 1e300, 0.1, -0.24, 1_344.57, 0.000_099_9, 123.456_789_012_3,
    ]
    while pool.count < 600 {
      pool.append(Double(Int.random(in: -99_999...99_999, using: &random)) / 1_000)
      pool.append(Double.random(in: -2_000...2_000, using: &random))
    }
    let memo = NumberMemo()
    var buffer = JSONByteBuffer(capacity: 0)
    for _ in 0..<20_000 {
      let value = random.pick(pool)
      let start = buffer.count
      if !memo.write(value, to: &buffer) {
        CanonicalBytes.appendNumber(value, to: &buffer)
        memo.remember(value, spelling: buffer.written(from: start))
      }
      let written = String(decoding: buffer.written(from: start), as: UTF8.self)
      let matches = written == CanonicalJSON.number(value)
      #expect(matches, "\(value) written as \(written)")
      if !matches { return }  // one report, not thousands
    }
  }

  @Test("Strings escape exactly the quote, the backslash and control characters")
  func strings() {
    var samples = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    samples += [
      "", "plain", "é", "💡", "a\"b\\c\nd", "\u{7F}\u{80}\u{FFFF}", String(repeating: "long ", count: 50),
    ]
    var random = SeededRandom(seed: 3)
    let alphabet: [Character] = [
      "a", "Z", " ", "\"", "\\", "\n", "\u{1}", "\u{1F}", "é", "💡", "👩‍👩‍👧", "\r\n", "/",
    ]
    for _ in 0..<500 {
      samples.append(String((0..<Int.random(in: 0..<40, using: &random)).map { _ in random.pick(alphabet) }))
    }
    for text in samples {
      #expect(Self.quoted(text) == CanonicalJSON.string(.string(text)), "\(Array(text.utf8))")
    }
  }

  @Test("A buffer grows past its first capacity and keeps every byte")
  func growth() {
    var buffer = JSONByteBuffer(capacity: 0)
    var expected: [UInt8] = []
    for index in 0..<5_000 {
      let text = "item \(index)"
      CanonicalBytes.appendString(text, to: &buffer)
      expected += Array(CanonicalJSON.string(.string(text)).utf8)
    }
    buffer.append(repeating: UInt8(ascii: " "), count: 1_000)
    expected += Array(repeating: UInt8(ascii: " "), count: 1_000)
    #expect(buffer.bytes == expected)
    #expect(Array(buffer.data()) == expected)
  }
}
