/// Shortens a long series to what a chart of a given width can show: a screen cannot draw more
/// than a couple of distinct values per point of width, so a year of five-minute readings
/// (105,120) costs the renderer and the wire the same as a few hundred.
///
/// The method is min/max per column: the time axis is cut into one column per point of width,
/// and each column keeps its lowest and its highest reading. Unlike LTTB it needs no tuning, it
/// keeps every peak and trough a viewer could see (the drawn envelope is the same as the full
/// series'), and the global minimum and maximum fall out of it for free. The first and last
/// readings and the scrubbed one are always added, so the line spans the whole range and the
/// headline's reading is on it.
///
/// The result is a pure function of its input: no hashing, no randomness, ties go to the
/// earliest reading.
public enum ColumnReduction {
  /// Readings kept per point of chart width.
  public static let pointsPerColumn = 2

  /// The most columns a chart in the layout tree is cut into, whatever its width: at most 363
  /// points a series. The tree writes a point as an `[index, x, y]` triple, up to about 36
  /// bytes with full-precision values, so two series take under 27 KB and a whole tree stays
  /// under 64 KB however long the period is (a 105,120-point year with full-precision values
  /// compiles to about 61 KB at the largest text size). Up to 180 points of width that is two
  /// points per point; a 358-point plot (a 390-point phone) gets about one per point of width,
  /// each column's extremes at 2-point resolution. docs/performance.md has the figures.
  public static let maximumColumns = 180

  /// The most points `reduce` returns for `width` and `count` readings: two per column, plus the
  /// first, the last and the scrubbed reading; never more than the series itself.
  public static func maximumCount(count: Int, width: Double) -> Int {
    let columns = columnCount(width: width)
    return min(max(count, 0), pointsPerColumn * columns + 3)
  }

  /// Keeps about two readings per point of `width`, always including the first, the last, the
  /// global minimum and maximum and the reading at `mustKeep` (when it is a valid index).
  ///
  /// Series no longer than two per column come back whole. Columns follow the dates, so an
  /// irregular series is cut where the chart would draw it; when every reading has the same date
  /// the columns follow the indices instead. Non-finite values are never picked as a column's
  /// extreme (they cannot be drawn), though the first, last and scrubbed readings are kept as
  /// they are.
  ///
  /// - Returns: the kept readings in their original order, each with its original index.
  public static func reduce(_ points: [Point], width: Double, keeping mustKeep: Int? = nil)
    -> [IndexedReading]
  {
    keptPositions(
      count: points.count, width: width, keeping: mustKeep,
      time: { points[$0].date.timeIntervalSinceReferenceDate }, value: { points[$0].value }
    ).map { IndexedReading(index: $0, point: points[$0]) }
  }

  /// The same reduction for a series held in any form: `count` readings whose time (seconds on
  /// any fixed origin) and value at a position are `time(i)` and `value(i)`.
  ///
  /// - Returns: the positions to keep, ascending and unique; every position when the series is
  ///   no longer than two per column.
  public static func keptPositions(
    count: Int, width: Double, keeping mustKeep: Int? = nil, time: (Int) -> Double,
    value: (Int) -> Double
  ) -> [Int] {
    let columns = columnCount(width: width)
    guard count > pointsPerColumn * columns else { return Array(0..<max(count, 0)) }

    var earliest = Double.infinity
    var latest = -Double.infinity
    for position in 0..<count {
      let moment = time(position)
      earliest = min(earliest, moment)
      latest = max(latest, moment)
    }
    let span = latest - earliest
    let scale: Double? = span > 0 && span.isFinite ? Double(columns) / span : nil

    var lowest = [Int](repeating: -1, count: columns)
    var highest = [Int](repeating: -1, count: columns)
    for position in 0..<count {
      let reading = value(position)
      guard reading.isFinite else { continue }
      let column: Int
      if let scale {
        let offset = (time(position) - earliest) * scale
        // `>=` is false for NaN: a reading without a usable time goes to the first column.
        column = offset >= 0 ? (offset < Double(columns) ? Int(offset) : columns - 1) : 0
      } else {
        column = position * columns / count
      }
      let low = lowest[column]
      if low < 0 || reading < value(low) { lowest[column] = position }
      let high = highest[column]
      if high < 0 || reading > value(high) { highest[column] = position }
    }

    var kept: [Int] = []
    kept.reserveCapacity(pointsPerColumn * columns + 3)
    kept.append(0)
    for column in 0..<columns where lowest[column] >= 0 {
      kept.append(min(lowest[column], highest[column]))
      kept.append(max(lowest[column], highest[column]))
    }
    kept.append(count - 1)
    if let mustKeep, mustKeep >= 0, mustKeep < count { kept.append(mustKeep) }
    kept.sort()
    var unique: [Int] = []
    unique.reserveCapacity(kept.count)
    for position in kept where unique.last != position { unique.append(position) }
    return unique
  }

  /// One column per whole point of width; at least one, whatever the width says.
  static func columnCount(width: Double) -> Int {
    guard width.isFinite, width >= 1 else { return 1 }
    // Beyond any real screen; keeps the arithmetic far from overflow.
    return Int(min(width, 100_000).rounded(.down))
  }
}
