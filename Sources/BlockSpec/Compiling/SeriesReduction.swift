import Foundation

/// A reading with its place in the period's points, which survives reduction so a scrub index
/// and the accessibility data table still refer to the real readings.
struct IndexedPoint: Hashable, Sendable {
  var index: Int
  var date: Date
  var value: Double
}

/// The chart's lines as drawn at rest, reduced together so their points fit
/// `ChartPointBudget.bytes` of the layout tree whatever the period's length (see
/// docs/performance.md, "Series reduction").
///
/// Both series are cut into one column per point of plot width (two drawn points per point,
/// `ColumnReduction`) whenever their points fit the budget. When they do not, the concessions
/// come in a fixed order, so the result is a pure function of the readings and the width:
/// 1. the previous period gives way first, to half as many columns: it is drawn dashed (2 pt on,
///    4 off) at 60 % opacity, so detail finer than two points of width falls in its gaps;
/// 2. then both shrink together, the current series to `c` columns and the previous to `c / 2`,
///    `c` found by proportional steps down from the width (`c × budget / bytes`), which land
///    within a few columns of the largest that fits in one or two reductions;
/// 3. after `maximumSteps` tries, `c` falls to the count whose worst-case points
///    (`ChartPointBudget.worstPointBytes` each) fit, which always does.
///
/// The scrubbed reading is added to the current series afterwards (`current(keeping:from:)`), so
/// the line does not change shape under the finger; the budget holds a point's worth of room
/// for it.
struct DrawnSeries {
  /// The current series' drawn readings, without the scrubbed one.
  var current: [IndexedPoint]
  var previous: [IndexedPoint]
  var currentPlace: Placement
  /// Where the previous period is laid, over the same span as the current one; nil when it has
  /// no readings.
  var previousPlace: Placement?
  /// Columns the current series was cut into; the previous period's are `previousColumns`.
  var columns: Int
  var previousColumns: Int

  /// Proportional tries before falling back to the worst-case column count.
  static let maximumSteps = 3

  /// - Parameters:
  ///   - current: the period's finite readings, oldest first (at least one).
  ///   - previous: the previous period's finite readings, oldest first (may be empty).
  ///   - width: the plot's width in points.
  init(current: FiniteReadings, previous: FiniteReadings, width: Double) {
    let currentSpan = current.last.map { $0.date.timeIntervalSince(current[0].date) } ?? 0
    let previousSpan = previous.last.map { $0.date.timeIntervalSince(previous[0].date) } ?? 0
    let span = max(currentSpan, previousSpan)
    let currentPlace = Placement(
      origin: current.first?.date ?? Date(timeIntervalSinceReferenceDate: 0), span: span)
    let previousPlace = previous.first.map { Placement(origin: $0.date, span: span) }
    self.currentPlace = currentPlace
    self.previousPlace = previousPlace

    var currentSeries = SeriesCutter(current, place: currentPlace)
    var previousSeries = SeriesCutter(previous, place: previousPlace ?? currentPlace)
    let worst = ChartPointBudget.worstPointBytes(
      largestIndex: max(current.last?.index ?? 0, previous.last?.index ?? 0))
    let available = ChartPointBudget.bytes - worst  // room for the scrubbed reading
    func fits(_ columns: Int, _ previousColumns: Int) -> (Bool, Int) {
      let count =
        currentSeries.positions(columns: columns).count
        + previousSeries.positions(columns: previousColumns).count
      // Short series fit however their numbers are written: no need to count their bytes.
      if count * worst <= available { return (true, count * worst) }
      let bytes =
        currentSeries.encodedLength(columns: columns) + previousSeries.encodedLength(columns: previousColumns)
      return (bytes <= available, bytes)
    }

    let full = ColumnReduction.columnCount(width: width)
    var plan = (full, full)
    var (fit, bytes) = fits(full, full)
    if !fit {
      plan = (full, Self.previousColumns(full))
      (fit, bytes) = fits(plan.0, plan.1)
    }
    let safe = Self.guaranteedColumns(worstPointBytes: worst)
    var steps = 0
    while !fit {
      steps += 1
      let proportional = Int(Double(plan.0) * Double(available) / Double(bytes))
      let next = steps > Self.maximumSteps ? safe : max(safe, min(plan.0 - 1, proportional))
      plan = (next, Self.previousColumns(next))
      (fit, bytes) = fits(plan.0, plan.1)
      if next <= safe { break }
    }
    columns = plan.0
    previousColumns = plan.1
    self.current = currentSeries.kept(columns: plan.0)
    self.previous = previousSeries.kept(columns: plan.1)
  }

