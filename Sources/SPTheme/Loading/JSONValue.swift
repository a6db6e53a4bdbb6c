import Foundation

/// A JSON document as plain values, so the loader can walk token files whose shape is only
/// partly known (groups, tokens, `$extensions` of other tools) and report what it found.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses `data`, or returns the parser's complaint for an `invalidJSON` error.
  static func parse(_ data: Data) -> Result<JSONValue, Complaint> {
    do {
      return .success(try JSONDecoder().decode(JSONValue.self, from: data))
    } catch let DecodingError.dataCorrupted(context) {
      let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
      return .failure(Complaint(text: "text that does not parse: \(context.debugDescription)\(underlying)"))
    } catch {
      return .failure(Complaint(text: "text that does not parse: \(error)"))
    }
  }

  /// What the JSON parser said, for the `found` of an `invalidJSON` error.
  struct Complaint: Error {
    var text: String
  }

  var object: [String: JSONValue]? {
    if case .object(let value) = self { value } else { nil }
  }

  var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  var number: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  var array: [JSONValue]? {
    if case .array(let value) = self { value } else { nil }
  }

  /// How an error message shows this value: strings quoted, numbers without a needless `.0`,
  /// containers by kind so a message stays one line.
  var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): String(value)
    case .number(let value): formatNumber(value)
    case .string(let value): "\"\(value)\""
    case .array(let values): "an array of \(values.count)"
    case .object: "an object"
    }
  }
}

extension JSONValue: Decodable {
  init(from decoder: any Decoder) throws {
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

/// `12` rather than `12.0`, `0.15` as written: messages quote numbers the way files spell them.
func formatNumber(_ value: Double) -> String {
  if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}
