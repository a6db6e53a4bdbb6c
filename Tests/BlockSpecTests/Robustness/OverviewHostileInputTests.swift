import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// Overview files at the edges of the format: every ISO-8601 spelling, numbers at the limits of
/// a `Double`, series of odd lengths, labels in any script. Each is refused with its place or
/// accepted and compiled to a sound tree, for every shipped theme (`docs/errors.md`, "Inputs
/// that are accepted").
@Suite("Hostile overview files")
struct OverviewHostileInputTests {
  static func point(_ date: String, _ value: String = "1") -> String {
    #"{"date": "\#(date)", "value": \#(value)}"#
  }

  /// ISO-8601 spellings the format accepts, with the instant each means (seconds since 1970).
  static let acceptedDates: [(text: String, seconds: Double)] = [
    ("2026-10-12", 1_791_763_200),
    ("2026-10-12T15:00Z", 1_791_817_200),
    ("2026-10-12T15:00:00Z", 1_791_817_200),
    ("2026-10-12T15:00:00.250Z", 1_791_817_200.25),
    ("2026-10-12T17:00:00+02:00", 1_791_817_200),
    ("2026-10-12T09:30:00-05:30", 1_791_817_200),
    ("2024-02-29", 1_709_164_800),
    ("0001-01-01", -62_135_596_800),
    ("9999-12-31T23:59:59Z", 253_402_300_799),
  ]

  @Test("E-O-10 every ISO-8601 spelling the format documents reads as its instant", arguments: acceptedDates)
  func acceptedDate(text: String, seconds: Double) throws {
    let overview = try Robust.decode(Robust.document(points: Self.point(text))).get()
    #expect(overview.periods[.month]?.points.first?.date == Date(timeIntervalSince1970: seconds))
  }

  /// ISO-8601 (and near-ISO) spellings the format refuses: each leaves the instant to a guess
  /// (no offset, a week or an ordinal date, a leap second), or is not a date at all.
  static let refusedDates: [String] = [
    "20261012",  // basic format
    "2026-W42-1",  // week date
    "2026-285",  // ordinal date
    "2026-10",  // month precision
    "2026-10-12T15Z",  // hour precision
    "2026-10-12T15:00",  // no offset: the instant depends on where it is read
    "2026-10-12T15:00:00",
    "2026-10-12 15:00:00Z",  // a space for the T
    "2026-10-12t15:00:00z",  // lower case
    "2026-10-12T15:00:00,5Z",  // decimal comma
    "2026-10-12T24:00:00Z",  // the end-of-day midnight
    "2026-10-12T23:59:60Z",  // a leap second
    "2026-10-12T15:00:00+02",  // offset without minutes
    "2026-10-12T15:00:00+0200",  // basic offset
    "+12026-10-12",  // expanded year
    "2026-02-29",  // not a leap year
    "2026-13-01",
    "2026-10-32",
    "",
    "yesterday",
    "١٤٤٧-٠٤-٢٠",  // Arabic-Indic digits
  ]

