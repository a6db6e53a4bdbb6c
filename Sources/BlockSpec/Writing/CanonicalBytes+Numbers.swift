/// Numbers as `CanonicalJSON.number` spells them: integral values below 2^53 without a
/// fraction, others as `Double.description` does, `-0` as `0`, non-finite as `null`.
///
/// `Double.description` builds a `String` for every number (about 400 instructions), and a
/// tree's fractions are mostly short (`0.42`, `1344.57`, `0.034483`), so those are written
/// here digit by digit when that is provably the same spelling (`appendShortDecimal`);
/// anything else still goes through `description`. `CanonicalBytesTests` compares the two.
extension CanonicalBytes {
  /// Below this magnitude a number is written here: as an integer, or as a short decimal
  /// (`appendShortDecimal`). Above it, and for NaN, `appendUncommon` decides.
  private static var shortRange: Double { 100_000_000_000 }

  static func appendNumber(_ value: Double, to out: inout JSONByteBuffer) {
    let magnitude = value.magnitude
    guard magnitude < shortRange else { return appendUncommon(value, to: &out) }  // NaN too
    let whole = Int64(magnitude)
    if Double(whole) == magnitude {
      // `-0` has no sign: its whole part is 0.
      return appendInteger(UInt64(bitPattern: whole), negative: value < 0, to: &out)
    }
    if appendShortDecimal(magnitude, whole: whole, negative: value < 0, to: &out) { return }
    appendDescription(value, to: &out)
  }

  /// An `Int` as the `Double` it converts to prints (`CanonicalJSON` encodes integers that way).
  static func appendNumber(_ value: Int, to out: inout JSONByteBuffer) {
    if value.magnitude < 1 << 53 {
      appendInteger(UInt64(value.magnitude), negative: value < 0, to: &out)
    } else {
      appendNumber(Double(value), to: &out)
    }
  }

  /// Large integers, large fractions, non-finite values.
  @inline(never)
  private static func appendUncommon(_ value: Double, to out: inout JSONByteBuffer) {
    guard value.isFinite else { return out.append("null") }
    let magnitude = value.magnitude
    if magnitude < 9_007_199_254_740_992, magnitude.rounded(.towardZero) == magnitude {  // 2^53
      return appendInteger(UInt64(magnitude), negative: value < 0, to: &out)
    }
    appendDescription(value, to: &out)
  }

  @inline(never)
  private static func appendDescription(_ value: Double, to out: inout JSONByteBuffer) {
    var spelling = value.description
    spelling.withUTF8 { out.append($0) }
  }

  /// Decimal digits of an integer, `-` first when `negative` (and not zero).
  @inline(__always)
  static func appendInteger(_ magnitude: UInt64, negative: Bool, to out: inout JSONByteBuffer) {
    if magnitude < 10, !negative {
      return out.append(UInt8(truncatingIfNeeded: magnitude) &+ UInt8(ascii: "0"))
    }
    let digits = decimalDigitCount(magnitude)
    let sign = negative && magnitude != 0 ? 1 : 0
    out.write(upTo: sign &+ digits) { start in
      start[0] = UInt8(ascii: "-")  // overwritten by the first digit when there is no sign
      writeDigits(magnitude, count: digits, endingAt: start + (sign &+ digits))
      return sign &+ digits
    }
  }

