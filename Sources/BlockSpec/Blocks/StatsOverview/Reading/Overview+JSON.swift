import Foundation
import JSONDocuments

extension Overview {
  /// Reads an overview from its JSON form (`docs/overview-format.md`) and validates it.
  ///
  /// - Parameter source: the file name messages start with ("overview.json", "-" for stdin).
  /// - Throws: the problems found, each with its JSON path: syntax first (which stops
  ///   reading), then shape (missing, unknown or mistyped members), then meaning (order of
  ///   dates, currency codes, ids…), the last only when the shape is right. The first
  ///   `DocumentError.listLimit` are written out, the rest counted by kind.
  public static func decode(from data: Data, source: String) throws(DocumentError) -> Overview {
    guard data.count <= maximumInputSize else {
      throw .inputTooLarge(source: source, byteCount: data.count, document: inputNoun)
    }
    let bytes = Array(data)
    // Plain documents take the quick way (FastOverviewDecoder), which reports problems of
    // meaning itself; anything it doubts is read in full here.
    if let overview = try FastOverviewDecoder.decode(bytes, source: source) { return overview }
    return try read(ParsedDocument.parse(bytes, source: source).value, source: source)
  }

  /// Reads and validates a parsed overview document.
  static func read(_ document: JSONValue, source: String) throws(DocumentError) -> Overview {
    var reader = DocumentReader()
    guard let overview = reader.overview(document, at: JSONPath()), reader.problems.isEmpty else {
      throw DocumentError(source: source, reader.problems)
    }
    try overview.validate(source: source)
    return overview
  }

  /// The canonical JSON form: members in the documented order, defaults left out, dates as
  /// `2026-10-12` when they fall on midnight UTC. `decode` reads it back to an equal value.
  public func encodedJSON(pretty: Bool = true) -> Data {
    Data(json.documentText(pretty: pretty).utf8)
  }

  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [("label", .string(label)), ("format", format.json)]
    if !increaseIsGood { members.append(("increaseIsGood", .bool(false))) }
    let periods = TimeRange.allCases.compactMap { range in
      self.periods[range].map { (key: range.rawValue, value: $0.json) }
    }
    members.append(("periods", .object(periods)))
    if !metrics.isEmpty { members.append(("metrics", .array(metrics.map(\.json)))) }
    return .object(members)
  }
}

extension Period {
  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if let value { members.append(("value", .number(value))) }
    if let change { members.append(("change", .number(change))) }
    members.append(("points", .array(points.map(\.json))))
    if !previousPoints.isEmpty { members.append(("previousPoints", .array(previousPoints.map(\.json)))) }
    if let metrics { members.append(("metrics", .array(metrics.map(\.json)))) }
    return .object(members)
  }
}

extension Point {
  var json: JSONValue {
    .object([("date", .string(ISODate.format(date))), ("value", .number(value))])
  }
}

extension Metric {
  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if id != label { members.append(("id", .string(id))) }
    members += [("label", .string(label)), ("value", .number(value)), ("format", format.json)]
    if let change { members.append(("change", .number(change))) }
    if !increaseIsGood { members.append(("increaseIsGood", .bool(false))) }
    return .object(members)
  }
}

extension Format {
  /// A bare string when the format has no parameters, else an object keyed by the style
  /// (the shape Swift's own `Codable` gives an enum with associated values).
  var json: JSONValue {
    switch self {
    case .percent: return .string("percent")
    case .compact: return .string("compact")
    case .duration: return .string("duration")
    case .number(nil): return .string("number")
    case .number(let digits?):
      return .object([("number", .object([("fractionDigits", .number(Double(digits)))]))])
    case .currency(let code, let digits):
      var body: [(key: String, value: JSONValue)] = [("code", .string(code))]
      if let digits { body.append(("fractionDigits", .number(Double(digits)))) }
      return .object([("currency", .object(body))])
    }
  }
}
