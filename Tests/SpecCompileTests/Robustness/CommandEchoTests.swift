import BlockSpec
import Foundation
import SPTheme
import SpecCompileKit
import Testing

/// What the command echoes of its input: file names, found values, arguments. Each problem is
/// one line whatever they hold, nothing reaches the terminal as a control sequence, and a huge
/// value or a huge list of problems is cut to a readable, bounded message.
@Suite("The command's echoes")
struct CommandEchoTests {
  /// A name holding a newline, an escape sequence (red text), U+2028 and a right-to-left override.
  static let hostileName = "a\nb\u{1B}[31m\u{2028}\u{202E}.json"
  static let hostileNameShown = #"a\nb\u001B[31m\u2028\u202E.json"#

  @Test("#13.4 a file name is escaped in every line that names it, so each problem stays one line")
  func fileNames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(#"{"label": 3}"#, to: Self.hostileName)
    let run = try SpecCompileExecutable.run([Self.hostileName], in: directory.url)
    #expect(run.status == ExitCode.dataError.rawValue)
    #expect(
      run.errorLines == [
        "spec-compile: \(Self.hostileNameShown): format: expected a value for \"format\", found nothing",
        "spec-compile: \(Self.hostileNameShown): periods: expected a value for \"periods\", found nothing",
        "spec-compile: \(Self.hostileNameShown): label: expected a label, found 3",
      ])
    let missing = try SpecCompileExecutable.run(["x\u{1B}]0;title\u{07}.json"], in: directory.url)
    #expect(
      missing.errorLines == [
        #"spec-compile: x\u001B]0;title\u0007.json: cannot read the overview file: no such file"#
      ])
  }

  @Test(
    "#13.4 found strings and keys are escaped: control characters, U+2028, U+2029, bidi and invisible characters"
  )
  func foundValues() throws {
    let json =
      #"{"label": "\u001b[2J\u2029\u2066x\u2069", "format": "number", "periods": {"1M": {"points": [], "x\u202ey": 1}}}"#
    let console = RecordingConsole(input: Data(json.utf8))
    #expect(SpecCompile.run(["-"], console: console) == .dataError)
    #expect(
      console.errorLines == [
        #"spec-compile: <stdin>: periods.1M.x\u202Ey: expected one of value, change, points, previousPoints, metrics, found "x\u202Ey""#
      ])
  }

  @Test("#13.4 values from the command line are escaped where they are echoed")
  func arguments() {
    let width = RecordingConsole()
    #expect(SpecCompile.run(["--sample", "--width", "\u{1B}[2J"], console: width) == .usage)
    #expect(
      width.errorLines == [
        #"spec-compile: --width <points>: '\u001B[2J' is not a width in points (a number above 0, at most 10000)"#
      ])
    let theme = RecordingConsole()
    #expect(SpecCompile.run(["--sample", "--theme", "dark\u{202E}"], console: theme) == .usage)
    #expect(
      theme.errorLines == [
        #"spec-compile: --theme <name|path>: 'dark\u202E' is not a shipped theme (brand, dark, dark-high-contrast, light, light-high-contrast) (did you mean 'dark'?); give a theme file by its path, e.g. ./dark\u202E.json"#
      ])
  }

  @Test("#13.4 a theme's name, taken from its file's, is escaped in check-theme's table and the text tree")
  func themeNames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let name = "pale\n\u{1B}[0m.json"
    _ = try directory.write(#"{"$extends": "light"}"#, to: name)
    let check = try SpecCompileExecutable.run(["check-theme", "./" + name], in: directory.url)
    #expect(check.status == 0)
    #expect(check.outputText.hasPrefix(#"Theme pale\n\u001B[0m: tokens complete"#))
    let tree = try SpecCompileExecutable.run(
      ["--sample", "--theme", "./" + name, "--format", "tree"], in: directory.url)
    #expect(
      tree.outputText.hasPrefix(
        "statsOverview schema=\(LayoutTree.baseSchemaVersion) theme=" + #"pale\n\u001B[0m state=loaded"#))
  }

  @Test("#13.7 a long key, string or number is cut to a readable length, with its size")
  func longValues() throws {
    let key = String(repeating: "k", count: 1 << 20)
    let label = String(repeating: "l", count: 100_000)
    let digits = String(repeating: "1", count: 100_000)
    let k64 = String(repeating: "k", count: 64)
    let cases: [(String, String)] = [
      (
        #"{"label": "R", "format": "number", "periods": {}, "\#(key)": 1}"#,
        #"spec-compile: <stdin>: \#(k64)… (1048576 characters): expected one of label, format, increaseIsGood, periods, metrics, found "\#(k64)…" (1048576 characters)"#
      ),
      (
        #"{"label": "R", "format": "number", "periods": {}, "metrics": [{"id": "\#(label)", "label": "x", "value": 1, "format": "number"}, {"label": "\#(label)", "value": 1, "format": "number"}]}"#,
        #"spec-compile: <stdin>: metrics[1].id: expected an id not used by metrics[0] (the id defaults to the label), found "\#(label.prefix(64))…" (100000 characters)"#
      ),
      (
        #"{"label": "R", "format": "number", "periods": {"1M": {"points": [{"date": "2026-10-01", "value": \#(digits)}]}}}"#,
        #"spec-compile: <stdin>: periods.1M.points[0].value: expected a finite number (at most ±1.8e308), found \#(digits.prefix(120))… (100000 characters)"#
      ),
    ]
    for (json, line) in cases {
      let console = RecordingConsole(input: Data(json.utf8))
      #expect(SpecCompile.run(["-"], console: console) == .dataError)
      #expect(console.errorLines == [line])
    }
    let console = RecordingConsole()
    _ = SpecCompile.run(["--sample", "--width", String(repeating: "9", count: 200_000)], console: console)
    #expect(
      console.errorLines == [
        "spec-compile: --width <points>: '\(String(repeating: "9", count: 64))…' (200000 characters) is not a width in points (a number above 0, at most 10000)"
      ])
  }

  /// An overview of `count` one-minute readings, dated newest first when `reversed`.
  static func minutes(_ count: Int, reversed: Bool) -> Data {
    let start = 1_790_000_000
    var text = #"{"label":"Revenue","format":"number","periods":{"1M":{"points":["#
    for index in 0..<count {
      let seconds = reversed ? start - index * 60 : start - (count - index) * 60
      let date = Date(timeIntervalSince1970: Double(seconds)).formatted(.iso8601)
      text += (index == 0 ? "" : ",") + #"{"date":"\#(date)","value":\#(index % 997)}"#
    }
    return Data((text + "]}}}").utf8)
  }

  @Test(
    "#13.7 a large overview with every date out of order reads in about the time a valid one does, and prints 101 lines"
  )
  func manyProblems() throws {
    let valid = Self.minutes(200_000, reversed: false)
    let reversed = Self.minutes(200_000, reversed: true)
    let clock = ContinuousClock()
    let validTime = try clock.measure { _ = try Overview.decode(from: valid, source: "valid.json") }
    var lines: [String] = []
    let reversedTime = clock.measure {
      do throws(OverviewError) {
        _ = try Overview.decode(from: reversed, source: "reversed.json")
      } catch {
        lines = error.lines
      }
    }
    #expect(lines.count == 101)
    #expect(
      lines.last == "reversed.json: and 199899 more problems of the same kind: date out of order (199899)")
    // Before, the problems sent the document through the full parser and built 199,999 lines:
    // ten times the valid document's time.
    #expect(reversedTime < validTime * 3, "\(reversedTime) against \(validTime)")
  }

  @Test(
    "#13.7 the count of unlisted problems names their kinds; of the same kinds only when the list showed them"
  )
  func unlistedKinds() {
    let problem = OverviewError.Problem(
      kind: .unorderedDate, path: "periods.1M.points[1].date", expected: "x", found: "y")
    let same = OverviewError(source: "o.json", problems: [problem], unlisted: [.unorderedDate: 5])
    #expect(same.lines.last == "o.json: and 5 more problems of the same kind: date out of order (5)")
    let mixed = OverviewError(
      source: "o.json", problems: [problem], unlisted: [.unorderedDate: 5, .repeatedDate: 1])
    #expect(mixed.lines.last == "o.json: and 6 more problems: repeated date (1), date out of order (5)")
  }
}
