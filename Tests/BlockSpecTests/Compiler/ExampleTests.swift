import BlockSpec
import Foundation
import SPTheme
import Testing

/// The worked example of `docs/renderer-guide.md`: the sample shop in the light theme, with
/// the environment's defaults. The files under `docs/examples/` must be the compiler's output,
/// byte for byte; regenerate them with
/// `BLOCKSPEC_UPDATE_EXAMPLES=1 swift test --filter ExampleTests`.
@Suite("Worked example")
struct ExampleTests {
  /// Monday 12 October 2026, the sample's "today" in the model's docs too.
  static let today = Date(timeIntervalSince1970: 1_791_763_200)

  static func tree() throws -> LayoutTree {
    StatsOverviewBlock.compile(
      Overview.sample(today: today), theme: try Theme.shipped(named: "light"), environment: OverviewSetup())
  }

  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/examples")

  static func check(_ expected: Data, file name: String) throws {
    let url = examples.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["BLOCKSPEC_UPDATE_EXAMPLES"] == "1" {
      try expected.write(to: url, options: .atomic)
    }
    let actual = try Data(contentsOf: url)
    #expect(
      actual == expected,
      "docs/examples/\(name) differs from the compiler's output; regenerate with BLOCKSPEC_UPDATE_EXAMPLES=1")
  }

  @Test("docs/examples/sample-light.json is the compiled sample in the light theme")
  func json() throws {
    try Self.check(try Self.tree().jsonData(pretty: true) + Data("\n".utf8), file: "sample-light.json")
  }

  @Test("docs/examples/sample-light.txt is its text tree")
  func text() throws {
    try Self.check(Data(try Self.tree().textTree.utf8), file: "sample-light.txt")
  }

  @Test("O-DA-9 the sample shop compiles to revenue over 1M with its four tiles; refunds falling read green")
  func sample() throws {
    let tree = try Self.tree()
    #expect(tree.state == .loaded && tree.range == .month && tree.theme == "light")
    #expect(tree.node(id: "headline.label")?.text?.string == "Revenue")
    let tiles = tree.node(id: "grid")?.children.dropFirst().map(\.id)
    #expect(tiles?.count == 4)
    let refunds = try #require(
      tree.allNodes.first { $0.id.hasPrefix("tiles.") && $0.accessibility?.label == "Refund rate" })
    let change = try #require(tree.node(id: refunds.id + ".change")?.text)
    #expect(change.string.hasPrefix("-") == (change.color.token == "color.success"))
    #expect(try Self.tree().jsonData() == tree.jsonData())
  }
}
