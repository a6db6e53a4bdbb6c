import Foundation
import SPTheme

/// A stat tile with a small trend line behind its value (S-4 … S-7, S-9): the title as a label
/// with its symbol, the value, the change line, a flexible space; the sparkline at the bottom,
/// behind the text; a thin material with a solid fallback; one accessibility element. Shared:
/// the sparkline stat tile draws one, the dashboard draws its metric tiles with it, each with
/// its own parameters; it knows no block.
enum SparklineTilePart {
  /// A tile's parameters: the seed's own, and what a block that reuses the tile changes.
  struct Tile: Sendable {
    /// The tile's node id; its parts are `<id>.content`, `<id>.title`, `<id>.value`, …
    var id: String
    var title: String
    /// The host's own string: "4,980".
    var value: String
    var trend: TrendSeries
    /// The change the tile shows, as a fraction; nil shows no change line. The seed's tile
    /// works it out from the trend (S-1); a dashboard metric may give its own.
    var change: Double?
    var systemImage: String
    var tint: SparklinePart.Paint
    /// False: a fall is good news (S-5).
    var higherIsBetter: Bool
    /// Points across the tile, for the sparkline's reduction.
    var width: Double
    /// The value's roll; nil: the seed's (S-7: a smooth spring, none under Reduce Motion). The
    /// dashboard's values roll on its designed timing, under Reduce Motion too (D-8, D-9).
    var roll: [NodeTransition]? = nil
    /// The dashboard's sparklines draw in on first appear (D-3).
    var drawsInOnAppear: Bool = false
  }

  /// How the change line is drawn: the seed's coloured label, or a pill (the dashboard's change
  /// pills, D-10): the label on its colour at `pillOpacity`, as wide as its text.
  enum ChangeShape: Sendable {
    case label
    case pill
  }

  /// The fonts and measures every tile of a compile shares, resolved once.
  struct Style: Sendable {
    var titleFont: ResolvedFont
    var valueFont: ResolvedFont
    var changeFont: ResolvedFont
    var titleColor: ColorValue
    var valueColor: ColorValue
    var good: ColorValue
    var bad: ColorValue
    var spacing: TokenLength
    var labelSpacing: TokenLength
    var padding: TokenLength
    var cornerRadius: TokenLength
    /// The surface; with `material`, its solid fallback.
    var background: ColorValue
    var material: MaterialStyle?
    var elevation: ElevationValue?
    var changeShape: ChangeShape = .label
    /// A pill's inner padding and corner radius.
    var pillPadding: TokenLength
    var pillRadius: TokenLength
    /// S-4: 150 pt scaled with largeTitle.
    var minimumHeight: Double
    var sparklineHeight: Double

    /// The seed's tile (S-4 … S-9): a thin material with its fallback, `tile.cornerRadius`, the
    /// change as a coloured label.
    init(context: CompileContext) {
      titleFont = context.font(.subhead, weight: .medium)
      valueFont = context.font(.title, weight: .bold)
      changeFont = context.font(.caption, weight: .semibold)
      titleColor = context.color(.textSecondary)
      valueColor = context.color(.textPrimary)
      good = context.color(.success)
      bad = context.color(.danger)
      spacing = context.tile(.spacing)
      labelSpacing = context.space(.xs)
      padding = context.space(.lg)
      cornerRadius = context.tile(.cornerRadius)
      background = context.fallback(.thin)
      material = .thin
      pillPadding = context.space(.xs)
      pillRadius = context.radius(.sm)
      let minimum = context.theme.type.scaled(
        SparklineTilePart.minimumHeight, relativeTo: .largeTitle, at: context.dynamicTypeSize)
      minimumHeight = Precision.points(minimum)
      sparklineHeight = Precision.points(minimum * SparklineTilePart.sparklineShare)
    }
  }

  /// S-4: the tile's minimum height at the default size, and the sparkline's share of it.
  static let minimumHeight = 150.0
  static let sparklineShare = 0.55
  /// S-9: the value shrinks to 70 % before truncating.
  static let valueMinimumScale = 0.7
  /// A change pill's ground: its colour at 15 %, the system's tinted-capsule look.
  static let pillOpacity = 0.15

  static func node(_ tile: Tile, style: Style, context: CompileContext) -> LayoutNode {
    let id = tile.id
    let change = tile.change
    let roll = valueTransitions(tile, context: context)
    var content: [LayoutNode] = [
      label(
        id: id + ".title", symbol: tile.systemImage, text: tile.title, font: style.titleFont,
        color: style.titleColor,
        spacing: style.labelSpacing,
        axis: titleFitsBesideSymbol(tile, style: style, width: tile.width) ? .horizontal : .vertical),
      LayoutNode(
        id: id + ".value",
        .text(
          .init(
            string: tile.value, font: style.valueFont, color: style.valueColor, lineLimit: 1,
            minimumScaleFactor: valueMinimumScale,
            numericRoll: !roll.isEmpty)),
        transitions: roll),
    ]
    if let change { content.append(changeNode(change, tile: tile, style: style, context: context)) }
    content.append(LayoutNode(id: id + ".spacer", .spacer(.init(minLength: 0))))

    var children: [LayoutNode] = []
    let sparkline = SparklinePart.node(
      id: id + ".sparkline", trend: tile.trend,
      style: .init(
        tint: tile.tint, height: style.sparklineHeight, width: tile.width, placement: .backdrop,
        drawsInOnAppear: tile.drawsInOnAppear), context: context)
    if let sparkline { children.append(sparkline) }
    children.append(
      LayoutNode(
        id: id + ".content", .stack(.init(axis: .vertical, spacing: style.spacing, alignment: .leading)),
        children: content))
    return LayoutNode(
      id: id,
      .card(
        .init(
          background: style.background, cornerRadius: style.cornerRadius, padding: style.padding,
          material: style.material, minHeight: style.minimumHeight, elevation: style.elevation)),
      children: children,
      accessibility: Accessibility(
        label: tile.title,
        value: accessibilityValue(tile.value, change: change, locale: context.environment.locale),
        element: .combine))
  }

