import Foundation
import SPTheme

/// The metric tiles below the card (O-ST-8, O-ST-9, O-AX-4): label, value and change on a
/// `surface` card, one accessibility element each, a button with a chevron only when the host
/// can open a metric.
enum TilesPart {
  /// The seed shows two to four tiles; more than four are left out (the first four are shown).
  static let maximum = 4

  /// What every tile of one compile shares, resolved once: fonts, colours, spacing and motion.
  struct Style {
    let labelFont: ResolvedFont
    /// `type.display(22)`, capped at semibold (O-ST-8).
    let valueFont: ResolvedFont
    let changeFont: ResolvedFont
    let chevronFont: ResolvedFont
    let labelColor: ColorValue
    let valueColor: ColorValue
    let chevronColor: ColorValue
    let card: LayoutNode.Card
    let spacing: TokenLength
    /// The least room between a label and its chevron.
    let chevronGap: Double
    let rolls: Bool
    let figureMotion: [NodeTransition]
    /// A tile is a button with a chevron only when the host can open a metric (O-ST-9).
    let tappable: Bool

    init(_ context: CompileContext, tappable: Bool) {
      labelFont = TilesPart.labelFont(context)
      valueFont = context.display(22)
      changeFont = TilesPart.changeFont(context)
      chevronFont = context.font(.footnote, weight: .semibold)
      labelColor = context.color(.textSecondary)
      valueColor = context.color(.textPrimary)
      chevronColor = context.color(.textTertiary)
      card = TilesPart.card(context)
      spacing = context.space(.xs)
      chevronGap = context.theme.space(.xs)
      rolls = Motion.rolls(in: context)
      figureMotion = Motion.figure(.smooth, in: context)
      self.tappable = tappable
    }
  }

  /// One tile, worded once for its node and for the width rules.
  struct Tile {
    let metric: Metric
    let id: String
    /// The value as shown, "—" when it is not a number.
    let valueText: String
    let change: Change?
    /// What the width rules measure.
    let text: WidthRules.TileText
  }

  /// The tiles the block shows (the first `maximum`), with the grid's column count and each
  /// tile's shape in it (O-DT-1, O-DT-5): the column count is decided before the card is built,
  /// since the card spans the grid.
  struct Grid {
    let style: Style
    let tiles: [Tile]
    let columns: Int
    let shapes: [WidthRules.TileShape]

    init(_ metrics: [Metric], tappable: Bool, context: CompileContext, wording: Wording) {
      let shown = Array(metrics.prefix(TilesPart.maximum))
      let style = Style(context, tappable: tappable)
      let tiles = zip(shown, TilesPart.ids(for: shown)).map { metric, id in
        let valueText = metric.value.isFinite ? wording.figure(metric.value, metric.format) : "—"
        let change = metric.change.flatMap {
          $0.isFinite ? wording.change($0, increaseIsGood: metric.increaseIsGood) : nil
        }
        return Tile(
          metric: metric, id: id, valueText: valueText, change: change,
          text: CompilerWidths.tileText(
            label: metric.label, value: valueText, change: change, style: style, context: context))
      }
      (columns, shapes) = CompilerWidths.tileGrid(tiles.map(\.text), context: context)
      self.style = style
      self.tiles = tiles
    }
  }

  static func nodes(_ grid: Grid, context: CompileContext) -> [LayoutNode] {
    zip(grid.tiles, grid.shapes).map { tile($0, shape: $1, style: grid.style, context: context) }
  }

  /// Placeholders in the tiles' own shape while their numbers load (O-SS-1, O-SS-2).
  static func ghosts(count: Int, context: CompileContext) -> [LayoutNode] {
    (1...max(1, min(maximum, count))).map { number in
      let id = "tiles.ghost.\(number)"
      let content = LayoutNode(
        id: NodeID.child(id, ".content"),
        .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
        children: [
          GhostPart.shape(
            id: NodeID.child(id, ".label"), widthFraction: 0.5, height: labelFont(context).leading,
            context: context),
          GhostPart.shape(
            id: NodeID.child(id, ".value"), widthFraction: 0.7, height: context.display(22).leading,
            context: context),
          GhostPart.shape(
            id: NodeID.child(id, ".change"), widthFraction: 0.3, height: changeFont(context).leading,
            context: context),
        ])
      return LayoutNode(
        id: id, .card(card(context)), children: [content], accessibility: .hiddenNode)
    }
  }

