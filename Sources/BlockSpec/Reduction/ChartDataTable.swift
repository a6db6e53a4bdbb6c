/// The rows a chart's accessibility data table lists (O-AX-2), capped so a year of five-minute
/// readings does not put 105,120 rows in the tree or in a VoiceOver user's path.
///
/// A series of up to `maximumRows` readings is listed whole. A longer one lists readings spread
/// evenly along it, always with the first, the last, the lowest and the highest; every table
/// carries a summary computed from every reading, so it never says something the full data does
/// not.
public struct ChartDataTable: Hashable, Sendable {
  /// Sixty rows: a month of daily readings or five years of monthly ones read whole; past that a
  /// row-by-row table stops being a way to understand a series, and the summary takes over. It
  /// also keeps the table a small, fixed share of the tree's size budget.
  public static let defaultMaximumRows = 60

  /// Real readings, in the series' order, with their original indices.
  public var rows: [IndexedReading]
  /// From every reading, not only the rows; nil when no reading has a finite value.
  public var summary: SeriesSummary?
  /// How many readings the full series has.
  public var count: Int

  /// True when some readings are left out of `rows`.
  public var isAbridged: Bool { rows.count < count }

  /// - Parameter maximumRows: at least 4 (the first, the last, the lowest and the highest
  ///   reading); smaller values are raised to 4.
  public init(_ points: [Point], maximumRows: Int = Self.defaultMaximumRows) {
    count = points.count
    summary = SeriesSummary(points)
    rows = Self.rowPositions(count: points.count, maximumRows: maximumRows) { points[$0].value }.map {
      IndexedReading(index: $0, point: points[$0])
    }
  }

  /// The rows for a series held in any form: `count` readings whose value at a position is
  /// `value(i)`. Every position when there are at most `maximumRows` (at least 4); otherwise
  /// positions spread evenly from the first to the last, with the lowest and highest finite
  /// readings (the earliest, on a tie) always among them.
  ///
  /// - Returns: positions, ascending and unique.
  public static func rowPositions(
    count: Int, maximumRows: Int = defaultMaximumRows, value: (Int) -> Double
  ) -> [Int] {
    rowPositions(count: count, maximumRows: maximumRows) {
      var lowest: Int?
      var highest: Int?
      for position in 0..<count {
        let reading = value(position)
        guard reading.isFinite else { continue }
        if lowest.map({ reading < value($0) }) ?? true { lowest = position }
        if highest.map({ reading > value($0) }) ?? true { highest = position }
      }
      return [lowest, highest].compactMap { $0 }
    }
  }

  /// `rowPositions(count:maximumRows:value:)` for a series whose extremes are known:
  /// `extremes()` gives the positions of the lowest and highest finite readings, and is asked
  /// only when the series is longer than the table.
  static func rowPositions(count: Int, maximumRows: Int = defaultMaximumRows, extremes: () -> [Int]) -> [Int]
  {
    let limit = max(maximumRows, 4)
    guard count > limit else { return Array(0..<max(count, 0)) }
    // Two rows are held back for the extremes; where one is already on the grid, the table is
    // a row shorter rather than uneven.
    var positions = evenlySpaced(count: count, rows: limit - 2)
    positions += extremes()
    positions.sort()
    var unique: [Int] = []
    unique.reserveCapacity(positions.count)
    for position in positions where unique.last != position { unique.append(position) }
    return unique
  }

  /// `rows` indices from 0 to `count − 1`, ascending, as evenly apart as whole numbers allow.
  /// `count > rows ≥ 2`, so they are distinct.
  static func evenlySpaced(count: Int, rows: Int) -> [Int] {
    (0..<rows).map { row in (row * (count - 1) + (rows - 1) / 2) / (rows - 1) }
  }
}
