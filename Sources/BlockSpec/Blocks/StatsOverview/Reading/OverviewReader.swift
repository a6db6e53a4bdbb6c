import Foundation

/// Turns a parsed document into model values, collecting a problem (with its path) for every
/// member that is missing, unknown or of the wrong kind instead of stopping at the first.
/// It checks shape only; what the values mean is checked by `Overview.problems()`.
struct OverviewReader {
  private(set) var problems: [OverviewError.Problem] = []

  mutating func fail(_ path: JSONPath, expected: String, found: String) {
    problems.append(.init(path: path.description, expected: expected, found: found))
  }

  // MARK: Model values

  mutating func overview(_ value: JSONValue, at path: JSONPath) -> Overview? {
    let before = problems.count
    guard
      let m = members(
        value, at: path, expected: "an overview object",
        allowed: ["label", "format", "increaseIsGood", "periods", "metrics"],
        required: ["label", "format", "periods"])
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

  // MARK: Scalars

  mutating func string(_ value: JSONValue?, at path: JSONPath, expected: String) -> String? {
    guard let value else { return nil }
    guard case .string(let s) = value else {
      fail(path, expected: expected, found: value.summary)
      return nil
    }
    return s
  }

  mutating func number(_ value: JSONValue, at path: JSONPath) -> Double? {
    guard case .number(let n) = value else {
      fail(path, expected: "a number", found: value.summary)
      return nil
    }
    return n
  }

  mutating func wholeNumber(_ value: JSONValue, at path: JSONPath) -> Int? {
    guard case .number(let n) = value, let whole = Int(exactly: n) else {
      fail(path, expected: "a whole number", found: value.summary)
      return nil
    }
    return whole
  }

  mutating func date(_ value: JSONValue, at path: JSONPath) -> Date? {
    guard case .string(let s) = value, let date = ISODate.parse(s) else {
      fail(path, expected: ISODate.expected, found: value.summary)
      return nil
    }
    return date
  }

  /// `.some(nil)` when absent or null, `.some(value)` when valid, `nil` after a problem.
  mutating func optionalBool(_ value: JSONValue?, at path: JSONPath) -> Bool?? {
    Self.given(value) { value in
      guard case .bool(let b) = value else {
        fail(path, expected: "true or false", found: value.summary)
        return nil
      }
      return b
    }
  }

  // MARK: Structure

  /// Reads an optional member: absent and `null` are both "not given" (`.some(nil)`); a
  /// member that fails to read is `nil`.
  static func given<T>(_ value: JSONValue?, _ read: (JSONValue) -> T?) -> T?? {
    guard let value, value != .null else { return .some(nil) }
    guard let result = read(value) else { return nil }
    return .some(result)
  }

  mutating func array<T>(
    _ value: JSONValue, at path: JSONPath, expected: String,
    _ read: (inout Self, JSONValue, JSONPath) -> T?
  ) -> [T]? {
    guard case .array(let items) = value else {
      fail(path, expected: expected, found: value.summary)
      return nil
    }
    var result: [T] = []
    result.reserveCapacity(items.count)
    var complete = true
    for (index, item) in items.enumerated() {
      if let element = read(&self, item, path + index) {
        result.append(element)
      } else {
        complete = false
      }
    }
    return complete ? result : nil
  }

  /// An object's members by key, after reporting unknown keys (a typo in a hand-written file
  /// should not pass silently) and missing required ones; nil only when `value` is no object.
  /// Readers go on reading the members they know after a problem, to report them all, and
  /// return nil when `problems` grew while they read.
  mutating func members(
    _ value: JSONValue, at path: JSONPath, expected: String, allowed: [String], required: [String]
  ) -> [String: JSONValue]? {
    guard case .object(let list) = value else {
      fail(path, expected: expected, found: value.summary)
      return nil
    }
    var result: [String: JSONValue] = [:]
    for (key, member) in list {
      guard allowed.contains(key) else {
        fail(path + key, expected: "one of " + allowed.joined(separator: ", "), found: JSONWriter.quoted(key))
        continue
      }
      result[key] = member
    }
    for key in required where result[key] == nil || result[key] == .null {
      fail(path + key, expected: "a value for \"\(key)\"", found: result[key] == nil ? "nothing" : "null")
      result[key] = nil
    }
    return result
  }
}
