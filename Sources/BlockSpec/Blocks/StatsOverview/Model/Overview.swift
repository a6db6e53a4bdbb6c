/// Everything the stats overview block shows: the headline metric over each range, and tiles.
public struct Overview: Hashable, Sendable {
  /// The headline metric's name: "Revenue".
  public var label: String
  public var format: Format
  /// One period per range; a missing range is fetched on demand and shows ghosts meanwhile.
  public var periods: [TimeRange: Period]
  /// Tiles for periods that have none of their own.
  public var metrics: [Metric]
  /// False when a fall is good news.
  public var increaseIsGood: Bool

  public init(
    label: String, format: Format, periods: [TimeRange: Period], metrics: [Metric] = [],
    increaseIsGood: Bool = true
  ) {
    self.label = label
    self.format = format
    self.periods = periods
    self.metrics = metrics
    self.increaseIsGood = increaseIsGood
  }

  /// The tiles shown for `range`: the period's own, or the fallback (O-DA-3).
  public func metrics(for range: TimeRange) -> [Metric] {
    periods[range]?.metrics ?? metrics
  }
}
