import Foundation
import Testing

@testable import SPTheme

/// What the token reader's shortcuts (docs/performance.md, "Tokens") must not change: the
/// order of the tree, a key written twice, `$type` wherever the group writes it, and linear
/// work on large and hostile shapes.
struct TokenReadingTests {
  static func colour(_ red: Double) -> String {
    #"{ "$value": { "colorSpace": "srgb", "components": [\#(red), 0.4, 0.8] } }"#
  }

  static func read(_ text: String) throws -> TokenTree {
    try TokenTree.read(data: Data(text.utf8), file: "t.json")
  }

  @Test("tokens come sorted as strings sort, ASCII or not, long shared prefixes or short names")
  func order() throws {
    let groups = [
      "aaaaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaaab", "aaaaaaaaaaaaaaab", "aaaaaaaa", "a", "A", "Z",
      "a-b", "a_b", "ab", "b0", "b10", "b2",
    ]
    var text = "{"
    for (position, group) in groups.enumerated() {
      text += position == 0 ? "" : ","
      text += #""\#(group)": { "$type": "color", "x": \#(Self.colour(0)), "$root": \#(Self.colour(1)) }"#
    }
    text += "}"
    let names = try Self.read(text).tokens.map(\.name)
    #expect(names.count == groups.count * 2)
    #expect(names == names.sorted())
    // A name that is not ASCII takes the plain string sort for the whole tree.
    let mixed = try Self.read(
      #"{ "$type": "color", "é": \#(Self.colour(0)), "e\u0301x": \#(Self.colour(0)), "ea": \#(Self.colour(0)), "f": \#(Self.colour(0)) }"#
    )
    let mixedNames = mixed.tokens.map(\.name)
    #expect(mixedNames == mixedNames.sorted())
    #expect(mixed["ea"] != nil && mixed["é"] != nil)
  }

  @Test("a key written twice is read with its last value, in a small object and a wide group")
  func repeatedKeys() throws {
    let small = try Self.read(
      #"{ "c": { "$type": "color", "$value": "{nowhere}", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } }"#
    )
    #expect(small["c"]?.value == .color(TokenColor(space: .srgb, components: [1, 0, 0])))
    let members = (0..<20).map { #""t\#($0)": \#(Self.colour(0))"# }.joined(separator: ",")
    let wide = try Self.read(
      #"{ "g": { "$type": "color", \#(members), "t3": { "$value": "{g.t4}" }, "t4": \#(Self.colour(1)) } }"#)
    #expect(wide.tokens.count == 20)
    #expect(wide["g.t3"]?.aliasOf == "g.t4")
    #expect(wide["g.t4"]?.value == .color(TokenColor(space: .srgb, components: [1, 0.4, 0.8])))
  }

  @Test("a group's $type reaches its tokens wherever the group writes it")
  func typeAfterTokens() throws {
    let tree = try Self.read(
      #"{ "g": { "inner": { "x": { "$value": 4 } }, "y": { "$value": "{g.inner.x}" }, "$type": "number" } }"#)
    #expect(tree["g.inner.x"]?.type == .number)
    #expect(tree["g.y"]?.type == .number)
  }

  @Test("large shapes read in full: a group of 40,000 tokens, a chain of 20,000 aliases")
  func largeShapes() throws {
    let wide = (0..<40_000).map { #""w\#($0)": \#(Self.colour(Double($0 % 256) / 255))"# }
    let wideTree = try Self.read(#"{ "g": { "$type": "color", \#(wide.joined(separator: ",")) } }"#)
    #expect(wideTree.tokens.count == 40_000)
    let chain = (1..<20_000).map { #""c\#($0)": { "$value": "{g.c\#($0 - 1)}" }"# }
    let chainTree = try Self.read(
      #"{ "g": { "$type": "color", "c0": \#(Self.colour(0)), \#(chain.joined(separator: ",")) } }"#)
    #expect(chainTree["g.c19999"]?.value == chainTree["g.c0"]?.value)
  }

  @Test("a file of a thousand broken tokens gives one problem each")
  func manyProblems() throws {
    let members = (0..<1_000).map { #""d\#($0)": { "$value": "{missing\#($0)}" }"# }.joined(separator: ",")
    let error = try #require(throws: TokenError.self) {
      try Self.read(#"{ "g": { "$type": "color", \#(members) } }"#)
    }
    #expect(error.problems.count == 1_000)
    #expect(error.problems.allSatisfy { $0.kind == .danglingReference })
  }
}
