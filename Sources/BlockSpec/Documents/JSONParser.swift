import JSONDocuments

/// Blocks' documents read by the package's one JSON reader (`JSONReader`), into `JSONValue`s
/// whose objects keep document order; a syntax error becomes a document problem with its path,
/// line and column.
enum JSONParser {
  /// Far beyond any block's document's own depth (the overview's is six), far below any stack
  /// limit.
  static let maximumDepth = 64

  static func parse(_ bytes: [UInt8]) -> Result<JSONValue, DocumentError.Problem> {
    JSONReader.read(bytes, maximumDepth: maximumDepth, builder: OrderedJSONBuilder()).result.mapError {
      DocumentError.Problem(path: $0.path, expected: $0.expected, found: $0.found)
    }
  }
}

/// Builds `JSONValue`s: objects as member lists in document order.
struct OrderedJSONBuilder: JSONValueBuilder {
  struct Members {
    var list: [(key: String, value: JSONValue)] = []
    var keys = Set<String>()
  }

  func null() -> JSONValue { .null }
  func bool(_ value: Bool) -> JSONValue { .bool(value) }
  func number(_ value: Double) -> JSONValue { .number(value) }
  func string(_ value: String) -> JSONValue { .string(value) }
  func array(_ items: [JSONValue]) -> JSONValue { .array(items) }
  func members() -> Members { Members() }
  func claim(_ key: String, in members: inout Members) -> Bool { members.keys.insert(key).inserted }
  func add(_ value: JSONValue, for key: String, to members: inout Members) {
    members.list.append((key, value))
  }
  func object(_ members: Members) -> JSONValue { .object(members.list) }
}

extension DocumentError.Problem: Error {}
