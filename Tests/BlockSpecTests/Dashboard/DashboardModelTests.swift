import BlockSpec
import Foundation
import SPTheme
import Testing

@Suite("Dashboard model and document")
struct DashboardModelTests {
  @Test("D-12 metric formats: compact numbers, currency and percent, and nothing else")
  func metricFormats() throws {
    #expect(DashboardMetric.allows(.compact))
    #expect(DashboardMetric.allows(.currency(code: "USD")))
    #expect(DashboardMetric.allows(.percent))
    #expect(!DashboardMetric.allows(.number()))
    #expect(!DashboardMetric.allows(.duration))
    var model = DashboardFixtures.sample
    model.metrics[1].format = .duration
    let problems = model.problems()
    #expect(problems.map(\.path) == ["metrics[1].format"])
    #expect(problems.first?.expected.contains("compact") == true)
    #expect(problems.first?.found == "\"duration\"")
    model.metrics[1].format = .currency(code: "XYZ")
    #expect(model.problems().map(\.path) == ["metrics[1].format.currency.code"])
  }

  @Test("D-13 the sample is seeded: the same today and seed give the same model, another seed another")
  func sampleIsSeeded() {
    let today = DashboardFixtures.today
    #expect(DashboardModel.sample(today: today) == DashboardModel.sample(today: today))
    #expect(DashboardModel.sample(today: today, seed: 8) != DashboardModel.sample(today: today))
  }

  @Test("D-13 the sample is dated up to today, with metrics, several ranges and activity rows")
  func sampleIsDated() throws {
    let sample = DashboardFixtures.sample
    #expect(sample.problems().isEmpty)
    #expect(sample.metrics.count == 4)
    #expect(sample.chart.ranges == TimeRange.allCases)
    #expect(!sample.activity.isEmpty)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let midnight = calendar.startOfDay(for: DashboardFixtures.today)
    let endOfToday = midnight.addingTimeInterval(86_400)
    for range in TimeRange.allCases {
      let last = try #require(sample.chart.series[range]?.last?.date)
      #expect(last < endOfToday, "\(range) ends after today")
      #expect(last >= midnight.addingTimeInterval(-7 * 86_400), "\(range) ends long before today")
    }
    #expect(sample.activity.allSatisfy { $0.date < endOfToday })
    // A later today moves every date with it.
    let tomorrow = DashboardModel.sample(today: DashboardFixtures.today.addingTimeInterval(86_400))
    #expect(
      tomorrow.chart.series[.month]?.last?.date
        == sample.chart.series[.month]?.last?.date.addingTimeInterval(86_400))
  }

  @Test("D-13 the sample's 3M range is irregular in time, the others regular")
  func sampleRegularity() {
    let chart = DashboardFixtures.sample.chart
    #expect(chart.isRegular(.week))
    #expect(chart.isRegular(.month))
    #expect(!chart.isRegular(.quarter))
  }

  @Test("The document form reads back to the same model")
  func roundTrip() throws {
    var model = DashboardFixtures.sample
    model.tint = RGBAColor(hex: "#5E5CE6")
    let data = model.encodedJSON()
    let read = try DashboardModel.decode(from: data, source: "dashboard.json")
    #expect(read == model)
  }

  @Test("Bad documents name the file, the JSON path, what was expected and what was found")
  func errorsHavePlaces() throws {
    let text = """
      {"block": "dashboard", "greeting": "Hi", "colour": 1,
       "metrics": [{"id": "a", "label": "A", "value": "12", "format": "compact"}],
       "chart": {"label": "Revenue", "format": "compact",
                 "ranges": {"1W": {"points": [{"date": "2026-12-01", "value": 1}, {"date": "soon", "value": 2}]},
                            "2W": {"points": []}}},
       "activity": [{"id": "x", "title": "T", "date": "2026-12-01T09:00:00Z"}]}
      """
    do {
      _ = try DashboardModel.decode(from: Data(text.utf8), source: "dashboard.json")
      Issue.record("a bad document was accepted")
    } catch {
      let lines = error.lines
      #expect(lines.contains { $0.hasPrefix("dashboard.json: colour: expected one of greeting, subtitle") })
      #expect(lines.contains("dashboard.json: metrics[0].value: expected a number, found \"12\""))
      #expect(
        lines.contains {
          $0.hasPrefix("dashboard.json: chart.ranges.1W.points[1].date: expected")
            && $0.hasSuffix("found \"soon\"")
        })
      #expect(
        lines.contains(
          "dashboard.json: chart.ranges.2W: expected a range key, one of 1W, 1M, 3M, 1Y, found \"2W\""))
      #expect(
        lines.contains("dashboard.json: activity[0].symbol: expected a value for \"symbol\", found nothing"))
    }
  }

  @Test("A document of another block is refused at its block member")
  func wrongBlock() {
    let text =
      #"{"block": "statsOverview", "greeting": "Hi", "chart": {"label": "A", "format": "compact", "ranges": {}}}"#
    #expect(throws: DocumentError.self) {
      try DashboardModel.decode(from: Data(text.utf8), source: "d.json")
    }
    do {
      _ = try DashboardModel.decode(from: Data(text.utf8), source: "d.json")
    } catch {
      #expect(error.lines == ["d.json: block: expected \"dashboard\", found \"statsOverview\""])
    }
  }

  @Test("Meaning is checked after shape: readings out of order, ids used twice, an empty greeting")
  func validation() {
    var model = DashboardFixtures.sample
    model.greeting = " "
    model.activity[2].id = model.activity[0].id
    let points = model.chart.series[.week]!
    model.chart.series[.week] = [points[1], points[0]]
    let paths = model.problems().map(\.path)
    #expect(paths == ["greeting", "chart.ranges.1W.points[1].date", "activity[2].id"])
  }

  @Test("D-5 ranges whose series are empty are not offered")
  func emptyRangesHidden() {
    var chart = DashboardFixtures.sample.chart
    chart.series[.year] = []
    chart.series[.week] = nil
    #expect(chart.ranges == [.month, .quarter])
  }
}
