import Foundation

extension DashboardChart {
  /// The reading a finger at `position` (0 leading … 1 trailing, across the range's first to last
  /// finite reading) is nearest to in time: its index in `series[range]` (D-4).
  ///
  /// Resolved by date, not by index, so an irregular series (readings whenever something
  /// happened) scrubs to the reading under the finger, not to the n-th one. A tie goes to the
  /// earlier reading; positions outside 0…1 clamp to the ends; non-finite readings are never
  /// chosen. A renderer plays the selection haptic only when this answer changes (never per
  /// frame): `DashboardState.scrubPosition` moving within one sample's reach changes nothing in
  /// the tree.
  public func nearestSample(in range: TimeRange, at position: Double) -> Int? {
    guard let points = series[range] else { return nil }
    let finite = points.indices.filter { points[$0].value.isFinite }
    guard let firstIndex = finite.first, let lastIndex = finite.last else { return nil }
    let first = points[firstIndex].date.timeIntervalSinceReferenceDate
    let last = points[lastIndex].date.timeIntervalSinceReferenceDate
    let clamped = position.isFinite ? min(max(position, 0), 1) : 0
    let target = first + (last - first) * clamped
    // Binary search for the first finite reading at or after the target.
    var low = 0
    var high = finite.count
    while low < high {
      let middle = (low + high) / 2
      if points[finite[middle]].date.timeIntervalSinceReferenceDate < target {
        low = middle + 1
      } else {
        high = middle
      }
    }
    if low == 0 { return finite[0] }
    if low == finite.count { return finite[finite.count - 1] }
    let before = finite[low - 1]
    let after = finite[low]
    let toBefore = target - points[before].date.timeIntervalSinceReferenceDate
    let toAfter = points[after].date.timeIntervalSinceReferenceDate - target
    return toAfter < toBefore ? after : before
  }
}

/// The greeting's collapse into the navigation bar (D-2): it starts as soon as the content
/// scrolls and ends when the greeting's block has scrolled under the bar.
public struct GreetingCollapse: Hashable, Sendable {
  /// Scroll offset where collapsing starts, in points.
  public var start: Double
  /// Scroll offset where the greeting is gone and the bar's inline title fully shown.
  public var end: Double

  public init(start: Double, end: Double) {
    self.start = start
    self.end = max(end, start)
  }

  /// 0 expanded … 1 collapsed, at `offset`; a pull (negative offset) keeps it expanded.
  public func progress(at offset: Double) -> Double {
    guard offset.isFinite else { return 0 }
    guard end > start else { return offset >= end ? 1 : 0 }
    return min(max((offset - start) / (end - start), 0), 1)
  }
}

/// A row's swipe, worked out from the state (D-6).
public struct SwipeGeometry: Hashable, Sendable {
  /// Past this fraction of the row's width, delete takes the whole reveal and a release commits.
  public static let fullSwipeFraction = 0.62
  /// Each action button's width: wider than the 44 pt touch target, as Mail's are.
  public static let actionWidth = 74.0
  /// A drag is the row's only when it is mostly horizontal: |dx| at least this many times |dy|.
  public static let horizontalDominance = 1.5
  /// Points a finger moves before the row claims the drag.
  public static let claimDistance = 10.0

  public var rowWidth: Double
  public var actionCount: Int

  public init(rowWidth: Double, actionCount: Int = 2) {
    self.rowWidth = max(0, rowWidth.isFinite ? rowWidth : 0)
    self.actionCount = actionCount
  }

  /// The actions' own width when the row settles open.
  public var actionsWidth: Double { min(rowWidth, Self.actionWidth * Double(actionCount)) }

  /// The reveal in points, within 0 … the row's width.
  public func points(_ reveal: DashboardState.Reveal) -> Double {
    let raw: Double
    switch reveal {
    case .points(let points): raw = points
    case .fraction(let fraction): raw = fraction * rowWidth
    case .actions: raw = actionsWidth
    }
    return raw.isFinite ? min(max(raw, 0), rowWidth) : 0
  }

  /// Whether delete has taken the whole reveal (past 62 % of the width).
  public func isFullSwipe(_ reveal: DashboardState.Reveal) -> Bool {
    rowWidth > 0 && points(reveal) >= Self.fullSwipeFraction * rowWidth
  }

  /// What lifting the finger does at this reveal.
  public func release(_ reveal: DashboardState.Reveal) -> SwipeRelease {
    if isFullSwipe(reveal) { return .commit }
    return points(reveal) >= actionsWidth / 2 ? .settleOpen : .close
  }
}

/// What a row does when the finger lifts (`close`, `settleOpen`, `commit`).
public typealias SwipeRelease = LayoutNode.SwipeRow.Release

/// Pull to refresh, worked out from the state (D-7).
public enum RefreshCycle {
  /// The pull that arms a refresh, in points.
  public static let threshold = 84.0

  public typealias Phase = LayoutNode.Refresh.Phase

  public static func phase(_ state: DashboardState.RefreshState) -> Phase {
    switch state {
    case .idle: .idle
    case .pulling(let distance):
      distance.isFinite && distance >= threshold ? .armed : distance > 0 ? .pulling : .idle
    case .refreshing: .refreshing
    case .finished: .finished
    }
  }

  /// How full the ring is: the pull over the threshold, 0 … 1; full while refreshing and after.
  public static func progress(_ state: DashboardState.RefreshState) -> Double {
    switch state {
    case .idle: 0
    case .pulling(let distance): distance.isFinite ? min(max(distance / threshold, 0), 1) : 0
    case .refreshing, .finished: 1
    }
  }

  /// The pull in points.
  public static func distance(_ state: DashboardState.RefreshState) -> Double {
    if case .pulling(let distance) = state, distance.isFinite { return max(0, distance) }
    return 0
  }
}