  /// Writes a non-integral value, `magnitude` with the sign `negative` and the whole part
  /// `whole`, as a decimal and returns true, or writes nothing and returns false, when it
  /// cannot prove the spelling is `Double.description`'s.
  ///
  /// With `k` the most fraction digits, up to 6, that keep `n = |value| × 10^k` below 10^12
  /// (< 2^40): if the integer `n` nearest that product gives `Double(n) / 10^k == |value|`,
  /// - `n × 10^-k` reads back as `value`: `n` and `10^k` are exact doubles and IEEE division
  ///   rounds correctly, as reading a decimal does;
  /// - `n` is the only such integer: `10^k` times the spacing between doubles near `value` is
  ///   below 2^-12, so no second integer lies close enough;
  /// - so every spelling with `k` or fewer fraction digits that reads back is `n × 10^-k`
  ///   (such a spelling, padded with zeros, would be a second `n`), and `n` without its
  ///   trailing zeros is the shortest one. With the integer part fixed (a spelling that reads
  ///   back cannot be an integer, since integers below 2^53 are exact), fewer fraction digits
  ///   is fewer significant digits: this is description's shortest round-trip spelling, and
  ///   the only one of its length, so description's closest-of-the-shortest rule agrees.
  /// If the check fails, every spelling that reads back needs more than `k` fraction digits,
  /// and description is asked (so it is for full-precision readings). Below 0.0001
  /// description switches to an exponent, and so is asked too.
  @inline(__always)
  static func appendShortDecimal(
    _ magnitude: Double, whole: Int64, negative: Bool, to out: inout JSONByteBuffer
  ) -> Bool {
    guard magnitude >= 0.000_1 else { return false }
    let wholeDigits = decimalDigitCount(UInt64(bitPattern: whole))
    var fractionDigits = min(6, 12 &- wholeDigits)
    let power = integerPowerOfTen(fractionDigits)
    let digits = Int64(magnitude * Double(power) + 0.5)
    guard Double(digits) / Double(power) == magnitude else { return false }
    // The fraction's digits, without trailing zeros (at most 5 of them: a value that reads
    // back keeps at least one fraction digit, since it is not an integer).
    var fraction = UInt64(truncatingIfNeeded: digits &- whole &* power)
    guard fraction > 0, fraction < UInt64(truncatingIfNeeded: power) else { return false }
    stripZeros(&fraction, &fractionDigits, stride: 4)
    stripZeros(&fraction, &fractionDigits, stride: 2)
    stripZeros(&fraction, &fractionDigits, stride: 1)
    let sign = negative ? 1 : 0
    let length = sign &+ wholeDigits &+ 1 &+ fractionDigits
    out.write(upTo: length) { start in
      start[0] = UInt8(ascii: "-")  // overwritten by the first digit when there is no sign
      let point = start + (sign &+ wholeDigits)
      writeDigits(UInt64(truncatingIfNeeded: whole), count: wholeDigits, endingAt: point)
      point[0] = UInt8(ascii: ".")
      writeDigits(fraction, count: fractionDigits, endingAt: point + (1 &+ fractionDigits))
      return length
    }
    return true
  }

  @inline(__always)
  private static func stripZeros(_ fraction: inout UInt64, _ fractionDigits: inout Int, stride: Int) {
    let power = UInt64(truncatingIfNeeded: integerPowerOfTen(stride))
    if fraction % power == 0 {
      fraction /= power
      fractionDigits &-= stride
    }
  }

  /// How many decimal digits `value` has (1 for 0).
  @inline(__always)
  static func decimalDigitCount(_ value: UInt64) -> Int {
    var count = 1
    var rest = value
    while rest >= 10_000 {
      rest /= 10_000
      count &+= 4
    }
    if rest >= 100 { count &+= rest >= 1_000 ? 3 : 2 } else if rest >= 10 { count &+= 1 }
    return count
  }

  /// The last `count` decimal digits of `value`, zero-padded, ending just before `end`, two
  /// at a time from a table of the hundred pairs.
  @inline(__always)
  static func writeDigits(_ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
    let table = digitPairs.utf8Start
    var rest = value
    var position = end
    var left = count
    while left >= 2 {
      let pair = Int(truncatingIfNeeded: rest % 100) &* 2
      rest /= 100
      position -= 2
      position[0] = table[pair]
      position[1] = table[pair &+ 1]
      left &-= 2
    }
    if left == 1 {
      position -= 1
      position[0] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
    }
  }

  /// "00" to "99", one pair every two bytes.
  private static var digitPairs: StaticString {
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
  }

  /// 10^exponent for 0...12, exact as a `Double` too (every power up to 10^22 is).
  @inline(__always)
  private static func integerPowerOfTen(_ exponent: Int) -> Int64 {
    switch exponent {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    case 9: 1_000_000_000
    case 10: 10_000_000_000
    case 11: 100_000_000_000
    default: 1_000_000_000_000
    }
  }
}
