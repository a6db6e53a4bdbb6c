/// Prints a `Value` the same way on every platform, byte for byte.
///
/// Foundation's `JSONEncoder` prints numbers differently on Apple platforms and on Linux, so
/// the tree is printed here instead:
/// - object keys sorted by their UTF-8 bytes (code point order, what Python's `sort_keys` does);
/// - integral numbers of magnitude below 2^53 without a fraction ("16", never "16.0"), other
///   numbers with the standard library's shortest round-trip spelling (`Double.description`,
///   identical on every platform); `-0` prints as `0`; non-finite numbers, which JSON cannot
///   hold, print as `null` (the compiler never emits them);
/// - strings escaped minimally (quote, backslash, control characters), everything else as UTF-8;
/// - compact (no whitespace) or pretty (two-space indent, `": "`), both ending without a newline.
public enum CanonicalJSON {
  public static func string(_ value: Value, pretty: Bool = false) -> String {
    var output = ""
    write(value, pretty: pretty, depth: 0, into: &output)
    return output
  }

  /// A number as canonical JSON prints it.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return value.description
  }

  private static func write(_ value: Value, pretty: Bool, depth: Int, into output: inout String) {
    switch value {
    case .null:
      output += "null"
    case .bool(let flag):
      output += flag ? "true" : "false"
    case .number(let number):
      output += Self.number(number)
    case .string(let text):
      writeString(text, into: &output)
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (offset, item) in items.enumerated() {
        if offset > 0 { output += "," }
        if pretty { newline(depth: depth + 1, into: &output) }
        write(item, pretty: pretty, depth: depth + 1, into: &output)
      }
      if pretty { newline(depth: depth, into: &output) }
      output += "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (offset, key) in keys.enumerated() {
        if offset > 0 { output += "," }
        if pretty { newline(depth: depth + 1, into: &output) }
        writeString(key, into: &output)
        output += pretty ? ": " : ":"
        write(members[key] ?? .null, pretty: pretty, depth: depth + 1, into: &output)
      }
      if pretty { newline(depth: depth, into: &output) }
      output += "}"
    }
  }

  private static func newline(depth: Int, into output: inout String) {
    output += "\n"
    output += String(repeating: "  ", count: depth)
  }

  private static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16, uppercase: false)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
