import SPTheme

/// The stats overview block, compiled: one surface card with the headline, the chart and the
/// range control, and two to four metric tiles below, on one grid (O-ST-1, O-ST-2).
public enum StatsOverviewBlock: Sendable {
  /// The block's name in the tree.
  public static let name = "statsOverview"
  /// Every state the block's trees can show, for schemas and renderers that switch on them.
  public static let states: [LayoutTree.State] = [
    .loading, .rangeLoading, .empty, .loaded, .scrubbing, .error,
  ]

  /// Compiles the block for a theme, an environment and the block's state. A pure function:
  /// the same inputs give the same tree, byte for byte once encoded. A nil overview is the
  /// loading state.
  public static func compile(
    _ overview: Overview?, theme: Theme, environment: BlockEnvironment = BlockEnvironment(),
    state: StatsOverviewState = StatsOverviewState()
  ) -> LayoutTree {
    var context = CompileContext(theme: theme, environment: environment)
    let wording = Wording(environment, figuresIn: overview?.format)
    let situation = Situation.resolve(overview, state: state)
    let offered = RangeSelection.offered(in: state)

    let cardContent: [LayoutNode]
    let tiles: [LayoutNode]
    switch situation {
    case .loading(let label):
      cardContent = [
        GhostPart.headline(knownLabel: label, context: context),
        GhostPart.chart(context: context),
        RangeControlPart.ghost(context: context),
      ]
      tiles = TilesPart.ghosts(count: GhostPart.tileCount(for: overview), context: context)

    case .rangeLoading(let overview, let range):
      cardContent =
        [
          GhostPart.headline(knownLabel: overview.label, context: context),
          GhostPart.chart(context: context),
        ] + [RangeControlPart.node(selected: range, offered: offered, context: context)].compactMap { $0 }
      tiles = TilesPart.ghosts(count: GhostPart.tileCount(for: overview), context: context)

    case .showing(let overview, let range, let period, let scrub):
      // The tiles first: their column count is the grid's, which the card spans.
      let tileGrid = TilesPart.Grid(
        overview.metrics(for: range), tappable: state.actions.contains(.selectMetric), context: context,
        wording: wording)
      context.gridColumns = tileGrid.columns
      // Worded once for the headline, the chart and its descriptor: the cadence is the period's.
      let dates = wording.dates(period.points.map(\.date))
      let reading = HeadlinePart.Reading(scrub: scrub, period: period, dates: dates)
      // Reduced once: the chart draws these, and the headline's figure is fitted to them.
      let readings = ChartReadings(period, context: context)
      cardContent =
        [
          HeadlinePart.node(
            overview: overview, range: range, reading: reading, drawn: readings.drawn?.current ?? [],
            context: context, wording: wording),
          ChartPart.node(
            overview: overview, range: range, period: period, readings: readings, scrub: scrub, dates: dates,
            context: context, wording: wording),
        ] + [RangeControlPart.node(selected: range, offered: offered, context: context)].compactMap { $0 }
      tiles = TilesPart.nodes(tileGrid, context: context)

    case .failed(let overview, let description, let retry):
      cardContent = ErrorPart.nodes(
        metricLabel: overview?.label, description: description, retry: retry,
        canRetry: state.actions.contains(.retry), context: context)
      tiles = []
    }

    let columns = context.gridColumns
    let card = LayoutNode(
      id: "card",
      .card(
        .init(
          background: context.color(.surface), cornerRadius: context.radius(.lg), padding: context.space(.lg))
      ),
      children: [
        LayoutNode(
          id: "card.content",
          .stack(.init(axis: .vertical, spacing: context.space(.lg), alignment: .leading)),
          children: cardContent, transitions: Motion.phase(in: context))
      ],
      columnSpan: columns)
    let grid = LayoutNode(
      id: "grid", .grid(.init(columns: columns, gutter: context.space(.md))), children: [card] + tiles,
      transitions: Motion.phase(in: context))
    let root = LayoutNode(id: "block", .section(.init(block: name)), children: [grid])

    var summary = EnvironmentSummary(environment, blockState: state.summary)
    summary.width = context.width
    return LayoutTree(
      block: name, theme: theme.name, state: situation.state, range: situation.range, environment: summary,
      root: root)
  }
}
