import Foundation
import SPTheme

/// The seed's demo screen (S-10): "Overview" over six tiles, each a 14-value series from
/// base + i × slope + sin(i × 0.8 + phase) × swing, rounded, with i = index + tick.
public enum SparklineDemo {
  /// The screen's title.
  public static let title = "Overview"
  /// Values per series.
  public static let length = 14

  struct Series: Sendable {
    var id: String
    var title: String
    var systemImage: String
    var tint: SystemColor
    var base: Double
    var swing: Double
    var slope: Double
    var phase: Double
    var suffix = ""
    var higherIsBetter = true
  }

  static let series: [Series] = [
    Series(
      id: "revenue", title: "Revenue", systemImage: "eurosign.circle", tint: .indigo, base: 4_200, swing: 320,
      slope: 60, phase: 0),
    Series(
      id: "signups", title: "Signups", systemImage: "person.badge.plus", tint: .teal, base: 310, swing: 40,
      slope: 8,
      phase: 1.4),
    Series(
      id: "churn", title: "Churn", systemImage: "arrow.uturn.left.circle", tint: .pink, base: 60, swing: 7,
      slope: -1.5, phase: 2.2, suffix: " users", higherIsBetter: false),
    Series(
      id: "sessions", title: "Sessions", systemImage: "waveform.path.ecg", tint: .orange, base: 1_900,
      swing: 240,
      slope: 18, phase: 3.1),
    Series(
      id: "orders", title: "Orders", systemImage: "shippingbox", tint: .green, base: 840, swing: 90,
      slope: 12,
      phase: 4.3),
    Series(
      id: "tickets", title: "Tickets", systemImage: "lifepreserver", tint: .purple, base: 120, swing: 22,
      slope: -2,
      phase: 5, higherIsBetter: false),
  ]

  /// The six tiles at `tick`, their values worded in `locale` as the seed words them
  /// (`(trend.last ?? 0).formatted() + suffix`), with the node id each tile takes.
  public static func tiles(tick: Int, locale: Locale) -> [(id: String, tile: SparklineTile)] {
    series.map { series in
      let trend = values(series, tick: tick)
      let value = Format.number().formatted(trend.last ?? 0, locale: locale) + series.suffix
      return (
        "tiles." + series.id,
        SparklineTile(
          title: series.title, value: value, trend: trend, systemImage: series.systemImage,
          tint: .system(series.tint), higherIsBetter: series.higherIsBetter)
      )
    }
  }

  static func values(_ series: Series, tick: Int) -> [Double] {
    (0..<length).map { index in
      let position = Double(index + tick)
      return (series.base + position * series.slope + sin(position * 0.8 + series.phase) * series.swing)
        .rounded()
    }
  }
}
