import JSONDocuments

/// A JSON document as plain values, so that reading can report every problem with its path
/// instead of stopping at the first type mismatch the way `JSONDecoder` does.
///
/// Objects keep their members in document order: it makes error lists follow the file and lets
/// the writer emit keys in the order the format documents.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// How the value reads in an error's "found" part: short, and a string quoted, escaped and
  /// cut as every message shows one (`MessageText.quoted`).
  var summary: String {
    switch self {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let n): JSONText.number(n)
    case .string(let s): MessageText.quoted(s)
    case .array(let a): a.isEmpty ? "an empty array" : "an array"
    case .object(let o): o.isEmpty ? "an empty object" : "an object"
    }
  }
}

extension JSONValue: JSONWritable {
  var jsonKind: JSONKind<JSONValue> {
    switch self {
    case .null: .null
    case .bool(let b): .bool(b)
    case .number(let n): .number(n)
    case .string(let s): .string(s)
    case .array(let items): .array(items)
    case .object(let members): .object(members)
    }
  }

  /// The document's text: in the `readable` layout with a final newline when `pretty` (a file
  /// people edit), compact otherwise.
  func documentText(pretty: Bool) -> String {
    pretty ? JSONWriter.text(of: self, layout: .readable) + "\n" : JSONWriter.text(of: self)
  }
}
