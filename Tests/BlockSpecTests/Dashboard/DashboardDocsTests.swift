import BlockSpec
import Foundation
import SPTheme
import Testing

/// docs/dashboard.md, its example document, its schema and the sample's tree in docs/examples/
/// describe what the code does. Regenerate the sample's files with
/// `BLOCKSPEC_UPDATE_EXAMPLES=1 swift test --filter DashboardDocsTests`.
@Suite("Dashboard docs, example and schema")
struct DashboardDocsTests {
  static let docs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs")

  static func check(_ expected: Data, file name: String) throws {
    let url = docs.appendingPathComponent("examples").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["BLOCKSPEC_UPDATE_EXAMPLES"] == "1" {
      try expected.write(to: url, options: .atomic)
    }
    #expect(
      try Data(contentsOf: url) == expected,
      "docs/examples/\(name) differs from the compiler's output; regenerate with BLOCKSPEC_UPDATE_EXAMPLES=1")
  }

  static func page() throws -> String {
    try String(contentsOf: docs.appendingPathComponent("dashboard.md"), encoding: .utf8)
  }

  static func schema() throws -> [String: Any] {
    let data = try Data(contentsOf: docs.appendingPathComponent("schema/dashboard.schema.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("A dashboard document written from the docs alone reads and compiles whole")
  func exampleDocument() throws {
    let data = try Data(contentsOf: Self.docs.appendingPathComponent("examples/dashboard.json"))
    let model = try DashboardModel.decode(from: data, source: "dashboard.json")
    #expect(model.chart.ranges == [.week, .month])
    #expect(!model.chart.isRegular(.month))
    let tree = DashboardBlock.compile(model, theme: try Theme.shipped(named: "dark"))
    #expect(tree.node(id: "chart")?.chart?.series.last?.stroke.color.token == "tint")
    #expect(tree.frames().audit(tree) == [])
    // The page shows the same document.
    let page = try Self.page()
    #expect(page.contains(#""greeting": "Good evening, Sam""#))
  }

  @Test("D-13 docs/examples/dashboard-sample-light.txt is the sample's text tree on the docs' today")
  func sampleTree() throws {
    let tree = DashboardBlock.compile(
      DashboardModel.sample(today: DashboardFixtures.today), theme: try Theme.shipped(named: "light"),
      environment: BlockEnvironment(width: 390))
    try Self.check(Data(tree.textTree.utf8), file: "dashboard-sample-light.txt")
    try Self.check(
      DashboardModel.sample(today: DashboardFixtures.today).encodedJSON(),
      file: "dashboard-sample.json")
  }

  @Test("D-12 the schema's metric formats and limits are the validator's")
  func schemaLimits() throws {
    let schema = try Self.schema()
    let defs = try #require(schema["$defs"] as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: Any])
    let metrics = try #require(properties["metrics"] as? [String: Any])
    #expect(metrics["maxItems"] as? Int == DashboardModel.maximumMetrics)
    let activity = try #require(properties["activity"] as? [String: Any])
    #expect(activity["maxItems"] as? Int == DashboardModel.maximumRows)
    let format = try #require(defs["metricFormat"] as? [String: Any])
    let choices = try #require(format["oneOf"] as? [[String: Any]])
    #expect(Set(choices.first?["enum"] as? [String] ?? []) == ["percent", "compact"])
    #expect(DashboardMetric.allows(.percent) && DashboardMetric.allows(.compact))
    let metric = try #require((defs["metric"] as? [String: Any])?["properties"] as? [String: Any])
    #expect(
      (metric["series"] as? [String: Any])?["maxItems"] as? Int == DashboardModel.maximumSparklineValues)
    let ranges = try #require(
      (((defs["chart"] as? [String: Any])?["properties"] as? [String: Any])?["ranges"] as? [String: Any])?[
        "propertyNames"] as? [String: Any])
    #expect(ranges["enum"] as? [String] == TimeRange.allCases.map(\.rawValue))
  }

  @Test("docs/dashboard.md names every rule, every node id pattern and every state the tree echoes")
  func page() throws {
    let page = try Self.page()
    for rule in 1...13 { #expect(page.contains("D-\(rule)"), "D-\(rule) is not on the page") }
    let tree = DashboardFixtures.compile(
      state: DashboardState(openRow: .init(id: "order-1042", reveal: .actions)))
    for node in tree.allNodes {
      let sample = DashboardFixtures.sample
      let modelIDs = sample.activity.map(\.id) + sample.metrics.map(\.id)
      let id = node.id.replacingOccurrences(
        of: modelIDs.first { node.id.hasPrefix("activity." + $0) || node.id.hasPrefix("metric." + $0) }
          ?? "\u{0}",
        with: "<id>")
      #expect(page.contains("`\(id)`"), "\(node.id) is not on the page")
    }
    for member in tree.environment.blockState {
      #expect(page.contains("`\(member.name)`"), "\(member.name) is not on the page")
    }
  }
}
