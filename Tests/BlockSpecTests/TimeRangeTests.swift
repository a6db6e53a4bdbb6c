import BlockSpec
import Testing

@Suite("TimeRange")
struct TimeRangeTests {
  @Test(
    "O-DA-7 titles, comparisons and spans",
    arguments: [
      (TimeRange.week, "1W", "vs last week", "Last 7 days"),
      (.month, "1M", "vs last month", "Last 30 days"),
      (.quarter, "3M", "vs last quarter", "Last 90 days"),
      (.year, "1Y", "vs last year", "Last 12 months"),
    ])
  func words(range: TimeRange, title: String, comparison: String, span: String) {
    #expect(range.title == title)
    #expect(range.comparison == comparison)
    #expect(range.span == span)
  }
}
