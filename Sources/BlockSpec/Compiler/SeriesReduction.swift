import Foundation

/// A reading with its place in the period's points, which survives reduction so a scrub index
/// and the accessibility data table still refer to the real readings.
struct IndexedPoint: Hashable, Sendable {
  var index: Int
  var date: Date
  var value: Double
}

/// The seam for drawing long series with fewer points than readings: the chart part draws what
/// this returns, two points per point of width up to `ColumnReduction.maximumColumns` columns
/// (min/max per column, keeping the first, last, minimum, maximum and the scrubbed reading), so
/// the tree stays under 64 KB whatever the period's length.
///
/// - Parameters:
///   - points: the finite readings, oldest first.
///   - width: the plot's width in points.
///   - scrubbed: the original index of the reading under the finger, kept on the line.
/// - Returns: a subsequence of `points`, in order, each keeping its original `index`.
func reduceSeries(_ points: [IndexedPoint], width: Double, keeping scrubbed: Int? = nil) -> [IndexedPoint] {
  let keep = scrubbed.flatMap { index in points.firstIndex { $0.index == index } }
  return ColumnReduction.keptPositions(
    count: points.count, width: min(width, Double(ColumnReduction.maximumColumns)), keeping: keep,
    time: { points[$0].date.timeIntervalSinceReferenceDate }, value: { points[$0].value }
  ).map { points[$0] }
}

/// The readings the accessibility data table lists: all of them up to
/// `ChartDataTable.defaultMaximumRows`, else that many spread along the series with its first,
/// last, lowest and highest (the summary speaks for the rest).
func tableReadings(_ points: [IndexedPoint]) -> [IndexedPoint] {
  ChartDataTable.rowPositions(count: points.count) { points[$0].value }.map { points[$0] }
}

/// The current series' readings the chart draws at rest: the only ones a finger can land on, so
/// the headline figure needs to fit only these (and the value it shows).
func drawnReadings(_ period: Period, context: CompileContext) -> [IndexedPoint] {
  reduceSeries(ChartPart.finite(period.points), width: ChartPart.plotWidth(context))
}
