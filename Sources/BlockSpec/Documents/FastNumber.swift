/// Reads a JSON number to the same `Double` the full parser gets from `Double(String)`, without
/// making a `String` for the common case.
///
/// Numbers whose digits fit a `Double` exactly and whose power of ten is at most 22 take
/// Clinger's fast path: one exact operand times or divided by one exact power of ten is a single
/// correctly rounded operation, so the result is the correctly rounded value, as `strtod`'s is.
/// Anything longer goes through `Double(String)` itself.
enum FastNumber {
  /// Exact powers of ten in a `Double`: 10^0 … 10^22. Written out, so the table is static data
  /// rather than built on first use (a computed global asked `swift_once` on every number).
  private static let powers: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
    1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Consumes a number in JSON's grammar at the cursor; nil when there is none there or it is
  /// not finite (the full parser rejects those with a message).
  static func read(_ cursor: inout ByteCursor) -> Double? {
    let bytes = cursor.bytes
    let start = cursor.index
    var index = start
    let count = bytes.count
    let negative = index < count && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }

    // Every digit goes into the mantissa; past 19 digits it may wrap, but such a number is not
    // taken by the fast path below (it counts every digit, leading zeros of a fraction too,
    // which only sends a few more numbers the slow way), so the wrapped value is never used.
    // Each digit is then a subtraction, a comparison and a multiply-add (#27: the five-minute
    // year's 210,240 numbers took about 200 instructions each with per-digit bookkeeping).
    var mantissa: UInt64 = 0
    var exponent = 0

    // Integer part: "0" alone, or a non-zero digit and more.
    guard index < count, isDigit(bytes[index]) else { return nil }
    let integerStart = index
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < count {
        let digit = bytes[index] &- 48
        guard digit < 10 else { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        index += 1
      }
    }
    var digits = index - integerStart
    if index < count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      while index < count {
        let digit = bytes[index] &- 48
        guard digit < 10 else { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        index += 1
      }
      guard index > fractionStart else { return nil }
      exponent = fractionStart - index
      digits += index - fractionStart
    }
    if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      var exponentNegative = false
      if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      let exponentStart = index
      var written = 0
      while index < count, isDigit(bytes[index]) {
        if written < 100_000 { written = written * 10 + Int(bytes[index] &- 48) }
        index += 1
      }
      guard index > exponentStart else { return nil }
      exponent += exponentNegative ? -written : written
    }
    cursor.index = index

    if digits <= 19, mantissa < (1 << 53), exponent >= -22, exponent <= 22 {
      let exact = Double(mantissa)
      let magnitude = exponent < 0 ? exact / powers[-exponent] : exact * powers[exponent]
      return negative ? -magnitude : magnitude
    }
    // Long or extreme numbers: exactly what the full parser does.
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool { byte &- 48 < 10 }
}
