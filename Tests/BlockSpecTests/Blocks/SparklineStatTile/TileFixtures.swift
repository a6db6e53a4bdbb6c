import BlockSpec
import Foundation
import SPTheme

/// Tiles and environments for the sparkline stat tile's tests.
enum TileFixtures {
  static let light = try! Theme.shipped(named: "light")
  static let dark = try! Theme.shipped(named: "dark")
  static let en = Locale(identifier: "en_US")

  /// The seed's example: Revenue, 4,980, rising.
  static let revenue = SparklineTile(
    title: "Revenue", value: "4,980", trend: [4200, 4310, nil, 4460, 4980], systemImage: "eurosign.circle",
    tint: .system(.indigo))

  static func environment(
    size: DynamicTypeStep = .large, width: Double = 350, reduceMotion: Bool = false, locale: Locale = en
  ) -> BlockEnvironment {
    BlockEnvironment(
      dynamicTypeSize: size, width: width, reduceMotion: reduceMotion, locale: locale,
      timeZone: TimeZone(identifier: "UTC")!)
  }

  static func tree(
    _ tile: SparklineTile = revenue, theme: Theme = light, environment: BlockEnvironment = environment()
  ) -> LayoutTree {
    SparklineStatTileBlock.compile(tile, theme: theme, environment: environment)
  }

  static func demo(
    theme: Theme = light, environment: BlockEnvironment = environment(width: 390), tick: Int = 0
  ) -> LayoutTree {
    SparklineStatTileBlock.compile(
      .demo, theme: theme, environment: environment, state: SparklineStatTileState(tick: tick))
  }

  static func tile(_ trend: [Double?], higherIsBetter: Bool = true) -> SparklineTile {
    SparklineTile(title: "Churn", value: "58", trend: trend, higherIsBetter: higherIsBetter)
  }
}
