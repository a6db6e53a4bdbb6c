import JSONDocuments
import Foundation

// `Codable` for the model types, in the same shape as `Overview.decode` and `encodedJSON`, so a
// host can embed an overview in its own Codable payloads. Decoding checks shape with the same
// messages as `decode`; only `Overview.decode` (or `validate`) also checks meaning.

extension Overview: Codable {
  public init(from decoder: any Decoder) throws {
    self = try decodeModel(from: decoder) { $0.overview($1, at: $2) }
  }
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

extension Period: Codable {
  public init(from decoder: any Decoder) throws {
    self = try decodeModel(from: decoder) { $0.period($1, at: $2) }
  }
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

extension Point: Codable {
  public init(from decoder: any Decoder) throws {
    self = try decodeModel(from: decoder) { $0.point($1, at: $2) }
  }
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

extension Metric: Codable {
  public init(from decoder: any Decoder) throws {
    self = try decodeModel(from: decoder) { $0.metric($1, at: $2) }
  }
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

extension Format: Codable {
  public init(from decoder: any Decoder) throws {
    self = try decodeModel(from: decoder) { $0.format($1, at: $2) }
  }
  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}

private func decodeModel<T>(
  from decoder: any Decoder, _ read: (inout DocumentReader, JSONValue, JSONPath) -> T?
) throws -> T {
  let value = try JSONValue(from: decoder)
  var reader = DocumentReader()
  let path = JSONPath(
    decoder.codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
  guard let result = read(&reader, value, path), reader.problems.isEmpty else {
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: decoder.codingPath,
        debugDescription: reader.problems.map(\.description).joined(separator: "\n")))
  }
  return result
}

extension JSONValue: Codable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: Key.self) {
      // Keyed containers do not keep document order; sort for a stable problem order.
      let keys = object.allKeys.sorted { $0.stringValue < $1.stringValue }
      self = .object(try keys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
    } else if var array = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
      self = .array(items)
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let b = try? single.decode(Bool.self) {
        self = .bool(b)
      } else if let n = try? single.decode(Double.self) {
        self = .number(n)
      } else {
        self = .string(try single.decode(String.self))
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let b):
      var single = encoder.singleValueContainer()
      try single.encode(b)
    case .number(let n):
      var single = encoder.singleValueContainer()
      try single.encode(n)
    case .string(let s):
      var single = encoder.singleValueContainer()
      try single.encode(s)
    case .array(let items):
      var array = encoder.unkeyedContainer()
      for item in items { try array.encode(item) }
    case .object(let members):
      var object = encoder.container(keyedBy: Key.self)
      for (key, value) in members { try object.encode(value, forKey: Key(stringValue: key)) }
    }
  }
}
