/// The sparkline stat tile's own state, beside the `BlockEnvironment` every block reads.
public struct SparklineStatTileState: Hashable, Sendable {
  /// The demo screen's clock (S-10): its series advance one step a tick. The renderer advances
  /// it every second as the tree's `screen.tick` says, modulo 1,000, and never under Reduce
  /// Motion. Any whole number is accepted and taken modulo 1,000; a single tile ignores it.
  public var tick: Int

  public init(tick: Int = 0) { self.tick = tick }

  /// The seed's modulo: `tick = (tick + 1) % 1_000`.
  public static let tickModulo = 1_000

  /// `tick` in 0 ..< 1,000.
  var normalisedTick: Int {
    let remainder = tick % Self.tickModulo
    return remainder < 0 ? remainder + Self.tickModulo : remainder
  }
}
