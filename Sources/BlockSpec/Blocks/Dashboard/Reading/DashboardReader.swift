import Foundation
import SPTheme

/// Reads a parsed dashboard document into a `DashboardModel`, reporting every missing, unknown
/// or mistyped member with its path. The object, array, scalar, format and point readers are the
/// overview's (`OverviewReader`), so both documents speak one dialect and word their problems
/// alike; what the values mean is checked by `DashboardModel.problems()`.
struct DashboardReader {
  private var base = OverviewReader()
  var problems: [OverviewError.Problem] { base.problems }

  /// The document's `block` member.
  static let blockName = "dashboard"

  mutating func model(_ value: JSONValue, at path: JSONPath) -> DashboardModel? {
    let before = problems.count
    guard
      let m = base.members(
        value, at: path, expected: "a dashboard object",
        allowed: ["block", "greeting", "subtitle", "tint", "metrics", "chart", "activity"],
        required: ["block", "greeting", "chart"])
    else { return nil }
    if let block = m["block"], block != .string(Self.blockName) {
      base.fail(path + "block", expected: "\"\(Self.blockName)\"", found: block.summary)
    }
    let greeting = base.string(m["greeting"], at: path + "greeting", expected: "a greeting")
    let subtitle = OverviewReader.given(m["subtitle"]) {
      base.string($0, at: path + "subtitle", expected: "a subtitle")
    }
    let tint = OverviewReader.given(m["tint"]) { self.color($0, at: path + "tint") }
    let metrics = OverviewReader.given(m["metrics"]) {
      list(of: $0, at: path + "metrics", expected: "an array of metrics") { $0.metric($1, at: $2) }
    }
    let chart = m["chart"].flatMap { self.chart($0, at: path + "chart") }
    let activity = OverviewReader.given(m["activity"]) {
      list(of: $0, at: path + "activity", expected: "an array of activity rows") { $0.row($1, at: $2) }
    }
    guard problems.count == before, let greeting, let subtitle, let tint, let metrics, let chart, let activity
    else { return nil }
    return DashboardModel(
      greeting: greeting, subtitle: subtitle, metrics: metrics ?? [], chart: chart, activity: activity ?? [],
      tint: tint)
  }

  /// An array read item by item; nil when it is no array or any item failed.
  private mutating func list<T>(
    of value: JSONValue, at path: JSONPath, expected: String,
    _ read: (inout DashboardReader, JSONValue, JSONPath) -> T?
  ) -> [T]? {
    guard case .array(let items) = value else {
      base.fail(path, expected: expected, found: value.summary)
      return nil
    }
    var result: [T] = []
    var complete = true
    for (index, item) in items.enumerated() {
      if let element = read(&self, item, path + index) { result.append(element) } else { complete = false }
    }
    return complete ? result : nil
  }

  mutating func color(_ value: JSONValue, at path: JSONPath) -> RGBAColor? {
    guard case .string(let text) = value, let color = RGBAColor(hex: text) else {
      base.fail(path, expected: "a colour \"#RRGGBB\" or \"#RRGGBBAA\"", found: value.summary)
      return nil
    }
    return color
  }

  mutating func metric(_ value: JSONValue, at path: JSONPath) -> DashboardMetric? {
    let before = problems.count
    guard
      let m = base.members(
        value, at: path, expected: "a metric object",
        allowed: ["id", "label", "value", "format", "change", "increaseIsGood", "series", "symbol"],
        required: ["id", "label", "value", "format"])
    else { return nil }
    let id = base.string(m["id"], at: path + "id", expected: "an id")
    let label = base.string(m["label"], at: path + "label", expected: "a label")
    let number = m["value"].flatMap { base.number($0, at: path + "value") }
    let format = m["format"].flatMap { base.format($0, at: path + "format") }
    let change = OverviewReader.given(m["change"]) { base.number($0, at: path + "change") }
    let increaseIsGood = base.optionalBool(m["increaseIsGood"], at: path + "increaseIsGood")
    let series = OverviewReader.given(m["series"]) { value in
      base.array(value, at: path + "series", expected: "an array of numbers") { reader, item, itemPath in
        reader.number(item, at: itemPath)
      }
    }
    let symbol = OverviewReader.given(m["symbol"]) {
      base.string($0, at: path + "symbol", expected: "a symbol")
    }
    guard problems.count == before, let id, let label, let number, let format, let change, let increaseIsGood,
      let series, let symbol
    else { return nil }
    return DashboardMetric(
      id: id, label: label, value: number, format: format, change: change,
      increaseIsGood: increaseIsGood ?? true, series: series ?? [], symbol: symbol)
  }

  mutating func chart(_ value: JSONValue, at path: JSONPath) -> DashboardChart? {
    let before = problems.count
    guard
      let m = base.members(
        value, at: path, expected: "a chart object",
        allowed: ["label", "format", "increaseIsGood", "ranges"],
        required: ["label", "format", "ranges"])
    else { return nil }
    let label = base.string(m["label"], at: path + "label", expected: "a label")
    let format = m["format"].flatMap { base.format($0, at: path + "format") }
    let increaseIsGood = base.optionalBool(m["increaseIsGood"], at: path + "increaseIsGood")
    var series: [TimeRange: [Point]] = [:]
    var totals: [TimeRange: Double] = [:]
    if let ranges = m["ranges"] {
      let rangesPath = path + "ranges"
      if case .object(let members) = ranges {
        for (key, member) in members {
          guard let range = TimeRange(rawValue: key) else {
            base.fail(
              rangesPath + key, expected: "a range key, one of 1W, 1M, 3M, 1Y", found: JSONWriter.quoted(key))
            continue
          }
          let rangePath = rangesPath + key
          guard
            let r = base.members(
              member, at: rangePath, expected: "a range object", allowed: ["points", "total"],
              required: ["points"])
          else { continue }
          if let points = r["points"].flatMap({ base.points($0, at: rangePath + "points") }) {
            series[range] = points
          }
          if let total = OverviewReader.given(r["total"], { base.number($0, at: rangePath + "total") }),
            let total
          {
            totals[range] = total
          }
        }
      } else {
        base.fail(rangesPath, expected: "an object keyed by range (1W, 1M, 3M, 1Y)", found: ranges.summary)
      }
    }
    guard problems.count == before, let label, let format, let increaseIsGood else { return nil }
    return DashboardChart(
      label: label, format: format, series: series, totals: totals, increaseIsGood: increaseIsGood ?? true)
  }

  mutating func row(_ value: JSONValue, at path: JSONPath) -> DashboardActivity? {
    let before = problems.count
    guard
      let m = base.members(
        value, at: path, expected: "an activity object",
        allowed: ["id", "title", "detail", "date", "symbol", "amount", "format"],
        required: ["id", "title", "date", "symbol"])
    else { return nil }
    let id = base.string(m["id"], at: path + "id", expected: "an id")
    let title = base.string(m["title"], at: path + "title", expected: "a title")
    let detail = OverviewReader.given(m["detail"]) {
      base.string($0, at: path + "detail", expected: "a detail")
    }
    let date = m["date"].flatMap { base.date($0, at: path + "date") }
    let symbol = base.string(m["symbol"], at: path + "symbol", expected: "an SF Symbol name")
    let amount = OverviewReader.given(m["amount"]) { base.number($0, at: path + "amount") }
    let format = OverviewReader.given(m["format"]) { base.format($0, at: path + "format") }
    guard problems.count == before, let id, let title, let detail, let date, let symbol, let amount,
      let format
    else { return nil }
    return DashboardActivity(
      id: id, title: title, detail: detail, date: date, symbol: symbol, amount: amount, format: format)
  }
}
