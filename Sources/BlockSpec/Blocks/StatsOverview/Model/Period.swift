/// One range's numbers.
public struct Period: Hashable, Sendable {
  /// Readings, oldest first.
  public var points: [Point]
  /// The previous period's readings over the same span; empty hides the dashed line.
  public var previousPoints: [Point]
  /// The headline value at rest; nil uses the latest point (pass the total for summed metrics).
  public var value: Double?
  /// The change as a fraction (0.126 reads +12.6%); nil shows the range's span in words.
  public var change: Double?
  /// The tiles for this range; nil falls back to the overview's metrics.
  public var metrics: [Metric]?

  public init(
    points: [Point], previousPoints: [Point] = [], value: Double? = nil, change: Double? = nil,
    metrics: [Metric]? = nil
  ) {
    self.points = points
    self.previousPoints = previousPoints
    self.value = value
    self.change = change
    self.metrics = metrics
  }
}
