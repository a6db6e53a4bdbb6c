import BlockSpec
import Foundation
import SpecCompileKit
import Testing

/// The overview half of `docs/errors.md`: every entry's input and the exact first line a person
/// reads, from the library and through the command. `CatalogueDocsTests` checks that the page
/// prints these same lines.
@Suite("Error catalogue: overview files")
struct OverviewCatalogueTests {
  struct Entry: Sendable, CustomTestStringConvertible {
    var id: String
    var input: Input
    var line: String
    var testDescription: String { id }

    enum Input: Sendable {
      /// The file's bytes, made when the entry runs.
      case bytes(@Sendable () -> Data)
      /// A file of this many zero bytes: `Data(count:)` for the library, a sparse file for the
      /// command, so neither costs the memory.
      case zeros(Int)
    }

    init(id: String, json: String, line: String) {
      self.init(id: id, bytes: { Data(json.utf8) }, line: line)
    }

    init(id: String, bytes: @escaping @Sendable () -> Data, line: String) {
      self.init(id: id, input: .bytes(bytes), line: line)
    }

    init(id: String, input: Input, line: String) {
      self.id = id
      self.input = input
      self.line = line
    }

    var data: Data {
      switch input {
      case .bytes(let make): make()
      case .zeros(let count): Data(count: count)
      }
    }
  }

  /// An overview document with one 1M period holding `points` (JSON fragments).
  static func document(points: String, format: String = #""number""#, label: String = "Revenue") -> String {
    #"{"label": "\#(label)", "format": \#(format), "periods": {"1M": {"points": [\#(points)]}}}"#
  }

  static func point(_ date: String, _ value: String = "1") -> String {
    #"{"date": "\#(date)", "value": \#(value)}"#
  }

  static func decode(_ data: Data) -> Result<Overview, OverviewError> {
    Result { () throws(OverviewError) in try Overview.decode(from: data, source: "overview.json") }
  }

