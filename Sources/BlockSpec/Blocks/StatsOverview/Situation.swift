/// Which of the block's states the inputs call for, decided once before any part is compiled.
enum Situation {
  /// No overview yet, or the host says the numbers are loading (O-SS-1). `label` is the
  /// headline metric's name when an overview is known.
  case loading(label: String?)
  /// The host passed an error (O-SS-4, O-SS-5).
  case failed(overview: Overview?, description: String?, retry: RetryState)
  /// The selected range's period has not arrived yet (O-SS-2).
  case rangeLoading(Overview, TimeRange)
  /// The selected range's numbers, possibly empty (O-SS-3) or scrubbed (O-SS-6).
  case showing(Overview, TimeRange, Period, scrub: Int?)

  static func resolve(_ overview: Overview?, state: StatsOverviewState) -> Situation {
    if case .failed(let description, let retry) = state.phase {
      return .failed(overview: overview, description: description, retry: retry)
    }
    guard let overview, state.phase != .loading else {
      return .loading(label: overview?.label)
    }
    let range = RangeSelection.selected(in: state)
    guard let period = overview.periods[range] else { return .rangeLoading(overview, range) }
    return .showing(overview, range, period, scrub: validScrubIndex(state.scrubIndex, in: period))
  }

  /// The scrubbed reading, when it names one that exists and can be drawn; anything else (an
  /// index out of range, a non-finite reading) is treated as no scrub rather than an error,
  /// because the renderer asks for it from a finger position.
  static func validScrubIndex(_ index: Int?, in period: Period) -> Int? {
    guard let index, period.points.indices.contains(index), period.points[index].value.isFinite else {
      return nil
    }
    return index
  }

  var state: LayoutTree.State {
    switch self {
    case .loading: .loading
    case .failed: .error
    case .rangeLoading: .rangeLoading
    case .showing(_, _, let period, let scrub):
      if period.points.allSatisfy({ !$0.value.isFinite }) {
        .empty
      } else if scrub != nil {
        .scrubbing
      } else {
        .loaded
      }
    }
  }

  /// The range the tree shows, when the block knows one.
  var range: TimeRange? {
    switch self {
    case .loading, .failed: nil
    case .rangeLoading(_, let range), .showing(_, let range, _, _): range
    }
  }
}

/// The range control's choices and its selection (O-ST-7, O-DA-8).
enum RangeSelection {
  /// The offered ranges in the host's order, each once.
  ///
  /// A list, not a `Set`: there are four ranges, so the list holds at most four and a
  /// comparison with each is linear in the state's ranges, however long; a set allocated
  /// and grew its storage twice on every compile (docs/performance.md, "Round 2").
  static func offered(in state: StatsOverviewState) -> [TimeRange] {
    let every = TimeRange.allCases.count
    var offered: [TimeRange] = []
    offered.reserveCapacity(every)
    for range in state.ranges where !offered.contains(range) {
      offered.append(range)
      if offered.count == every { break }
    }
    return offered
  }

  /// The host's selection when it owns one; otherwise 1M, or the first offered range when 1M is
  /// not offered, or 1M when nothing is offered at all.
  static func selected(in state: StatsOverviewState) -> TimeRange {
    if let owned = state.selectedRange { return owned }
    let offered = offered(in: state)
    return offered.contains(.month) ? .month : offered.first ?? .month
  }
}
