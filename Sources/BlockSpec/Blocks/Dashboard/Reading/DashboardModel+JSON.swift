import Foundation
import JSONDocuments
import SPTheme

extension DashboardModel {
  /// Reads a dashboard from its JSON form (`docs/dashboard.md`) and validates it.
  ///
  /// - Parameter source: the file name messages start with ("dashboard.json", "-" for stdin).
  /// - Throws: every problem, each with its JSON path: syntax first (which stops reading), then
  ///   shape (missing, unknown or mistyped members), then meaning, only when the shape is right.
  public static func decode(from data: Data, source: String) throws(DocumentError) -> DashboardModel {
    try DashboardBlock.decode(from: data, source: source)
  }

  static func read(_ document: JSONValue, source: String) throws(DocumentError) -> DashboardModel {
    var reader = DocumentReader()
    guard let model = reader.dashboard(document), reader.problems.isEmpty else {
      throw DocumentError(source: source, problems: reader.problems)
    }
    try model.validate(source: source)
    return model
  }

  /// The canonical JSON form: members in the documented order, defaults left out. `decode`
  /// reads it back to an equal value.
  public func encodedJSON(pretty: Bool = true) -> Data {
    Data(json.documentText(pretty: pretty).utf8)
  }

  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("block", .string(DashboardBlock.name)), ("greeting", .string(greeting)),
    ]
    if let subtitle { members.append(("subtitle", .string(subtitle))) }
    if let tint { members.append(("tint", .string(tint.hex))) }
    if !metrics.isEmpty { members.append(("metrics", .array(metrics.map(\.json)))) }
    members.append(("chart", chart.json))
    if !activity.isEmpty { members.append(("activity", .array(activity.map(\.json)))) }
    return .object(members)
  }
}

extension DashboardMetric {
  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("id", .string(id)), ("label", .string(label)), ("value", .number(value)), ("format", format.json),
    ]
    if let change { members.append(("change", .number(change))) }
    if !increaseIsGood { members.append(("increaseIsGood", .bool(false))) }
    if !series.isEmpty { members.append(("series", .array(series.map { .number($0) }))) }
    if let symbol { members.append(("symbol", .string(symbol))) }
    return .object(members)
  }
}

extension DashboardChart {
  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [("label", .string(label)), ("format", format.json)]
    if !increaseIsGood { members.append(("increaseIsGood", .bool(false))) }
    let ranges: [(key: String, value: JSONValue)] = TimeRange.allCases.compactMap { range in
      guard let points = series[range] else { return nil }
      var body: [(key: String, value: JSONValue)] = [("points", .array(points.map(\.json)))]
      if let total = totals[range] { body.append(("total", .number(total))) }
      return (key: range.rawValue, value: .object(body))
    }
    members.append(("ranges", .object(ranges)))
    return .object(members)
  }
}

extension DashboardActivity {
  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [("id", .string(id)), ("title", .string(title))]
    if let detail { members.append(("detail", .string(detail))) }
    members += [("date", .string(ISODate.format(date))), ("symbol", .string(symbol))]
    if let amount { members.append(("amount", .number(amount))) }
    if let format { members.append(("format", format.json)) }
    return .object(members)
  }
}
