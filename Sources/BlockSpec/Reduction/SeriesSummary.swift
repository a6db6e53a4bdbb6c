/// What a long series says as a whole, computed from every reading, so the words VoiceOver reads
/// stay true when the chart and its data table show only some of them (O-AX-2).
public struct SeriesSummary: Hashable, Sendable {
  /// How many readings the series has.
  public var count: Int
  public var first: IndexedReading
  public var last: IndexedReading
  /// The lowest finite reading (the earliest, on a tie).
  public var minimum: IndexedReading
  /// The highest finite reading (the earliest, on a tie).
  public var maximum: IndexedReading
  /// `last.value − first.value`.
  public var change: Double
  /// The change as a fraction of the first value (0.126 reads +12.6%); nil when the first value
  /// is zero, where a fraction means nothing.
  public var relativeChange: Double?
  /// The direction of the series as a whole.
  public var trend: Trend

  /// The summary of `points`; nil when there is nothing to summarise (no reading has a finite
  /// value).
  public init?(_ points: [Point]) {
    guard let firstIndex = points.firstIndex(where: { $0.value.isFinite }),
      let lastIndex = points.lastIndex(where: { $0.value.isFinite })
    else { return nil }
    var lowest = firstIndex
    var highest = firstIndex
    var fit = LeastSquares()
    for (index, point) in points.enumerated() where point.value.isFinite {
      if point.value < points[lowest].value { lowest = index }
      if point.value > points[highest].value { highest = index }
      fit.add(x: Double(index), y: point.value)
    }
    count = points.count
    first = IndexedReading(index: firstIndex, point: points[firstIndex])
    last = IndexedReading(index: lastIndex, point: points[lastIndex])
    minimum = IndexedReading(index: lowest, point: points[lowest])
    maximum = IndexedReading(index: highest, point: points[highest])
    change = last.point.value - first.point.value
    relativeChange = first.point.value == 0 ? nil : change / abs(first.point.value)
    trend = Trend(
      rise: fit.slope * Double(lastIndex - firstIndex),
      range: maximum.point.value - minimum.point.value)
  }
}

/// Which way a series goes, judged by the straight line that fits all of it best, so one odd
/// first or last reading does not turn a rising year into a falling one.
public enum Trend: String, Hashable, Sendable, CaseIterable {
  case rising
  case falling
  /// The fitted line moves by less than 1% of the series' range: no direction worth a word.
  case flat

  /// The share of the value range under which a fitted rise counts as flat.
  public static let flatThreshold = 0.01

  init(rise: Double, range: Double) {
    if !rise.isFinite || range <= 0 || abs(rise) < Self.flatThreshold * range {
      self = .flat
    } else {
      self = rise > 0 ? .rising : .falling
    }
  }
}

/// Running sums for an ordinary least-squares line, centred on the first sample so large values
/// (a year of cents) do not swamp the arithmetic.
private struct LeastSquares {
  private var n = 0.0
  private var origin: (x: Double, y: Double)?
  private var sumX = 0.0
  private var sumY = 0.0
  private var sumXX = 0.0
  private var sumXY = 0.0

  mutating func add(x: Double, y: Double) {
    let origin = self.origin ?? (x, y)
    self.origin = origin
    let dx = x - origin.x
    let dy = y - origin.y
    n += 1
    sumX += dx
    sumY += dy
    sumXX += dx * dx
    sumXY += dx * dy
  }

  /// Change in y per unit of x; 0 for fewer than two distinct x.
  var slope: Double {
    let denominator = n * sumXX - sumX * sumX
    guard denominator > 0 else { return 0 }
    return (n * sumXY - sumX * sumY) / denominator
  }
}
