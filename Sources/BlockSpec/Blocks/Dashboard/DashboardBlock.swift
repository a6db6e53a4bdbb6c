import SPTheme

/// The dashboard screen, compiled (D-1…D-13): a navigation bar over a scrolling column on the
/// `bg` ground with pull to refresh, the greeting, the metric tiles, the main chart's card and
/// the activity card, each section staggering in on first appear.
public enum DashboardBlock {
  /// The block's name in the tree and in documents.
  public static let name = "dashboard"

  /// Compiles the screen for a theme, an environment and the screen's state. A pure function:
  /// the same inputs give the same tree, byte for byte once encoded.
  public static func compile(
    _ model: DashboardModel, theme: Theme, environment: BlockEnvironment = BlockEnvironment(),
    state: DashboardState = DashboardState()
  ) -> LayoutTree {
    let context = CompileContext(theme: theme, environment: environment)
    let screen = DashboardScreen(model, state: state, context: context)

    var sections: [LayoutNode] = [RefreshPart.node(screen)]
    var order = 0
    func next() -> Int {
      defer { order += 1 }
      return order
    }
    sections.append(GreetingPart.greeting(screen, order: next()))
    sections.append(MainChartPart.card(screen, order: next()))
    if let activity = ActivityPart.card(screen, order: next()) { sections.append(activity) }

    let scroll = LayoutNode(
      id: "scroll",
      .scroll(
        .init(
          background: context.color(.bg), padding: context.space(.lg), spacing: context.space(.xl),
          offset: Precision.points(state.scrollOffset.isFinite ? state.scrollOffset : 0))),
      children: sections, action: Action(id: .refresh))
    let root = LayoutNode(
      id: "block", .section(.init(block: name)), children: [GreetingPart.navigationBar(screen), scroll])

    var summary = EnvironmentSummary(
      environment,
      state: StatsOverviewState(
        ranges: screen.offered, selectedRange: state.selectedRange, scrubIndex: screen.scrub, actions: []))
    summary.width = context.width
    summary.blockState = blockState(state)
    let treeState: LayoutTree.State =
      screen.range == nil ? .empty : screen.scrub != nil ? .scrubbing : .loaded
    return LayoutTree(
      schemaVersion: LayoutTree.currentSchemaVersion, block: name, theme: theme.name, state: treeState,
      range: screen.range, environment: summary, root: root)
  }

  /// The state's echo in the tree's environment, each value in its canonical spelling.
  static func blockState(_ state: DashboardState) -> [String: String] {
    var echo: [String: String] = [
      "scrollOffset": CanonicalJSON.number(state.scrollOffset),
      "wrapsInNavigationStack": state.wrapsInNavigationStack ? "true" : "false",
    ]
    if let position = state.scrubPosition { echo["scrubPosition"] = CanonicalJSON.number(position) }
    if let row = state.openRow {
      echo["openRow"] = row.id
      switch row.reveal {
      case .points(let points): echo["reveal"] = CanonicalJSON.number(points) + "pt"
      case .fraction(let fraction): echo["reveal"] = CanonicalJSON.number(fraction) + "w"
      case .actions: echo["reveal"] = "actions"
      }
      if row.dragging { echo["dragging"] = "true" }
    }
    switch state.refresh {
    case .idle: echo["refresh"] = "idle"
    case .pulling(let distance): echo["refresh"] = "pulling:" + CanonicalJSON.number(distance)
    case .refreshing: echo["refresh"] = "refreshing"
    case .finished: echo["refresh"] = "finished"
    }
    return echo
  }
}
