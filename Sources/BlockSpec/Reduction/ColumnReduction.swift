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
    return ColumnCuts(FlatColumnSeries(count: count, time: time, value: value)).keptPositions(
      columns: columns, keeping: mustKeep)
  }

  /// One column per whole point of width; at least one, whatever the width says.
  public static func columnCount(width: Double) -> Int {
    guard width.isFinite, width >= 1 else { return 1 }
    // Beyond any real screen; keeps the arithmetic far from overflow.
    return Int(min(width, 100_000).rounded(.down))
  }
}

/// A series cut into columns as often as needed: the chart tries a few column counts to fit its
/// byte budget (`DrawnSeries`), and each try is a single pass over the series where it lies.
///
/// The series is read in place (`ColumnSeries`), not copied: copying a year of five-minute
/// readings' times and values into two flat arrays touched 1.7 MB of fresh pages per series, a
/// tenth of a `spec-compile` run's page faults (#27).
struct ColumnCuts<Series: ColumnSeries> {
  let series: Series
  var count: Int { series.count }
  /// The earliest reading's time: each reading's column is `(time − earliest) × scale`.
  private let earliest: Double
  /// Latest minus earliest time: positive and finite, or the columns follow the positions.
  private let span: Double?

  init(_ series: Series) {
    self.series = series
    var earliest = Double.infinity
    var latest = -Double.infinity
    series.forEachReading { moment, _ in
      earliest = min(earliest, moment)
      latest = max(latest, moment)
    }
    let span = latest - earliest
    self.earliest = earliest
    self.span = span > 0 && span.isFinite ? span : nil
  }

  /// `ColumnReduction.keptPositions` at `columns` columns (at least one).
  func keptPositions(columns requested: Int, keeping mustKeep: Int? = nil) -> [Int] {
    let columns = max(1, requested)
    let count = self.count
    guard count > ColumnReduction.pointsPerColumn * columns else { return Array(0..<count) }
    let scale = span.map { Double(columns) / $0 }
    let earliest = self.earliest
    // Each column's lowest and highest reading: its position (-1: none yet) and its value.
    var lowest = [Int](repeating: -1, count: columns)
    var highest = [Int](repeating: -1, count: columns)
    var lowestValue = [Double](repeating: 0, count: columns)
    var highestValue = [Double](repeating: 0, count: columns)
    var position = 0
    series.forEachReading { moment, reading in
      defer { position &+= 1 }
      guard reading.isFinite else { return }
      let column: Int
      if let scale {
        let offset = (moment - earliest) * scale
        // `>=` is false for NaN: a reading without a usable time goes to the first column.
        column = offset >= 0 ? (offset < Double(columns) ? Int(offset) : columns - 1) : 0
      } else {
        column = position * columns / count
      }
      if lowest[column] < 0 || reading < lowestValue[column] {
        lowest[column] = position
        lowestValue[column] = reading
      }
      if highest[column] < 0 || reading > highestValue[column] {
        highest[column] = position
        highestValue[column] = reading
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

/// A series `ColumnCuts` can read where it lies: its readings' times (seconds on any fixed
/// origin) and values, in order.
protocol ColumnSeries {
  var count: Int { get }
  /// Calls `body` with each reading's time and value, first to last.
  func forEachReading(_ body: (_ time: Double, _ value: Double) -> Void)
}

/// A series known only through closures (`ColumnReduction.keptPositions`), read once into two
/// flat arrays so that each try is a pass over them rather than through the closures.
struct FlatColumnSeries: ColumnSeries {
  let times: [Double]
  let values: [Double]
  var count: Int { values.count }

  init(count: Int, time: (Int) -> Double, value: (Int) -> Double) {
    let count = max(count, 0)
    times = (0..<count).map(time)
    values = (0..<count).map(value)
  }

  func forEachReading(_ body: (_ time: Double, _ value: Double) -> Void) {
    times.withUnsafeBufferPointer { times in
      values.withUnsafeBufferPointer { values in
        for position in 0..<values.count { body(times[position], values[position]) }
      }
    }
  }
}

/// A chart's finite readings, read in place.
struct IndexedColumnSeries: ColumnSeries {
  let readings: FiniteReadings
  var count: Int { readings.count }

  func forEachReading(_ body: (_ time: Double, _ value: Double) -> Void) {
    readings.forEachReading(body)
  }
}
