import Foundation

/// The dashboard's state flags (`spec-compile --block dashboard --scroll-offset 40 …`) and how
/// they map onto `DashboardState`.
extension DashboardBlock {
  static let range = StateFlag(
    "chart-range", .value(placeholder: "range"),
    help: "The host-owned selected range; a range without readings falls back to 1M or the first offered.",
    values: TimeRange.allCases.map(\.rawValue), default: "1M, or the first range with readings")
  static let scrollOffset = StateFlag(
    "scroll-offset", .value(placeholder: "points"),
    help: "How far the content has scrolled: the greeting collapses into the navigation bar.", default: "0")
  static let scrubPosition = StateFlag(
    "scrub-position", .value(placeholder: "0…1"),
    help: "A finger across the chart, 0 (leading) to 1 (trailing); the nearest reading is shown.",
    default: "not scrubbing")
  static let openRow = StateFlag(
    "open-row", .value(placeholder: "id"), help: "The activity row swiped open, by its id.", default: "none")
  static let reveal = StateFlag(
    "reveal", .value(placeholder: "reveal"),
    help: "How far the open row is swiped: points (120pt), a fraction of its width (0.7) or actions.",
    default: "actions")
  static let dragging = StateFlag(
    "dragging", .toggle, help: "The finger is still on the open row (a full swipe is armed, not committed).")
  static let pull = StateFlag(
    "pull", .value(placeholder: "points"), help: "Pull to refresh pulled this far (84 arms it).",
    default: "not pulling")
  static let refresh = StateFlag(
    "refresh", .value(placeholder: "phase"), help: "The refresh running or just finished.",
    values: ["idle", "refreshing", "finished"], default: "idle")
  static let inNavigationStack = StateFlag(
    "in-navigation-stack", .toggle,
    help: "The host already has a navigation stack (wrapsInNavigationStack: false).")

  public static let stateFlags = [
    range, scrollOffset, scrubPosition, openRow, reveal, dragging, pull, refresh, inNavigationStack,
  ]

  /// `DashboardState()` with each given flag applied.
  public static func state(from flags: inout StateFlagReader) -> DashboardState {
    var state = DashboardState()
    if let text = flags.value(of: range),
      let chosen = flags.choice(text, for: range, from: TimeRange.allCases.map { ($0.rawValue, $0) })
    {
      state.selectedRange = chosen
    }
    func number(_ flag: StateFlag, _ check: (Double) -> Bool, _ what: String) -> Double? {
      guard let text = flags.value(of: flag) else { return nil }
      guard let value = Double(text), value.isFinite, check(value) else {
        flags.fail("\(flag.usage): '\(text)' is not \(what)")
        return nil
      }
      return value
    }
    if let offset = number(scrollOffset, { _ in true }, "a number of points") { state.scrollOffset = offset }
    if let position = number(scrubPosition, { (0...1).contains($0) }, "a position from 0 to 1") {
      state.scrubPosition = position
    }
    if let id = flags.value(of: openRow) {
      var open = DashboardState.OpenRow(id: id, reveal: .actions, dragging: flags.has(dragging))
      if let text = flags.value(of: reveal) {
        if text == "actions" {
          open.reveal = .actions
        } else if text.hasSuffix("pt"), let points = Double(text.dropLast(2)), points.isFinite, points >= 0 {
          open.reveal = .points(points)
        } else if let fraction = Double(text), (0...1).contains(fraction) {
          open.reveal = .fraction(fraction)
        } else {
          flags.fail("\(reveal.usage): '\(text)' is not points (120pt), a fraction (0.7) or actions")
        }
      }
      state.openRow = open
    } else {
      flags.requires(reveal, false, "needs --open-row")
      flags.requires(dragging, false, "needs --open-row")
    }
    let phases: [(String, DashboardState.RefreshState)] = [
      ("idle", .idle), ("refreshing", .refreshing), ("finished", .finished),
    ]
    if let text = flags.value(of: refresh), let phase = flags.choice(text, for: refresh, from: phases) {
      state.refresh = phase
    }
    if let distance = number(pull, { $0 >= 0 }, "a pull in points, 0 or more") {
      if flags.value(of: refresh).map({ $0 != "idle" }) ?? false {
        flags.fail("\(pull.usage) needs --refresh idle: a running refresh is not pulled")
      } else {
        state.refresh = .pulling(distance: distance)
      }
    }
    if flags.has(inNavigationStack) { state.wrapsInNavigationStack = false }
    return state
  }

  /// An open row the model does not have, reported by the command (the compiler opens nothing).
  public static func problems(
    with state: DashboardState, for model: DashboardModel, compiled tree: LayoutTree
  )
    -> [String]
  {
    guard let row = state.openRow, model.row(id: row.id) == nil else { return [] }
    return ["\(openRow.usage): '\(row.id)' is not an activity row's id"]
  }
}
