import BlockSpec
import Foundation
import SPTheme

extension Workloads {
  /// The sparkline stat tile against the overview sample, in the same run: one tile compiled
  /// and encoded (target: at most a fifth of the sample's time) and the six-tile demo screen
  /// (target: at most the sample's time).
  func tile() -> [Measurement] {
    let overview = Overview.sample(today: Self.today)
    let environment = BlockEnvironment()
    let runs = options.runs(1_000)
    let sample = measure("tile: overview sample, compile + JSON", runs: runs, warmUp: 20) {
      StatsOverviewBlock.compile(overview, theme: theme, environment: environment).jsonData()
    }
    let tile = SparklineTile(
      title: "Revenue", value: "4,980", trend: [4200, 4310, nil, 4460, 4390, 4620, 4710, 4980],
      systemImage: "eurosign.circle", tint: .system(.indigo))
    var one = measure("tile: one tile, compile + JSON", runs: runs, warmUp: 20) {
      SparklineStatTileBlock.compile(tile, theme: theme, environment: environment).jsonData()
    }
    one.note =
      "tree \(SparklineStatTileBlock.compile(tile, theme: theme, environment: environment).jsonData().count) B,"
      + " ×\(String(format: "%.2f", one.median / sample.median)) sample (target ≤ 0.20)"
    let screen = BlockEnvironment(width: 390)
    var demo = measure("tile: demo screen (6 tiles), compile + JSON", runs: runs, warmUp: 20) {
      SparklineStatTileBlock.compile(.demo, theme: theme, environment: screen).jsonData()
    }
    demo.note =
      "tree \(SparklineStatTileBlock.compile(.demo, theme: theme, environment: screen).jsonData().count) B,"
      + " ×\(String(format: "%.2f", demo.median / sample.median)) sample (target ≤ 1.00)"
    return [sample, one, demo]
  }
}
