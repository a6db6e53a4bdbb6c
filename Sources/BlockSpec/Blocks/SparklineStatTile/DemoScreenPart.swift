import SPTheme

/// The seed's demo screen (S-10): "Overview" in largeTitle bold over a grid of the six demo
/// tiles, two flexible columns `tile.gutter` apart (one at accessibility sizes, and one when a
/// tile cannot keep its shape in half the width), `tile.screenPadding` around and between, on a
/// vertical gradient from indigo at 18 % to teal at 12 %; a clock advancing `tick` each second,
/// except under Reduce Motion.
enum DemoScreenPart {
  /// S-10: the ground's gradient, top and bottom.
  static let ground = (
    top: (color: SystemColor.indigo, opacity: 0.18), bottom: (color: SystemColor.teal, opacity: 0.12)
  )
  /// The seed's clock: one step a second.
  static let tickInterval = 1.0

  static func node(tick: Int, context: CompileContext) -> LayoutNode {
    let padding = context.tile(.screenPadding)
    let gutter = context.tile(.gutter)
    let contentWidth = max(0, context.width - 2 * padding.value)
    let style = SparklineTilePart.Style(context: context)
    let demo = SparklineDemo.tiles(tick: tick, locale: context.environment.locale)
    let columns = SparklineTilePart.gridColumns(
      demo.map { SparklineStatTileBlock.parameters($0.tile, id: $0.id, width: 0) }, style: style,
      contentWidth: contentWidth, gutter: gutter.value, context: context)
    let tileWidth = max(0, (contentWidth - gutter.value * Double(columns - 1)) / Double(columns))
    let tiles = demo.map { entry in
      SparklineTilePart.node(
        SparklineStatTileBlock.parameters(entry.tile, id: entry.id, width: tileWidth), style: style,
        context: context)
    }
    let titleFont = context.font(.largeTitle, weight: .bold)
    // The title is one word: too wide for the column (accessibility5 at 320 pt), it shrinks to
    // fit on its line rather than breaking (O-DT-5, a choice the seed leaves open).
    let titleScale = WidthRules.figureScale([SparklineDemo.title], font: titleFont, width: contentWidth)
    let shrinks = titleScale.needed < 1
    let title = LayoutNode(
      id: "screen.title",
      .text(
        .init(
          string: SparklineDemo.title, font: titleFont, color: context.color(.textPrimary),
          lineLimit: shrinks ? 1 : nil, minimumScaleFactor: shrinks ? titleScale.minimumScaleFactor : nil)),
      accessibility: Accessibility(traits: [.header]))
    let grid = LayoutNode(id: "tiles", .grid(.init(columns: columns, gutter: gutter)), children: tiles)
    let stack = LayoutNode(
      id: "screen.content", .stack(.init(axis: .vertical, spacing: padding, alignment: .leading)),
      children: [title, grid])
    let background = GradientFill(
      colors: [
        context.color(ground.top.color, opacity: ground.top.opacity),
        context.color(ground.bottom.color, opacity: ground.bottom.opacity),
      ], start: .top, end: .bottom)
    let clock =
      context.reduceMotion
      ? nil
      : LayoutNode.Screen.Tick(
        input: "tick", interval: tickInterval, modulo: SparklineStatTileState.tickModulo)
    return LayoutNode(
      id: "screen", .screen(.init(background: background, padding: padding, scrolls: true, tick: clock)),
      children: [stack])
  }
}
