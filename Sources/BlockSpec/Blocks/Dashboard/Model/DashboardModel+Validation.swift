import Foundation
import JSONDocuments

/// What the dashboard format accepts beyond its shape. Errors (each with its path): an empty
/// greeting, label, id, title or symbol; non-finite numbers; metric formats other than compact,
/// currency and percent (D-12); unknown currency codes and fraction digits outside 0…6 (the
/// overview's rules); chart readings out of order or sharing a date; metric or row ids used
/// twice; more than `maximumMetrics` metrics or `maximumRows` rows. Accepted as they are: no
/// metrics, no rows, ranges without readings (hidden, D-5), even a chart with no readings at all
/// (the chart section says so).
extension DashboardModel {
  /// Tiles the screen lays out: three rows of two.
  public static let maximumMetrics = 6
  /// Rows the activity list holds; a longer history belongs on a screen of its own.
  public static let maximumRows = 200
  /// Readings in one sparkline: more than a tile's width can show.
  public static let maximumSparklineValues = 512

  /// Checks a model built in code the same way `decode` checks a document.
  public func validate(source: String = "dashboard") throws(DocumentError) {
    let problems = self.problems()
    if !problems.isEmpty { throw DocumentError(source: source, problems: problems) }
  }

  /// Every problem, in document order, with paths as in the JSON form.
  public func problems() -> [DocumentError.Problem] {
    var v = DashboardValidator()
    v.nonEmpty(greeting, at: JSONPath() + "greeting", what: "greeting")
    if let subtitle { v.nonEmpty(subtitle, at: JSONPath() + "subtitle", what: "subtitle") }
    let metricsPath = JSONPath() + "metrics"
    if metrics.count > Self.maximumMetrics {
      v.fail(
        metricsPath, expected: "at most \(Self.maximumMetrics) metrics", found: "\(metrics.count) metrics")
    }
    var metricIDs: [String: Int] = [:]
    for (index, metric) in metrics.enumerated() {
      let path = metricsPath + index
      v.unique(metric.id, at: path + "id", index: index, in: &metricIDs, list: "metrics")
      v.nonEmpty(metric.label, at: path + "label", what: "label")
      v.finite(metric.value, at: path + "value")
      if DashboardMetric.allows(metric.format) {
        v.format(metric.format, at: path + "format")
      } else {
        v.fail(
          path + "format", expected: "a metric format: \"compact\", \"percent\" or {\"currency\": {…}}",
          found: metric.format.json.documentText(pretty: false))
      }
      if let change = metric.change { v.finite(change, at: path + "change") }
      if metric.series.count > Self.maximumSparklineValues {
        v.fail(
          path + "series", expected: "at most \(Self.maximumSparklineValues) values",
          found: "\(metric.series.count) values")
      }
      for (offset, value) in metric.series.enumerated() where !value.isFinite {
        v.finite(value, at: path + "series" + offset)
      }
      if let symbol = metric.symbol { v.nonEmpty(symbol, at: path + "symbol", what: "symbol") }
    }

    let chartPath = JSONPath() + "chart"
    v.nonEmpty(chart.label, at: chartPath + "label", what: "label")
    v.format(chart.format, at: chartPath + "format")
    for range in TimeRange.allCases {
      let rangePath = chartPath + "ranges" + range.rawValue
      if let points = chart.series[range] { v.points(points, at: rangePath + "points") }
      if let total = chart.totals[range] { v.finite(total, at: rangePath + "total") }
    }

    let rowsPath = JSONPath() + "activity"
    if activity.count > Self.maximumRows {
      v.fail(rowsPath, expected: "at most \(Self.maximumRows) rows", found: "\(activity.count) rows")
    }
    var rowIDs: [String: Int] = [:]
    for (index, row) in activity.enumerated() {
      let path = rowsPath + index
      v.unique(row.id, at: path + "id", index: index, in: &rowIDs, list: "activity")
      v.nonEmpty(row.title, at: path + "title", what: "title")
      if let detail = row.detail { v.nonEmpty(detail, at: path + "detail", what: "detail") }
      v.date(row.date, at: path + "date")
      v.nonEmpty(row.symbol, at: path + "symbol", what: "symbol")
      if let amount = row.amount { v.finite(amount, at: path + "amount") }
      if let format = row.format { v.format(format, at: path + "format") }
    }
    return v.problems
  }
}

private struct DashboardValidator {
  var problems: [DocumentError.Problem] = []

  mutating func fail(_ path: JSONPath, expected: String, found: String) {
    problems.append(.init(path: path.description, expected: expected, found: found))
  }

  mutating func nonEmpty(_ text: String, at path: JSONPath, what: String) {
    if text.allSatisfy(\.isWhitespace) {
      fail(path, expected: "a non-empty \(what)", found: JSONText.quoted(text))
    }
  }

  mutating func finite(_ number: Double, at path: JSONPath) {
    if !number.isFinite { fail(path, expected: "a finite number", found: "\(number)") }
  }

  mutating func unique(
    _ id: String, at path: JSONPath, index: Int, in seen: inout [String: Int], list: String
  ) {
    nonEmpty(id, at: path, what: "id")
    if let earlier = seen[id] {
      fail(path, expected: "an id not used by \(list)[\(earlier)]", found: JSONText.quoted(id))
    } else {
      seen[id] = index
    }
  }

  /// The overview's format rules: a known currency code, fraction digits 0…6.
  mutating func format(_ format: Format, at path: JSONPath) {
    for problem in Overview(label: "-", format: format, periods: [:]).problems() {
      let suffix = problem.path.dropFirst("format".count)
      problems.append(
        .init(path: path.description + suffix, expected: problem.expected, found: problem.found))
    }
  }

  mutating func date(_ date: Date, at path: JSONPath) {
    guard ISODate.isInWritableYears(date) else {
      fail(path, expected: "a date in the years 0001 to 9999", found: JSONText.quoted(ISODate.format(date)))
      return
    }
  }

  /// The overview's point rules: finite values, dates in range, oldest first, no date twice.
  mutating func points(_ points: [Point], at path: JSONPath) {
    let period = Period(points: points)
    for problem in Overview(label: "-", format: .compact, periods: [.week: period]).problems() {
      let suffix = problem.path.dropFirst("periods.1W.points".count)
      problems.append(
        .init(path: path.description + suffix, expected: problem.expected, found: problem.found))
    }
  }
}
