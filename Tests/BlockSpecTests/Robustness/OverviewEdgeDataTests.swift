import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// Data that is valid but unusual — no readings, one reading, a previous series of another
/// length, changes of −100 %, 0 and +1,000 %, negative figures in every format — compiles in
/// every theme to a sound tree that shows what the data says (`docs/errors.md`, "Inputs that
/// look wrong but are accepted").
@Suite("Edge data")
struct OverviewEdgeDataTests {
  static let day = 86_400.0
  static let start = 1_791_763_200.0  // 2026-10-12

  static func points(_ count: Int, from start: Double = start) -> [Point] {
    (0..<count).map {
      Point(date: Date(timeIntervalSince1970: start + Double($0) * day), value: Double($0 * 10 + 5))
    }
  }

  static func tree(_ period: Period, format: Format = .number(), theme: Theme = Robust.themes[0])
    -> LayoutTree
  {
    let overview = Overview(label: "Revenue", format: format, periods: [.month: period])
    return StatsOverviewBlock.compile(overview, theme: theme, environment: OverviewSetup())
  }

  @Test("zero readings compile to the empty state; one reading to a loaded chart")
  func fewReadings() {
    for theme in Robust.themes {
      let empty = Self.tree(Period(points: []), theme: theme)
      #expect(empty.state == .empty, "\(theme.name)")
      #expect(Robust.problems(in: empty) == [])
      let one = Self.tree(Period(points: Self.points(1)), theme: theme)
      #expect(one.state == .loaded, "\(theme.name)")
      #expect(Robust.problems(in: one) == [])
    }
  }

  @Test(
    "a previous series longer, shorter or without the current one compiles soundly",
    arguments: [(30, 90), (30, 3), (30, 1), (0, 30), (1, 30)])
  func previousSeries(current: Int, previous: Int) {
    let period = Period(
      points: Self.points(current), previousPoints: Self.points(previous, from: Self.start - 100 * Self.day))
    for theme in Robust.themes {
      let tree = Self.tree(period, theme: theme)
      #expect(Robust.problems(in: tree) == [], "\(theme.name) \(current)/\(previous)")
    }
  }

  @Test(
    "changes of -100 %, 0 and +1,000 % are shown as such",
    arguments: [(-1.0, "-100"), (0.0, "0"), (10.0, "+1,000")])
  func extremeChanges(change: Double, shown: String) throws {
    let tree = Self.tree(Period(points: Self.points(30), change: change))
    #expect(Robust.problems(in: tree) == [])
    let text = try #require(tree.node(id: "headline.change.text")?.text?.string)
    #expect(text.hasPrefix(shown), "\(text)")
  }

  static let formats: [Format] = [
    .currency(code: "USD"), .currency(code: "JPY"), .currency(code: "BHD", fractionDigits: 3), .number(),
    .number(fractionDigits: 2), .percent, .compact, .duration,
  ]

  @Test(
    "negative figures in every format are written with their sign and compile soundly", arguments: formats)
  func negativeValues(format: Format) throws {
    for value in [-0.5, -1_234.5, -9.99e14, -1e20] {
      let text = format.formatted(value, locale: Locale(identifier: "en_US"))
      #expect(text.contains("-") || text.contains("−"), "\(format) \(value): \(text)")
    }
    let points = Self.points(30).map { Point(date: $0.date, value: -$0.value) }
    for theme in Robust.themes {
      let tree = Self.tree(
        Period(points: points, value: -1_234.5, change: -0.2), format: format, theme: theme)
      #expect(Robust.problems(in: tree) == [], "\(theme.name) \(format)")
    }
  }
}
