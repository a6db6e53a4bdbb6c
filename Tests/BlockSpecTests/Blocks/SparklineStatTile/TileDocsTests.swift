import BlockSpec
import Foundation
import SPTheme
import Testing

/// docs/sparkline-stat-tile.md, its examples and its input schema describe what the block reads
/// and emits.
@Suite("Sparkline stat tile: docs, examples and input schema")
struct TileDocsTests {
  static let docs = DocumentationTests.docs

  static func data(_ path: String) throws -> Data { try Data(contentsOf: docs.appendingPathComponent(path)) }

  @Test("the documented examples read: a tile and the demo screen")
  func examples() throws {
    let tile = try SparklineStatTileDocument.decode(
      from: try Self.data("examples/sparkline-tile.json"), source: "tile.json")
    guard case .tile(let model) = tile else {
      Issue.record("not a tile")
      return
    }
    #expect(model.title == "Revenue" && model.trend[2] == nil && model.tint == .system(.indigo))
    #expect(
      try SparklineStatTileDocument.decode(
        from: try Self.data("examples/sparkline-demo.json"), source: "demo.json")
        == .demo)
  }

  @Test(
    "S-10 docs/examples/sparkline-demo-light.txt is the sample's text tree, and the page quotes its first lines"
  )
  func sampleTree() throws {
    let tree = SparklineStatTileBlock.compile(
      SparklineStatTileBlock.sampleDocument, theme: try Theme.shipped(named: "light"),
      environment: BlockEnvironment(width: 390))
    let text = tree.textTree
    let url = Self.docs.appendingPathComponent("examples/sparkline-demo-light.txt")
    if ProcessInfo.processInfo.environment["BLOCKSPEC_RECORD"] == "all" {
      try Data(text.utf8).write(to: url)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == text)
    let page = try String(
      contentsOf: Self.docs.appendingPathComponent("sparkline-stat-tile.md"), encoding: .utf8)
    for line in text.split(separator: "\n").prefix(8) { #expect(page.contains(line), "\(line)") }
  }

  @Test("the input schema's tint names are the system colours, and its members the reader's")
  func inputSchema() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: try Self.data("schema/sparkline-stat-tile.schema.json"))
        as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    #expect(
      Set(properties.keys) == [
        "block", "title", "value", "trend", "systemImage", "tint", "higherIsBetter", "screen",
      ])
    let tint = try #require(properties["tint"] as? [String: Any])
    let forms = try #require(((tint["anyOf"] as? [[String: Any]])?.first?["anyOf"]) as? [[String: Any]])
    let names = try #require(forms.first?["enum"] as? [String])
    #expect(names == SystemColor.allCases.map(\.rawValue))
  }
}
