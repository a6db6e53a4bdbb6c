import BlockSpec
import Foundation
import SPTheme
import Testing

@testable import BlockSpec

/// #25: what the tree decides so that a renderer draws the page a designer trusts: the
/// dashboard chart's grid lines (D-10), the segmented control's thumb per appearance, and a text
/// tree without binary noise.
@Suite("#25 Renderer fidelity: grid lines, the dark thumb, the text tree's numbers")
struct DashboardFidelityTests {
  typealias F = DashboardFixtures

  static let themes = ["light", "dark", "light-high-contrast", "dark-high-contrast"]

  @Test(
    "#25 D-10 the dashboard chart has grid lines in color.separator, at round values inside its domain",
    arguments: TimeRange.allCases, themes)
  func gridLines(range: TimeRange, themeName: String) throws {
    let theme = try Theme.shipped(named: themeName)
    let tree = F.compile(theme: theme, state: DashboardState(selectedRange: range))
    let chart = try #require(tree.node(id: "chart")?.chart)
    let grid = try #require(chart.gridLines, "the dashboard chart has no grid lines")
    #expect(grid.stroke.color.token == "color.separator")
    #expect(grid.stroke.color.value == theme.color(.separator).hex)
    #expect(grid.stroke.width == 0.5)
    #expect((2...6).contains(grid.values.count), "\(grid.values)")
    #expect(grid.values == grid.values.sorted())
    #expect(grid.values.allSatisfy { $0 > chart.domain.yLower && $0 < chart.domain.yUpper })
    // One step apart, and in the JSON and the text tree.
    let steps = Set(zip(grid.values.dropFirst(), grid.values).map { ($0 - $1) })
    #expect(steps.count <= 1, "\(grid.values)")
    let json = String(decoding: tree.jsonData(), as: UTF8.self)
    #expect(json.contains(#""gridLines":{"stroke":"#))
    #expect(tree.textTree.contains("grid=color.separator"))
    #expect(try LayoutTree(jsonData: tree.jsonData()) == tree)
  }

  @Test("#25 D-10 the stats overview's chart has no grid lines (docs/layout-tree.md, chart)")
  func overviewHasNone() throws {
    let overview = Overview.sample(today: Date(timeIntervalSince1970: 1_791_763_200))
    let tree = StatsOverviewBlock.compile(
      overview, theme: F.light, environment: BlockEnvironment(width: 350), state: StatsOverviewState())
    let chart = try #require(tree.node(id: "chart")?.chart)
    #expect(chart.gridLines == nil)
    #expect(!String(decoding: tree.jsonData(), as: UTF8.self).contains("gridLines"))
    #expect(tree.schemaVersion == LayoutTree.baseSchemaVersion)
  }

  @Test(
    "#25 grid values: the span over four rounded up to 1, 2, 2.5 or 5 × 10ⁿ, strictly inside, no noise",
    arguments: [
      (950.0, 2060.0, [1000.0, 1500, 2000]),
      (0.0, 131.0, [50.0, 100]),
      (7830.0, 14150.0, [8000.0, 10000, 12000, 14000]),
      (0.0162, 0.029, [0.02, 0.025]),
      (0.1, 0.4, [0.2, 0.3]),
      (-30.0, 30.0, [-20.0, 0, 20]),
      (5.0, 5.0, []),
      (0.0, .infinity, []),
    ])
  func gridValues(lower: Double, upper: Double, expected: [Double]) {
    #expect(LineChartPart.gridValues(lower: lower, upper: upper) == expected)
  }

  @Test(
    "#25 the range control's thumb is lighter than what it sits on, in every appearance, for every block",
    arguments: themes)
  func thumbLighter(themeName: String) throws {
    let theme = try Theme.shipped(named: themeName)
    let dark = theme.color(.bg).relativeLuminance < 0.5
    // The dashboard: a plate on a `fill` track on the card's `surface`.
    let dashboard = try #require(F.compile(theme: theme).node(id: "range")?.segmented)
    let card = theme.color(.surface)
    let trackColor = try #require(dashboard.track).color
    let track = try #require(RGBAColor(hex: trackColor.value)).composited(over: card)
    let plate = try #require(RGBAColor(hex: dashboard.plate.color.value)).composited(over: track)
    #expect(dashboard.plate.color.token == (dark ? "color.fill" : "color.surface"))
    if dark {
      #expect(plate.relativeLuminance > track.relativeLuminance, "the dark thumb reads as a hole")
    } else {
      #expect(plate.relativeLuminance >= track.relativeLuminance)
    }
    // The overview: a `fill` plate on its card, no track, in either appearance.
    let overview = Overview.sample(today: Date(timeIntervalSince1970: 1_791_763_200))
    let tree = StatsOverviewBlock.compile(
      overview, theme: theme, environment: BlockEnvironment(width: 350), state: StatsOverviewState())
    let control = try #require(tree.node(id: "range")?.segmented)
    #expect(control.plate.color.token == "color.fill")
    #expect(control.track == nil)
  }

  @Test(
    "#25 the text tree rounds binary noise to 12 significant digits; the JSON keeps every bit",
    arguments: [
      (1255.1800000000003, "1255.18"), (0.035500000000000004, "0.0355"), (0.016200000000000003, "0.0162"),
      (37803.8009, "37803.8009"), (0.5517, "0.5517"), (16, "16"), (0, "0"), (-0.30000000000000004, "-0.3"),
      (1e-7, "1e-07"), (123_456_789_012_345, "123456789012345"),
    ])
  func textTreeNumbers(value: Double, text: String) {
    #expect(TextTreeFormat.number(value) == text)
  }

  @Test("#25 the sample dashboard's text tree prints no float noise")
  func noNoise() {
    for range in TimeRange.allCases {
      let text = F.compile(state: DashboardState(selectedRange: range)).textTree
      #expect(text.range(of: #"\d\.\d*0000000\d"#, options: .regularExpression) == nil)
      #expect(text.range(of: #"\d\.\d*9999999\d"#, options: .regularExpression) == nil)
    }
  }
}
