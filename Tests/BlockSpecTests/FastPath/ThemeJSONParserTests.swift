import Foundation
import Testing

@testable import SPTheme

/// The theme loader's reading (the package's one JSON reader) against Foundation's
/// `JSONDecoder` reading the same text into the same `JSONValue` (its `Decodable` conformance,
/// what the loader used before).
@Suite("Fast path: theme JSON parser")
struct ThemeJSONParserTests {
  static func foundation(_ text: String) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  static func fast(_ text: String) -> JSONValue? {
    try? JSONValue.parse(Data(text.utf8)).get()
  }

  @Test("Every shipped theme reads the same both ways", arguments: EmbeddedThemes.files.keys.sorted())
  func shipped(name: String) throws {
    let text = try #require(EmbeddedThemes.files[name])
    let fast = Self.fast(text)
    #expect(fast != nil)
    #expect(fast == Self.foundation(text))
  }

  @Test(
    "Values and spellings read the same both ways",
    arguments: [
      #"{"a": [1, -0, 0.5, 1e3, -2.5E-3, 12345678901234567890, true, false, null, "x"], "b": {}}"#,
      #"{"escapes": "quote \" backslash \\ slash \/ \b\f\n\r\t \u00e9 \ud83d\udca1 é 💡"}"#,
      #"  [ { "nested" : [ [ ], { } ] } ]  "#,
      #""top""#, "7", "true", "null",
    ])
  func values(text: String) {
    let fast = Self.fast(text)
    #expect(fast != nil)
    #expect(fast == Self.foundation(text))
  }

  @Test(
    "What Foundation refuses, the parser refuses",
    arguments: [
      "", "{", #"{"a": }"#, #"{"a" 1}"#, "[,]", "{,}", "[1,,]", "[1 2]", "01", "1.", ".5", "-", "+1", "1e",
      "tru", "nul",
      #""unterminated"#, "\"bad \\x escape\"", "\"lone \\ud800\"", "1e400", "{} {}", "[\"\u{1}\"]",
    ])
  func refuses(text: String) {
    #expect(Self.fast(text) == nil)
    #expect(Self.foundation(text) == nil)
  }

  @Test(
    "What Foundation forgives and RFC 8259 does not, the one strict reader refuses: a trailing comma, a key twice",
    arguments: ["[1,]", #"{"a": 1,}"#, #"{"a": 1, "a": 2}"#])
  func strict(text: String) {
    #expect(Self.fast(text) == nil)
    #expect(Self.foundation(text) != nil)
  }
}
