import BlockSpec
import Foundation
import SPTheme

/// The dashboard's test inputs: the sample on a fixed "today", the shipped themes, and small
/// models built for one rule at a time.
enum DashboardFixtures {
  /// Tuesday, December 1, 2026, 09:00 UTC.
  static let today = Date(timeIntervalSince1970: 1_796_115_600)
  static let sample = DashboardModel.sample(today: today)
  static let light = try! Theme.shipped(named: "light")
  static let dark = try! Theme.shipped(named: "dark")

  static func compile(
    _ model: DashboardModel = sample, theme: Theme = light,
    environment: BlockEnvironment = BlockEnvironment(width: 390),
    state: DashboardState = DashboardState()
  ) -> LayoutTree {
    DashboardBlock.compile(model, theme: theme, environment: environment, state: state)
  }

  static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

  /// A chart whose readings come when they come: 09:00, 09:05, 11:00, 16:30 on one day.
  static let irregular: [Point] = [
    Point(date: date("2026-12-01T09:00:00Z"), value: 10),
    Point(date: date("2026-12-01T09:05:00Z"), value: 12),
    Point(date: date("2026-12-01T11:00:00Z"), value: 7),
    Point(date: date("2026-12-01T16:30:00Z"), value: 15),
  ]

  /// A year of five-minute readings in every range (105,120 each) and fifty activity rows.
  static func year(rows: Int = 50) -> DashboardModel {
    var model = sample
    var random = SplitMix64(seed: 5)
    let start = today.addingTimeInterval(-365 * 86_400)
    let points = (0..<105_120).map { index in
      Point(
        date: start.addingTimeInterval(Double(index) * 300),
        value: 100 + 40 * sin(Double(index) / 288) + 10 * random.unit())
    }
    for range in TimeRange.allCases { model.chart.series[range] = points }
    model.chart.totals = [:]
    model.activity = (0..<rows).map { index in
      DashboardActivity(
        id: "row-\(index)", title: "Order #\(2000 + index)", detail: "Paid by card",
        date: today.addingTimeInterval(-Double(index) * 3600),
        symbol: "cart", amount: Double(index) * 3.5 + 10)
    }
    return model
  }
}
