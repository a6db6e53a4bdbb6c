import SPTheme

/// The compiler's width rules, measured (O-DT-2, O-DT-5).
///
/// A figure shrinks to fit its width rather than truncating, by as much as the widest figure it
/// can show needs, but never below `scaleFloor`: below half size a figure stops reading as the
/// block's numbers. When a row cannot keep its figure whole within that floor, the row changes
/// shape instead: tiles go to one column, and a headline figure that is too wide even for the
/// whole card stops growing with Dynamic Type (a clamp in the tree, which a live renderer
/// applies too). The change line already sits under the headline figure, never beside it.
public enum WidthRules {
  /// The smallest minimum scale factor a figure is given.
  public static let scaleFloor = 0.5

  /// How a one-line figure fits its width.
  public struct FigureScale: Hashable, Sendable {
    /// The factor to write on the text node: what the widest figure needs to fit, on a 1/100
    /// grid, at least `scaleFloor`; 1 when every figure fits at full size.
    public var minimumScaleFactor: Double
    /// False when the widest figure would need less than `scaleFloor`: the row must change shape.
    public var fits: Bool
  }

  /// The minimum scale factor for a text that shows one of `figures` at a time in `width` (the
  /// headline rolls through every reading of the period while scrubbing, so its factor is what
  /// the widest of them needs and the figure never truncates mid-scrub).
  public static func figureScale(
    _ figures: [String], font: ResolvedFont, width: Double,
    measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> FigureScale {
    let widest = figures.map { ($0, measurer.width(of: $0, font: font)) }.max { $0.1 < $1.1 }?.0
    guard let widest else { return FigureScale(minimumScaleFactor: 1, fits: true) }
    let needed = measurer.scaleToFit(widest, font: font, width: max(0, width))
    let fits = measurer.width(of: widest, font: font.scaled(by: max(needed, scaleFloor))) <= width + 1e-9
    return FigureScale(minimumScaleFactor: max(needed, scaleFloor), fits: fits)
  }

  /// How many columns the tiles take: `preferred` (two; one at accessibility sizes, O-DT-1)
  /// unless some tile's value cannot fit its column within `scaleFloor`, when they go to one
  /// column (O-DT-5). `tileInnerWidth(columns)` is the room a tile's value has at that count.
  public static func tileColumns(
    preferred: Int, values: [String], font: ResolvedFont, tileInnerWidth: (Int) -> Double,
    measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> Int {
    var columns = max(1, preferred)
    while columns > 1,
      !figureScale(values, font: font, width: tileInnerWidth(columns), measuredBy: measurer).fits
    {
      columns -= 1
    }
    return columns
  }

  /// The Dynamic Type size a figure's font must stop growing at so the widest of `figures` fits
  /// `width` within `scaleFloor`: nil when it fits at `size` itself. `font(size)` resolves the
  /// figure's font at a size (the theme's `display(40)`); the answer is the largest size not above
  /// `size` that fits, or the smallest size when none does.
  public static func figureClamp(
    _ figures: [String], width: Double, at size: DynamicTypeSize,
    font: (DynamicTypeSize) -> ResolvedFont, measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> DynamicTypeSize? {
    func fits(_ candidate: DynamicTypeSize) -> Bool {
      figureScale(figures, font: font(candidate), width: width, measuredBy: measurer).fits
    }
    guard !fits(size) else { return nil }
    let smaller = DynamicTypeSize.allCases.filter { $0 < size }
    return smaller.last(where: fits) ?? DynamicTypeSize.allCases.first
  }
}
