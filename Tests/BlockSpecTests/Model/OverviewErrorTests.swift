import Foundation
import JSONDocuments
import Testing

@testable import BlockSpec

@Suite("Overview errors")
struct OverviewErrorTests {
  typealias F = Fixtures

  static func points(_ dates: [String], key: String = "points") -> String {
    let list = dates.enumerated().map { #"{"date": "\#($1)", "value": \#($0)}"# }.joined(separator: ", ")
    return #"{"1M": {"\#(key)": [\#(list)]}}"#
  }

  static func metrics(_ labels: [String]) -> String {
    "[" + labels.map { #"{"label": "\#($0)", "value": 1, "format": "number"}"# }.joined(separator: ", ") + "]"
  }

  @Test("O-DA-4 a date that is not ISO-8601 names the file, path, expectation and value")
  func badDate() {
    let periods = Self.points(["2026-10-01", "2026-10-02", "2026-10-03", "yesterday"])
    do {
      _ = try F.decode(F.document(periods: periods))
      Issue.record("accepted a bad date")
    } catch {
      #expect(
        error.description
          == #"overview.json: periods.1M.points[3].date: expected an ISO-8601 date, found "yesterday""#)
      #expect(error.source == "overview.json")
      #expect(error.path == "periods.1M.points[3].date")
      #expect(error.expected == "an ISO-8601 date")
      #expect(error.found == #""yesterday""#)
    }
  }

  @Test(
    "O-DA-2 validation errors, each with its path and message",
    arguments: [
      // A period needs its points, even when there are none.
      (
        F.document(periods: Self.points(["2026-10-01"], key: "previousPoints")),
        #"periods.1M.points: expected a value for "points", found nothing"#
      ),
      // Non-finite numbers: JSON cannot spell them, and overflowing literals are refused.
      (
        F.document(periods: #"{"1M": {"points": [], "value": 1e999}}"#),
        #"periods.1M.value: expected a finite number (at most ±1.8e308), found 1e999"#
      ),
      // Points out of order, and sharing a date.
      (
        F.document(periods: Self.points(["2026-10-01", "2026-10-05", "2026-10-03"])),
        #"periods.1M.points[2].date: expected a date after 2026-10-05 (points run oldest first), found "2026-10-03""#
      ),
      (
        F.document(
          periods:
            #"{"1M": {"points": [], "previousPoints": [{"date": "2026-10-01", "value": 1}, {"date": "2026-10-01T02:00:00+02:00", "value": 2}]}}"#
        ),
        #"periods.1M.previousPoints[1].date: expected a date not already used by points[0], found "2026-10-01""#
      ),
      // An unknown range key.
      (
        F.document(periods: #"{"2W": {"points": []}}"#),
        #"periods.2W: expected a range key, one of 1W, 1M, 3M, 1Y, found "2W""#
      ),
      // An unknown currency code.
      (
        F.document(format: #"{"currency": {"code": "USX"}}"#),
        #"format.currency.code: expected an ISO 4217 currency code such as "USD", found "USX""#
      ),
      (
        F.document(format: #"{"currency": {"code": "usd"}}"#),
        #"format.currency.code: expected an ISO 4217 currency code such as "USD", found "usd""#
      ),
      // Labels with nothing to see.
      (F.document(label: ""), #"label: expected a label with a visible character, found """#),
      (
        F.document(metrics: Self.metrics(["Orders", "  "])),
        #"metrics[1].label: expected a label with a visible character, found "  ""#
      ),
      (
        F.document(metrics: #"[{"id": "", "label": "Orders", "value": 1, "format": "number"}]"#),
        #"metrics[0].id: expected an id with a visible character, found """#
      ),

      // Colliding metric ids, given or defaulted to the label.
      (
        F.document(metrics: Self.metrics(["Orders", "Conversion", "Orders"])),
        #"metrics[2].id: expected an id not used by metrics[0] (the id defaults to the label), found "Orders""#
      ),
      (
        F.document(
          metrics:
            #"[{"id": "Orders", "label": "Count", "value": 1, "format": "number"}, {"label": "Orders", "value": 2, "format": "number"}]"#
        ),
        #"metrics[1].id: expected an id not used by metrics[0] (the id defaults to the label), found "Orders""#
      ),
      // More than four tiles, in the fallback or in a period.
      (
        F.document(metrics: Self.metrics(["A", "B", "C", "D", "E"])),
        "metrics: expected at most 4 metrics, found 5 metrics"
      ),
      (
        F.document(
          periods: #"{"1W": {"points": [], "metrics": \#(Self.metrics(["A", "B", "C", "D", "E", "F"]))}}"#),
        "periods.1W.metrics: expected at most 4 metrics, found 6 metrics"
      ),
      // Fraction digits out of range or not whole.
      (
        F.document(format: #"{"currency": {"code": "USD", "fractionDigits": 9}}"#),
        "format.currency.fractionDigits: expected a whole number from 0 to 6, found 9"
      ),
      (
        F.document(format: #"{"number": {"fractionDigits": 1.5}}"#),
        "format.number.fractionDigits: expected a whole number, found 1.5"
      ),
      // Shape: unknown, missing and mistyped members.
      (
        #"{"label": "Revenue", "format": "number", "periods": {}, "increaseisGood": false}"#,
        #"increaseisGood: expected one of label, format, increaseIsGood, periods, metrics, found "increaseisGood""#
      ),
      (#"{"format": "number", "periods": {}}"#, #"label: expected a value for "label", found nothing"#),
      (
        #"{"label": null, "format": "number", "periods": {}}"#,
        #"label: expected a value for "label", found null"#
      ),
      (
        F.document(periods: #"{"1M": {"points": [{"date": "2026-10-01", "value": "12"}]}}"#),
        #"periods.1M.points[0].value: expected a number, found "12""#
      ),
      (
        F.document(format: #""money""#),
        #"format: expected a format: "number", "percent", "compact", "duration", {"number": {…}} or {"currency": {…}}, found "money""#
      ),
      (
        F.document(format: #""currency""#),
        #"format: expected {"currency": {"code": …}}, as a currency needs its code, found "currency""#
      ),
      (
        F.document(
          metrics: #"[{"label": "Orders", "value": 1, "format": "number", "increaseIsGood": "no"}]"#),
        #"metrics[0].increaseIsGood: expected true or false, found "no""#
      ),
      ("[]", "expected an overview object, found an empty array"),
      // Dates the format refuses.
      (
        F.document(periods: Self.points(["2026-10-12T15:00:00"])),
        #"periods.1M.points[0].date: expected an ISO-8601 date with an offset after the time (Z or ±hh:mm), found "2026-10-12T15:00:00""#
      ),
      (
        F.document(periods: Self.points(["2026-02-29"])),
        #"periods.1M.points[0].date: expected an ISO-8601 date, found "2026-02-29""#
      ),
      (
        F.document(periods: Self.points(["12/10/2026"])),
        #"periods.1M.points[0].date: expected an ISO-8601 date, found "12/10/2026""#
      ),
      // Syntax, with the place it broke.
      (#"{"label": "Revenue",}"#, "expected a quoted key, found '}' at line 1, column 21"),
      (
        "{\n  \"label\": \"Revenue\",\n  \"format\": \"number\",\n  \"format\": \"percent\"\n}",
        #"format: expected each key once in an object, found "format" again at line 4, column 3"#
      ),
      (#"{"label": "Rev"#, #"label: expected a closing '"', found the end of the input"#),
      ("", "expected a JSON value, found the end of the input"),
      (#"{"label": "Revenue"} x"#, "expected the end of the document, found 'x' at line 1, column 22"),
      (#"{"label": tru}"#, "label: expected a JSON value, found 't' at line 1, column 11"),
      (#"{"label": 01}"#, "expected ',' or '}', found '1' at line 1, column 12"),
    ])
  func validation(json: String, line: String) {
    #expect(F.problems(json).first == "overview.json: " + line)
  }

  @Test("O-DA-6 accepted as they are: negative durations and values, empty periods, few tiles, big changes")
  func accepted() throws {
    let json = F.document(
      periods:
        #"{"1W": {"points": [], "change": 25}, "1M": {"points": [{"date": "2026-10-01", "value": -252}], "value": -252}}"#,
      metrics: #"[{"label": "Time on site", "value": -252, "format": "duration", "change": -3}]"#,
      format: #""duration""#)
    let overview = try F.decode(json)
    #expect(overview.format.formatted(overview.periods[.month]?.value ?? 0, locale: F.enUS) == "-4m 12s")
    #expect(overview.periods[.week]?.points.isEmpty == true)
    #expect(overview.metrics.count == 1)
  }

  @Test("O-DA-2 every problem is reported at once, in document order")
  func severalProblems() {
    let json = #"""
      {
        "label": 7,
        "format": {"currency": {"code": "USD", "digits": 2}},
        "periods": {
          "1M": {"points": [{"date": "yesterday", "value": 1}, {"date": "2026-10-02"}]},
          "5Y": {"points": []}
        },
        "metrics": [{"label": "Orders", "value": true, "format": "number"}]
      }
      """#
    #expect(
      F.problems(json) == [
        "overview.json: label: expected a label, found 7",
        #"overview.json: format.currency.digits: expected one of code, fractionDigits, found "digits""#,
        #"overview.json: periods.1M.points[0].date: expected an ISO-8601 date, found "yesterday""#,
        #"overview.json: periods.1M.points[1].value: expected a value for "value", found nothing"#,
        #"overview.json: periods.5Y: expected a range key, one of 1W, 1M, 3M, 1Y, found "5Y""#,
        "overview.json: metrics[0].value: expected a number, found true",
      ])
  }

  @Test("O-DA-2 meaning is checked once the shape is right, all problems together")
  func severalMeaningProblems() {
    let json = F.document(
      periods: Self.points(["2026-10-02", "2026-10-01", "2026-10-01"]),
      metrics: Self.metrics(["Orders", "Orders"]), format: #"{"currency": {"code": "XYZ"}}"#)
    #expect(
      F.problems(json).map { $0.split(separator: ":")[1] } == [
        " format.currency.code", " periods.1M.points[1].date", " periods.1M.points[2].date", " metrics[1].id",
      ])
  }

  @Test("O-DA-1 deep nesting is refused with an error, not a crash")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(
      F.problems(deep) == [
        "overview.json: " + String(repeating: "[0]", count: 64)
          + ": expected at most 64 nested arrays and objects, found '[' at line 1, column 65"
      ])
  }

  @Test("O-DA-1 text that is not UTF-8 is refused")
  func invalidUTF8() {
    var bytes = Array(#"{"label": "Rev"#.utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array(#"", "format": "number", "periods": {}}"#.utf8)
    do {
      _ = try Overview.decode(from: Data(bytes), source: "-")
      Issue.record("accepted invalid UTF-8")
    } catch {
      #expect(error.description.hasPrefix("-: label: expected UTF-8 text"))
    }
  }

  @Test(
    "#13.6 a format without options written as an object is told its bare-string spelling",
    arguments: ["percent", "compact", "duration"])
  func formatWithoutOptions(style: String) {
    #expect(
      F.problems(F.document(format: #"{"\#(style)": {}}"#)) == [
        #"overview.json: format: expected "\#(style)" as a bare string (it has no options), found an object keyed "\#(style)""#
      ])
    #expect(
      F.problems(F.document(format: #"{"pct": {}}"#)) == [
        #"overview.json: format.pct: expected a format object keyed "currency" or "number", found "pct""#
      ])
  }

  @Test(
    "#13.8 a label or id needs a character a reader can see: spaces, controls, format characters and default-ignorables alone are refused, and the message shows them escaped",
    arguments: [
      ("\u{0}", #""\u0000""#), ("\u{200B}", #""\u200B""#), ("\u{A0}", #""\u00A0""#),
      ("\u{2028}", #""\u2028""#), ("\u{202E}\u{2066}", #""\u202E\u2066""#), ("\u{FEFF}", #""\uFEFF""#),
      ("\u{3164}", #""\u3164""#), ("\u{2800}", #""\u2800""#), ("\u{34F}", #""\u034F""#),
      ("\u{FE0F}", #""\uFE0F""#), ("\u{E0041}", #""\uDB40\uDC41""#), ("\u{301}", "\"\u{301}\""),
      (" \t\u{3000}", #"" \t\u3000""#), ("\u{1B}\u{9B}", #""\u001B\u009B""#),
    ])
  func invisibleLabels(label: String, found: String) {
    let quoted = JSONText.quoted(label)
    let json = F.document(
      metrics:
        #"[{"id": "a", "label": \#(quoted), "value": 1, "format": "number"}, {"id": \#(quoted), "label": "B", "value": 1, "format": "number"}]"#,
      label: label)
    #expect(
      F.problems(json) == [
        "overview.json: label: expected a label with a visible character, found \(found)",
        "overview.json: metrics[0].label: expected a label with a visible character, found \(found)",
        "overview.json: metrics[1].id: expected an id with a visible character, found \(found)",
      ])
  }

  @Test(
    "#13.8 a label with any visible character is accepted: letters, digits, symbols, emoji, private use",
    arguments: ["R", "7", "—", "👍", "\u{F8FF}", "e\u{301}", "\u{200B}X", "👨\u{200D}👩\u{200D}👧", "\u{A0}€"])
  func visibleLabels(label: String) throws {
    _ = try F.decode(F.document(label: label))
  }

  @Test(
    "every block's errors share the kinds: a problem written without one is filed under other, and the size error names the document"
  )
  func documentErrorKinds() {
    // Other blocks' readers write problems without a kind; they are counted under `other`.
    let plain = DocumentError.Problem(path: "tiles[0]", expected: "a tile", found: "null")
    #expect(plain.kind == .other)
    let error = DocumentError(source: "tile.json", problems: [plain], unlisted: [.other: 3])
    #expect(
      error.lines == [
        "tile.json: tiles[0]: expected a tile, found null",
        "tile.json: and 3 more problems of the same kind: other problem (3)",
      ])
    #expect(
      DocumentError.inputTooLarge(source: "tile.json", byteCount: 20_000_000).description
        == "tile.json: expected a document of at most 16777216 bytes, found 20000000 bytes")
    #expect(
      DocumentError.inputTooLarge(source: "-", byteCount: nil, document: "an overview").description
        == "-: expected an overview of at most 16777216 bytes, found more than 16777216 bytes")
    #expect(DocumentError.inputTooLarge(source: "-", byteCount: nil).problems[0].kind == .tooLarge)
  }

  @Test(
    "#13.7 a document read through the registry has its problems of meaning reported by the quick way, counted past 100"
  )
  func registryQuickWayCounts() throws {
    let dates = (0..<150).map {
      ISODate.format(Date(timeIntervalSince1970: 1_791_763_200 - Double($0) * 86_400))
    }
    let data = Data(F.document(periods: Self.points(dates)).utf8)
    #expect(throws: DocumentError.self) { try BlockRegistry.decode(from: data, source: "r.json") }
    do {
      _ = try BlockRegistry.decode(from: data, source: "r.json")
    } catch {
      #expect(error.problems.count == DocumentError.listLimit)
      #expect(error.unlisted == [.unorderedDate: 49])
      #expect(error.lines.last == "r.json: and 49 more problems of the same kind: date out of order (49)")
    }
  }

  @Test("O-DA-2 an overview built in code is validated the same way")
  func validateModel() {
    let overview = Overview(
      label: "Revenue", format: .currency(code: "USD"),
      periods: [.month: Period(points: [Point(date: F.date("2026-10-01"), value: .nan)], change: .infinity)],
      metrics: [Metric(label: "Orders", value: 1, format: .number(fractionDigits: -1))])
    #expect(throws: OverviewError.self) { try overview.validate(source: "code") }
    #expect(
      overview.problems().map(\.description) == [
        "periods.1M.change: expected a finite number, found inf",
        "periods.1M.points[0].value: expected a finite number, found nan",
        "metrics[0].format.number.fractionDigits: expected a whole number from 0 to 6, found -1",
      ])
  }
}
