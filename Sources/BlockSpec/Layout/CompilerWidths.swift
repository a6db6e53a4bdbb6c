import SPTheme

/// The width rules (`WidthRules`) where the compiler's parts apply them, in the compiler's terms:
/// the headline figure's font and minimum scale factor, the tiles' column count, and each tile's
/// shape. Measured with the default measurer, so the tree is the same on every machine.
enum CompilerWidths {
  static let measurer = InterTextMeasurer()

  /// The headline figure's font and minimum scale factor (O-DT-2): the factor is what the widest
  /// figure the headline can show in this period needs to fit the card (the value at rest and
  /// every reading the chart draws, since scrubbing snaps to them), at least one half. When even
  /// one half is
  /// too small at this Dynamic Type size, the figure stops growing at the largest size where it
  /// fits (a clamp on the font, O-DT-5).
  static func headlineFigure(
    _ valueText: String, period: Period?, format: Format, context: CompileContext, wording: Wording
  ) -> (font: ResolvedFont, minimumScaleFactor: Double) {
    // The drawn readings, not all of them: a year of five-minute readings would be 105,120
    // figures to format and measure, and a finger only lands on drawn ones.
    let readings = (period.map { drawnReadings($0, context: context) } ?? []).map {
      wording.figure($0.value, format)
    }
    let figures = [valueText] + readings
    let width = HeadlinePart.headlineWidth(context)
    let clamp = WidthRules.figureClamp(
      figures, width: width, at: context.dynamicTypeSize, font: { display(40, context: context, at: $0) },
      measuredBy: measurer)
    let font =
      clamp.map { display(40, context: context, at: context.dynamicTypeSize, clampedTo: .upTo($0)) }
      ?? context.display(40)
    let scale = WidthRules.figureScale(figures, font: font, width: width, measuredBy: measurer)
    return (font, scale.minimumScaleFactor)
  }

  /// How many columns the tiles take (O-DT-1, O-DT-5): two, one at accessibility sizes, and one
  /// whenever a tile cannot keep its shape in half the width.
  static func tileColumns(_ metrics: [Metric], context: CompileContext, wording: Wording) -> Int {
    let preferred = context.dynamicTypeSize.isAccessibilitySize ? 1 : 2
    let tiles = metrics.map { tileText($0, context: context, wording: wording) }
    return WidthRules.tileColumns(
      preferred: preferred, tiles: tiles, contentWidth: { tileContentWidth(columns: $0, context: context) },
      measuredBy: measurer)
  }

  /// The tiles' shapes in the grid's current column count: where their chevrons sit (one choice
  /// for the whole grid) and each value's minimum scale factor.
  static func tileShapes(_ metrics: [Metric], context: CompileContext, wording: Wording) -> [WidthRules
    .TileShape]
  {
    WidthRules.tileShapes(
      metrics.map { tileText($0, context: context, wording: wording) },
      width: tileContentWidth(columns: context.gridColumns, context: context), columns: context.gridColumns,
      measuredBy: measurer)
  }

  /// A tile's width inside its padding with `columns` tiles to a row.
  static func tileContentWidth(columns: Int, context: CompileContext) -> Double {
    let count = Double(max(1, columns))
    let tile = (context.width - context.theme.space(.md) * (count - 1)) / count
    return max(0, tile - 2 * context.theme.space(.lg))
  }

  static func tileText(_ metric: Metric, context: CompileContext, wording: Wording) -> WidthRules.TileText {
    let tappable = context.environment.actions.contains(.selectMetric)
    let change = metric.change.flatMap {
      $0.isFinite ? wording.change($0, increaseIsGood: metric.increaseIsGood).percentText : nil
    }
    // The chevron row: label, gap, spacer (at least space.xs), gap, chevron.
    let chevron =
      context.font(.footnote, weight: .semibold).size * LayoutMetrics.iconWidthEm + 3
      * context.theme.space(.xs)
    return WidthRules.TileText(
      label: metric.label, labelFont: TilesPart.labelFont(context),
      value: metric.value.isFinite ? wording.figure(metric.value, metric.format) : "—",
      valueFont: context.display(22), change: change, changeFont: TilesPart.changeFont(context),
      chevronWidth: tappable ? chevron : 0)
  }

  /// `type.display(size)` capped at semibold, at a given Dynamic Type size and clamp, rounded as
  /// every font in the tree is.
  static func display(
    _ size: Double, context: CompileContext, at dynamicTypeSize: DynamicTypeSize,
    clampedTo clamp: DynamicTypeRange? = nil
  ) -> ResolvedFont {
    Precision.font(
      context.theme.type.display(size, cappedAt: .semibold, at: dynamicTypeSize, clampedTo: clamp))
  }
}