  /// Tile ids: `tiles.` and the metric's id made a safe part (`NodeID.parts`: dots, spaces and
  /// other characters made underscores, so no tile id can equal another tile's part), `-2`, `-3`
  /// for repeats; `ghost` is the loading state's (`tiles.ghost.1`), so a metric called so is
  /// `tiles.ghost-2`.
  static func ids(for metrics: [Metric]) -> [String] {
    NodeID.parts(for: metrics.map(\.id), fallback: "metric", reserved: ["ghost"]).map {
      NodeID.under("tiles.", $0)
    }
  }

  static func card(_ context: CompileContext) -> LayoutNode.Card {
    .init(background: context.color(.surface), cornerRadius: context.radius(.lg), padding: context.space(.lg))
  }

  static func labelFont(_ context: CompileContext) -> ResolvedFont { context.font(.subhead) }
  static func changeFont(_ context: CompileContext) -> ResolvedFont {
    context.font(.footnote, weight: .medium)
  }

  static func tile(
    _ tile: Tile, shape: WidthRules.TileShape, style: Style, context: CompileContext
  ) -> LayoutNode {
    let id = tile.id
    let metric = tile.metric
    let valueText = tile.valueText

    // The chevron sits beside the label, or beside the value in every tile when a word of one
    // label needs its tile's whole width (O-DT-5, `WidthRules.tileShapes`).
    // Each row is built once at its length rather than copied out of a shared chevron array (a
    // node is a few boxes, so taking `first` is a retain each, no `consuming` needed).
    func withChevron(_ first: LayoutNode) -> [LayoutNode] {
      guard style.tappable else { return [first] }
      return [
        first,
        LayoutNode(id: NodeID.child(id, ".spacer"), .spacer(.init(minLength: style.chevronGap))),
        LayoutNode(
          id: NodeID.child(id, ".chevron"),
          .icon(.init(symbol: "chevron.right", font: style.chevronFont, color: style.chevronColor)),
          accessibility: .hiddenNode),
      ]
    }
    let label = LayoutNode(
      id: NodeID.child(id, ".label"),
      .text(.init(string: metric.label, font: style.labelFont, color: style.labelColor)))
    let header = shape.chevronBesideLabel ? withChevron(label) : [label]

    let value = LayoutNode(
      id: NodeID.child(id, ".value"),
      .text(
        .init(
          string: valueText, font: style.valueFont, color: style.valueColor, lineLimit: 1,
          minimumScaleFactor: shape.value.minimumScaleFactor, numericRoll: style.rolls)),
      transitions: style.figureMotion)
    let headerRow = LayoutNode(
      id: NodeID.child(id, ".header"),
      .stack(.init(axis: .horizontal, spacing: style.spacing, alignment: .firstTextBaseline)),
      children: header)
    let valueRow =
      shape.chevronBesideLabel
      ? value
      : LayoutNode(
        id: NodeID.child(id, ".valueRow"),
        .stack(.init(axis: .horizontal, spacing: style.spacing, alignment: .firstTextBaseline)),
        children: withChevron(value))
    // Each case built at its length: appending the change row grew the array's buffer.
    let rows: [LayoutNode]
    if let change = tile.change {
      let changeRow = LayoutNode(
        id: NodeID.child(id, ".change"),
        .text(
          .init(
            string: change.percentText, font: style.changeFont,
            color: ChangeStyle.color(change, context: context), numericRoll: style.rolls)),
        transitions: style.figureMotion)
      rows = [headerRow, valueRow, changeRow]
    } else {
      rows = [headerRow, valueRow]
    }

    let spoken = tile.change.map { valueText + ", " + $0.spokenText } ?? valueText
    return LayoutNode(
      id: id, .card(style.card),
      children: [
        LayoutNode(
          id: NodeID.child(id, ".content"),
          .stack(.init(axis: .vertical, spacing: style.spacing, alignment: .leading)),
          children: rows)
      ],
      accessibility: Accessibility(
        label: metric.label, value: spoken, traits: style.tappable ? [.button] : nil, element: .combine),
      action: style.tappable ? Action(id: .selectMetric, payload: ["metric": metric.id]) : nil)
  }
}
