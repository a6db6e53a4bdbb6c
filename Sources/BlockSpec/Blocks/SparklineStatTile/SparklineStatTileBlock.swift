import SPTheme

/// The sparkline stat tile block, compiled: one tile in the host's column, or the seed's demo
/// screen of six (S-10). The tile itself is the shared `SparklineTilePart`.
public enum SparklineStatTileBlock: Sendable {
  /// The block's name in documents and trees.
  public static let name = "sparklineStatTile"

  /// The block's sample: the demo screen (S-10).
  public static let sampleDocument = SparklineStatTileDocument.demo

  /// Compiles a document for a theme, an environment and the block's state. A pure function:
  /// the same inputs give the same tree, byte for byte once encoded.
  public static func compile(
    _ document: SparklineStatTileDocument, theme: Theme, environment: BlockEnvironment,
    state: SparklineStatTileState
  ) -> LayoutTree {
    let context = CompileContext(theme: theme, environment: environment)
    let content: LayoutNode
    var summary = EnvironmentSummary(environment)
    summary.width = context.width
    switch document {
    case .tile(let tile):
      content = SparklineTilePart.node(
        parameters(tile, id: "tile", width: context.width), style: .init(context: context), context: context)
    case .demo:
      let tick = state.normalisedTick
      summary.blockState = [BlockStateMember("tick", .integer(tick))]
      content = DemoScreenPart.node(tick: tick, context: context)
    }
    let root = LayoutNode(id: "block", .section(.init(block: name)), children: [content])
    return LayoutTree(
      schemaVersion: LayoutTree.currentSchemaVersion, block: name, theme: theme.name, state: .loaded,
      range: nil, environment: summary, root: root)
  }

  /// A document in the default state (the demo at tick 0).
  public static func compile(
    _ document: SparklineStatTileDocument, theme: Theme, environment: BlockEnvironment = BlockEnvironment()
  ) -> LayoutTree {
    compile(document, theme: theme, environment: environment, state: SparklineStatTileState())
  }

  /// One tile in the host's column.
  public static func compile(
    _ tile: SparklineTile, theme: Theme, environment: BlockEnvironment = BlockEnvironment()
  ) -> LayoutTree {
    compile(.tile(tile), theme: theme, environment: environment, state: SparklineStatTileState())
  }

  /// The shared tile's parameters for one of this block's tiles: the seed's tile, with no
  /// draw-in and no roll under Reduce Motion (S-7).
  static func parameters(_ tile: SparklineTile, id: String, width: Double) -> SparklineTilePart.Tile {
    let trend = TrendSeries(tile.trend)
    return SparklineTilePart.Tile(
      id: id, title: tile.title, value: tile.value, trend: trend, change: trend.change,
      systemImage: tile.systemImage,
      tint: .tint(tile.tint), higherIsBetter: tile.higherIsBetter, width: width)
  }
}
