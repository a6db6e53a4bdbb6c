import Foundation

/// The floor for our own process: the same document decoded and encoded by Foundation's JSON
/// coders into plain `Codable` structs of the same shape, with `.iso8601` dates, and nothing
/// else (no validation, no compiling).
enum FoundationBaseline {
  struct Document: Codable {
    var label: String
    var format: FormatValue
    var periods: [String: Period]
    var metrics: [Metric]?
    var increaseIsGood: Bool?
  }

  struct Period: Codable {
    var value: Double?
    var change: Double?
    var points: [Point]
    var previousPoints: [Point]?
    var metrics: [Metric]?
  }

  struct Point: Codable {
    var date: Date
    var value: Double
  }

  struct Metric: Codable {
    var id: String?
    var label: String
    var value: Double
    var format: FormatValue
    var change: Double?
    var increaseIsGood: Bool?
  }

  /// `"number"` or `{"currency": {"code": "USD", "fractionDigits": 0}}`.
  enum FormatValue: Codable {
    case name(String)
    case styled([String: [String: Scalar]])

    init(from decoder: any Decoder) throws {
      let single = try decoder.singleValueContainer()
      if let name = try? single.decode(String.self) {
        self = .name(name)
      } else {
        self = .styled(try single.decode([String: [String: Scalar]].self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var single = encoder.singleValueContainer()
      switch self {
      case .name(let name): try single.encode(name)
      case .styled(let body): try single.encode(body)
      }
    }
  }

  enum Scalar: Codable {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
      let single = try decoder.singleValueContainer()
      if let number = try? single.decode(Double.self) {
        self = .number(number)
      } else {
        self = .text(try single.decode(String.self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var single = encoder.singleValueContainer()
      switch self {
      case .text(let text): try single.encode(text)
      case .number(let number): try single.encode(number)
      }
    }
  }

  static func decode(_ data: Data) throws -> Document {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(Document.self, from: data)
  }

  static func encode(_ document: Document) throws -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(document)
  }

  /// Decode then encode: what the baseline row times.
  static func roundTrip(_ data: Data) throws -> Data {
    try encode(decode(data))
  }
}
