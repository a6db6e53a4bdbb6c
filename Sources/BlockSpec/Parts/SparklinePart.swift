import SPTheme

/// A trend drawn small (S-2, S-3): an area from the domain's low end up to the values in a
/// vertical gradient of the tint from 30 % to 0 %, under a 2.5 pt line of the tint with round
/// caps and joins, Catmull-Rom; no axes; hidden from accessibility. Drawn only with more than one
/// finite value. Shared by every block that shows a sparkline; it knows none of them.
enum SparklinePart {
  /// What differs between the blocks that draw a sparkline.
  struct Style: Sendable {
    var tint: Paint
    /// Points.
    var height: Double
    /// Points across: a trend longer than two values per point is reduced to the lowest and
    /// highest per point (`ColumnReduction`), keeping the first and last.
    var width: Double
    var placement: LayoutNode.Sparkline.Placement
    /// Reveal the line from the leading edge when it first appears (the dashboard, D-3); the
    /// seed's tile does not.
    var drawsInOnAppear: Bool = false
  }

  /// The colour a sparkline is drawn in: a tint the theme resolves (the tile's `tint`, the
  /// dashboard's `accent`), or a colour already resolved (the dashboard model's own tint, named
  /// `tint` in the tree as its chart names it).
  enum Paint: Sendable {
    case tint(Tint)
    case resolved(ColorValue)

    /// The colour at `opacity` when given, with the token it came from.
    func color(opacity: Double? = nil, in context: CompileContext) -> ColorValue {
      switch self {
      case .tint(let tint): return context.color(tint, opacity: opacity)
      case .resolved(let color): return opacity.map(color.at(opacity:)) ?? color
      }
    }
  }

  /// Line width (S-3).
  static let lineWidth = 2.5
  /// The area's gradient, top and bottom opacity of the tint (S-3).
  static let areaOpacity = (top: 0.3, bottom: 0.0)

  /// The sparkline node, or nil when the trend has fewer than two finite values (S-3).
  static func node(id: String, trend: TrendSeries, style: Style, context: CompileContext) -> LayoutNode? {
    guard trend.drawsLine else { return nil }
    let values = trend.values
    let kept = ColumnReduction.keptPositions(
      count: values.count, width: style.width, time: { Double($0) }, value: { values[$0] })
    var points: [LayoutNode.Sparkline.Point] = []
    points.reserveCapacity(kept.count)
    for position in kept { points.append(.init(x: Double(position), y: values[position])) }
    let domain = trend.domain
    let line = style.tint.color(in: context)
    let sparkline = LayoutNode.Sparkline(
      height: Precision.points(style.height),
      domain: .init(
        xLower: 0, xUpper: Double(values.count - 1), yLower: domain.lowerBound, yUpper: domain.upperBound),
      points: points, originalCount: values.count,
      line: Stroke(color: line, width: lineWidth, lineCap: .round, lineJoin: .round),
      area: GradientFill(
        colors: [
          style.tint.color(opacity: areaOpacity.top, in: context),
          style.tint.color(opacity: areaOpacity.bottom, in: context),
        ], start: .top, end: .bottom),
      interpolation: .catmullRom, placement: style.placement)
    return LayoutNode(
      id: id, .sparkline(sparkline), accessibility: .hiddenNode,
      transitions: transitions(drawsIn: style.drawsInOnAppear, context: context))
  }

  /// S-7: new values morph the line on a smooth spring; under Reduce Motion they appear without
  /// animating, so there is no transition and no fallback (a live renderer switching to Reduce
  /// Motion plays nothing).
  static func transitions(drawsIn: Bool, context: CompileContext) -> [NodeTransition] {
    guard !context.reduceMotion else { return [] }
    let smooth = context.motion(.smooth)
    var transitions: [NodeTransition] = []
    if drawsIn { transitions.append(NodeTransition(event: .appear, effect: .drawIn, motion: smooth)) }
    transitions.append(NodeTransition(event: .valueChange, effect: .morph, motion: smooth))
    return transitions
  }
}
