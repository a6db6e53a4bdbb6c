import Foundation
import JSONDocuments
import SPTheme

/// What the overview format accepts beyond its shape. Errors (each with its path): non-finite
/// numbers, points out of order or sharing a date, a date outside the years 0001–9999, an
/// unknown currency code, fraction digits outside 0…6, a label or id without a visible
/// character (`VisibleText`: spaces, controls, zero-width and other invisible characters alone
/// do not count), metric ids that collide, more than four tiles. Accepted as they are: negative
/// values of any format (a negative duration reads "-4m 12s"), empty periods ("No data for this
/// range yet."), fewer than two tiles, and changes of any size.
extension Overview {
  /// The largest number of tiles the block lays out (two rows of two).
  public static let maximumMetrics = 4
  /// Fraction digits a format may ask for.
  public static let fractionDigitsRange = 0...6

  /// Checks an overview built in code the same way `decode` checks a file: the first
  /// `DocumentError.listLimit` problems written out, the rest counted.
  public func validate(source: String = "overview") throws(DocumentError) {
    let problems = problems(limit: DocumentError.listLimit)
    if !problems.isEmpty { throw DocumentError(source: source, problems) }
  }

  /// Every problem, in document order, with paths as in the JSON form.
  public func problems() -> [DocumentError.Problem] { problems(limit: .max).listed }

  /// The first `limit` problems in full and the rest counted: past the limit, a check costs a
  /// comparison and no text, so a file with a problem on each of 300,000 points is checked in
  /// the time it takes to read it.
  func problems(limit: Int) -> ProblemList {
    var v = Validator(problems: ProblemList(limit: limit))
    v.label(label, at: JSONPath() + "label")
    v.format(format, at: JSONPath() + "format")
    for range in TimeRange.allCases {
      guard let period = periods[range] else { continue }
      let path = JSONPath() + "periods" + range.rawValue
      v.finite(period.value, at: path + "value")
      v.finite(period.change, at: path + "change")
      v.points(period.points, at: path + "points")
      v.points(period.previousPoints, at: path + "previousPoints")
      if let metrics = period.metrics { v.metrics(metrics, at: path + "metrics") }
    }
    v.metrics(metrics, at: JSONPath() + "metrics")
    return v.problems
  }
}

private struct Validator {
  var problems: ProblemList

  mutating func fail(
    _ kind: DocumentError.Kind, _ path: @autoclosure () -> JSONPath, expected: @autoclosure () -> String,
    found: @autoclosure () -> String
  ) {
    problems.add(kind, at: path(), expected: expected(), found: found())
  }

  mutating func label(_ text: String, at path: JSONPath, what: String = "a label") {
    if !VisibleText.hasVisibleCharacter(text) {
      fail(
        .invisibleLabel, path, expected: "\(what) with a visible character", found: MessageText.quoted(text))
    }
  }

  mutating func finite(_ number: Double?, at path: @autoclosure () -> JSONPath) {
    if let number, !number.isFinite {
      fail(.notFinite, path(), expected: "a finite number", found: "\(number)")
    }
  }

  mutating func format(_ format: Format, at path: JSONPath) {
    switch format {
    case .currency(let code, let digits):
      if !CurrencyCodes.isKnown(code) {
        fail(
          .unknownCurrency, path + "currency" + "code", expected: "an ISO 4217 currency code such as \"USD\"",
          found: MessageText.quoted(code))
      }
      fractionDigits(digits, at: path + "currency" + "fractionDigits")
    case .number(let digits):
      fractionDigits(digits, at: path + "number" + "fractionDigits")
    case .percent, .compact, .duration:
      break
    }
  }

  mutating func fractionDigits(_ digits: Int?, at path: JSONPath) {
    guard let digits, !Overview.fractionDigitsRange.contains(digits) else { return }
    let range = Overview.fractionDigitsRange
    fail(
      .fractionDigits, path, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)",
      found: "\(digits)")
  }

  mutating func points(_ points: [Point], at path: JSONPath) {
    for (index, point) in points.enumerated() {
      // Paths and texts are built only for a listed problem (`ProblemList`): a year of
      // five-minute readings is 105,120 points, each of which may be out of order.
      if !point.value.isFinite { finite(point.value, at: path + index + "value") }
      guard ISODate.isInWritableYears(point.date) else {
        fail(
          .dateOutOfRange, path + index + "date", expected: "a date in the years 0001 to 9999",
          found: MessageText.quoted(ISODate.format(point.date)))
        continue
      }
      guard index > 0 else { continue }
      let previous = points[index - 1].date
      if point.date == previous {
        fail(
          .repeatedDate, path + index + "date", expected: "a date not already used by points[\(index - 1)]",
          found: MessageText.quoted(ISODate.format(point.date)))
      } else if point.date < previous {
        fail(
          .unorderedDate, path + index + "date",
          expected: "a date after \(ISODate.format(previous)) (points run oldest first)",
          found: MessageText.quoted(ISODate.format(point.date)))
      }
    }
  }

  mutating func metrics(_ metrics: [Metric], at path: JSONPath) {
    if metrics.count > Overview.maximumMetrics {
      fail(
        .tooManyItems, path, expected: "at most \(Overview.maximumMetrics) metrics",
        found: "\(metrics.count) metrics")
    }
    var firstIndex: [String: Int] = [:]
    for (index, metric) in metrics.enumerated() {
      let metricPath = path + index
      if metric.id != metric.label { label(metric.id, at: metricPath + "id", what: "an id") }
      label(metric.label, at: metricPath + "label")
      finite(metric.value, at: metricPath + "value")
      format(metric.format, at: metricPath + "format")
      finite(metric.change, at: metricPath + "change")
      if let earlier = firstIndex[metric.id] {
        fail(
          .repeatedID, metricPath + "id",
          expected: "an id not used by metrics[\(earlier)] (the id defaults to the label)",
          found: MessageText.quoted(metric.id))
      } else {
        firstIndex[metric.id] = index
      }
    }
  }
}
