import SPTheme

/// Placeholder shapes in the block's own layout while numbers load (O-SS-1, O-SS-2): `fill`,
/// hidden from VoiceOver (the region they sit in reads "Loading Revenue"), pulsing gently, and
/// still under Reduce Motion (O-MO-3).
enum GhostPart {
  static func shape(
    id: String, widthFraction: Double, height: Double, radius: RadiusStep = .sm, context: CompileContext
  ) -> LayoutNode {
    LayoutNode(
      id: id,
      .ghost(
        .init(
          shape: .roundedRectangle, widthFraction: Precision.fraction(widthFraction),
          height: Precision.points(height),
          cornerRadius: context.radius(radius), color: context.color(.fill))),
      accessibility: .hiddenNode, transitions: Motion.ghost(in: context))
  }

  /// The headline's figure and change line as ghosts, read as "Loading Revenue"; the name is
  /// shown as text when it is known (a range loading, O-SS-2), a ghost before that (O-SS-1).
  static func headline(knownLabel: String?, context: CompileContext) -> LayoutNode {
    let lineHeight = HeadlinePart.lineFont(context).leading
    let label =
      knownLabel.map { HeadlinePart.label($0, context: context) }
      ?? shape(id: "headline.label.ghost", widthFraction: 0.3, height: lineHeight, context: context)
    let figure = LayoutNode(
      id: "headline.figure.ghost",
      .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
      children: [
        shape(
          id: "headline.value.ghost", widthFraction: 0.6, height: context.display(40).leading,
          context: context),
        shape(id: "headline.change.ghost", widthFraction: 0.45, height: lineHeight, context: context),
      ],
      accessibility: .hiddenNode)
    return LayoutNode(
      id: "headline", .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
      children: [label, figure],
      accessibility: Accessibility(label: AccessibilityPart.loadingLabel(knownLabel), element: .combine))
  }

  /// The chart's placeholder, at the chart's height.
  static func chart(context: CompileContext) -> LayoutNode {
    shape(id: "chart.ghost", widthFraction: 1, height: ChartPart.height, radius: .md, context: context)
  }

  /// How many tile ghosts to show: as many as the overview's tiles when known, else four.
  static func tileCount(for overview: Overview?) -> Int {
    guard let overview else { return TilesPart.maximum }
    let known =
      overview.metrics.isEmpty
      ? TimeRange.allCases.lazy.compactMap { overview.periods[$0]?.metrics }.first ?? []
      : overview.metrics
    return known.isEmpty ? TilesPart.maximum : min(TilesPart.maximum, known.count)
  }
}
