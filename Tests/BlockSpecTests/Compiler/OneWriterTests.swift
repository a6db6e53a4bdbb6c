import JSONDocuments
import SPTheme
import Testing

@testable import BlockSpec

/// The package keeps a JSON value type per need (a theme's dictionaries, a document's ordered
/// members, the tree's canonical value) and writes them all with `JSONWriter`: the same value
/// gives the same bytes whichever type holds it.
struct OneWriterTests {
  static let members: [(String, Double?)] = [("Z", 1), ("a", 0.1), ("b", nil), ("É", -0.0)]

  @Test(
    "a theme's, a document's and the tree's JSON values print the same bytes",
    arguments: [JSONLayout.compact, .expanded, .readable])
  func sameBytes(layout: JSONLayout) {
    func number(_ n: Double?) -> (SPTheme.JSONValue, BlockSpec.JSONValue, CanonicalJSON.Value) {
      guard let n else { return (.null, .null, .null) }
      return (.number(n), .number(n), .number(n))
    }
    let theme = SPTheme.JSONValue.object(
      Dictionary(uniqueKeysWithValues: Self.members.map { ($0.0, number($0.1).0) }))
    let document = BlockSpec.JSONValue.object(Self.members.map { (key: $0.0, value: number($0.1).1) })
    let tree = CanonicalJSON.Value.object(
      Dictionary(uniqueKeysWithValues: Self.members.map { ($0.0, number($0.1).2) }))
    let outer = (
      SPTheme.JSONValue.array([theme, .string("x\u{08}")]),
      BlockSpec.JSONValue.array([document, .string("x\u{08}")]),
      CanonicalJSON.Value.array([tree, .string("x\u{08}")])
    )
    let written = JSONWriter.text(of: outer.0, layout: layout)
    #expect(JSONWriter.text(of: outer.1, layout: layout) == written)
    #expect(JSONWriter.text(of: outer.2, layout: layout) == written)
    if layout == .compact { #expect(written == #"[{"Z":1,"a":0.1,"b":null,"É":0},"x\b"]"#) }
  }

  @Test("the public spellings are the writer's: a tree's pretty JSON is expanded, a theme's readable")
  func publicSpellings() {
    let tree = CanonicalJSON.Value.object(["p": .array([.number(1), .number(2)])])
    #expect(CanonicalJSON.string(tree, pretty: true) == JSONWriter.text(of: tree, layout: .expanded))
    #expect(CanonicalJSON.string(tree) == JSONWriter.text(of: tree))
    let theme = SPTheme.JSONValue.object(["p": .array([.number(1), .number(2)])])
    #expect(theme.jsonText() == "{\n  \"p\": [1, 2]\n}")
    #expect(theme.jsonText(pretty: false) == JSONWriter.text(of: theme))
  }
}
