import BlockSpec
import SPTheme
import Testing

@Suite("Structure and style")
struct StructureTests {
  let tree = Scenario.loaded.compile()

  @Test("O-ST-1 the block is a bare section: no background, padding or scroll of its own")
  func section() throws {
    let root = tree.root
    #expect(root.kind == .section)
    #expect(root.children.map(\.kind) == [.grid])
    // The section's JSON carries its name only: nothing that paints, pads or scrolls.
    let json = try #require(tree.jsonValue["root"]?["section"])
    #expect(json == .object(["block": .string("statsOverview")]))
    #expect(tree.allNodes.filter { $0.kind == .section }.count == 1)
  }

  @Test("O-ST-2 one surface card leads; card and tiles share one space.md grid")
  func cardAndGrid() throws {
    let grid = try #require(tree.node(id: "grid"))
    #expect(grid.grid?.gutter == TokenLength(token: "space.md", value: 12))
    #expect(grid.children.first?.id == "card")
    #expect(grid.children.dropFirst().allSatisfy { $0.id.hasPrefix("tiles.") && $0.kind == .card })
    let card = try #require(tree.node(id: "card")?.card)
    #expect(card.background.token == "color.surface")
    #expect(card.cornerRadius == TokenLength(token: "radius.lg", value: 16))
    #expect(card.padding == TokenLength(token: "space.lg", value: 16))
    #expect(tree.node(id: "card")?.columnSpan == grid.grid?.columns)
  }

  @Test("O-ST-3 headline: name, value, change line with an arrow, in subhead medium")
  func headline() throws {
    let headline = try #require(tree.node(id: "headline"))
    #expect(headline.children.map(\.id) == ["headline.label", "headline.figure"])
    let label = try #require(tree.node(id: "headline.label")?.text)
    #expect(label.string == "Revenue")
    #expect(label.color.token == "color.textSecondary")
    #expect(label.font.token == "type.subhead" && label.font.weight == .medium)
    let change = try #require(tree.node(id: "headline.change.text")?.text)
    #expect(change.string == "+13.0% vs last month")
    #expect(change.font.token == "type.subhead" && change.font.weight == .medium)
    #expect(tree.node(id: "headline.change.arrow")?.icon?.symbol == "arrow.up.right")
  }

  @Test("O-ST-4 the value is the one display moment: display(40), semibold cap, tracking, mono digits")
  func display() throws {
    let value = try #require(tree.node(id: "headline.value")?.text)
    #expect(value.font.token == "type.display(40)")
    #expect(value.font.size == 40)
    #expect(value.font.weight == .semibold)  // the fixture's numeral weight is bold: capped
    #expect(value.font.family == CompilerFixtures.theme.type.numeralFamily)
    #expect(value.font.tracking == (CompilerFixtures.theme.type.tracking(for: 40) * 1000).rounded() / 1000)
    #expect(value.font.monospacedDigits)
    #expect(value.color.token == "color.textPrimary")
    // Words never use the display face: only the headline value and the tiles' values do.
    let displayed = tree.allNodes.filter { $0.text?.font.token.hasPrefix("type.display") == true }.map(\.id)
    #expect(
      displayed.allSatisfy { $0 == "headline.value" || ($0.hasPrefix("tiles.") && $0.hasSuffix(".value")) })
    #expect(displayed.count == 5)
  }

  @Test("O-ST-4 a light numeral weight stays as it is under the semibold cap")
  func lightNumerals() throws {
    var theme = CompilerFixtures.theme
    theme.type.numeralWeight = .regular
    let tree = CompilerFixtures.compile(theme: theme)
    #expect(tree.node(id: "headline.value")?.text?.font.weight == .regular)
  }

  @Test("O-ST-8 tiles: subhead label, display(22) value, footnote medium change, surface card padding 16")
  func tiles() throws {
    let tile = try #require(tree.node(id: "tiles.orders"))
    #expect(tile.card?.background.token == "color.surface")
    #expect(tile.card?.cornerRadius.token == "radius.lg")
    #expect(tile.card?.padding.value == 16)
    let label = try #require(tree.node(id: "tiles.orders.label")?.text)
    #expect(label.font.token == "type.subhead" && label.color.token == "color.textSecondary")
    let value = try #require(tree.node(id: "tiles.orders.value")?.text)
    #expect(value.string == "1,172")
    #expect(value.lineLimit == 1 && value.minimumScaleFactor != nil)
    #expect(
      value.font.token == "type.display(22)" && value.font.weight == .semibold && value.font.monospacedDigits)
    #expect(value.color.token == "color.textPrimary")
    let change = try #require(tree.node(id: "tiles.orders.change")?.text)
    #expect(change.string == "+4.1%")
    #expect(change.font.token == "type.footnote" && change.font.weight == .medium)
    #expect(change.color.token == "color.success")
  }

  @Test("O-ST-8 two to four tiles: a fifth metric is left out")
  func tileCount() {
    var overview = CompilerFixtures.overview
    overview.metrics.append(Metric(label: "Visits", value: 12_400, format: .compact))
    let tree = CompilerFixtures.compile(overview)
    #expect(tree.node(id: "grid")?.children.count == 1 + 4)
    #expect(tree.node(id: "tiles.Visits") == nil)
  }

  @Test("O-ST-9 tiles are buttons with a textTertiary chevron only with onSelectMetric")
  func tappableTiles() throws {
    let tile = try #require(tree.node(id: "tiles.refundRate"))
    #expect(tile.action == Action(id: .selectMetric, payload: ["metric": "refundRate"]))
    #expect(tile.accessibility?.traits == [.button])
    #expect(tree.node(id: "tiles.refundRate.chevron")?.icon?.symbol == "chevron.right")
    #expect(tree.node(id: "tiles.refundRate.chevron")?.icon?.color.token == "color.textTertiary")

    let still = Scenario.staticTiles.compile()
    let staticTile = try #require(still.node(id: "tiles.refundRate"))
    #expect(staticTile.action == nil)
    #expect(staticTile.accessibility?.traits == nil)
    #expect(still.allNodes.allSatisfy { $0.icon?.symbol != "chevron.right" })
    #expect(still.allNodes.allSatisfy { $0.action?.id != .selectMetric })
  }

  @Test("O-ST-10 text is textPrimary or textSecondary; dates and chevrons textTertiary")
  func textRoles() {
    for scenario in Scenario.all {
      let tree = scenario.compile()
      for node in tree.allNodes {
        if let text = node.text {
          let allowed = ["color.textPrimary", "color.textSecondary", "color.success", "color.danger"]
          #expect(allowed.contains(text.color.token), "\(scenario) \(node.id) \(text.color.token)")
        }
        for label in node.chart?.axisLabels ?? [] { #expect(label.color.token == "color.textTertiary") }
      }
    }
  }
}
