/// One sparkline stat tile, with the seed's own parameters (`SparklineStatTile(title:value:
/// trend:systemImage:tint:higherIsBetter:)`), so a SwiftUI user recognises them.
public struct SparklineTile: Hashable, Sendable {
  public var title: String
  /// The host's own string, shown as given: "4,980", "58 users".
  public var value: String
  /// Oldest first; `nil` for a missing reading. Missing and non-finite readings are dropped
  /// before anything is computed or drawn, as the seed drops non-finite values.
  public var trend: [Double?]
  /// An SF Symbol name (S-8: "chart.line.uptrend.xyaxis").
  public var systemImage: String
  /// S-8: indigo.
  public var tint: Tint
  /// False for a figure that is good news when it falls, like churn: a fall is then green (S-5).
  public var higherIsBetter: Bool

  /// The seed's defaults (S-8).
  public static let defaultSystemImage = "chart.line.uptrend.xyaxis"

  public init(
    title: String, value: String, trend: [Double?], systemImage: String = SparklineTile.defaultSystemImage,
    tint: Tint = .default, higherIsBetter: Bool = true
  ) {
    self.title = title
    self.value = value
    self.trend = trend
    self.systemImage = systemImage
    self.tint = tint
    self.higherIsBetter = higherIsBetter
  }
}

/// What a sparkline stat tile document holds: one tile, or the seed's demo screen (S-10).
///
/// `{"block": "sparklineStatTile", "title": "Revenue", "value": "4,980", "trend": […]}` is a
/// tile; `{"block": "sparklineStatTile", "screen": "demo"}` is the demo screen, whose six tiles
/// come from the seed's formula at the state's `tick`.
public enum SparklineStatTileDocument: Hashable, Sendable {
  case tile(SparklineTile)
  case demo
}
