/// The byte spellings every canonical writer shares: numbers, strings and pretty indents as
/// `CanonicalJSON` prints them. `CanonicalStream` (the Codable path) and `TreeJSONWriter` (the
/// hand-written path) both append through here, so the two cannot disagree on a spelling.
enum CanonicalBytes {
  /// Integral values below 2^53 without a fraction, others with `Double.description`, `-0` as
  /// `0`, non-finite as `null` (`CanonicalJSON.number`).
  static func appendNumber(_ value: Double, to out: inout [UInt8]) {
    guard value.isFinite else { return appendStatic("null", to: &out) }
    guard value.rounded() == value, abs(value) < 9_007_199_254_740_992 else {
      out.append(contentsOf: value.description.utf8)
      return
    }
    var whole = Int64(value)
    if whole == 0 { return out.append(UInt8(ascii: "0")) }
    if whole < 0 {
      out.append(UInt8(ascii: "-"))
      whole = -whole
    }
    let start = out.count
    while whole > 0 {
      out.append(UInt8(truncatingIfNeeded: whole % 10) + UInt8(ascii: "0"))
      whole /= 10
    }
    out[start...].reverse()
  }

  /// A quoted string, escaping only the quote, the backslash and control characters.
  static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        runStart = index + 1
        switch byte {
        case UInt8(ascii: "\""): appendStatic("\\\"", to: &out)
        case UInt8(ascii: "\\"): appendStatic("\\\\", to: &out)
        case 0x0A: appendStatic("\\n", to: &out)
        case 0x0D: appendStatic("\\r", to: &out)
        case 0x09: appendStatic("\\t", to: &out)
        case 0x08: appendStatic("\\b", to: &out)
        case 0x0C: appendStatic("\\f", to: &out)
        default:
          let hex: StaticString = "0123456789abcdef"
          appendStatic("\\u00", to: &out)
          out.append(hex.utf8Start[Int(byte >> 4)])
          out.append(hex.utf8Start[Int(byte & 0x0F)])
        }
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    out.append(UInt8(ascii: "\""))
  }

  /// A line break and two spaces per level, before a pretty member, item or closing bracket.
  static func appendNewline(depth: Int, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\n"))
    for _ in 0..<depth {
      out.append(UInt8(ascii: " "))
      out.append(UInt8(ascii: " "))
    }
  }

  @inline(__always)
  static func appendStatic(_ text: StaticString, to out: inout [UInt8]) {
    out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}
