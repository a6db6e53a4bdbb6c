import Foundation
import SPTheme

extension DashboardBlock {
  /// The nodes that must be headers: the greeting (the screen's title) and the activity card's
  /// title.
  public static var auditHeaders: [String] { ["greeting.title", "activity.title"] }

  /// Every state the audit compiles a dashboard in, with the flags that reproduce it: at rest;
  /// each other offered range; the first and last sample of the shown range scrubbed; the
  /// greeting collapsed; the first row open with its actions and swiped past 62 %; pull to
  /// refresh pulling, armed, refreshing and finished; inside the host's navigation stack.
  public static func auditStates(for model: DashboardModel) -> [(
    state: AuditMatrix.State, value: DashboardState
  )] {
    var states: [(AuditMatrix.State, DashboardState)] = [
      (AuditMatrix.State(name: "rest", flags: []), DashboardState())
    ]
    let offered = model.chart.ranges
    let shown = offered.contains(.month) ? TimeRange.month : offered.first
    for range in offered where range != shown {
      states.append(
        (
          AuditMatrix.State(name: "range \(range.rawValue)", flags: ["--chart-range", range.rawValue]),
          DashboardState(selectedRange: range)
        ))
    }
    if shown != nil {
      states.append(
        (
          AuditMatrix.State(name: "scrub first", flags: ["--scrub-position", "0"]),
          DashboardState(scrubPosition: 0)
        ))
      states.append(
        (
          AuditMatrix.State(name: "scrub last", flags: ["--scrub-position", "1"]),
          DashboardState(scrubPosition: 1)
        ))
    }
    let scrolled = 200
    states.append(
      (
        AuditMatrix.State(name: "scrolled", flags: ["--scroll-offset", String(scrolled)]),
        DashboardState(scrollOffset: Double(scrolled))
      ))
    if let row = model.activity.first {
      states.append(
        (
          AuditMatrix.State(name: "row open", flags: ["--open-row", row.id]),
          DashboardState(openRow: .init(id: row.id, reveal: .actions))
        ))
      states.append(
        (
          AuditMatrix.State(
            name: "full swipe", flags: ["--open-row", row.id, "--reveal", "0.8", "--dragging"]),
          DashboardState(openRow: .init(id: row.id, reveal: .fraction(0.8), dragging: true))
        ))
    }
    let pulls: [(String, [String], DashboardState.RefreshState)] = [
      ("pulling", ["--pull", "40"], .pulling(distance: 40)),
      ("armed", ["--pull", "90"], .pulling(distance: 90)),
      ("refreshing", ["--refresh", "refreshing"], .refreshing),
      ("finished", ["--refresh", "finished"], .finished),
    ]
    for (name, flags, refresh) in pulls {
      states.append((AuditMatrix.State(name: name, flags: flags), DashboardState(refresh: refresh)))
    }
    states.append(
      (
        AuditMatrix.State(name: "in a navigation stack", flags: ["--in-navigation-stack"]),
        DashboardState(wrapsInNavigationStack: false)
      ))
    return states
  }

  /// Where in the document a finding's node comes from, as the reader's errors write a path
  /// (`activity[3].title`), down to the field the node shows (#25): a metric's `label`,
  /// `symbol`, `value`, `change` or `series`; a row's `title`, `detail`, `date`, `amount` or
  /// `symbol`; the `greeting` and `subtitle`; the chart's `label` and `ranges`. A node that
  /// shows no one field (a tile, a row) points at its item.
  public static func documentPath(of finding: AuditFinding, in model: DashboardModel) -> String? {
    let id = finding.node
    if id.hasPrefix("greeting.subtitle") { return "subtitle" }
    if id.hasPrefix("greeting") { return "greeting" }
    if id.hasPrefix("chart.header.label") { return "chart.label" }
    if id.hasPrefix("chart") || id.hasPrefix("range") { return "chart.ranges" }
    func field(_ rest: Substring, _ fields: [(prefix: String, field: String)]) -> String {
      fields.first { rest.hasPrefix($0.prefix) }.map { "." + $0.field } ?? ""
    }
    // The tiles' and rows' node ids as the compiler makes them (`NodeID.parts`).
    func owns(_ node: String) -> Bool { id == node || id.hasPrefix(node + ".") }
    let metricIDs = MetricsPart.ids(for: model.metrics)
    if let index = metricIDs.firstIndex(where: owns) {
      let fields = [
        (".title.text", "label"), (".title.symbol", "symbol"), (".value", "value"), (".change", "change"),
        (".sparkline", "series"),
      ]
      return "metrics[\(index)]" + field(id.dropFirst(metricIDs[index].count), fields)
    }
    let rowIDs = ActivityPart.ids(for: Array(model.activity.prefix(ActivityPart.visibleRows)))
    if let index = rowIDs.firstIndex(where: owns) {
      let fields = [
        (".title", "title"), (".detail", "detail"), (".date", "date"), (".amount", "amount"),
        (".icon", "symbol"),
      ]
      return "activity[\(index)]" + field(id.dropFirst(rowIDs[index].count), fields)
    }
    if id.hasPrefix("activity") { return "activity" }
    return nil
  }
}