  /// S-5: the arrow for ≥ 0, the colour for (≥ 0) == higherIsBetter; as a label, or as a pill
  /// (`<id>.change`, the label inside it `<id>.change.label`).
  private static func changeNode(_ change: Double, tile: Tile, style: Style, context: CompileContext)
    -> LayoutNode
  {
    let rising = change >= 0
    let color = rising == tile.higherIsBetter ? style.good : style.bad
    let symbol = rising ? "arrow.up.right" : "arrow.down.right"
    let text = PercentChange.signed(change, locale: context.environment.locale)
    switch style.changeShape {
    case .label:
      return label(
        id: tile.id + ".change", symbol: symbol, text: text, font: style.changeFont, color: color,
        spacing: style.labelSpacing)
    case .pill:
      let ground = color.at(opacity: pillOpacity)
      return LayoutNode(
        id: tile.id + ".change",
        .card(
          .init(
            background: ground, cornerRadius: style.pillRadius, padding: style.pillPadding, hugsContent: true)
        ),
        children: [
          label(
            id: tile.id + ".change.label", symbol: symbol, text: text, font: style.changeFont, color: color,
            spacing: style.labelSpacing)
        ])
    }
  }

  /// S-6: "4,980", or "4,980, up 12.3%" / "4,980, down 4.0%".
  static func accessibilityValue(_ value: String, change: Double?, locale: Locale) -> String {
    guard let change else { return value }
    return value + ", " + (change >= 0 ? "up " : "down ") + PercentChange.magnitude(change, locale: locale)
  }

  /// A label: the symbol, then the text, on one baseline; or the symbol above the text when a
  /// word of the text would not fit beside it (O-DT-5, a choice the seed leaves open).
  private static func label(
    id: String, symbol: String, text: String, font: ResolvedFont, color: ColorValue, spacing: TokenLength,
    axis: LayoutNode.Stack.Axis = .horizontal
  ) -> LayoutNode {
    LayoutNode(
      id: id,
      .stack(
        .init(axis: axis, spacing: spacing, alignment: axis == .horizontal ? .firstTextBaseline : .leading)),
      children: [
        LayoutNode(id: id + ".symbol", .icon(.init(symbol: symbol, font: font, color: color))),
        LayoutNode(id: id + ".text", .text(.init(string: text, font: font, color: color))),
      ])
  }

  /// S-7: the value rolls on a smooth spring; under Reduce Motion it swaps without animating, so
  /// no transition and no fallback. A tile with its own `roll` uses that instead.
  private static func valueTransitions(_ tile: Tile, context: CompileContext) -> [NodeTransition] {
    if let roll = tile.roll { return roll }
    guard !context.reduceMotion else { return [] }
    return [NodeTransition(event: .valueChange, effect: .numericRoll, motion: context.motion(.smooth))]
  }

  /// Whether every word of the title fits beside its symbol in a tile `width` points wide.
  static func titleFitsBesideSymbol(_ tile: Tile, style: Style, width: Double) -> Bool {
    let room =
      width - 2 * style.padding.value - style.titleFont.size * LayoutMetrics.iconWidthEm
      - style.labelSpacing.value
    return RuleMeasurer.inter.wordsFit(tile.title, font: style.titleFont, width: room)
  }

  /// Whether the tile keeps its shape `width` points wide: every word of the title fits beside
  /// its symbol, the value fits on its line at 70 %, the change line fits beside its arrow.
  static func keepsShape(_ tile: Tile, style: Style, width: Double, context: CompileContext) -> Bool {
    let measurer = RuleMeasurer.inter
    let inner = width - 2 * style.padding.value
    func room(beside font: ResolvedFont) -> Double {
      inner - font.size * LayoutMetrics.iconWidthEm - style.labelSpacing.value
    }
    guard titleFitsBesideSymbol(tile, style: style, width: width) else { return false }
    let value = measurer.figure(tile.value, font: style.valueFont)
    guard measurer.scaleToFit(value, font: style.valueFont, width: inner) >= valueMinimumScale else {
      return false
    }
    guard let change = tile.change else { return true }
    let text = PercentChange.signed(change, locale: context.environment.locale)
    let pill = style.changeShape == .pill ? 2 * style.pillPadding.value : 0
    return measurer.wordsFit(text, font: style.changeFont, width: room(beside: style.changeFont) - pill)
  }

  /// A grid of tiles has two columns (S-10), one at accessibility sizes, and one when a tile
  /// cannot keep its shape in half the width (a choice the seed leaves open, O-DT-5's fallback
  /// for the overview's tiles). The demo screen's and the dashboard's metric grids alike.
  static func gridColumns(
    _ tiles: [Tile], style: Style, contentWidth: Double, gutter: Double, context: CompileContext
  ) -> Int {
    guard !context.dynamicTypeSize.isAccessibilitySize else { return 1 }
    let half = max(0, (contentWidth - gutter) / 2)
    return tiles.allSatisfy { keepsShape($0, style: style, width: half, context: context) } ? 2 : 1
  }
}
