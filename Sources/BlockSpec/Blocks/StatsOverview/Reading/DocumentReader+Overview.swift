import JSONDocuments
import Foundation

/// The overview's members, read with the shapes every document shares (`DocumentReader`).
/// It checks shape only; what the values mean is checked by `Overview.problems()`.
extension DocumentReader {
  static let overviewKeys = ["label", "format", "increaseIsGood", "periods", "metrics"]
  static let overviewRequired = ["label", "format", "periods"]

  mutating func overview(_ value: JSONValue, at path: JSONPath) -> Overview? {
    let before = problems.count
    guard
      let m = path.components.isEmpty
        ? blockMembers(
          value, of: StatsOverviewBlock.name, expected: "an overview object", allowed: Self.overviewKeys,
          required: Self.overviewRequired)
        : members(
          value, at: path, expected: "an overview object", allowed: Self.overviewKeys,
          required: Self.overviewRequired)
    else { return nil }
    let label = string(m["label"], at: path + "label", expected: "a label")
    let format = m["format"].flatMap { self.format($0, at: path + "format") }
    let increaseIsGood = optionalBool(m["increaseIsGood"], at: path + "increaseIsGood")
    let periods = m["periods"].flatMap { self.periods($0, at: path + "periods") }
    let metrics = Self.given(m["metrics"]) { self.metrics($0, at: path + "metrics") }
    guard problems.count == before, let label, let format, let increaseIsGood, let periods, let metrics else {
      return nil
    }
    return Overview(
      label: label, format: format, periods: periods, metrics: metrics ?? [],
      increaseIsGood: increaseIsGood ?? true)
  }

  mutating func periods(_ value: JSONValue, at path: JSONPath) -> [TimeRange: Period]? {
    guard case .object(let members) = value else {
      fail(path, expected: "an object keyed by range (1W, 1M, 3M, 1Y)", found: value.summary)
      return nil
    }
    var periods: [TimeRange: Period] = [:]
    var complete = true
    for (key, member) in members {
      guard let range = TimeRange(rawValue: key) else {
        fail(path + key, expected: "a range key, one of 1W, 1M, 3M, 1Y", found: JSONWriter.quoted(key))
        complete = false
        continue
      }
      if let period = period(member, at: path + key) {
        periods[range] = period
      } else {
        complete = false
      }
    }
    return complete ? periods : nil
  }

  mutating func period(_ value: JSONValue, at path: JSONPath) -> Period? {
    let before = problems.count
    guard
      let m = members(
        value, at: path, expected: "a period object",
        allowed: ["value", "change", "points", "previousPoints", "metrics"], required: ["points"])
    else { return nil }
    let value = Self.given(m["value"]) { number($0, at: path + "value") }
    let change = Self.given(m["change"]) { number($0, at: path + "change") }
    let points = m["points"].flatMap { self.points($0, at: path + "points") }
    let previous = Self.given(m["previousPoints"]) { self.points($0, at: path + "previousPoints") }
    let metrics = Self.given(m["metrics"]) { self.metrics($0, at: path + "metrics") }
    guard problems.count == before, let value, let change, let points, let previous, let metrics else {
      return nil
    }
    return Period(
      points: points, previousPoints: previous ?? [], value: value, change: change, metrics: metrics)
  }

  mutating func points(_ value: JSONValue, at path: JSONPath) -> [Point]? {
    array(value, at: path, expected: "an array of points") { reader, item, itemPath in
      reader.point(item, at: itemPath)
    }
  }

  mutating func point(_ value: JSONValue, at path: JSONPath) -> Point? {
    let before = problems.count
    guard
      let m = members(
        value, at: path, expected: "a point object", allowed: ["date", "value"],
        required: ["date", "value"])
    else { return nil }
    let date = m["date"].flatMap { self.date($0, at: path + "date") }
    let number = m["value"].flatMap { self.number($0, at: path + "value") }
    guard problems.count == before, let date, let number else { return nil }
    return Point(date: date, value: number)
  }

  mutating func metrics(_ value: JSONValue, at path: JSONPath) -> [Metric]? {
    array(value, at: path, expected: "an array of metrics") { reader, item, itemPath in
      reader.metric(item, at: itemPath)
    }
  }

  mutating func metric(_ value: JSONValue, at path: JSONPath) -> Metric? {
    let before = problems.count
    guard
      let m = members(
        value, at: path, expected: "a metric object",
        allowed: ["id", "label", "value", "format", "change", "increaseIsGood"],
        required: ["label", "value", "format"])
    else { return nil }
    let id = Self.given(m["id"]) { string($0, at: path + "id", expected: "an id") }
    let label = m["label"].flatMap { string($0, at: path + "label", expected: "a label") }
    let number = m["value"].flatMap { self.number($0, at: path + "value") }
    let format = m["format"].flatMap { self.format($0, at: path + "format") }
    let change = Self.given(m["change"]) { self.number($0, at: path + "change") }
    let increaseIsGood = optionalBool(m["increaseIsGood"], at: path + "increaseIsGood")
    guard problems.count == before, let id, let label, let number, let format, let change, let increaseIsGood
    else { return nil }
    return Metric(
      id: id, label: label, value: number, format: format, change: change,
      increaseIsGood: increaseIsGood ?? true)
  }

  static let formatExpectation =
    "a format: \"number\", \"percent\", \"compact\", \"duration\", {\"number\": {…}} or {\"currency\": {…}}"

  mutating func format(_ value: JSONValue, at path: JSONPath) -> Format? {
    switch value {
    case .string("number"): return .number()
    case .string("percent"): return .percent
    case .string("compact"): return .compact
    case .string("duration"): return .duration
    case .string("currency"):
      fail(
        path, expected: "{\"currency\": {\"code\": …}}, as a currency needs its code", found: "\"currency\"")
      return nil
    case .object(let members) where members.count == 1:
      let (style, body) = (members[0].key, members[0].value)
      let bodyPath = path + style
      switch style {
      case "currency":
        guard
          let m = self.members(
            body, at: bodyPath, expected: "a currency object", allowed: ["code", "fractionDigits"],
            required: ["code"])
        else { return nil }
        let before = problems.count
        let code = m["code"].flatMap { string($0, at: bodyPath + "code", expected: "a currency code") }
        let digits = Self.given(m["fractionDigits"]) { wholeNumber($0, at: bodyPath + "fractionDigits") }
        guard problems.count == before, let code, let digits else { return nil }
        return .currency(code: code, fractionDigits: digits)
      case "number":
        guard
          let m = self.members(
            body, at: bodyPath, expected: "a number object", allowed: ["fractionDigits"], required: [])
        else { return nil }
        let before = problems.count
        let digits = Self.given(m["fractionDigits"]) { wholeNumber($0, at: bodyPath + "fractionDigits") }
        guard problems.count == before, let digits else { return nil }
        return .number(fractionDigits: digits)
      default:
        fail(
          path + style, expected: "a format object keyed \"currency\" or \"number\"",
          found: JSONWriter.quoted(style))
        return nil
      }
    default:
      fail(path, expected: Self.formatExpectation, found: value.summary)
      return nil
    }
  }
}
