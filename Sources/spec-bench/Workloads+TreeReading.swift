import BlockSpec
import Foundation
import SPTheme

extension Workloads {
  /// Reading a tree back, as a Swift renderer does: `LayoutTree(jsonData:)` (the package's JSON
  /// reader and the tree's `Codable` conformances) against Foundation's `JSONDecoder` over the
  /// same conformances, in the same run, for the overview sample and the dashboard sample.
  func treeReading() -> [Measurement] {
    let runs = options.runs(300)
    let trees = [
      ("overview", StatsOverviewBlock.compile(Overview.sample(today: Self.today), theme: theme).jsonData()),
      (
        "dashboard", DashboardBlock.compile(DashboardModel.sample(today: Self.today), theme: theme).jsonData()
      ),
    ]
    var results: [Measurement] = []
    for (name, data) in trees {
      let baseline = measure(
        "trees: \(name) sample (\(data.count) B), baseline JSONDecoder", runs: runs, warmUp: 10
      ) {
        try? JSONDecoder().decode(LayoutTree.self, from: data)
      }
      var ours = measure("trees: \(name) sample, LayoutTree(jsonData:)", runs: runs, warmUp: 10) {
        try? LayoutTree(jsonData: data)
      }
      ours.note = "×\(String(format: "%.2f", ours.median / baseline.median)) JSONDecoder"
      results += [baseline, ours]
    }
    return results
  }
}
