import Foundation
import SPTheme
import Testing

/// Theme files no one meant to write: broken bytes, parser edge cases, absurd sizes and values.
/// Each must load or fail with a `ThemeError` that names the file, on one line per problem;
/// none may trap, hang or use unbounded memory. Entries `E-T-1`…`E-T-3` and `E-T-21` of
/// `docs/errors.md`.
@Suite("Hostile theme files")
struct ThemeHostileInputTests {
  /// Text the JSON reader refuses, and what it says: where (the JSON path), what it expected and
  /// what it found, with the line and column; a file that stops short says so.
  static let syntaxErrors: [(name: String, bytes: [UInt8], line: String)] = [
    (
      "not JSON", Array("hello".utf8),
      "t.json: invalid JSON: expected a JSON value, found 'h' at line 1, column 1"
    ),
    ("an empty file", [], "t.json: invalid JSON: expected a JSON value, found the end of the input"),
    (
      "a truncated file", Array(#"{"$extends": "light", "color": {"#.utf8),
      "t.json: color: invalid JSON: expected a quoted key, found the end of the input"
    ),
    (
      "a file cut off right after a key", Array(#"{"$extends": "light", "color""#.utf8),
      "t.json: color: invalid JSON: expected ':' after the key, found the end of the input"
    ),
    (
      "NaN spelled out", Array(#"{"$extends": "light", "x": {"$value": NaN}}"#.utf8),
      "t.json: x.$value: invalid JSON: expected a JSON value, found 'N' at line 1, column 39"
    ),
    (
      "Infinity spelled out", Array(#"{"$extends": "light", "x": {"$value": -Infinity}}"#.utf8),
      "t.json: x.$value: invalid JSON: expected a digit, found 'I' at line 1, column 40"
    ),
    (
      "a number beyond Double", Array(#"{"$extends": "light", "x": {"$value": 1e400}}"#.utf8),
      "t.json: x.$value: invalid JSON: expected a finite number (at most ±1.8e308), found 1e400"
    ),
    (
      "invalid UTF-8",
      Array(#"{"$extends": "light", "$description": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8),
      "t.json: $description: invalid JSON: expected UTF-8 text, found byte 0xFF at line 1, column 40"
    ),
    (
      "UTF-16, as RFC 8259 asks for UTF-8", [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D],
      "t.json: invalid JSON: expected a JSON value, found byte 0xFE at line 1, column 1"
    ),
    (
      "a trailing comma", Array(#"{"$extends": "light",}"#.utf8),
      "t.json: invalid JSON: expected a quoted key, found '}' at line 1, column 22"
    ),
    (
      "a key twice", Array(#"{"$extends": "light", "$extends": "dark"}"#.utf8),
      #"t.json: $extends: invalid JSON: expected each key once in an object, found "$extends" again at line 1, column 23"#
    ),
  ]

  @Test(
    "E-T-1 E-T-2 E-T-3 text that is not JSON fails as invalid JSON, saying what and where",
    arguments: syntaxErrors.indices)
  func syntax(_ index: Int) throws {
    let (name, bytes, line) = Self.syntaxErrors[index]
    let error = try #require(Self.error(loading: Data(bytes)), "\(name) loaded")
    #expect(error.problems.count == 1)
    #expect(error.message == line, "\(name)")
  }

  @Test("a UTF-8 byte order mark before the object is accepted")
  func byteOrderMark() throws {
    let text = #"{"$extends": "light", "radius": {"lg": {"$value": {"value": 24, "unit": "px"}}}}"#
    let theme = try Theme.load(data: Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)), fileName: "bom.json")
    #expect(theme.radius(.lg) == 24)
  }

  @Test("E-T-22 100,000 levels of [ are refused at the 65th, before parsing")
  func hundredThousandLevels() throws {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = try #require(Self.error(loading: Data(text.utf8)))
    #expect(
      error.message
        == "t.json: value out of range: expected at most 64 nested arrays and objects, found '[' at line 1, column 65"
    )
  }

  @Test("E-T-22 nesting is counted outside strings only, and the limit itself is allowed")
  func nestingAtTheLimit() throws {
    // Other tools' $extensions are kept as they are, so the deepest nesting allowed reaches
    // the loader's own values. The token and its groups use 4 of the 64 levels.
    let nested = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
    let brackets = String(repeating: "[{", count: 100)
    let text =
      ##"{"$extends": "light", "color": {"accent": {"$value": "#123456", "$description": "\##(brackets)", "$extensions": {"org.other": "##
      + nested + "}}}}"
    let theme = try Theme.load(data: Data(text.utf8), fileName: "deep.json")
    #expect(theme.color(.accent).hex == "#123456")
    let deeper = text.replacingOccurrences(of: nested, with: "[" + nested + "]")
    let error = Self.error(loading: Data(deeper.utf8))
    #expect(error?.kind == .outOfRange)
    #expect(error?.found.hasPrefix("'[' at line 1, column ") == true)
  }

  @Test("E-T-6 a key holding a line break still gives one line per problem")
  func controlCharactersInKeys() throws {
    let text =
      ##"{"$extends": "light", "color": {"acc\nent": {"$value": "#FFF"}, "bg": {"$value": "nope\r\n"}}}"##
    let error = try #require(Self.error(loading: Data(text.utf8)))
    #expect(error.problems.count == 2)
    #expect(error.description.split(separator: "\n", omittingEmptySubsequences: false).count == 2)
    #expect(error.problems.allSatisfy { !$0.message.contains("\n") && !$0.message.contains("\r") })
    #expect(
      error.problems.map(\.message).contains { $0.hasPrefix(#"t.json: color.acc\nent: unknown token: "#) })
  }

  @Test("a bad value a child theme gives a token its parent aliases is reported in the child's file only")
  func childValueThroughParentAlias() throws {
    // light.json's color.danger is {color.palette.red}; this file breaks the palette entry.
    let text = ##"{"$extends": "light", "color": {"palette": {"red": {"$value": "#$60016"}}}}"##
    let error = try #require(Self.error(loading: Data(text.utf8)))
    #expect(
      error.problems.contains {
        $0.file == "t.json" && $0.path == "color.palette.red" && $0.kind == .badColor
      })
    // F-T5: not again at the parent's alias, in the parent's file.
    #expect(error.problems.allSatisfy { $0.file == "t.json" }, "\(error)")
  }

  @Test(
    "a misspelt top-level group is named, even when empty (F-T8)",
    arguments: [
      #"{"$extends": "light", "colour": {}}"#,
      ##"{"$extends": "light", "colour": {"accent": {"$value": "#FFF"}}}"##,
    ])
  func unknownGroup(text: String) throws {
    let error = try #require(Self.error(loading: Data(text.utf8)))
    #expect(error.problems.count == 1)
    #expect(error.problems.first?.path == "colour")
    #expect(error.problems.first?.kind == .unknownToken)
    #expect(error.problems.first?.found == #""colour""#)
  }

  @Test("lengths from the smallest double to 10,000 points load as written")
  func smallestAndLargestLengths() throws {
    let text = #"""
      {"$extends": "light",
       "radius": {"lg": {"$value": {"value": 10000, "unit": "px"}}, "sm": {"$value": {"value": 5e-324, "unit": "px"}}},
       "space": {"xxl": {"$value": {"value": 625, "unit": "rem"}}},
       "elevation": {"e1": {"$value": {"color": "#0003", "offsetX": {"value": -10000, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}
      """#
    let theme = try Theme.load(data: Data(text.utf8), fileName: "absurd.json")
    #expect(theme.radius(.lg) == 10_000)
    #expect(theme.radius(.sm) == .leastNonzeroMagnitude)  // 5e-324
    #expect(theme.space(.xxl) == 10_000)
  }

  @Test(
    "E-T-24 a length beyond 10,000 points either way is refused, in px or rem",
    arguments: [
      (#""radius": {"lg": {"$value": {"value": 1e308, "unit": "px"}}}"#, "radius.lg.$value.value", "1e+308"),
      (#""space": {"md": {"$value": {"value": 626, "unit": "rem"}}}"#, "space.md.$value.value", "626 rem"),
      (
        ##""elevation": {"e1": {"$value": {"color": "#0003", "offsetX": {"value": -10001, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##,
        "elevation.e1.$value.offsetX.value", "-10001"
      ),
    ])
  func lengthsBeyondTheLimit(member: String, path: String, found: String) throws {
    let error = try #require(Self.error(loading: Data(#"{"$extends": "light", \#(member)}"#.utf8)))
    #expect(error.problems.count == 1)
    #expect(
      error.message
        == "t.json: \(path): value out of range: expected a length of at most 10000 points, found \(found)")
  }

  @Test(
    "E-T-13 E-T-16 a zero or negative font weight and a radius below zero are refused",
    arguments: [
      (#""type": {"numeralWeight": {"$value": 0}}"#, "type.numeralWeight"),
      (#""type": {"numeralWeight": {"$value": -700}}"#, "type.numeralWeight"),
      (#""radius": {"sm": {"$value": {"value": -0.5, "unit": "rem"}}}"#, "radius.sm.$value.value"),
      (
        ##""elevation": {"e1": {"$value": {"color": "#0003", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": -2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}"##,
        "elevation.e1.$value.blur.value"
      ),
    ])
  func negativeValues(member: String, path: String) throws {
    let error = try #require(Self.error(loading: Data(#"{"$extends": "light", \#(member)}"#.utf8)))
    #expect(error.kind == .outOfRange)
    #expect(error.path == path)
  }

  @Test("E-T-21 a theme file over the size limit is refused before it is parsed")
  func sizeLimit() throws {
    let limit = Theme.maximumFileSize
    // Zeros cost nothing to allocate; a parser that ran would call them invalid JSON instead.
    let error = try #require(Self.error(loading: Data(count: limit + 1)))
    #expect(
      error.message
        == "t.json: value out of range: expected a theme file of at most \(limit) bytes, found \(limit + 1) bytes"
    )
    #expect(Self.error(loading: Data(count: limit))?.kind == .invalidJSON)
  }

  @Test("E-T-21 a theme file on disk over the size limit is refused without reading it whole")
  func sizeLimitOnDisk() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "theme-size-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("huge.json")
    // A sparse 200 MB file: free to make, and reading it whole would show in the test's time.
    try Data().write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 200_000_000)
    try handle.close()
    do {
      _ = try Theme.load(contentsOf: file)
      Issue.record("a 200 MB theme loaded")
    } catch {
      #expect(
        error.message
          == "huge.json: value out of range: expected a theme file of at most \(Theme.maximumFileSize) bytes, found 200000000 bytes"
      )
    }
  }

  static func error(loading data: Data) -> ThemeError? {
    do {
      _ = try Theme.load(data: data, fileName: "t.json")
      return nil
    } catch {
      return error
    }
  }
}
