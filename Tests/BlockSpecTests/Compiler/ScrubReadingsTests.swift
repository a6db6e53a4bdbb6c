import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// `chart.scrub`: a renderer that scrubs without recompiling shows, for every reading, exactly
/// what the compiler's scrubbed tree shows (the web renderer's browser check relies on it).
@Suite("Scrub readings in the tree")
struct ScrubReadingsTests {
  @Test(
    "every reading's texts, x and y are the scrubbed tree's, in every range",
    arguments: TimeRange.allCases)
  func readingsMatchScrubbedTrees(range: TimeRange) throws {
    let rest = StatsOverviewBlock.compile(
      CompilerFixtures.overview, theme: CompilerFixtures.theme,
      environment: OverviewSetup(selectedRange: range)
    )
    let scrub = try #require(rest.node(id: "chart")?.chart?.scrub)
    #expect(scrub.value == "headline.value")
    #expect(scrub.replaces == "headline.change")
    #expect(scrub.label == "headline.figure")
    #expect(scrub.date.id == "headline.date")
    #expect(scrub.date.kind == "text")
    #expect(!scrub.readings.isEmpty)
    for reading in scrub.readings {
      let scrubbed = StatsOverviewBlock.compile(
        CompilerFixtures.overview, theme: CompilerFixtures.theme,
        environment: OverviewSetup(selectedRange: range, scrubIndex: reading.index))
      #expect(scrubbed.state == .scrubbing)
      #expect(scrubbed.node(id: scrub.value)?.text?.string == reading.valueText)
      let date = try #require(scrubbed.node(id: scrub.date.id)?.text)
      #expect(date.string == reading.dateText)
      var style = scrub.date.text
      style.string = reading.dateText
      #expect(date == style)
      #expect(scrubbed.node(id: scrub.replaces) == nil)
      #expect(
        scrubbed.node(id: scrub.label)?.accessibility?.label == "\(reading.valueText), \(reading.dateText)")
      let selection = try #require(scrubbed.node(id: "chart")?.chart?.selection)
      #expect(selection.index == reading.index)
      #expect(selection.x == reading.x)
      #expect(selection.y == reading.y)
    }
  }

  @Test("a period longer than the limit leaves scrub out; the tree stays within its budget")
  func longPeriodHasNoScrub() {
    var overview = CompilerFixtures.overview
    let count = LayoutNode.Chart.Scrub.maximumReadings + 1
    overview.periods[.month]?.points = CompilerFixtures.points(count: count, step: 3_600)
    let tree = StatsOverviewBlock.compile(
      overview, theme: CompilerFixtures.theme, environment: OverviewSetup(selectedRange: .month))
    #expect(tree.node(id: "chart")?.chart != nil)
    #expect(tree.node(id: "chart")?.chart?.scrub == nil)
  }

  @Test("scrub survives the JSON round trip and reads as [index, x, y, valueText, dateText]")
  func roundTrip() throws {
    let tree = StatsOverviewBlock.compile(
      CompilerFixtures.overview, theme: CompilerFixtures.theme, environment: OverviewSetup())
    #expect(try LayoutTree(jsonData: tree.jsonData()) == tree)
    let json = String(decoding: tree.jsonData(), as: UTF8.self)
    let first = try #require(tree.node(id: "chart")?.chart?.scrub?.readings.first)
    #expect(json.contains("[\(first.index),\(first.x == 0 ? "0" : "\(first.x)"),"))
  }
}
