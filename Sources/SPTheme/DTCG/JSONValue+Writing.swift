/// JSON text for a `JSONValue`: keys sorted, numbers in their shortest round-trip spelling, so
/// the same value always gives the same bytes, and a number read back is the same `Double`.
extension JSONValue {
  /// Two-space indented when `pretty`, else compact.
  public func jsonText(pretty: Bool = true) -> String {
    var text = ""
    write(into: &text, indent: pretty ? "" : nil)
    return text
  }

  private func write(into text: inout String, indent: String?) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value): text += formatNumber(value)
    case .string(let value): Self.writeString(value, into: &text)
    case .array(let items):
      if items.isEmpty {
        text += "[]"
        return
      }
      // Arrays of plain values (components, Bézier points, families) stay on one line.
      let inner = items.allSatisfy { $0.object == nil && $0.array == nil } ? nil : indent.map { $0 + "  " }
      text += "["
      for (position, item) in items.enumerated() {
        if position > 0 { text += inner == nil && indent != nil ? ", " : "," }
        if let inner { text += "\n" + inner }
        item.write(into: &text, indent: inner ?? (indent == nil ? nil : ""))
      }
      if let inner, indent != nil { text += "\n" + String(inner.dropLast(2)) }
      text += "]"
    case .object(let members):
      if members.isEmpty {
        text += "{}"
        return
      }
      let inner = indent.map { $0 + "  " }
      text += "{"
      for (position, (key, value)) in members.sorted(by: { $0.key < $1.key }).enumerated() {
        if position > 0 { text += "," }
        if let inner { text += "\n" + inner }
        Self.writeString(key, into: &text)
        text += indent == nil ? ":" : ": "
        value.write(into: &text, indent: inner)
      }
      if let indent { text += "\n" + indent }
      text += "}"
    }
  }

  static func writeString(_ value: String, into text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
