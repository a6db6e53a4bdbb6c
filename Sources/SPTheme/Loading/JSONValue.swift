import Foundation
import JSONDocuments

/// A JSON document as plain values, so the loader can walk token files whose shape is only
/// partly known (groups, tokens, `$extensions` of other tools) and report what it found.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses `data` with the package's one JSON reader (`JSONReader`), or returns where and why
  /// it is not JSON, for an `invalidJSON` error.
  static func parse(_ data: Data) -> Result<JSONValue, Complaint> { parseCountingValues(data).result }

  /// The deepest nesting a theme file may have: far beyond any theme's own (a dozen), far below
  /// any stack limit.
  static let maximumDepth = 512

  /// Parses `data`, also counting the objects with a `$value` member (a theme file's tokens),
  /// so the loader can size its table of tokens once rather than grow it by rehashing.
  static func parseCountingValues(_ data: Data) -> (result: Result<JSONValue, Complaint>, valueCount: Int) {
    let (result, builder) = JSONReader.read(
      Array(data), maximumDepth: maximumDepth, builder: DictionaryJSONBuilder())
    return (result.mapError(Complaint.init), builder.valueKeys)
  }

  /// Where and why a text is not JSON, for an `invalidJSON` error: the JSON path the reader was
  /// at, what it expected and what it found, with the line and column.
  struct Complaint: Error {
    var path: String
    var expected: String
    var found: String

    init(_ error: JSONSyntaxError) {
      path = error.path
      expected = error.expected
      found = error.found
    }

    /// The whole complaint in one phrase: `text that does not parse: color.accent: expected ':'
    /// after the key, found the end of the input`.
    var text: String {
      "text that does not parse: " + (path.isEmpty ? "" : path + ": ")
        + "expected \(expected), found \(found)"
    }
  }

  public var object: [String: JSONValue]? {
    if case .object(let value) = self { value } else { nil }
  }

  public var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  public var number: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  public var array: [JSONValue]? {
    if case .array(let value) = self { value } else { nil }
  }

  /// How an error message shows this value: strings quoted, escaped and cut as every message
  /// shows a found string (`MessageText.quoted`), numbers without a needless `.0`, containers
  /// by kind so a message stays one line.
  public var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): String(value)
    case .number(let value): formatNumber(value)
    case .string(let value): MessageText.quoted(value)
    case .array(let values): "an array of \(values.count)"
    case .object: "an object"
    }
  }
}

extension JSONValue: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}

/// `12` rather than `12.0`, `0.15` as written: messages and exports spell numbers as the
/// package's JSON does (`JSONText.number`), and an infinite bound as Swift does.
func formatNumber(_ value: Double) -> String {
  value.isFinite ? JSONText.number(value) : String(value)
}

/// Builds `JSONValue`s, objects as dictionaries, counting the members named `$value`.
struct DictionaryJSONBuilder: JSONValueBuilder {
  /// Members named `$value` so far.
  var valueKeys = 0

  func null() -> JSONValue { .null }
  func bool(_ value: Bool) -> JSONValue { .bool(value) }
  func number(_ value: Double) -> JSONValue { .number(value) }
  func string(_ value: String) -> JSONValue { .string(value) }
  func array(_ items: [JSONValue]) -> JSONValue { .array(items) }
  func members() -> [String: JSONValue] { [:] }

  mutating func claim(_ key: String, in members: inout [String: JSONValue]) -> Bool {
    guard members[key] == nil else { return false }
    if key == "$value" { valueKeys += 1 }
    return true
  }

  func add(_ value: JSONValue, for key: String, to members: inout [String: JSONValue]) {
    members[key] = value
  }
  func object(_ members: [String: JSONValue]) -> JSONValue { .object(members) }
}
