import BlockSpec
import Foundation
import Testing

/// The chart's spoken summary (O-AX-2) as independent readers heard it: each sentence says a
/// thing once.
@Suite("Chart summary wording")
struct ChartSummaryTests {
  static func summary(_ period: Period) -> String? {
    let overview = Overview(
      label: "Revenue", format: .currency(code: "USD"), periods: [.month: period], metrics: [])
    return CompilerFixtures.compile(overview).node(id: "chart")?.accessibility?.chart?.summary
  }

  static func period(_ values: [Double], value: Double? = nil, change: Double? = nil) -> Period {
    let end = CompilerFixtures.today
    let points = values.enumerated().map { offset, reading in
      Point(
        date: end.addingTimeInterval(-Double(values.count - 1 - offset) * CompilerFixtures.day),
        value: reading)
    }
    return Period(points: points, value: value, change: change)
  }

  @Test("#13.15 with no change the summary names the span once: the figure alone after it")
  func noChange() throws {
    let summary = try #require(Self.summary(Self.period([400, 1_362.5], value: 1_362.5)))
    #expect(summary.hasPrefix("Revenue, last 30 days: $1,362.50. Lowest $400.00"))
    #expect(!summary.contains("Last 30 days"))
  }

  @Test("#13.15 with a change the summary keeps the change line")
  func withChange() throws {
    let summary = try #require(Self.summary(Self.period([400, 1_362.5], value: 1_362.5, change: 0.13)))
    #expect(summary.hasPrefix("Revenue, last 30 days: $1,362.50, up 13.0% vs last month. Lowest"))
  }

  @Test("#13.16 a flat series held steady, rather than lowest and highest on one day")
  func flat() throws {
    let summary = try #require(Self.summary(Self.period([500, 500, 500, 500])))
    #expect(summary == "Revenue, last 30 days: $500.00. Held steady at $500.00.")
    // Equal as read: readings that differ below the format's digits also held steady.
    let nearly = try #require(Self.summary(Self.period([500.001, 500.004])))
    #expect(nearly.hasSuffix(" Held steady at $500.00."))
    let moving = try #require(Self.summary(Self.period([500, 510])))
    #expect(moving.hasSuffix("Lowest $500.00 on Fri, Oct 30; highest $510.00 on Sat, Oct 31."))
  }
}
