import Foundation
import SPTheme

extension StatsOverviewBlock {
  /// The node that must be a header when the numbers show (O-AX-1).
  public static var auditHeaders: [String] { ["headline.figure"] }

  /// Every state the audit compiles `overview` in, with the flags that reproduce it: loaded on
  /// the block's own range, each other offered range, the first and the last drawable reading
  /// of the selected range scrubbed, loading, the error and each phase of Try again.
  public static func auditStates(for overview: Overview) -> [(
    state: AuditMatrix.State, value: StatsOverviewState
  )] {
    var states: [(AuditMatrix.State, StatsOverviewState)] = [
      (AuditMatrix.State(name: "loaded", flags: []), StatsOverviewState())
    ]
    let own = RangeSelection.selected(in: StatsOverviewState())
    for range in TimeRange.allCases where range != own {
      states.append(
        (
          AuditMatrix.State(name: "range \(range.rawValue)", flags: ["--range", range.rawValue]),
          StatsOverviewState(selectedRange: range)
        ))
    }
    if let period = overview.periods[own] {
      let drawable = period.points.indices.filter { period.points[$0].value.isFinite }
      if let first = drawable.first {
        states.append(
          (
            AuditMatrix.State(name: "scrub first", flags: ["--scrub", String(first)]),
            StatsOverviewState(scrubIndex: first)
          ))
      }
      if let last = drawable.last, last != drawable.first {
        states.append(
          (
            AuditMatrix.State(name: "scrub last", flags: ["--scrub", String(last)]),
            StatsOverviewState(scrubIndex: last)
          ))
      }
    }
    let failedRetry = "The operation couldn’t be completed."
    let phases: [(String, [String], Phase)] = [
      ("loading", ["--phase", "loading"], .loading),
      ("error", ["--phase", "error"], .failed(description: nil, retry: .idle)),
      ("retrying", ["--phase", "retrying"], .failed(description: nil, retry: .running)),
      ("retry succeeded", ["--phase", "retry-succeeded"], .failed(description: nil, retry: .succeeded)),
      (
        "retry failed", ["--phase", "retry-failed"],
        .failed(description: nil, retry: .failed(message: failedRetry))
      ),
    ]
    for (name, flags, phase) in phases {
      states.append((AuditMatrix.State(name: name, flags: flags), StatsOverviewState(phase: phase)))
    }
    return states
  }

  /// Where in the overview document the content of a finding's node comes from, for reports
  /// that point into the file (SARIF): the headline's label and numbers, a tile's metric.
  public static func documentPath(of finding: AuditFinding, in overview: Overview) -> String? {
    documentPath(of: finding, in: overview, range: nil)
  }

  /// `documentPath(of:in:)` for the range a state shows (nil: the block's own).
  static func documentPath(of finding: AuditFinding, in overview: Overview, range: TimeRange?) -> String? {
    // A colour pair is the theme's, not the document's.
    guard finding.kind != .contrastTooLow else { return nil }
    let node = finding.node
    if node.hasPrefix("headline.label") || node.hasPrefix("error.") && node.contains("label") {
      return "label"
    }
    let range = range ?? RangeSelection.selected(in: StatsOverviewState())
    if node.hasPrefix("headline") || node.hasPrefix("chart") {
      return overview.periods[range] == nil ? "periods" : "periods.\(range.rawValue)"
    }
    if node.hasPrefix("tiles.") {
      let metrics = overview.metrics(for: range)
      let ids = TilesPart.ids(for: metrics)
      let tile = node.split(separator: ".").prefix(2).joined(separator: ".")
      guard let index = ids.firstIndex(of: tile) else { return nil }
      let owner = overview.periods[range]?.metrics != nil ? "periods.\(range.rawValue).metrics" : "metrics"
      let field = node.hasSuffix(".label") ? ".label" : node.hasSuffix(".value") ? ".value" : ""
      return "\(owner)[\(index)]\(field)"
    }
    return nil
  }
}
