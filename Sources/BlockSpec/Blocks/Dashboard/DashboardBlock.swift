import SPTheme

/// The dashboard screen, compiled (D-1…D-13): a navigation bar over a scrolling column on the
/// `bg` ground with pull to refresh, the greeting, the metric tiles, the main chart's card and
/// the activity card, each section staggering in on first appear.
public enum DashboardBlock: Sendable {
  /// The block's name in the tree and in documents.
  public static let name = "dashboard"
  /// Every state the block's trees can show: `empty` (no range has readings), `loaded`,
  /// `scrubbing` (a sample under the finger).
  public static let states: [LayoutTree.State] = [.empty, .loaded, .scrubbing]

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
    if let metrics = MetricsPart.grid(screen, order: next()) { sections.append(metrics) }
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

    var summary = EnvironmentSummary(environment, blockState: blockState(state, screen: screen))
    summary.width = context.width
    let treeState: LayoutTree.State =
      screen.range == nil ? .empty : screen.scrub != nil ? .scrubbing : .loaded
    return LayoutTree(
      schemaVersion: LayoutTree.currentSchemaVersion, block: name, theme: theme.name, state: treeState,
      range: screen.range, environment: summary, root: root)
  }

  /// The state's echo in the tree's environment: `ranges` (offered), `scrollOffset`, `refresh`,
  /// `wrapsInNavigationStack` always; `selectedRange`, `scrubPosition`, `scrubIndex` (the
  /// resolved sample), `openRow`, `reveal` and `dragging` when they apply.
  static func blockState(_ state: DashboardState, screen: DashboardScreen) -> [BlockStateMember] {
    var echo = [
      BlockStateMember("ranges", .strings(screen.offered.map(\.rawValue))),
      BlockStateMember("scrollOffset", number(state.scrollOffset.isFinite ? state.scrollOffset : 0)),
      BlockStateMember("wrapsInNavigationStack", .bool(state.wrapsInNavigationStack)),
    ]
    if let range = state.selectedRange {
      echo.append(BlockStateMember("selectedRange", .string(range.rawValue)))
    }
    if let position = state.scrubPosition, position.isFinite {
      echo.append(BlockStateMember("scrubPosition", number(position)))
    }
    if let index = screen.scrub { echo.append(BlockStateMember("scrubIndex", .integer(index))) }
    if let row = state.openRow {
      echo.append(BlockStateMember("openRow", .string(row.id)))
      switch row.reveal {
      case .points(let points):
        echo.append(BlockStateMember("reveal", .string(CanonicalJSON.number(points) + "pt")))
      case .fraction(let fraction):
        echo.append(BlockStateMember("reveal", .string(CanonicalJSON.number(fraction) + "w")))
      case .actions: echo.append(BlockStateMember("reveal", .string("actions")))
      }
      if row.dragging { echo.append(BlockStateMember("dragging", .bool(true))) }
    }
    switch state.refresh {
    case .idle: echo.append(BlockStateMember("refresh", .string("idle")))
    case .pulling(let distance):
      echo.append(BlockStateMember("refresh", .string("pulling")))
      echo.append(BlockStateMember("pull", number(distance.isFinite ? distance : 0)))
    case .refreshing: echo.append(BlockStateMember("refresh", .string("refreshing")))
    case .finished: echo.append(BlockStateMember("refresh", .string("finished")))
    }
    return echo
  }

  /// A number as the echo reads back: whole numbers are integers in JSON.
  static func number(_ value: Double) -> BlockStateValue {
    if value.rounded() == value, abs(value) < 9_007_199_254_740_992 { return .integer(Int(value)) }
    return .number(value)
  }
}
