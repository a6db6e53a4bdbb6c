import BlockSpec
import Foundation
import SPTheme
import Testing

/// The schema and the reference page describe what the compiler emits: a new enum case, node
/// kind or id fails here until the docs say what it is.
@Suite("Layout tree docs and schema")
struct DocumentationTests {
  static let docs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs")

  static func schema() throws -> [String: Any] {
    let data = try Data(contentsOf: docs.appendingPathComponent("schema/layout-tree.schema.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The `enum` list at `path` (keys through `properties`, `$defs`, `items`).
  static func enumeration(_ schema: [String: Any], _ path: [String]) throws -> Set<String> {
    var current: Any = schema
    for key in path {
      current = try #require((current as? [String: Any])?[key], "no \(key) in \(path)")
    }
    return Set(try #require((current as? [String: Any])?["enum"] as? [String], "\(path) has no enum"))
  }

  @Test("every enum the tree can hold is the schema's enum, case for case")
  func enums() throws {
    let schema = try Self.schema()
    let defs = ["$defs"]
    func check(_ path: [String], _ cases: [String]) throws {
      #expect(try Self.enumeration(schema, path) == Set(cases), "\(path.joined(separator: "."))")
    }
    try check(defs + ["node", "properties", "kind"], LayoutNode.Kind.allCases.map(\.rawValue))
    try check(["properties", "block"], BlockRegistry.names)
    // Each block's states and environment members, in the schema's allOf.
    let branches = try #require(schema["allOf"] as? [[String: Any]])
    for block in BlockRegistry.blocks {
      let branch = branches.first { branch in
        let condition = (branch["if"] as? [String: Any])?["properties"] as? [String: Any]
        return (condition?["block"] as? [String: Any])?["const"] as? String == block.name
      }
      let then = try #require(branch?["then"] as? [String: Any], "no allOf entry for \(block.name)")
      #expect(try Self.enumeration(then, ["properties", "state"]) == Set(block.states.map(\.rawValue)))
    }
    try check(defs + ["dynamicTypeSize"], DynamicTypeStep.allCases.map(\.rawValue))
    try check(defs + ["timeRange"], TimeRange.allCases.map(\.rawValue))
    try check(defs + ["action", "properties", "id"], Action.ID.allCases.map(\.rawValue))
    try check(defs + ["haptic", "properties", "kind"], Haptic.Kind.allCases.map(\.rawValue))
    try check(defs + ["haptic", "properties", "trigger"], Haptic.Trigger.allCases.map(\.rawValue))
    try check(defs + ["transition", "properties", "event"], NodeTransition.Event.allCases.map(\.rawValue))
    try check(defs + ["transition", "properties", "effect"], NodeTransition.Effect.allCases.map(\.rawValue))
    try check(
      defs + ["accessibility", "properties", "traits", "items"], Accessibility.Trait.allCases.map(\.rawValue))
    try check(
      defs + ["accessibility", "properties", "element"], Accessibility.Element.allCases.map(\.rawValue))
    let version = try #require((schema["properties"] as? [String: Any])?["schema"] as? [String: Any])
    let pattern = try #require(version["pattern"] as? String)
    #expect(LayoutTree.currentSchemaVersion.range(of: pattern, options: .regularExpression) != nil)
  }

  @Test("docs/layout-tree.md names every node kind and every id the block emits")
  func reference() throws {
    let page = try String(contentsOf: Self.docs.appendingPathComponent("layout-tree.md"), encoding: .utf8)
    func documented(_ text: String) -> Bool { page.contains(text) }
    for kind in LayoutNode.Kind.allCases {
      #expect(documented("### \(kind.rawValue)\n"), "no section for \(kind.rawValue)")
    }
    var ids = Set<String>()
    for scenario in Scenario.all {
      for node in scenario.compile().allNodes { ids.insert(node.id) }
    }
    for id in ids.sorted() {
      // Tile ids carry the metric's id: the page documents their suffixes.
      let parts = id.split(separator: ".")
      let tileSuffix = parts.dropFirst(id.hasPrefix("tiles.ghost.") ? 3 : 2).first.map { "`.\($0)`" }
      if id.hasPrefix("tiles.") {
        #expect(tileSuffix.map(documented) ?? true, "\(id) is not in docs/layout-tree.md")
      } else {
        #expect(documented("`\(id)`"), "\(id) is not in docs/layout-tree.md")
      }
    }
  }
}
