import BlockSpec
import Foundation
import OverviewTestSupport
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

  /// The first ```json block after `heading` in a docs page.
  static func jsonBlock(in page: String, after heading: String) throws -> String {
    let text = try String(
      contentsOf: examples.deletingLastPathComponent().appendingPathComponent(page), encoding: .utf8)
    let section = try #require(text.range(of: heading), "no \(heading) in \(page)")
    let start = try #require(text.range(of: "```json\n", range: section.upperBound..<text.endIndex))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }

  @Test("#13.10 the small example in docs/overview-format.md compiles to a loaded tree with the defaults")
  func smallExample() throws {
    let json = try Self.jsonBlock(in: "overview-format.md", after: "## A small example")
    let overview = try Overview.decode(from: Data(json.utf8), source: "overview.json")
    let tree = StatsOverviewBlock.compile(
      overview, theme: try Theme.shipped(named: "light"), environment: OverviewSetup())
    #expect(tree.state == .loaded && tree.range == .month)
  }

  @Test("#13.10 the README's In code snippet compiles docs/examples/overview.json to a loaded tree")
  func readmeSnippet() throws {
    // The snippet, with its relative path taken from the repository's root.
    let url = Self.examples.appendingPathComponent("overview.json")
    let overview = try Overview.decode(from: Data(contentsOf: url), source: "overview.json")
    let theme = try Theme.shipped(named: "dark")
    let environment = BlockEnvironment(dynamicTypeSize: .accessibility2, width: 320, reduceMotion: true)
    let tree = StatsOverviewBlock.compile(overview, theme: theme, environment: environment)
    #expect(tree.state == .loaded && tree.range == .month)
    #expect(tree.node(id: "headline.value")?.text?.string == "$42,254.09")
    let readme = try String(
      contentsOf: Self.examples.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(#"let url = URL(fileURLWithPath: "docs/examples/overview.json")"#))
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
