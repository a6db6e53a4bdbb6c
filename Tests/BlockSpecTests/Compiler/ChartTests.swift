import BlockSpec
import Foundation
import SPTheme
import Testing

@Suite("Chart")
struct ChartTests {
  let tree = Scenario.loaded.compile()

  func chart(_ tree: LayoutTree) throws -> LayoutNode.Chart {
    try #require(tree.node(id: "chart")?.chart)
  }

  @Test("O-ST-6 the line is accent at 2 pt; the previous period textTertiary at 60 %, dashed 2 on 4 off")
  func styling() throws {
    let chart = try chart(tree)
    #expect(chart.series.map(\.id) == ["chart.series.previous", "chart.series.current"])
    let current = try #require(chart.series.last)
    #expect(current.role == .current)
    #expect(current.stroke.color.token == "color.accent" && current.stroke.color.opacity == nil)
    #expect(current.stroke.width == 2 && current.stroke.dash.isEmpty)
    let previous = try #require(chart.series.first)
    #expect(previous.stroke.color.token == "color.textTertiary" && previous.stroke.color.opacity == 0.6)
    #expect(previous.stroke.color.value == CompilerFixtures.theme.color(.textTertiary).opacity(0.6).hex)
    #expect(previous.stroke.dash == [2, 4])
    #expect(previous.stroke.width == 1.5 && previous.stroke.lineCap == .butt)
    #expect(chart.series.allSatisfy { $0.interpolation == .monotone })
    // One highlighted series: only the current line is in the accent.
    #expect(chart.series.filter { $0.stroke.color.token == "color.accent" }.count == 1)
  }

  @Test("O-ST-6 an empty previous series hides the dashed line")
  func noPrevious() throws {
    var overview = CompilerFixtures.overview
    overview.periods[.month]?.previousPoints = []
    let chart = try chart(CompilerFixtures.compile(overview))
    #expect(chart.series.map(\.role) == [.current])
    #expect(chart.series.allSatisfy { $0.stroke.dash.isEmpty })
  }

  @Test("O-ST-6 three dates beneath in type.caption, textTertiary, first, middle and last")
  func dates() throws {
    let chart = try chart(tree)
    #expect(chart.axisLabels.count == 3)
    #expect(chart.axisLabels.map(\.anchor) == [.leading, .center, .trailing])
    #expect(chart.axisLabels.first?.position == 0 && chart.axisLabels.last?.position == 1)
    #expect(
      chart.axisLabels.allSatisfy {
        $0.font.token == "type.caption" && $0.color.token == "color.textTertiary"
      })
    #expect(chart.axisLabels.map(\.text) == ["Oct 2", "Oct 16", "Oct 31"])
  }

  @Test("O-ST-6 the previous period is laid over the same span, both starting at x = 0")
  func sameSpan() throws {
    let chart = try chart(tree)
    for series in chart.series {
      #expect(series.points.first?.x == 0)
      #expect(series.points.last?.x == 1)
      #expect(series.points.allSatisfy { (0...1).contains($0.x) })
    }
    #expect(chart.domain.start == "2026-10-02T00:00:00Z" && chart.domain.end == "2026-10-31T00:00:00Z")
  }

  @Test("the y domain holds every reading of both series, padded, and never dips below zero for sales")
  func domain() throws {
    let chart = try chart(tree)
    let values = chart.series.flatMap(\.points).map(\.y)
    #expect(chart.domain.yLower < values.min()! && chart.domain.yUpper > values.max()!)
    #expect(chart.domain.yLower >= 0)
    var flat = CompilerFixtures.overview
    flat.periods[.month] = Period(
      points: CompilerFixtures.points(count: 5, step: CompilerFixtures.day).map {
        Point(date: $0.date, value: 0)
      })
    let flatChart = try self.chart(CompilerFixtures.compile(flat))
    #expect(flatChart.domain.yLower == 0 && flatChart.domain.yUpper == 1)
  }

  @Test("a single reading is drawn at the centre with one centred date")
  func singleReading() throws {
    var overview = CompilerFixtures.overview
    overview.periods[.month] = Period(points: [Point(date: CompilerFixtures.today, value: 12)])
    let chart = try chart(CompilerFixtures.compile(overview))
    #expect(chart.series.map(\.points.count) == [1])
    #expect(chart.series.first?.points.first?.x == 0.5)
    #expect(chart.axisLabels.map(\.anchor) == [.center])
    #expect(chart.domain.yLower < 12 && chart.domain.yUpper > 12)
  }

  @Test("the series reduction seam keeps every reading's original index (for now: all of them)")
  func reductionSeam() throws {
    var overview = CompilerFixtures.overview
    var points = CompilerFixtures.points(count: 30, step: CompilerFixtures.day)
    points[3].value = .nan  // a reading that cannot be drawn is skipped, the others keep their index
    overview.periods[.month]?.points = points
    let current = try #require(try chart(CompilerFixtures.compile(overview)).series.last)
    #expect(current.originalCount == 30)
    #expect(current.points.map(\.index) == [0, 1, 2] + Array(4..<30))
  }

  @Test("O-SS-6 scrubbing puts a textTertiary rule and an accent dot ringed in surface at the reading")
  func scrubSelection() throws {
    let chart = try chart(Scenario.scrubbing.compile())
    let style = chart.selectionStyle
    #expect(style.rule.color.token == "color.textTertiary")
    #expect(style.dot.fill.token == "color.accent" && style.dot.ring.token == "color.surface")
    #expect(style.rule.width == 1 && style.dot.diameter == 10 && style.dot.ringWidth == 2)
    let selection = try #require(chart.selection)
    let reading = CompilerFixtures.overview.periods[.month]!.points[11]
    #expect(selection.index == 11)
    #expect(selection.y == reading.value)
    #expect(selection.x == chart.series.last?.points[11].x)
    #expect(selection.dateText == "Tue, Oct 13")
    #expect(self.tree.node(id: "chart")?.chart?.selection == nil)
  }

  @Test("O-AX-2 the chart descriptor has title, summary, axes and every reading with label and value")
  func descriptor() throws {
    let node = try #require(tree.node(id: "chart"))
    let descriptor = try #require(node.accessibility?.chart)
    #expect(descriptor.title == "Revenue")
    #expect(descriptor.summary.hasPrefix("Revenue, last 30 days: $44,051.40, up 13.0% vs last month."))
    #expect(descriptor.xAxis.title == "Date" && descriptor.xAxis.lowerText == "Fri, Oct 2")
    #expect(descriptor.yAxis.title == "Revenue")
    #expect(descriptor.yAxis.lowerText.hasPrefix("$"))
    #expect(descriptor.series.map(\.name) == ["Last 30 days", "Previous period"])
    let readings = CompilerFixtures.overview.periods[.month]!.points
    let points = descriptor.series[0].points
    #expect(points.map(\.value) == readings.map(\.value))
    #expect(points[11].label == "Tue, Oct 13")
    #expect(
      points[11].valueText
        == "$\(Int(readings[11].value).formatted(.number.locale(Locale(identifier: "en_US")))).00")
    #expect(node.accessibility?.label == "Revenue, Last 30 days")
  }

  @Test("O-SS-3 a range without readings says so in place of the chart, at the chart's height")
  func empty() throws {
    let tree = Scenario.empty.compile()
    #expect(tree.state == .empty)
    #expect(tree.node(id: "chart") == nil)
    let empty = try #require(tree.node(id: "chart.empty"))
    #expect(empty.stack?.minHeight == tree.node(id: "chart.empty")?.stack?.minHeight)
    #expect(empty.stack?.minHeight == 180)
    #expect(tree.node(id: "chart.empty.text")?.text?.string == "No data for this range yet.")
    // The rest of the block stays: the headline, the control and the tiles.
    #expect(tree.node(id: "headline.value")?.text?.string == "—")
    #expect(tree.node(id: "range.1M")?.segment?.selected == true)
    #expect(tree.node(id: "tiles.orders") != nil)
  }
}

