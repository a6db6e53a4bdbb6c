import SPTheme

/// The width rules over `RuleMeasurer`: the public rules and the compiler (`CompilerWidths`) both
/// run these, so the two cannot drift apart. The compiler prepares each figure once and asks for
/// the tiles' column count and shapes in one pass.
extension WidthRules {
  static func figureScale(
    _ figures: [RuleMeasurer.Figure], font: ResolvedFont, width: Double, measuredBy rules: RuleMeasurer
  ) -> FigureScale {
    // The first of the widest, as `max(by:)` picks it.
    var widest: RuleMeasurer.Figure?
    var widestWidth = 0.0
    for figure in figures {
      let width = rules.width(of: figure, font: font)
      if widest == nil || widestWidth < width {
        widest = figure
        widestWidth = width
      }
    }
    guard let widest else { return FigureScale(needed: 1, minimumScaleFactor: headroom, fits: true) }
    let room = max(0, width)
    let needed = rules.scaleToFit(widest, font: font, width: room)
    let fits =
      needed >= scaleFloor
      && rules.width(of: widest, font: font, scaledBy: needed) <= room + LineBreakSegments.tolerance
    let factor = max((needed * headroom * 100 + 1e-9).rounded(.down) / 100, scaleFloor)
    return FigureScale(needed: needed, minimumScaleFactor: factor, fits: fits)
  }

  static func tileShape(
    _ tile: TileText, width: Double, chevronBesideLabel: Bool?, measuredBy rules: RuleMeasurer
  ) -> TileShape {
    let beside =
      chevronBesideLabel
      ?? (tile.chevronWidth == 0
        || rules.wordsFit(tile.label, font: tile.labelFont, width: width - tile.chevronWidth))
    let valueRoom = beside ? width : width - tile.chevronWidth
    let value = figureScale(
      [rules.figure(tile.value, font: tile.valueFont)], font: tile.valueFont, width: valueRoom,
      measuredBy: rules)
    let wordsWhole =
      rules.wordsFit(tile.label, font: tile.labelFont, width: width)
      && (tile.change.map { rules.wordsFit($0, font: tile.changeFont, width: width) } ?? true)
    return TileShape(chevronBesideLabel: beside, value: value, fits: value.fits && wordsWhole)
  }

  static func tileShapes(
    _ tiles: [TileText], width: Double, columns: Int, measuredBy rules: RuleMeasurer
  ) -> [TileShape] {
    let own = tiles.map { tileShape($0, width: width, chevronBesideLabel: nil, measuredBy: rules) }
    guard columns > 1, own.contains(where: { !$0.chevronBesideLabel }) else { return own }
    // A tile whose chevron already left its label keeps its shape: forcing that changes nothing.
    return zip(tiles, own).map { tile, shape in
      shape.chevronBesideLabel
        ? tileShape(tile, width: width, chevronBesideLabel: false, measuredBy: rules) : shape
    }
  }

  /// `tileColumns` and the tiles' shapes at that many columns, from one pass: the shapes that
  /// decided the column count are the grid's.
  static func tileGrid(
    preferred: Int, tiles: [TileText], contentWidth: (Int) -> Double, measuredBy rules: RuleMeasurer
  ) -> (columns: Int, shapes: [TileShape]) {
    var columns = max(1, preferred)
    while true {
      let shapes = tileShapes(tiles, width: contentWidth(columns), columns: columns, measuredBy: rules)
      if columns == 1 || shapes.allSatisfy(\.fits) { return (columns, shapes) }
      columns -= 1
    }
  }

  /// `figureClamp` with the figures prepared and the font at `size` already resolved.
  static func figureClamp(
    _ figures: [RuleMeasurer.Figure], width: Double, at size: DynamicTypeStep, fontAtSize: ResolvedFont,
    font: (DynamicTypeStep) -> ResolvedFont, measuredBy rules: RuleMeasurer
  ) -> DynamicTypeStep? {
    func fits(_ font: ResolvedFont) -> Bool {
      figureScale(figures, font: font, width: width, measuredBy: rules).fits
    }
    guard !fits(fontAtSize) else { return nil }
    let smaller = DynamicTypeStep.allCases.filter { $0 < size }
    return smaller.last { fits(font($0)) } ?? DynamicTypeStep.allCases.first
  }
}