  /// The previous period's columns when it gives way: half the current series', at least one.
  static func previousColumns(_ columns: Int) -> Int { max(1, columns / 2) }

  /// The most columns whose points fit the budget however long each point is written
  /// (`worstPointBytes`): a series cut into `c` columns keeps at most `2c + 2` readings, so
  /// both lines with the scrubbed reading are at most `3c + 5` points.
  static func guaranteedColumns(worstPointBytes: Int) -> Int {
    max(1, (ChartPointBudget.bytes / worstPointBytes - 5) / 3)
  }

  /// The current series as drawn with the reading at original index `scrubbed` on it (O-SS-6),
  /// when the period has it.
  func current(keeping scrubbed: Int?, from readings: FiniteReadings) -> [IndexedPoint] {
    guard let scrubbed, let reading = readings.reading(atIndex: scrubbed) else { return current }
    var points = current
    let slot = points.partitioningIndex { $0.index >= scrubbed }
    if slot == points.count || points[slot].index != scrubbed { points.insert(reading, at: slot) }
    return points
  }
}

/// One series prepared for `DrawnSeries`' tries: cut once per column count, each cut's encoded
/// length counted from its numbers.
private struct SeriesCutter {
  let readings: FiniteReadings
  let place: Placement
  private var cuts: ColumnCuts<IndexedColumnSeries>?
  private var last: (columns: Int, positions: [Int])?
  private var lastLength: (columns: Int, bytes: Int)?

  init(_ readings: FiniteReadings, place: Placement) {
    self.readings = readings
    self.place = place
  }

  mutating func positions(columns: Int) -> [Int] {
    if let last, last.columns == columns { return last.positions }
    let positions: [Int]
    if readings.count <= ColumnReduction.pointsPerColumn * columns {
      positions = Array(readings.indices)
    } else {
      if cuts == nil { cuts = ColumnCuts(IndexedColumnSeries(readings: readings)) }
      positions = cuts?.keptPositions(columns: columns) ?? []
    }
    last = (columns, positions)
    return positions
  }

  mutating func kept(columns: Int) -> [IndexedPoint] {
    positions(columns: columns).map { readings[$0] }
  }

  /// The bytes these points take in the tree's compact JSON, exactly: the spelling
  /// `TreeJSONWriter` gives each number, four brackets and commas a point and a comma between.
  mutating func encodedLength(columns: Int) -> Int {
    if let lastLength, lastLength.columns == columns { return lastLength.bytes }
    let positions = positions(columns: columns)
    // The numbers' spellings, written one after another: their length is all that is kept.
    var spellings = JSONByteBuffer(capacity: positions.count * 24)
    for position in positions {
      let reading = readings[position]
      CanonicalBytes.appendNumber(reading.index, to: &spellings)
      CanonicalBytes.appendNumber(place.x(reading.date), to: &spellings)
      CanonicalBytes.appendNumber(reading.value, to: &spellings)
    }
    // Each point adds `[`, two commas and `]`; a comma goes between points.
    let total = spellings.count + 4 * positions.count + max(positions.count - 1, 0)
    lastLength = (columns, total)
    return total
  }
}

extension Array {
  /// The first index whose element satisfies `belongs`, for an array where every element that
  /// does comes after every one that does not; `count` when none does.
  fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

/// The readings the accessibility data table lists: all of them up to
/// `ChartDataTable.defaultMaximumRows`, else that many spread along the series with its first,
/// last, lowest and highest (the summary speaks for the rest).
func tableReadings(_ points: FiniteReadings) -> [IndexedPoint] {
  ChartDataTable.rowPositions(count: points.count) {
    points.extremes.map { [$0.lowest, $0.highest] } ?? []
  }.map { points[$0] }
}

/// A period's finite readings and what the chart draws of them, worked out once per compile:
/// the chart draws `drawn`, and the headline's width rule fits its figure to `drawn.current`,
/// the only readings a finger can land on.
struct ChartReadings {
  var current: FiniteReadings
  var previous: FiniteReadings
  /// Nil when the period has no finite reading (the chart shows its empty sentence).
  var drawn: DrawnSeries?

  init(_ period: Period, context: CompileContext) {
    self.init(points: period.points, previous: period.previousPoints, width: ChartPart.plotWidth(context))
  }

  /// A chart's readings and previous readings, drawn in a plot `width` points wide.
  init(points: [Point], previous previousPoints: [Point], width: Double) {
    current = FiniteReadings(points)
    previous = FiniteReadings(previousPoints)
    drawn = current.isEmpty ? nil : DrawnSeries(current: current, previous: previous, width: width)
  }
}
