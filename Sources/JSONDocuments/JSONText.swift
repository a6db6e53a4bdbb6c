/// How every JSON text the package writes spells a string and a number, so a document written
/// by one part reads the same as one written by another. `JSONWriter` writes whole values with
/// these; the layout tree's byte-level fast path (`CanonicalBytes` in BlockSpec) spells the same
/// bytes, and a test holds the two together.
@usableFromInline
package enum JSONText {
  /// The shortest round-tripping form ("7", "0.1", "1e+308"): integral values of magnitude
  /// below 2^53 without a fraction ("16", never "16.0"), `-0` as "0", others as the standard
  /// library's shortest round-trip spelling (`Double.description`, the same on every platform).
  /// Non-finite numbers, which JSON cannot hold, become `null` (validation rejects them before
  /// a value is ever written).
  @inlinable
  package static func number(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == 0 { return "0" }
    if n == n.rounded(), abs(n) < 0x1p53 { return String(Int64(n)) }
    return n.description
  }

  /// `s` quoted, escaped as `appendQuoted` escapes it.
  @inlinable
  package static func quoted(_ s: String) -> String {
    var out = ""
    appendQuoted(s, to: &out)
    return out
  }

  /// Appends `s` quoted and minimally escaped: the quote, the backslash and control characters
  /// (`\b`, `\t`, `\n`, `\f`, `\r` by their short escapes, the rest as `\u001b`); everything
  /// else as it is, in UTF-8.
  @inlinable
  package static func appendQuoted(_ s: String, to out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
