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
    return ColumnCuts(count: count, time: time, value: value).keptPositions(
      columns: columns, keeping: mustKeep)
  }

  /// One column per whole point of width; at least one, whatever the width says.
  public static func columnCount(width: Double) -> Int {
    guard width.isFinite, width >= 1 else { return 1 }
    // Beyond any real screen; keeps the arithmetic far from overflow.
    return Int(min(width, 100_000).rounded(.down))
  }
}

/// A series read once and cut into columns as often as needed: the chart tries a few column
/// counts to fit its byte budget (`DrawnSeries`), and each try is then a single pass over two
/// flat arrays instead of a pass through closures.
struct ColumnCuts {
  let count: Int
  /// Each reading's time after the earliest one's, exactly `time(i) − earliest`.
  private let offsets: [Double]
  private let values: [Double]
  /// Latest minus earliest time: positive and finite, or the columns follow the positions.
  private let span: Double?

  init(count: Int, time: (Int) -> Double, value: (Int) -> Double) {
    let count = max(count, 0)
    self.count = count
    var earliest = Double.infinity
    var latest = -Double.infinity
    for position in 0..<count {
      let moment = time(position)
      earliest = min(earliest, moment)
      latest = max(latest, moment)
    }
    let span = latest - earliest
    self.span = span > 0 && span.isFinite ? span : nil
    offsets = (0..<count).map { time($0) - earliest }
    values = (0..<count).map(value)
  }

  /// `ColumnReduction.keptPositions` at `columns` columns (at least one).
  func keptPositions(columns requested: Int, keeping mustKeep: Int? = nil) -> [Int] {
    let columns = max(1, requested)
    guard count > ColumnReduction.pointsPerColumn * columns else { return Array(0..<count) }
    let scale = span.map { Double(columns) / $0 }
    var lowest = [Int](repeating: -1, count: columns)
    var highest = [Int](repeating: -1, count: columns)
    values.withUnsafeBufferPointer { values in
      offsets.withUnsafeBufferPointer { offsets in
        for position in 0..<count {
          let reading = values[position]
          guard reading.isFinite else { continue }
          let column: Int
          if let scale {
            let offset = offsets[position] * scale
            // `>=` is false for NaN: a reading without a usable time goes to the first column.
            column = offset >= 0 ? (offset < Double(columns) ? Int(offset) : columns - 1) : 0
          } else {
            column = position * columns / count
          }
          let low = lowest[column]
          if low < 0 || reading < values[low] { lowest[column] = position }
          let high = highest[column]
          if high < 0 || reading > values[high] { highest[column] = position }
        }
      }
    }

    var kept: [Int] = []
    kept.reserveCapacity(ColumnReduction.pointsPerColumn * columns + 3)
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
}