/// Layout tree 2.0 writes a drawn point as `[index, x, y]` and gives each series the date at
/// x = 0, so a renderer can still recover any point's date (docs/layout-tree.md, chart).
@Suite("Chart point encoding")
struct ChartPointEncodingTests {
  static func date(_ text: String) throws -> Date {
    try Date(text, strategy: Date.ISO8601FormatStyle(timeZone: .gmt))
  }

  @Test("a drawn point is written as the triple [index, x, y] and reads back the same")
  func triple() throws {
    let point = LayoutNode.Chart.Point(index: 52_345, x: 0.497975, y: 1_003.4567891234567)
    let data = try JSONEncoder().encode([point])
    #expect(String(decoding: data, as: UTF8.self) == "[[52345,0.497975,1003.4567891234567]]")
    #expect(try JSONDecoder().decode([LayoutNode.Chart.Point].self, from: data) == [point])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([LayoutNode.Chart.Point].self, from: Data("[[1,0.5]]".utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([LayoutNode.Chart.Point].self, from: Data("[[1,0.5,2,3]]".utf8))
    }
  }

  @Test("a point's date is its series' start plus x times the domain's span, for both series")
  func dates() throws {
    let overview = CompilerFixtures.overview
    let chart = try #require(CompilerFixtures.compile(overview).node(id: "chart")?.chart)
    let period = try #require(overview.periods[.month])
    let span = try Self.date(chart.domain.end).timeIntervalSince(try Self.date(chart.domain.start))
    #expect(chart.series.first { $0.role == .current }?.start == chart.domain.start)
    for series in chart.series {
      let readings = series.role == .current ? period.points : period.previousPoints
      let start = try Self.date(series.start)
      #expect(!series.points.isEmpty)
      for point in series.points {
        let derived = start.addingTimeInterval(point.x * span)
        // x is written to a ten-thousandth of the plot: the date to half of that of the span.
        #expect(abs(derived.timeIntervalSince(readings[point.index].date)) <= span / 20_000 + 0.001)
      }
    }
  }
}