  @Test(
    "E-O-10 #13.6 every other spelling is refused at its path, quoting what was written; a missing or misspelt offset is named",
    arguments: refusedDates)
  func refusedDate(text: String) throws {
    guard case .failure(let error) = Robust.decode(Robust.document(points: Self.point(text))) else {
      Issue.record("\(text) was accepted")
      return
    }
    let expected =
      switch text {
      case "2026-10-12T15:00", "2026-10-12T15:00:00":
        "an ISO-8601 date with an offset after the time (Z or ±hh:mm)"
      case "2026-10-12T15:00:00+02", "2026-10-12T15:00:00+0200":
        "an ISO-8601 date with its offset written ±hh:mm"
      default: "an ISO-8601 date"
      }
    #expect(
      error.lines == [
        #"overview.json: periods.1M.points[0].date: expected \#(expected), found \#(text.jsonQuoted)"#
      ])
  }

  @Test("E-O-13 fractions of a second are read to the millisecond, so the canonical form reads back the same")
  func subMillisecondDates() throws {
    let overview = try Robust.decode(Robust.document(points: Self.point("2026-10-12T15:00:00.1234567Z")))
      .get()
    #expect(overview.periods[.month]?.points.first?.date == Date(timeIntervalSince1970: 1_791_817_200.123))
    #expect(try Overview.decode(from: overview.encodedJSON(), source: "canonical.json") == overview)
    // 0.9999 s before the year 10000 rounds into it, as the canonical form would write it.
    guard
      case .failure(let error) = Robust.decode(
        Robust.document(points: Self.point("9999-12-31T23:59:59.9999Z")))
    else {
      Issue.record("accepted")
      return
    }
    #expect(
      error.lines == [
        #"overview.json: periods.1M.points[0].date: expected a date in the years 0001 to 9999, found "10000-01-01""#
      ])
  }

  @Test(
    "#13.4 keys holding line breaks are escaped in paths and in found strings, so each problem stays one line"
  )
  func controlCharactersInKeys() {
    let json = #"{"label": "R", "format": "number", "periods": {"1\nM": {"points": []}}, "x\u2028y": 1}"#
    guard case .failure(let error) = Robust.decode(json) else {
      Issue.record("accepted")
      return
    }
    #expect(
      error.lines.sorted()
        == [
          #"overview.json: periods.1\nM: expected a range key, one of 1W, 1M, 3M, 1Y, found "1\nM""#,
          #"overview.json: x\u2028y: expected one of label, format, increaseIsGood, periods, metrics, found "x\u2028y""#,
        ].sorted())
  }

  @Test("E-O-10 a date that is not a string is refused with what it is")
  func numericDate() {
    guard
      case .failure(let error) = Robust.decode(Robust.document(points: #"{"date": 20261012, "value": 1}"#))
    else {
      Issue.record("accepted")
      return
    }
    #expect(
      error.lines == ["overview.json: periods.1M.points[0].date: expected an ISO-8601 date, found 20261012"])
  }

  @Test("E-O-7 the largest and smallest doubles read exactly; a number below the smallest reads as 0")
  func numbersAtTheLimits() throws {
    let points = [
      Self.point("2026-10-01", "1e308"), Self.point("2026-10-02", "5e-324"),
      Self.point("2026-10-03", "-1.7976931348623157e308"), Self.point("2026-10-04", "1e-400"),
    ]
    let overview = try Robust.decode(Robust.document(points: points.joined(separator: ", "))).get()
    #expect(
      overview.periods[.month]?.points.map(\.value) == [
        1e308, .leastNonzeroMagnitude, -.greatestFiniteMagnitude, 0,
      ])
  }

  /// Series whose values reach the ends of a `Double`: their chart domain must stay finite.
  static let extremeSeries: [[Double]] = [
    [1e308, -1e308],  // a span beyond the largest double
    [.greatestFiniteMagnitude],  // padding above it overflows
    [-.greatestFiniteMagnitude, 0],
    // The smallest subnormal (5e-324, spelled by name: the literal warns that it underflows):
    // its padding underflows to zero.
    [.leastNonzeroMagnitude],
    [.leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude],
    [1e-300, 2e-300],
    [0, 0, 0],
    [-1, -1],
  ]

  @Test(
    "E-O-7 series at the ends of a Double compile to finite trees in every theme",
    arguments: extremeSeries)
  func extremeSeriesCompile(_ values: [Double]) throws {
    let points = values.enumerated().map {
      Point(date: Date(timeIntervalSince1970: 1_791_763_200 + Double($0) * 86_400), value: $1)
    }
    let overview = Overview(label: "Revenue", format: .number(), periods: [.month: Period(points: points)])
    for theme in Robust.themes {
      let tree = StatsOverviewBlock.compile(overview, theme: theme, environment: OverviewSetup())
      #expect(Robust.problems(in: tree) == [], "\(theme.name) \(values)")
    }
  }

  @Test("E-O-4 a UTF-8 byte order mark is accepted; UTF-16 and invalid UTF-8 are refused")
  func encodings() throws {
    let text = Robust.document(points: Self.point("2026-10-01"))
    #expect((try? Robust.decode(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).get()) != nil)
    var utf16 = Data([0xFE, 0xFF])
    for unit in text.utf16 { utf16 += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    guard case .failure(let error) = Robust.decode(utf16) else {
      Issue.record("UTF-16 accepted")
      return
    }
    #expect(error.lines == ["overview.json: expected a JSON value, found byte 0xFE at line 1, column 1"])
    let invalid =
      Data(#"{"label": "Rev"#.utf8) + Data([0xC3, 0x28])
      + Data(#"", "format": "number", "periods": {}}"#.utf8)
    guard case .failure(let utf8Error) = Robust.decode(invalid) else {
      Issue.record("invalid UTF-8 accepted")
      return
    }
    #expect(utf8Error.path == "label")
    #expect(utf8Error.expected == "UTF-8 text")
    // F-O5: placed at the first bad byte (0xC3, the 15th byte), not at the closing quote.
    #expect(utf8Error.description.contains("line 1, column 15"), "\(utf8Error)")
  }

  @Test("E-O-17 100,000 levels of [ are refused at the 65th, without exhausting the stack")
  func deepNesting() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    guard case .failure(let error) = Robust.decode(text) else {
      Issue.record("accepted")
      return
    }
    #expect(error.expected == "at most 64 nested arrays and objects")
    #expect(error.found == "'[' at line 1, column 65")
  }

  /// Labels a person may write, each of which must reach the tree unchanged.
  static let labels: [String] = [
    String(repeating: "Revenue ", count: 1250),  // 10,000 characters
    "📈 Revenue 👩‍👩‍👧‍👦 🇯🇵",  // emoji: presentation, ZWJ sequences, flags
    "الإيرادات الشهرية",  // Arabic, right to left
    "הכנסות",  // Hebrew
    "Re\u{0301}ve\u{0301}nue\u{0308}",  // combining marks
    "Z\u{0351}\u{0352}\u{0353}\u{0354}\u{0355}\u{0356}\u{0357}a\u{0358}\u{0359}\u{035A}lgo",  // stacked marks
    "\u{202E}eunever\u{202C}",  // a right-to-left override
    "Tab\tand\nnewline \"quoted\" \\ back",
  ]

  @Test(
    "labels of any length and script reach the headline and the tiles unchanged", arguments: labels.indices)
  func labelReachesTheTree(_ index: Int) throws {
    let label = Self.labels[index]
    let json = #"""
      {"label": \#(label.jsonQuoted), "format": "number",
       "periods": {"1M": {"points": [\#(Self.point("2026-10-01")), \#(Self.point("2026-10-02", "2"))]}},
       "metrics": [{"label": \#(label.jsonQuoted), "value": 1, "format": "number"}, {"label": "x", "value": 2, "format": "number"}]}
      """#
    let overview = try Robust.decode(json).get()
    #expect(overview.label == label)
    for theme in Robust.themes {
      for size in [DynamicTypeStep.xSmall, .accessibility5] {
        let tree = StatsOverviewBlock.compile(
          overview, theme: theme, environment: OverviewSetup(dynamicTypeSize: size, width: 320))
        #expect(Robust.problems(in: tree) == [], "\(theme.name) \(size)")
        let strings = tree.allNodes.compactMap { $0.text?.string }
        #expect(strings.contains(label), "\(theme.name) \(size): the label is not a text node's string")
      }
    }
  }

  @Test("E-O-16 10,000 tiles are refused in one line, not one per tile")
  func tenThousandTiles() {
    let tiles = (0..<10_000).map { #"{"label": "Tile \#($0)", "value": \#($0), "format": "number"}"# }
    let json =
      #"{"label": "Revenue", "format": "number", "periods": {}, "metrics": [\#(tiles.joined(separator: ","))]}"#
    guard case .failure(let error) = Robust.decode(json) else {
      Issue.record("accepted")
      return
    }
    #expect(error.lines == ["overview.json: metrics: expected at most 4 metrics, found 10000 metrics"])
  }
}
