import Foundation

extension StatsOverviewState {
  /// The overview's state as the tree's environment echo spells it: `actions`, `phase`,
  /// `ranges` always; `errorDescription`, `retry`, `retryMessage`, `scrubIndex`,
  /// `selectedRange` when they apply.
  var summary: [BlockStateMember] {
    var actionNames: [String] = []
    if actions.contains(.retry) { actionNames.append("retry") }
    if actions.contains(.selectMetric) { actionNames.append("selectMetric") }
    var members = [
      BlockStateMember("actions", .strings(actionNames)),
      BlockStateMember("ranges", .strings(ranges.map(\.rawValue))),
    ]
    switch phase {
    case .loaded:
      members.append(BlockStateMember("phase", .string("loaded")))
    case .loading:
      members.append(BlockStateMember("phase", .string("loading")))
    case .failed(let description, let retryState):
      members.append(BlockStateMember("phase", .string("failed")))
      if let description { members.append(BlockStateMember("errorDescription", .string(description))) }
      let retryName: String
      switch retryState {
      case .idle: retryName = "idle"
      case .running: retryName = "running"
      case .succeeded: retryName = "succeeded"
      case .failed(let message):
        retryName = "failed"
        members.append(BlockStateMember("retryMessage", .string(message)))
      }
      members.append(BlockStateMember("retry", .string(retryName)))
    }
    // JSON numbers are doubles: an index beyond ±(2^53 − 1) would print rounded and not read
    // back as an Int. No such index names a reading, so the echo is clamped to that range.
    let largestExact = 9_007_199_254_740_991
    if let scrubIndex {
      members.append(
        BlockStateMember(
          "scrubIndex", .integer(Swift.min(Swift.max(scrubIndex, -largestExact), largestExact))))
    }
    if let selectedRange {
      members.append(BlockStateMember("selectedRange", .string(selectedRange.rawValue)))
    }
    return members
  }
}
