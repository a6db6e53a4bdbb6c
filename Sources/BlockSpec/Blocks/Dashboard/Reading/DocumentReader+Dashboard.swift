import Foundation
import JSONDocuments
import SPTheme

/// The dashboard's members, read with the shapes every block's document is made of
/// (`DocumentReader`: objects, arrays, scalars) and the overview's formats and points, so both
/// documents speak one dialect and word their problems alike. Shape only; what the values mean
/// is checked by `DashboardModel.problems()`.
extension DocumentReader {
  mutating func dashboard(_ value: JSONValue) -> DashboardModel? {
    let before = problems.count
    if case .object(let list) = value, !list.contains(where: { $0.key == Self.blockKey }) {
      fail(
        JSONPath([.key(Self.blockKey)]), expected: "a value for \"block\": \"dashboard\"", found: "nothing")
    }
    guard
      let m = blockMembers(
        value, of: DashboardBlock.name, expected: "a dashboard object",
        allowed: ["greeting", "subtitle", "tint", "metrics", "chart", "activity"],
        required: ["greeting", "chart"])
    else { return nil }
    let path = JSONPath()
    let greeting = string(m["greeting"], at: path + "greeting", expected: "a greeting")
    let subtitle = Self.given(m["subtitle"]) { string($0, at: path + "subtitle", expected: "a subtitle") }
    let tint = Self.given(m["tint"]) { self.dashboardTint($0, at: path + "tint") }
    let metrics = Self.given(m["metrics"]) {
      array($0, at: path + "metrics", expected: "an array of metrics") { $0.dashboardMetric($1, at: $2) }
    }
    let chart = m["chart"].flatMap { self.dashboardChart($0, at: path + "chart") }
    let activity = Self.given(m["activity"]) {
      array($0, at: path + "activity", expected: "an array of activity rows") { $0.activityRow($1, at: $2) }
    }
    guard problems.count == before, let greeting, let subtitle, let tint, let metrics, let chart, let activity
    else { return nil }
    return DashboardModel(
      greeting: greeting, subtitle: subtitle, metrics: metrics ?? [], chart: chart, activity: activity ?? [],
      tint: tint)
  }

  mutating func dashboardTint(_ value: JSONValue, at path: JSONPath) -> RGBAColor? {
    guard case .string(let text) = value, let color = RGBAColor(hex: text) else {
      fail(path, expected: "a colour \"#RRGGBB\" or \"#RRGGBBAA\"", found: value.summary)
      return nil
    }
    return color
  }

  mutating func dashboardMetric(_ value: JSONValue, at path: JSONPath) -> DashboardMetric? {
    let before = problems.count
    guard
      let m = members(
        value, at: path, expected: "a metric object",
        allowed: ["id", "label", "value", "format", "change", "increaseIsGood", "series", "symbol"],
        required: ["id", "label", "value", "format"])
    else { return nil }
    let id = string(m["id"], at: path + "id", expected: "an id")
    let label = string(m["label"], at: path + "label", expected: "a label")
    let number = m["value"].flatMap { self.number($0, at: path + "value") }
    let format = m["format"].flatMap { self.format($0, at: path + "format") }
    let change = Self.given(m["change"]) { self.number($0, at: path + "change") }
    let increaseIsGood = optionalBool(m["increaseIsGood"], at: path + "increaseIsGood")
    let series = Self.given(m["series"]) {
      array($0, at: path + "series", expected: "an array of numbers") { $0.number($1, at: $2) }
    }
    let symbol = Self.given(m["symbol"]) { string($0, at: path + "symbol", expected: "a symbol") }
    guard problems.count == before, let id, let label, let number, let format, let change, let increaseIsGood,
      let series, let symbol
    else { return nil }
    return DashboardMetric(
      id: id, label: label, value: number, format: format, change: change,
      increaseIsGood: increaseIsGood ?? true, series: series ?? [], symbol: symbol)
  }

  mutating func dashboardChart(_ value: JSONValue, at path: JSONPath) -> DashboardChart? {
    let before = problems.count
    guard
      let m = members(
        value, at: path, expected: "a chart object",
        allowed: ["label", "format", "increaseIsGood", "ranges"],
        required: ["label", "format", "ranges"])
    else { return nil }
    let label = string(m["label"], at: path + "label", expected: "a label")
    let format = m["format"].flatMap { self.format($0, at: path + "format") }
    let increaseIsGood = optionalBool(m["increaseIsGood"], at: path + "increaseIsGood")
    var series: [TimeRange: [Point]] = [:]
    var totals: [TimeRange: Double] = [:]
    if let ranges = m["ranges"] {
      let rangesPath = path + "ranges"
      if case .object(let list) = ranges {
        for (key, member) in list {
          guard let range = TimeRange(rawValue: key) else {
            fail(
              rangesPath + key, expected: "a range key, one of 1W, 1M, 3M, 1Y", found: JSONText.quoted(key))
            continue
          }
          let rangePath = rangesPath + key
          guard
            let r = members(
              member, at: rangePath, expected: "a range object", allowed: ["points", "total"],
              required: ["points"])
          else { continue }
          if let points = r["points"].flatMap({ self.points($0, at: rangePath + "points") }) {
            series[range] = points
          }
          if let total = Self.given(r["total"], { self.number($0, at: rangePath + "total") }), let total {
            totals[range] = total
          }
        }
      } else {
        fail(rangesPath, expected: "an object keyed by range (1W, 1M, 3M, 1Y)", found: ranges.summary)
      }
    }
    guard problems.count == before, let label, let format, let increaseIsGood else { return nil }
    return DashboardChart(
      label: label, format: format, series: series, totals: totals, increaseIsGood: increaseIsGood ?? true)
  }

  mutating func activityRow(_ value: JSONValue, at path: JSONPath) -> DashboardActivity? {
    let before = problems.count
    guard
      let m = members(
        value, at: path, expected: "an activity object",
        allowed: ["id", "title", "detail", "date", "symbol", "amount", "format"],
        required: ["id", "title", "date", "symbol"])
    else { return nil }
    let id = string(m["id"], at: path + "id", expected: "an id")
    let title = string(m["title"], at: path + "title", expected: "a title")
    let detail = Self.given(m["detail"]) { string($0, at: path + "detail", expected: "a detail") }
    let date = m["date"].flatMap { self.date($0, at: path + "date") }
    let symbol = string(m["symbol"], at: path + "symbol", expected: "an SF Symbol name")
    let amount = Self.given(m["amount"]) { self.number($0, at: path + "amount") }
    let format = Self.given(m["format"]) { self.format($0, at: path + "format") }
    guard problems.count == before, let id, let title, let detail, let date, let symbol, let amount,
      let format
    else { return nil }
    return DashboardActivity(
      id: id, title: title, detail: detail, date: date, symbol: symbol, amount: amount, format: format)
  }
}
