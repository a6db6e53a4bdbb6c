import Foundation
import JSONDocuments
import Testing

@testable import BlockSpec

/// Shared inputs for the model tests: fixed locales and zones (never the machine's), dates
/// written the way the format writes them, and the repository's docs folder.
enum Fixtures {
  static let enUS = Locale(identifier: "en_US")
  static let deDE = Locale(identifier: "de_DE")
  static let jaJP = Locale(identifier: "ja_JP")
  static let utc = TimeZone(identifier: "UTC")!
  static let newYork = TimeZone(identifier: "America/New_York")!

  /// A date from its ISO-8601 text; a typo fails the test that uses it rather than crashing.
  static func date(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Date {
    guard let date = ISODate.parse(text) else {
      Issue.record("bad fixture date \(text)", sourceLocation: sourceLocation)
      return Date(timeIntervalSince1970: 0)
    }
    return date
  }

  static func calendar(_ zone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return calendar
  }

  /// `count` dates `step` calendar units apart from `start`, in `zone`.
  static func series(
    from start: String, count: Int, step: Calendar.Component, by amount: Int = 1, in zone: TimeZone = utc
  ) -> [Date] {
    let calendar = calendar(zone)
    let first = date(start)
    return (0..<count).compactMap { calendar.date(byAdding: step, value: $0 * amount, to: first) }
  }

  /// The repository root, found from this file's path (Tests/BlockSpecTests/Model/…).
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func docsFile(_ relativePath: String) -> URL {
    repositoryRoot.appendingPathComponent("docs").appendingPathComponent(relativePath)
  }

  static func decode(_ json: String, source: String = "overview.json") throws(OverviewError) -> Overview {
    try Overview.decode(from: Data(json.utf8), source: source)
  }

  /// The problems `json` is rejected with, as description lines; empty if it is accepted.
  static func problems(_ json: String) -> [String] {
    do {
      _ = try decode(json)
      return []
    } catch {
      return error.lines
    }
  }

  /// A valid overview document around the given `periods` and `metrics` JSON fragments.
  static func document(
    periods: String = #"{"1M": {"points": [{"date": "2026-10-01", "value": 1}]}}"#,
    metrics: String = "[]", format: String = #"{"currency": {"code": "USD"}}"#, label: String = "Revenue"
  ) -> String {
    #"{"label": \#(JSONText.quoted(label)), "format": \#(format), "periods": \#(periods), "metrics": \#(metrics)}"#
  }
}
