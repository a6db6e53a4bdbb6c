import Foundation

/// The stats overview's state flags (`spec-compile --range 1Y --phase error …`) and how they
/// map onto `StatsOverviewState`.
extension StatsOverviewBlock {
  /// The failure message `--phase retry-failed` shows when `--retry-message` is absent: what an
  /// `Error` without a `LocalizedError` description reads as on Apple platforms.
  public static let defaultRetryMessage = "The operation couldn’t be completed."

  static let ranges = StateFlag(
    "ranges", .value(placeholder: "list"),
    help: "The ranges the control offers, comma-separated, in order, no repeats (e.g. 1M,1Y).",
    default: StatsOverviewState().ranges.map(\.rawValue).joined(separator: ","))
  static let range = StateFlag(
    "range", .value(placeholder: "range"),
    help: "The host-owned selected range; must be one of --ranges.",
    values: TimeRange.allCases.map(\.rawValue),
    default: "the block's own choice: 1M, or the first of --ranges without 1M")
  static let phase = StateFlag(
    "phase", .value(placeholder: "phase"),
    help: "The block's state: loaded, loading, an error, or the error with Try again running, "
      + "succeeded or failed.",
    values: PhaseFlag.allCases.map(\.rawValue), default: PhaseFlag.loaded.rawValue)
  static let errorMessage = StateFlag(
    "error-message", .value(placeholder: "text"),
    help: "The error's description, for the error phases.",
    default: "none: the block says \"Check your connection and try again.\"")
  static let retryMessage = StateFlag(
    "retry-message", .value(placeholder: "text"),
    help: "The failed retry's message shown under Try again, for --phase retry-failed.",
    default: "\"\(defaultRetryMessage)\"")
  static let scrub = StateFlag(
    "scrub", .value(placeholder: "index"),
    help: "Scrub the chart to this reading of the selected range (0 is the oldest).",
    default: "not scrubbing")
  static let noRetry = StateFlag(
    "no-retry", .toggle, help: "The host passes no onRetry: the error state has no Try again button.")
  static let noSelectMetric = StateFlag(
    "no-select-metric", .toggle, help: "The host passes no onSelectMetric: tiles are static, no chevrons.")

  public static let stateFlags = [
    ranges, range, phase, errorMessage, retryMessage, scrub, noRetry, noSelectMetric,
  ]

  /// `StatsOverviewState()` with each given flag applied: ranges, selection, scrub, phase and
  /// host actions.
  public static func state(from flags: inout StateFlagReader) -> StatsOverviewState {
    var state = StatsOverviewState()
    if let text = flags.value(of: ranges), let value = parseRanges(text, &flags) {
      state.ranges = value
    }
    let rangeChoices = TimeRange.allCases.map { ($0.rawValue, $0) }
    if let text = flags.value(of: range), let selected = flags.choice(text, for: range, from: rangeChoices) {
      if state.ranges.contains(selected) {
        state.selectedRange = selected
      } else {
        let offered = state.ranges.map(\.rawValue).joined(separator: ",")
        flags.fail(
          "\(range.usage): '\(text)' is not among the offered ranges (\(offered)); add it to --ranges")
      }
    }
    if let text = flags.value(of: scrub) {
      if let index = StateFlagReader.natural(text, as: Int.self) {
        state.scrubIndex = index
      } else {
        flags.fail("\(scrub.usage): '\(text)' is not a reading index (a whole number, 0 or more)")
      }
    }
    // The phase, with the messages only some phases show.
    let phaseName = flags.value(of: phase) ?? PhaseFlag.loaded.rawValue
    if let chosen = flags.choice(phaseName, for: phase, from: PhaseFlag.allCases.map { ($0.rawValue, $0) }) {
      state.phase = chosen.phase(
        description: flags.value(of: errorMessage), retryMessage: flags.value(of: retryMessage))
      flags.requires(
        errorMessage, chosen.showsError,
        "needs an error phase: --phase error, retrying, retry-succeeded or retry-failed")
      flags.requires(retryMessage, chosen == .retryFailed, "needs --phase retry-failed")
      flags.requires(scrub, chosen == .loaded, "needs --phase loaded: only loaded numbers can be scrubbed")
    }
    if flags.has(noRetry) { state.actions.remove(.retry) }
    if flags.has(noSelectMetric) { state.actions.remove(.selectMetric) }
    return state
  }

  private static func parseRanges(_ text: String, _ flags: inout StateFlagReader) -> [TimeRange]? {
    let choices = TimeRange.allCases.map { ($0.rawValue, $0) }
    var result: [TimeRange] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = item.trimmingCharacters(in: .whitespaces)
      guard let value = flags.choice(name, for: ranges, from: choices) else { return nil }
      guard !result.contains(value) else {
        flags.fail("\(ranges.usage): '\(name)' is listed twice in '\(text)'")
        return nil
      }
      result.append(value)
    }
    return result
  }

  /// The compiler treats a scrub index that names no drawable reading as no scrub, rightly for
  /// a finger position; on a command line it is a mistake, so it is reported rather than
  /// silently giving an unscrubbed tree.
  public static func problems(
    with state: StatsOverviewState, for overview: Overview, compiled tree: LayoutTree
  )
    -> [String]
  {
    guard let index = state.scrubIndex, tree.state != .scrubbing, let range = tree.range else { return [] }
    guard let period = overview.periods[range] else {
      return ["\(scrub.usage): the overview has no \(range.rawValue) period to scrub"]
    }
    let count = period.points.count
    let readings = count == 0 ? "no readings" : "readings 0 to \(count - 1)"
    return [
      "\(scrub.usage): \(index) names no drawable reading; the \(range.rawValue) period has \(readings)"
    ]
  }
}
