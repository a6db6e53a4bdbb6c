import SPTheme

/// The width rules (`WidthRules`) where the compiler's parts apply them, in the compiler's terms:
/// the headline figure's font and minimum scale factor, the tiles' column count and each tile's
/// shape. Measured with the default measurer, so the tree is the same on every machine; each
/// figure is measured once for every size and scale the rules try.
enum CompilerWidths {
  /// The headline figure's font and minimum scale factor (O-DT-2): the factor is what the widest
  /// figure the headline can show in this period needs to fit the card (the value at rest and
  /// every reading the chart draws, since scrubbing snaps to them), at least one half. When even
  /// one half is too small at this Dynamic Type size, the figure stops growing at the largest size
  /// where it fits (a clamp on the font, O-DT-5).
  static func headlineFigure(
    _ valueText: String, drawn readings: [IndexedPoint], format: Format, context: CompileContext,
    wording: Wording
  ) -> (font: ResolvedFont, minimumScaleFactor: Double) {
    let measurer = RuleMeasurer.inter
    let font = context.display(40)
    // The drawn readings, not all of them: a year of five-minute readings would be 105,120
    // figures to format and measure, and a finger only lands on drawn ones.
    // Worded as `wording.figure` words them, the style's pattern found once for all of them.
    let writer = wording.figureWriter(format)
    let figures = measurer.figures([valueText] + readings.map { writer.text($0.value) }, font: font)
    let width = HeadlinePart.headlineWidth(context)
    let clamp = WidthRules.figureClamp(
      figures, width: width, at: context.dynamicTypeSize, fontAtSize: font,
      font: { display(40, context: context, at: $0) }, measuredBy: measurer)
    let clamped = clamp.map {
      display(40, context: context, at: context.dynamicTypeSize, clampedTo: .upTo($0))
    }
    let scale = WidthRules.figureScale(figures, font: clamped ?? font, width: width, measuredBy: measurer)
    return (clamped ?? font, scale.minimumScaleFactor)
  }

  /// How many columns the tiles take (O-DT-1, O-DT-5): two, one at accessibility sizes, and one
  /// whenever a tile cannot keep its shape in half the width; and the tiles' shapes in that many
  /// columns: where their chevrons sit (one choice for the whole grid) and each value's minimum
  /// scale factor.
  static func tileGrid(
    _ tiles: [WidthRules.TileText], context: CompileContext
  ) -> (columns: Int, shapes: [WidthRules.TileShape]) {
    WidthRules.tileGrid(
      preferred: context.dynamicTypeSize.isAccessibilitySize ? 1 : 2, tiles: tiles,
      contentWidth: { tileContentWidth(columns: $0, context: context) }, measuredBy: .inter)
  }

  /// A tile's width inside its padding with `columns` tiles to a row.
  static func tileContentWidth(columns: Int, context: CompileContext) -> Double {
    let count = Double(max(1, columns))
    let tile = (context.width - context.theme.space(.md) * (count - 1)) / count
    return max(0, tile - 2 * context.theme.space(.lg))
  }

  /// What the width rules measure of a tile: its texts as the tile shows them, in the tiles'
  /// fonts, and its chevron's row when the host can open a metric (the chevron, its gap to the
  /// label and the spacer between them, at least `space.xs`).
  static func tileText(
    label: String, value: String, change: Change?, style: TilesPart.Style, context: CompileContext
  ) -> WidthRules.TileText {
    let chevron = style.chevronFont.size * LayoutMetrics.iconWidthEm + 3 * context.theme.space(.xs)
    return WidthRules.TileText(
      label: label, labelFont: style.labelFont, value: value, valueFont: style.valueFont,
      change: change?.percentText, changeFont: style.changeFont, chevronWidth: style.tappable ? chevron : 0)
  }

  /// `type.display(size)` capped at semibold, at a given Dynamic Type size and clamp, rounded as
  /// every font in the tree is.
  static func display(
    _ size: Double, context: CompileContext, at dynamicTypeSize: DynamicTypeStep,
    clampedTo clamp: DynamicTypeRange? = nil
  ) -> ResolvedFont {
    Precision.font(
      context.theme.type.display(size, cappedAt: .semibold, at: dynamicTypeSize, clampedTo: clamp))
  }
}
