import Foundation
import SPTheme
import Testing

/// `--input modifier=context,...` (issue 23, item 10): spaces around a name are left out, but a
/// name made of spaces alone is kept as written, so a context named " " can be chosen, and a
/// context that is not found is shown as it was given.
@Suite("#23.10 resolver input: a context named by spaces")
struct ResolverInputTests {
  static let resolver = #"""
    {
      "version": "2025.10",
      "sets": {"base": {"sources": [{"color": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}]}},
      "modifiers": {
        "brand": {
          "contexts": {
            " ": [{"color": {"a": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}],
            "plain": []
          },
          "default": "plain"
        }
      },
      "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/brand"}]
    }
    """#

  static func input(_ text: String) -> [String: String]? {
    try? TokenResolver.input(parsing: text).get()
  }

  @Test("#23.10 spaces around names are left out; a name of spaces alone is kept as written")
  func parsing() {
    #expect(Self.input(" brand = plain ,contrast=high") == ["brand": "plain", "contrast": "high"])
    #expect(Self.input("brand= ") == ["brand": " "])
    #expect(Self.input("brand=  ") == ["brand": "  "])
  }

  @Test("#23.10 a context named \" \" can be selected, and one not found is shown as given")
  func blankContext() throws {
    let resolver = try TokenResolver.read(data: Data(Self.resolver.utf8), file: "r.json")
    #expect(throws: Never.self) { try resolver.resolve(["brand": " "]) }
    do {
      _ = try resolver.resolve(["brand": "  "])
      Issue.record("two spaces name no context")
    } catch {
      #expect(error.problems.map(\.found) == [#""  ""#])
      #expect(error.problems.map(\.expected) == [#"a context of brand: " ", plain"#])
    }
  }
}
