import BlockSpec
import Foundation
import OverviewTestSupport
import Testing

@Suite("The compiler's use of the model")
struct DataTests {
  @Test("O-DA-1 every part of an overview reaches the tree: label, format, periods, metrics, increaseIsGood")
  func everyPart() {
    let base = CompilerFixtures.compile()
    var overview = CompilerFixtures.overview
    overview.label = "Sales"
    #expect(CompilerFixtures.compile(overview).node(id: "headline.label")?.text?.string == "Sales")
    overview = CompilerFixtures.overview
    overview.format = .currency(code: "USD", fractionDigits: 0)
    #expect(CompilerFixtures.compile(overview).node(id: "headline.value")?.text?.string == "$44,051")
    overview = CompilerFixtures.overview
    overview.periods[.month] = nil
    #expect(CompilerFixtures.compile(overview).state == .rangeLoading)
    overview = CompilerFixtures.overview
    overview.metrics = Array(overview.metrics.prefix(2))
    #expect(CompilerFixtures.compile(overview).node(id: "grid")?.children.count == 3)
    overview = CompilerFixtures.overview
    overview.increaseIsGood = false
    let colour = CompilerFixtures.compile(overview).node(id: "headline.change.text")?.text?.color.token
    #expect(colour == "color.danger")
    #expect(base.node(id: "headline.change.text")?.text?.color.token == "color.success")
  }

  @Test("O-DA-2 a period without a value shows its latest reading")
  func latestReading() {
    var overview = CompilerFixtures.overview
    overview.periods[.month]?.value = nil
    let latest = overview.periods[.month]!.points.last!.value
    let tree = CompilerFixtures.compile(overview)
    let expected =
      "$" + latest.formatted(.number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))
    #expect(tree.node(id: "headline.value")?.text?.string == expected)
  }

  @Test("O-DA-3 a period without metrics of its own shows the overview's fallback metrics")
  func fallbackMetrics() {
    var overview = CompilerFixtures.overview
    overview.periods[.week]?.metrics = [
      Metric(id: "visits", label: "Visits", value: 12_400, format: .compact)
    ]
    let week = StatsOverviewBlock.compile(
      overview, theme: CompilerFixtures.theme, environment: OverviewSetup(selectedRange: .week))
    #expect(week.node(id: "grid")?.children.map(\.id) == ["card", "tiles.visits"])
    let month = CompilerFixtures.compile(overview)
    #expect(
      month.node(id: "grid")?.children.map(\.id) == ["card"]
        + CompilerFixtures.metrics.map { "tiles.\($0.id)" })
  }

  @Test("O-DA-5 a metric's id names its tile; ids default to the label; repeats stay unique")
  func metricIds() {
    var overview = CompilerFixtures.overview
    overview.metrics = [
      Metric(label: "Orders", value: 1, format: .number()),
      Metric(label: "Orders", value: 2, format: .number()),
      Metric(id: "a.b", label: "Dotted", value: 3, format: .number()),
    ]
    let tree = CompilerFixtures.compile(overview)
    #expect(
      tree.node(id: "grid")?.children.map(\.id) == ["card", "tiles.Orders", "tiles.Orders-2", "tiles.a_b"])
    #expect(tree.node(id: "tiles.Orders-2")?.action?.payload == ["metric": "Orders"])
    #expect(Invariants.uniqueIds(tree).isEmpty)
  }

  @Test(
    "O-DA-6 every figure is written in its metric's format",
    arguments: [
      (Format.currency(code: "USD"), 44_051.4, "$44,051.40"),
      (.currency(code: "USD", fractionDigits: 0), 44_051.4, "$44,051"),
      (.number(), 1_172, "1,172"),
      (.percent, 0.032, "3.2%"),
      (.compact, 12_400, "12.4K"),
      (.duration, 252, "4m 12s"),
    ])
  func formats(format: Format, value: Double, expected: String) {
    var overview = CompilerFixtures.overview
    overview.metrics = [
      Metric(id: "m", label: "M", value: value, format: format), CompilerFixtures.metrics[0],
    ]
    overview.format = format
    overview.periods[.month]?.value = value
    let tree = CompilerFixtures.compile(overview)
    #expect(tree.node(id: "tiles.m.value")?.text?.string == expected)
    #expect(tree.node(id: "headline.value")?.text?.string == expected)
  }

  @Test("O-DA-4 a scrubbed daily reading is worded \"Mon, Oct 12\"")
  func dailyWording() {
    let tree = Scenario.scrubbing.compile()
    #expect(tree.node(id: "headline.date")?.text?.string == "Tue, Oct 13")
  }

  @Test(
    "O-DA-4 the scrubbed date is worded for the readings' spacing",
    arguments: [(TimeRange.quarter, "Week of "), (.year, " 2026")])
  func cadenceWording(range: TimeRange, fragment: String) throws {
    let tree = StatsOverviewBlock.compile(
      CompilerFixtures.overview, theme: CompilerFixtures.theme,
      environment: OverviewSetup(selectedRange: range, scrubIndex: 2))
    let date = try #require(tree.node(id: "headline.date")?.text?.string)
    #expect(date.contains(fragment))
    #expect(tree.node(id: "chart")?.chart?.selection?.dateText == date)
  }

  @Test("figures are written in the environment's locale, never the machine's")
  func locale() {
    let german = OverviewSetup(locale: Locale(identifier: "de_DE"))
    let tree = CompilerFixtures.compile(CompilerFixtures.overview, german)
    let value = tree.node(id: "headline.value")?.text?.string ?? ""
    #expect(value.contains("44.051,40"))
    #expect(tree.environment.locale == "de_DE")
  }

  @Test(
    "a width that is negative or not a number compiles as zero instead of failing",
    arguments: [-10, Double.nan, .infinity])
  func badWidth(width: Double) throws {
    let tree = CompilerFixtures.compile(CompilerFixtures.overview, OverviewSetup(width: width))
    #expect(tree.environment.width == 0)
    #expect(tree.state == .loaded)
    #expect(try LayoutTree(jsonData: tree.jsonData()) == tree)
  }

  @Test("dates are worded in the environment's time zone, never the machine's")
  func timeZone() {
    let tokyo = OverviewSetup(timeZone: TimeZone(identifier: "Asia/Tokyo")!, scrubIndex: 11)
    let utc = OverviewSetup(scrubIndex: 11)
    var overview = CompilerFixtures.overview
    overview.periods[.month]?.points = CompilerFixtures.points(
      count: 30, step: CompilerFixtures.day, end: CompilerFixtures.today.addingTimeInterval(20 * 3600))
    let inTokyo = CompilerFixtures.compile(overview, tokyo).node(id: "headline.date")?.text?.string
    let inUTC = CompilerFixtures.compile(overview, utc).node(id: "headline.date")?.text?.string
    #expect(inUTC == "Tue, Oct 13")
    #expect(inTokyo == "Wed, Oct 14")
  }
}
