import BlockSpec
import Foundation
import Testing

@Suite("The compiler's use of the model")
struct DataTests {
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
      overview, theme: CompilerFixtures.theme, environment: Environment(selectedRange: .week))
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

  @Test("dates are worded in the environment's time zone, never the machine's")
  func timeZone() {
    let tokyo = Environment(timeZone: TimeZone(identifier: "Asia/Tokyo")!, scrubIndex: 11)
    let utc = Environment(scrubIndex: 11)
    var overview = CompilerFixtures.overview
    overview.periods[.month]?.points = CompilerFixtures.points(
      count: 30, step: CompilerFixtures.day, end: CompilerFixtures.today.addingTimeInterval(20 * 3600))
    let inTokyo = CompilerFixtures.compile(overview, tokyo).node(id: "headline.date")?.text?.string
    let inUTC = CompilerFixtures.compile(overview, utc).node(id: "headline.date")?.text?.string
    #expect(inUTC == "Tue, Oct 13")
    #expect(inTokyo == "Wed, Oct 14")
  }
}
