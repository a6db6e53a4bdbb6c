import Foundation

/// A reading with its place in the period's points, which survives reduction so a scrub index
/// and the accessibility data table still refer to the real readings.
struct IndexedPoint: Hashable, Sendable {
  var index: Int
  var date: Date
  var value: Double
}

/// The seam for drawing long series with fewer points than readings: the chart part draws what
/// this returns. A chart never needs more than about two points per point of width; the
/// reduction (LTTB or min/max per column, keeping the first, last, minimum and maximum) belongs
/// here. For now every reading is drawn.
///
/// - Parameters:
///   - points: the finite readings, oldest first.
///   - width: the plot's width in points.
/// - Returns: a subsequence of `points`, in order, each keeping its original `index`.
func reduceSeries(_ points: [IndexedPoint], width: Double) -> [IndexedPoint] {
  points
}
