import BlockSpec
import Foundation
import SPTheme

/// The dashboard's targets (docs/performance.md, "The dashboard"), each measured beside the
/// overview's figure it is held to, in the same run: the sample compiled and encoded (at most
/// twice the overview sample's time), and a dashboard whose chart holds a year of five-minute
/// readings in every range with fifty activity rows (its tree under 96 KB, its compile under
/// twice the overview's five-minute year).
extension Workloads {
  func dashboard(overviewFile file: URL) throws -> [Measurement] {
    let runs = options.runs(1_000)
    let environment = BlockEnvironment()
    let overview = Overview.sample(today: Self.today)
    let overviewSample = measure("dashboard: overview sample compile + JSON", runs: runs, warmUp: 20) {
      StatsOverviewBlock.compile(overview, theme: theme, environment: environment).jsonData()
    }
    let model = DashboardModel.sample(today: Self.today)
    let screen = BlockEnvironment(width: 390)
    var sample = measure("dashboard: sample compile + JSON", runs: runs, warmUp: 20) {
      DashboardBlock.compile(model, theme: theme, environment: screen).jsonData()
    }
    sample.note =
      "×\(ratio(sample, overviewSample)) overview sample (target ≤ 2), tree "
      + "\(DashboardBlock.compile(model, theme: theme, environment: screen).jsonData().count) B"

    let bigRuns = options.runs(15)
    let yearOverview = try Overview.decode(from: Data(contentsOf: file), source: file.lastPathComponent)
    let state = StatsOverviewState(selectedRange: .year)
    let overviewYear = measure("dashboard: overview 1Y five-minute compile", runs: bigRuns) {
      StatsOverviewBlock.compile(yearOverview, theme: theme, state: state)
    }
    let year = Self.dashboardYear()
    var yearCompile = measure("dashboard: 1Y five-minute × 4 ranges + 50 rows compile", runs: bigRuns) {
      DashboardBlock.compile(
        year, theme: theme, environment: screen, state: DashboardState(selectedRange: .year))
    }
    let tree = DashboardBlock.compile(
      year, theme: theme, environment: screen, state: DashboardState(selectedRange: .year))
    yearCompile.note =
      "×\(ratio(yearCompile, overviewYear)) overview 1Y (target < 2), tree \(tree.jsonData().count) B (target < 98,304)"
    let encode = measure("dashboard: 1Y five-minute encode tree", runs: bigRuns) { tree.jsonData() }
    return [overviewSample, sample, overviewYear, yearCompile, encode]
  }

  /// The sample with a year of five-minute readings (105,120) in every range and fifty rows.
  static func dashboardYear() -> DashboardModel {
    var model = DashboardModel.sample(today: today)
    var random = SplitMix64(seed: 2026)
    let start = today.addingTimeInterval(-365 * 86_400)
    let points = (0..<fiveMinuteCount).map { index in
      Point(
        date: start.addingTimeInterval(Double(index) * 300),
        value: (1_000 + 400 * sin(Double(index) / 288) + 200 * random.unit()).rounded())
    }
    for range in TimeRange.allCases { model.chart.series[range] = points }
    model.chart.totals = [:]
    model.activity = (0..<50).map { index in
      DashboardActivity(
        id: "order-\(3000 + index)", title: "Order #\(3000 + index)",
        detail: "Paid by card · \(index % 4 + 1) items",
        date: today.addingTimeInterval(-Double(index) * 1_800), symbol: "cart",
        amount: Double(index * 7 % 90) + 12.5)
    }
    return model
  }
}