  static let entries: [Entry] = [
    Entry(
      id: "E-O-1", json: "hello", line: "overview.json: expected a JSON value, found 'h' at line 1, column 1"),
    Entry(id: "E-O-2", json: "", line: "overview.json: expected a JSON value, found the end of the input"),
    Entry(
      id: "E-O-3", json: #"{"label": "Reven"#,
      line: #"overview.json: label: expected a closing '"', found the end of the input"#),
    Entry(
      id: "E-O-4",
      bytes: {
        Data(#"{"label": "Rev"#.utf8) + Data([0xC3, 0x28])
          + Data(#"", "format": "number", "periods": {}}"#.utf8)
      },
      line: "overview.json: label: expected UTF-8 text, found byte 0xC3 at line 1, column 15"),
    Entry(
      id: "E-O-4",
      bytes: {
        var utf16 = Data([0xFE, 0xFF])
        for unit in #"{"label": "Revenue", "format": "number", "periods": {}}"#.utf16 {
          utf16 += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        return utf16
      },
      line: "overview.json: expected a JSON value, found byte 0xFE at line 1, column 1"),
    Entry(
      id: "E-O-5", json: document(points: point("2026-10-01", "NaN")),
      line:
        "overview.json: periods.1M.points[0].value: expected a JSON value, found 'N' at line 1, column 104"),
    Entry(
      id: "E-O-5", json: document(points: point("2026-10-01", "-Infinity")),
      line: "overview.json: periods.1M.points[0].value: expected a digit, found 'I' at line 1, column 105"),
    Entry(
      id: "E-O-6", json: document(points: point("2026-10-01", "1e400")),
      line:
        "overview.json: periods.1M.points[0].value: expected a finite number (at most ±1.8e308), found 1e400"),
    Entry(
      id: "E-O-8", json: "[1, 2]", line: "overview.json: expected an overview object, found an array"),
    Entry(
      id: "E-O-8", json: #"{"label": 3, "format": "number", "periods": {}}"#,
      line: "overview.json: label: expected a label, found 3"),
    Entry(
      id: "E-O-8", json: #"{"label": "Revenue", "format": "number"}"#,
      line: #"overview.json: periods: expected a value for "periods", found nothing"#),
    Entry(
      id: "E-O-9", json: #"{"label": "Revenue", "label": "Orders", "format": "number", "periods": {}}"#,
      line:
        #"overview.json: label: expected each key once in an object, found "label" again at line 1, column 22"#
    ),
    Entry(
      id: "E-O-10", json: document(points: point("yesterday")),
      line: #"overview.json: periods.1M.points[0].date: expected an ISO-8601 date, found "yesterday""#),
    Entry(
      id: "E-O-10", json: document(points: point("2026-10-01T12:00")),
      line:
        #"overview.json: periods.1M.points[0].date: expected an ISO-8601 date with an offset after the time (Z or ±hh:mm), found "2026-10-01T12:00""#
    ),
    Entry(
      id: "E-O-11", json: document(points: point("0000-12-31")),
      line:
        #"overview.json: periods.1M.points[0].date: expected a date in the years 0001 to 9999, found "0000-12-31""#
    ),
    Entry(
      id: "E-O-12", json: document(points: point("2026-10-01") + ", " + point("2026-10-01T00:00:00Z")),
      line:
        #"overview.json: periods.1M.points[1].date: expected a date not already used by points[0], found "2026-10-01""#
    ),
    Entry(
      id: "E-O-12", json: document(points: point("2026-10-02") + ", " + point("2026-10-01")),
      line:
        #"overview.json: periods.1M.points[1].date: expected a date after 2026-10-02 (points run oldest first), found "2026-10-01""#
    ),
    Entry(
      id: "E-O-13",
      json: document(
        points: point("2026-10-01T00:00:00.0001Z") + ", " + point("2026-10-01T00:00:00.0002Z")),
      line:
        #"overview.json: periods.1M.points[1].date: expected a date not already used by points[0], found "2026-10-01""#
    ),
    Entry(
      id: "E-O-14", json: document(points: "", format: #"{"currency": {"code": "XYZ"}}"#),
      line:
        #"overview.json: format.currency.code: expected an ISO 4217 currency code such as "USD", found "XYZ""#
    ),
    Entry(
      id: "E-O-14", json: document(points: "", format: #"{"number": {"fractionDigits": 7}}"#),
      line: "overview.json: format.number.fractionDigits: expected a whole number from 0 to 6, found 7"),
    Entry(
      id: "E-O-15", json: document(points: "", label: " "),
      line: #"overview.json: label: expected a label with a visible character, found " ""#),
    Entry(
      id: "E-O-16",
      json: #"{"label": "Revenue", "format": "number", "periods": {}, "metrics": [\#(tiles(10_000))]}"#,
      line: "overview.json: metrics: expected at most 4 metrics, found 10000 metrics"),
    Entry(
      id: "E-O-16",
      json:
        #"{"label": "Revenue", "format": "number", "periods": {}, "metrics": [\#(tiles(2)), \#(tiles(1))]}"#,
      line:
        #"overview.json: metrics[2].id: expected an id not used by metrics[0] (the id defaults to the label), found "Tile 0""#
    ),
    Entry(
      id: "E-O-17", json: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
      line: "overview.json: " + String(repeating: "[0]", count: 64)
        + ": expected at most 64 nested arrays and objects, found '[' at line 1, column 65"),
    Entry(
      id: "E-O-18", input: .zeros(200_000_000),
      line: "overview.json: expected an overview of at most 16777216 bytes, found 200000000 bytes"),
  ]

  static func tiles(_ count: Int) -> String {
    (0..<count).map { #"{"label": "Tile \#($0)", "value": \#($0), "format": "number"}"# }.joined(
      separator: ", ")
  }

  @Test("E-O catalogue entries fail with exactly the documented first line", arguments: entries)
  func entry(_ entry: Entry) {
    let result = Self.decode(entry.data)
    guard case .failure(let error) = result else {
      Issue.record("\(entry.id) decoded")
      return
    }
    #expect(error.lines.first == entry.line)
  }

  @Test(
    "#13.9 E-C-5 each E-O entry through the command prints its line after the program's name, and exits 65",
    arguments: entries)
  func throughTheCommand(_ entry: Entry) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("overview.json")
    switch entry.input {
    case .bytes(let make): try make().write(to: URL(fileURLWithPath: path))
    case .zeros(let count): try directory.sparse("overview.json", size: UInt64(count))
    }
    let run = try SpecCompileExecutable.run(["overview.json"], in: directory.url)
    #expect(run.status == ExitCode.dataError.rawValue)
    #expect(run.errorLines.first == "spec-compile: " + entry.line)
    #expect(run.standardOutput.isEmpty)
  }

  @Test("E-O every problem is its own line, each starting with the file name")
  func oneLinePerProblem() throws {
    let json =
      #"{"label": "", "format": {"currency": {"code": "XYZ"}}, "periods": {"1M": {"points": [\#(Self.point("2026-10-02")), \#(Self.point("2026-10-01"))]}}}"#
    guard case .failure(let error) = Self.decode(Data(json.utf8)) else {
      Issue.record("decoded")
      return
    }
    #expect(error.problems.count == 3)
    #expect(error.description.split(separator: "\n").count == 3)
    #expect(error.lines.allSatisfy { $0.hasPrefix("overview.json: ") })
  }
}
