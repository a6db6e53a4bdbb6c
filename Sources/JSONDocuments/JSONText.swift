/// How every JSON text the package writes spells a string and a number, so a document written
/// by one part reads the same as one written by another.
@usableFromInline
package enum JSONText {
  /// The shortest round-tripping form ("7", "0.1", "1e+308"); non-finite numbers, which JSON
  /// cannot hold, become `null` (validation rejects them before a model is ever written).
  package static func number(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == 0 { return "0" }
    if n == n.rounded(), abs(n) < 0x1p53 { return String(Int64(n)) }
    return n.description
  }

  /// `s` quoted, with `"`, `\` and control characters escaped.
  @usableFromInline
  package static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
