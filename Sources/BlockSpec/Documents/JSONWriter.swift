import JSONDocuments

/// Writes a `JSONValue` as text: keys in the order given, two-space indentation when pretty,
/// and numbers in the shortest form that reads back to the same `Double`, so output is
/// byte-identical across runs and platforms.
enum JSONWriter {
  static func write(_ value: JSONValue, pretty: Bool) -> String {
    var out = ""
    write(value, pretty: pretty, indent: 0, into: &out)
    if pretty { out += "\n" }
    return out
  }

  private static func write(_ value: JSONValue, pretty: Bool, indent: Int, into out: inout String) {
    switch value {
    case .null, .bool, .number, .string:
      out += scalar(value)
    case .array(let items):
      guard !items.isEmpty else { return out += "[]" }
      // One item per line; small flat objects (points) stay on their line, below.
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        newline(pretty: pretty, indent: indent + 1, into: &out)
        write(item, pretty: pretty, indent: indent + 1, into: &out)
      }
      newline(pretty: pretty, indent: indent, into: &out)
      out += "]"
    case .object(let members):
      guard !members.isEmpty else { return out += "{}" }
      if pretty, members.allSatisfy({ $0.value.isScalar }), members.count <= 2 {
        // Points ({"date", "value"}) read best one to a line.
        out += "{ "
        out += members.map { quoted($0.key) + ": " + scalar($0.value) }.joined(separator: ", ")
        out += " }"
        return
      }
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        newline(pretty: pretty, indent: indent + 1, into: &out)
        out += quoted(member.key)
        out += pretty ? ": " : ":"
        write(member.value, pretty: pretty, indent: indent + 1, into: &out)
      }
      newline(pretty: pretty, indent: indent, into: &out)
      out += "}"
    }
  }

  private static func newline(pretty: Bool, indent: Int, into out: inout String) {
    guard pretty else { return }
    out += "\n" + String(repeating: "  ", count: indent)
  }

  private static func scalar(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let n): number(n)
    case .string(let s): quoted(s)
    case .array, .object: ""
    }
  }

  /// The shortest round-tripping form ("7", "0.1", "1e+308"), as every JSON text the package
  /// writes spells numbers (`JSONText`).
  static func number(_ n: Double) -> String { JSONText.number(n) }

  static func quoted(_ s: String) -> String { JSONText.quoted(s) }
}

extension JSONValue {
  var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }
}
