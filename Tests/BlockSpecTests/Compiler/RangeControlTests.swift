import BlockSpec
import OverviewTestSupport
import SPTheme
import Testing

@Suite("Range control")
struct RangeControlTests {
  @Test("O-ST-7 the control sits at the card's foot and offers the passed ranges in order")
  func placement() throws {
    let tree = Scenario.loaded.compile()
    let content = try #require(tree.node(id: "card.content"))
    #expect(content.children.last?.id == "range")
    #expect(tree.node(id: "range")?.children.map { $0.segment?.title } == ["1W", "1M", "3M", "1Y"])
    let two = Scenario.twoRanges.compile()
    #expect(two.node(id: "range")?.children.map(\.id) == ["range.1W", "range.3M"])
  }

  @Test("O-ST-7 the selection is a fill plate with radius.sm behind textPrimary; the others textSecondary")
  func plate() throws {
    let tree = Scenario.loaded.compile()
    let control = try #require(tree.node(id: "range")?.segmented)
    #expect(control.plate.color.token == "color.fill")
    #expect(control.plate.cornerRadius == TokenLength(token: "radius.sm", value: 8))
    for segment in tree.node(id: "range")!.children.compactMap(\.segment) {
      #expect(segment.color.token == (segment.selected ? "color.textPrimary" : "color.textSecondary"))
    }
  }

  @Test(
    "O-DA-8 without a host selection the block starts on 1M, or the first offered range",
    arguments: [
      ([TimeRange.week, .month, .quarter, .year], TimeRange.month),
      ([.year, .month], .month),
      ([.quarter, .year], .quarter),
      ([.year, .week], .year),
    ])
  func defaultSelection(ranges: [TimeRange], expected: TimeRange) {
    let tree = StatsOverviewBlock.compile(
      CompilerFixtures.overview, theme: CompilerFixtures.theme, environment: OverviewSetup(ranges: ranges))
    #expect(tree.range == expected)
    let selected = tree.node(id: "range")?.children.filter { $0.segment?.selected == true }.map(\.id)
    #expect(selected == ["range.\(expected.rawValue)"])
  }

  @Test("O-DA-8 a host-owned selection wins")
  func hostSelection() {
    let tree = StatsOverviewBlock.compile(
      CompilerFixtures.overview, theme: CompilerFixtures.theme,
      environment: OverviewSetup(selectedRange: .quarter))
    #expect(tree.range == .quarter)
    #expect(tree.node(id: "range.3M")?.segment?.selected == true)
    #expect(tree.node(id: "headline.change.text")?.text?.string.hasSuffix("vs last quarter") == true)
  }

  @Test("O-AX-3 each range reads as a button with its span and its selected state")
  func accessibility() throws {
    let tree = Scenario.loaded.compile()
    let expected: [(String, String, [Accessibility.Trait])] = [
      ("range.1W", "Last 7 days", [.button]), ("range.1M", "Last 30 days", [.button, .selected]),
      ("range.3M", "Last 90 days", [.button]), ("range.1Y", "Last 12 months", [.button]),
    ]
    for (id, label, traits) in expected {
      let node = try #require(tree.node(id: id))
      #expect(node.accessibility?.label == label)
      #expect(node.accessibility?.traits == traits)
      #expect(
        node.action == Action(id: .selectRange, payload: ["range": String(id.dropFirst("range.".count))]))
    }
  }

  @Test("O-DA-7 the control's titles and the change line's comparison follow the range")
  func words() {
    for range in TimeRange.allCases {
      let tree = StatsOverviewBlock.compile(
        CompilerFixtures.overview, theme: CompilerFixtures.theme,
        environment: OverviewSetup(selectedRange: range))
      #expect(tree.node(id: "range.\(range.rawValue)")?.segment?.title == range.title)
      #expect(tree.node(id: "headline.change.text")?.text?.string.hasSuffix(range.comparison) == true)
      #expect(tree.node(id: "chart")?.accessibility?.chart?.series.first?.name == range.span)
    }
  }

  @Test("a host selection that is not offered is shown, with no segment selected")
  func hostSelectionNotOffered() {
    let tree = StatsOverviewBlock.compile(
      CompilerFixtures.overview, theme: CompilerFixtures.theme,
      environment: OverviewSetup(ranges: [.week, .month], selectedRange: .year))
    #expect(tree.range == .year)
    #expect(tree.node(id: "range")?.children.allSatisfy { $0.segment?.selected == false } == true)
  }

  @Test("range titles are subhead medium on a row at least 44 pt tall")
  func titlesAndHeight() throws {
    let tree = Scenario.loaded.compile()
    #expect(tree.node(id: "range")?.segmented?.minHeight == 44)
    let segments = try #require(tree.node(id: "range")?.children).compactMap { $0.segment }
    #expect(segments.count == 4)
    for segment in segments {
      #expect(segment.font.token == "type.subhead" && segment.font.weight == .medium)
    }
  }

  @Test("no range offered: no control, the block shows 1M")
  func noRanges() {
    let tree = StatsOverviewBlock.compile(
      CompilerFixtures.overview, theme: CompilerFixtures.theme, environment: OverviewSetup(ranges: []))
    #expect(tree.node(id: "range") == nil)
    #expect(tree.range == .month)
  }
}
