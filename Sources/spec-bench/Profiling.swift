import BlockSpec
import Foundation
import SPTheme

/// `spec-bench --profile TARGET [FILE]`: one workload's work in a loop, without clocks or
/// children, for `valgrind --tool=callgrind` (docs/performance.md shows the command).
enum Profiling {
  static let targets = [
    "sample", "encode", "batch", "decode", "compile", "theme", "audit", "dashboard", "tokens", "trees",
  ]

  static func run(_ target: String, file: String?) -> Int32 {
    do {
      if target == "tokens" {
        // A Style Dictionary shape (`--profile tokens 30`: the one 30 deep; 3 by default), read
        // ten times, and nothing else: no shipped theme loaded first.
        guard let shape = TokenWorkloads.shapes.first(where: { "\($0.depth)" == (file ?? "3") }) else {
          FileHandle.standardError.write(Data("spec-bench: --profile tokens takes 3, 30 or 100\n".utf8))
          return 2
        }
        let generated = TokenWorkloads.document(shape)
        for _ in 0..<10 { blackHole(try TokenTree.read(data: generated, file: "generated.json")) }
        return 0
      }
      let theme = try Theme.shipped(named: "light")
      let data = try file.flatMap {
        target == "sample" || target == "encode" ? nil : try Data(contentsOf: URL(fileURLWithPath: $0))
      }
      switch (target, data) {
      case ("trees", _):
        let tree = StatsOverviewBlock.compile(Overview.sample(today: Workloads.today), theme: theme)
          .jsonData()
        for _ in 0..<20 { blackHole(try LayoutTree(jsonData: tree)) }
      case ("sample", _):
        // `--profile sample 1` and `--profile sample 101`: the difference of the two totals is
        // a hundred overviews in the steady state, without the first compile's one-time work
        // (Foundation's formatters, the learned patterns).
        let overview = Overview.sample(today: Workloads.today)
        for _ in 0..<(file.flatMap { Int($0) } ?? 100) {
          blackHole(
            StatsOverviewBlock.compile(overview, theme: theme, environment: BlockEnvironment()).jsonData())
        }
      case ("encode", _):
        // `--profile encode 101` minus `--profile encode 1`: the writer alone, a hundred times
        // over one compiled sample tree.
        let tree = StatsOverviewBlock.compile(
          Overview.sample(today: Workloads.today), theme: theme, environment: BlockEnvironment())
        for _ in 0..<(file.flatMap { Int($0) } ?? 100) { blackHole(tree.jsonData()) }
      case ("batch", _):
        // Built before the loop, as the timed batch does, so the profile is the compile and
        // encode alone; callgrind's totals still include building them (look inside `run`).
        let overviews = (0..<200).map { index in
          Overview.sample(
            today: Workloads.today.addingTimeInterval(Double(index % 365) * 86_400), seed: UInt64(index))
        }
        let environment = BlockEnvironment()
        for overview in overviews {
          blackHole(StatsOverviewBlock.compile(overview, theme: theme, environment: environment).jsonData())
        }
      case ("decode", let data?):
        blackHole(try Overview.decode(from: data, source: "profile.json"))
      case ("compile", let data?):
        let overview = try Overview.decode(from: data, source: "profile.json")
        let state = StatsOverviewState(selectedRange: .year)
        blackHole(StatsOverviewBlock.compile(overview, theme: theme, state: state).jsonData())
      case ("audit", _):
        let overview = Overview.sample(today: Workloads.today)
        for _ in 0..<100 {
          let tree = StatsOverviewBlock.compile(overview, theme: theme, environment: BlockEnvironment())
          blackHole(TreeAudit.findings(in: tree, theme: theme, headers: StatsOverviewBlock.auditHeaders))
        }
      case ("dashboard", _):
        let model = DashboardModel.sample(today: Workloads.today)
        for _ in 0..<100 {
          blackHole(DashboardBlock.compile(model, theme: theme, environment: BlockEnvironment()).jsonData())
        }
      case ("theme", _):
        let generated = Inputs.themeJSON()
        for _ in 0..<3 { blackHole(try Theme.load(data: generated, fileName: "generated.json")) }
      default:
        FileHandle.standardError.write(
          Data(
            "spec-bench: --profile takes \(targets.joined(separator: ", ")) (decode and compile need a file)\n"
              .utf8))
        return 2
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("spec-bench: \(error)\n".utf8))
      return 1
    }
  }
}
