import SPTheme

/// The compiler's width rules, measured (O-DT-2, O-DT-5).
///
/// A figure shrinks to fit its width rather than truncating, by as much as the widest figure it
/// can show needs (with `headroom` for the device's font), but never below `scaleFloor`: below
/// half size a figure stops reading as the block's numbers. When a row cannot keep its figures and words whole within that floor, the
/// row changes shape instead (`docs/layout.md`, "Fallbacks"):
/// - a tile's chevron leaves the label's row for the value's (`tileShape`);
/// - tiles go to one column (`tileColumns`);
/// - a headline figure too wide even for the whole card at half size stops growing with Dynamic
///   Type (`figureClamp`, a clamp a live renderer applies too).
/// The change line already sits under the headline figure, never beside it.
public enum WidthRules {
  /// The smallest minimum scale factor a figure is given.
  public static let scaleFloor = 0.5

  /// The share of the measured need a figure's factor keeps as headroom: the factor written is
  /// 90 % of what the widest figure needs. The device's font is not the measurer's (SF Pro,
  /// SF Pro Rounded or New York rather than Inter), and a minimum scale factor is only a floor, so
  /// the renderer shrinks no further than its own glyphs need; the headroom costs nothing where the
  /// measurement was right and keeps a figure whole where the device's face runs a little wider.
  public static let headroom = 0.9

  /// How a one-line figure fits its width.
  public struct FigureScale: Hashable, Sendable {
    /// The largest scale, on a 1/100 grid, at which the widest figure fits (1 when all fit).
    public var needed: Double
    /// The factor to write on the text node: `needed` less the headroom, on a 1/100 grid, at
    /// least `scaleFloor`.
    public var minimumScaleFactor: Double
    /// False when the widest figure needs less than `scaleFloor`: the row must change shape.
    public var fits: Bool
  }

  /// The minimum scale factor for a text that shows one of `figures` at a time in `width`. The
  /// headline rolls through every reading of the period while scrubbing, so its factor is what
  /// the widest of them needs, and no reading truncates mid-scrub.
  public static func figureScale(
    _ figures: [String], font: ResolvedFont, width: Double,
    measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> FigureScale {
    let rules = RuleMeasurer(measurer)
    return figureScale(rules.figures(figures, font: font), font: font, width: width, measuredBy: rules)
  }

  /// True when every word of `text` fits `width` on a line of its own, so wrapping never breaks
  /// one between its characters.
  public static func wordsFit(
    _ text: String, font: ResolvedFont, width: Double,
    measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> Bool {
    RuleMeasurer(measurer).wordsFit(text, font: font, width: width)
  }

  /// What a tile shows, for the width rules: its label, value and change line in their fonts,
  /// and the room its chevron takes beside the label (the symbol and the gaps around it; 0 for a
  /// tile without one).
  public struct TileText: Hashable, Sendable {
    public var label: String
    public var labelFont: ResolvedFont
    public var value: String
    public var valueFont: ResolvedFont
    public var change: String?
    public var changeFont: ResolvedFont
    public var chevronWidth: Double

    public init(
      label: String, labelFont: ResolvedFont, value: String, valueFont: ResolvedFont, change: String?,
      changeFont: ResolvedFont, chevronWidth: Double
    ) {
      self.label = label
      self.labelFont = labelFont
      self.value = value
      self.valueFont = valueFont
      self.change = change
      self.changeFont = changeFont
      self.chevronWidth = chevronWidth
    }
  }

  /// How a tile keeps its shape at one width.
  public struct TileShape: Hashable, Sendable {
    /// True when the chevron sits beside the label; false when a word of the label needs the
    /// tile's whole width, and the chevron moves to the value's row.
    public var chevronBesideLabel: Bool
    /// The value's minimum scale factor in the room its row leaves it.
    public var value: FigureScale
    /// False when the tile cannot keep its shape at this width even so: its value needs less than
    /// `scaleFloor`, or a word of its label or change line is wider than the tile.
    public var fits: Bool
  }

  /// The shape of `tile` with `width` points inside its padding. `chevronBesideLabel` forces the
  /// chevron's row (`tileShapes` decides it once for a whole grid); nil lets the tile choose.
  public static func tileShape(
    _ tile: TileText, width: Double, chevronBesideLabel: Bool? = nil,
    measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> TileShape {
    tileShape(tile, width: width, chevronBesideLabel: chevronBesideLabel, measuredBy: RuleMeasurer(measurer))
  }

  /// The shapes of the tiles of one grid. Side by side (`columns > 1`) they keep one shape: the
  /// chevron sits beside the label in every tile, or beside the value in every tile as soon as
  /// one label needs its tile's whole width (O-DT-5). In one column each tile is a row of its own
  /// and chooses alone.
  public static func tileShapes(
    _ tiles: [TileText], width: Double, columns: Int,
    measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> [TileShape] {
    tileShapes(tiles, width: width, columns: columns, measuredBy: RuleMeasurer(measurer))
  }

  /// How many columns the tiles take: `preferred` (two; one at accessibility sizes, O-DT-1),
  /// fewer when some tile cannot keep its shape in a column that narrow (`tileShape(_:width:)`).
  /// `contentWidth(columns)` is a tile's width inside its padding at that many columns.
  public static func tileColumns(
    preferred: Int, tiles: [TileText], contentWidth: (Int) -> Double,
    measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> Int {
    let rules = RuleMeasurer(measurer)
    var columns = max(1, preferred)
    while columns > 1,
      !tileShapes(tiles, width: contentWidth(columns), columns: columns, measuredBy: rules).allSatisfy(\.fits)
    {
      columns -= 1
    }
    return columns
  }

  /// The Dynamic Type size a figure's font must stop growing at so the widest of `figures` fits
  /// `width` within `scaleFloor`: nil when it fits at `size` itself. `font(size)` resolves the
  /// figure's font at a size (the theme's `display(40)`); the answer is the largest size below
  /// `size` that fits, or the smallest size when none does.
  public static func figureClamp(
    _ figures: [String], width: Double, at size: DynamicTypeStep,
    font: (DynamicTypeStep) -> ResolvedFont, measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> DynamicTypeStep? {
    let rules = RuleMeasurer(measurer)
    let atSize = font(size)
    return figureClamp(
      rules.figures(figures, font: atSize), width: width, at: size, fontAtSize: atSize, font: font,
      measuredBy: rules)
  }
}
