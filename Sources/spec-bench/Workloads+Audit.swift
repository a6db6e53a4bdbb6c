import BlockSpec
import Foundation
import SPTheme

extension Workloads {
  /// `spec-compile audit` on the sample overview over its whole default matrix: every shipped
  /// theme × 12 sizes × 4 widths × Reduce Motion off and on × the block's states, each tree
  /// compiled, laid out and audited on every core. Reported as trees per second beside the
  /// single compile's rate from the same run.
  func audit() throws -> [Measurement] {
    let overview = Overview.sample(today: Self.today)
    let themes = try Theme.shippedNames.map {
      AuditMatrix.NamedTheme(name: $0, theme: try Theme.shipped(named: $0))
    }
    let runs = options.runs(5)
    var trees = 0
    var whole = measure("audit: sample, default matrix, all cores", runs: runs) {
      let report = StatsOverviewBlock.audit(overview, file: "sample.json", themes: themes)
      trees = report.treeCount
      return report
    }
    whole.note = "\(trees) trees, \(Int(Double(trees) / whole.median)) trees/s"
    let environment = BlockEnvironment()
    var single = measure("audit: one tree compiled + laid out + audited", runs: options.runs(200), warmUp: 5)
    {
      let tree = StatsOverviewBlock.compile(overview, theme: theme, environment: environment)
      return TreeAudit.findings(in: tree, theme: theme, headers: StatsOverviewBlock.auditHeaders)
    }
    single.note = "\(Int(1 / single.median)) trees/s on one core"
    return [whole, single]
  }
}
