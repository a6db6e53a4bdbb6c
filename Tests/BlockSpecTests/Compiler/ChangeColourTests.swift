import BlockSpec
import Testing

@Suite("Change colour")
struct ChangeColourTests {
  static func tree(change: Double?, increaseIsGood: Bool = true) -> LayoutTree {
    var overview = CompilerFixtures.overview
    overview.increaseIsGood = increaseIsGood
    overview.periods[.month]?.change = change
    return CompilerFixtures.compile(overview)
  }

  @Test(
    "O-ST-5 success for good news, danger for bad, textSecondary when flat",
    arguments: [
      (0.13, true, "color.success", "arrow.up.right"),
      (-0.05, true, "color.danger", "arrow.down.right"),
      (0.13, false, "color.danger", "arrow.up.right"),
      (-0.05, false, "color.success", "arrow.down.right"),
      (0.0, true, "color.textSecondary", "arrow.right"),
      (0.0004, true, "color.textSecondary", "arrow.right"),  // rounds to 0.0 %
      (-0.0004, false, "color.textSecondary", "arrow.right"),
    ])
  func headlineColour(change: Double, increaseIsGood: Bool, token: String, arrow: String) throws {
    let tree = Self.tree(change: change, increaseIsGood: increaseIsGood)
    let text = try #require(tree.node(id: "headline.change.text")?.text)
    let icon = try #require(tree.node(id: "headline.change.arrow")?.icon)
    #expect(text.color.token == token)
    #expect(icon.color == text.color)
    #expect(icon.symbol == arrow)
  }

  @Test("O-ST-5 a tile whose fall is good news is green when it falls")
  func tileColour() throws {
    let tree = CompilerFixtures.compile()
    #expect(tree.node(id: "tiles.refundRate.change")?.text?.color.token == "color.success")
    #expect(tree.node(id: "tiles.averageOrder.change")?.text?.color.token == "color.danger")
  }

  @Test("O-DA-2 a period without a change shows its span in words, uncoloured, without an arrow")
  func noChange() throws {
    let tree = Self.tree(change: nil)
    let text = try #require(tree.node(id: "headline.change.text")?.text)
    #expect(text.string == "Last 30 days")
    #expect(text.color.token == "color.textSecondary")
    #expect(tree.node(id: "headline.change.arrow") == nil)
  }
}
