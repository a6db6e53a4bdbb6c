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
    let columns = columnCount(width: width)
    guard points.count > pointsPerColumn * columns else {
      return points.enumerated().map { IndexedReading(index: $0.offset, point: $0.element) }
    }
    return keptIndices(points, columns: columns, keeping: mustKeep).map {
      IndexedReading(index: $0, point: points[$0])
    }
  }

  /// One column per whole point of width; at least one, whatever the width says.
  static func columnCount(width: Double) -> Int {
    guard width.isFinite, width >= 1 else { return 1 }
    // Beyond any real screen; keeps the arithmetic below far from overflow.
    return Int(min(width, 100_000).rounded(.down))
  }

  /// The indices to keep, ascending and unique. `points` is longer than two per column.
  static func keptIndices(_ points: [Point], columns: Int, keeping mustKeep: Int?) -> [Int] {
    let count = points.count
    var lowest = [Int](repeating: -1, count: columns)
    var highest = [Int](repeating: -1, count: columns)
    let place = ColumnPlacement(points, columns: columns)

    points.withUnsafeBufferPointer { buffer in
      for index in 0..<count {
        let value = buffer[index].value
        guard value.isFinite else { continue }
        let column = place.column(of: index, date: buffer[index].date.timeIntervalSinceReferenceDate)
        let low = lowest[column]
        if low < 0 || value < buffer[low].value { lowest[column] = index }
        let high = highest[column]
        if high < 0 || value > buffer[high].value { highest[column] = index }
      }
    }

    var kept: [Int] = []
    kept.reserveCapacity(pointsPerColumn * columns + 3)
    kept.append(0)
    for column in 0..<columns where lowest[column] >= 0 {
      kept.append(min(lowest[column], highest[column]))
      kept.append(max(lowest[column], highest[column]))
    }
    kept.append(count - 1)
    if let mustKeep, points.indices.contains(mustKeep) { kept.append(mustKeep) }
    kept.sort()
    return kept.uniqued()
  }
}

/// Maps a reading to its pixel column: along the dates when they span any time, else along the
/// indices.
private struct ColumnPlacement {
  let columns: Int
  let count: Int
  let start: Double
  /// Columns per second; nil places by index.
  let scale: Double?

  init(_ points: [Point], columns: Int) {
    self.columns = columns
    self.count = points.count
    var earliest = Double.infinity
    var latest = -Double.infinity
    for point in points {
      let time = point.date.timeIntervalSinceReferenceDate
      earliest = min(earliest, time)
      latest = max(latest, time)
    }
    let span = latest - earliest
    start = earliest
    scale = span > 0 && span.isFinite ? Double(columns) / span : nil
  }

  @inline(__always)
  func column(of index: Int, date: Double) -> Int {
    guard let scale else { return index * columns / count }
    let position = (date - start) * scale
    // `>=` is false for NaN: a reading without a usable date goes to the first column.
    guard position >= 0 else { return 0 }
    return position < Double(columns) ? Int(position) : columns - 1
  }
}

extension Array where Element == Int {
  /// Drops repeats from an ascending array.
  fileprivate func uniqued() -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    for value in self where result.last != value { result.append(value) }
    return result
  }
}
