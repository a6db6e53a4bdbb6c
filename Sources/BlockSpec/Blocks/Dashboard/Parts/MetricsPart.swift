import SPTheme

/// The metric tiles (D-3, D-12): the shared sparkline tile (`SparklineTilePart`), one per
/// metric, in a grid of two columns (one at accessibility sizes, or when a tile cannot keep its
/// shape in half the width). What the dashboard changes in the seed's tile: the screen's card
/// (`surface`, `radius.lg`, elevation `e1`) instead of a material (D-10), the change as a pill
/// in `success` or `danger` with a `type.caption` label (D-10), the sparkline in the tint that
/// draws in on first appear (D-3), and a value that rolls on the block's designed timing, under
/// Reduce Motion too (D-8, D-9). Tiles are `metric.<id>`, so a changed metric changes only its
/// own nodes (D-1); `<id>` is the metric's id made a safe, unique part (`ids(for:)`).
enum MetricsPart {
  /// The symbol beside a metric's label when the model names none.
  static let defaultSymbol = "chart.line.uptrend.xyaxis"

  /// The grid, or nil when the model has no metrics.
  static func grid(_ screen: DashboardScreen, order: Int) -> LayoutNode? {
    let context = screen.context
    let metrics = screen.model.metrics
    guard !metrics.isEmpty else { return nil }
    var style = SparklineTilePart.Style(context: context)
    style.background = context.color(.surface)
    style.material = nil
    style.cornerRadius = context.radius(.lg)
    style.elevation = screen.elevation
    style.changeShape = .pill
    let gutter = context.space(.md)
    let contentWidth = screen.contentWidth
    // Each metric's parameters once (its figure formatted once): the grid's shape is decided
    // on them, then each tile is drawn at the column's width.
    let roll = DashboardMotion.roll(in: context)
    var tiles = zip(metrics, ids(for: metrics)).map { tile($0, id: $1, screen: screen, width: 0, roll: roll) }
    let columns = SparklineTilePart.gridColumns(
      tiles, style: style, contentWidth: contentWidth, gutter: gutter.value, context: context)
    let width = max(0, (contentWidth - gutter.value * Double(columns - 1)) / Double(columns))
    for index in tiles.indices { tiles[index].width = width }
    let nodes = tiles.map { SparklineTilePart.node($0, style: style, context: context) }
    return LayoutNode(
      id: "metrics", .grid(.init(columns: columns, gutter: gutter)), children: nodes,
      transitions: DashboardMotion.reveal(order: order, in: context))
  }

  /// Each metric's tile id: `metric.` and its id as a safe part, unique among the tiles
  /// (`NodeID.parts`), so `a` and `a.value` cannot both give `metric.a.value`.
  static func ids(for metrics: [DashboardMetric]) -> [String] {
    NodeID.parts(for: metrics.map(\.id), fallback: "metric").map { NodeID.under("metric.", $0) }
  }

  /// The shared tile's parameters for one metric, its node id `id`; `roll` is the value's
  /// transition, the same for every tile.
  static func tile(
    _ metric: DashboardMetric, id: String, screen: DashboardScreen, width: Double, roll: [NodeTransition]
  ) -> SparklineTilePart.Tile {
    let trend = TrendSeries(gapless: metric.series)
    return SparklineTilePart.Tile(
      id: id, title: metric.label, value: screen.figure(metric.value, metric.format),
      trend: trend, change: metric.change ?? trend.change, systemImage: metric.symbol ?? defaultSymbol,
      tint: screen.model.tint == nil ? .tint(.role(.accent)) : .resolved(screen.tint),
      higherIsBetter: metric.increaseIsGood, width: width, roll: roll,
      drawsInOnAppear: true)
  }
}
