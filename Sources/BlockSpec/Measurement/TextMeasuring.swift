import SPTheme

/// How wide a run of text is when set in a font.
///
/// The compiler's width rules (the headline's minimum scale factor, the structural fallbacks) and
/// the layout pass only need widths and line heights, so that is all a measurer must answer. The
/// package ships `InterTextMeasurer`, which works anywhere; a renderer that owns a text engine
/// (Core Text on Apple platforms, canvas `measureText` in a browser) can plug in its own and get
/// frames that match its glyphs exactly.
public protocol TextMeasuring: Sendable {
  /// Advance width in points of `text` set on one line in `font`, tracking included, before any
  /// minimum scale factor. Line breaks in `text` are not honoured here; see `lines(of:font:width:)`.
  func width(of text: String, font: ResolvedFont) -> Double

  /// Height of one line of `font` in points: the baseline-to-baseline distance a renderer uses.
  func lineHeight(of font: ResolvedFont) -> Double

  /// Distance in points from the top of a line of `font` to its baseline, for stacks aligned on
  /// their first text baseline.
  func firstBaseline(of font: ResolvedFont) -> Double
}

extension TextMeasuring {
  /// The theme's leading, which follows Apple's Dynamic Type tables: what SwiftUI uses for the
  /// system font, so a measurer only overrides it for a family with different line metrics.
  public func lineHeight(of font: ResolvedFont) -> Double { font.leading }

  /// The glyph box (Inter's ascender and descender, close to SF Pro's) centred in the line, the
  /// way Core Text places a line taller than its font.
  public func firstBaseline(of font: ResolvedFont) -> Double {
    let ascender = InterMetrics.ascender / InterMetrics.unitsPerEm * font.size
    let descender = InterMetrics.descender / InterMetrics.unitsPerEm * font.size
    return (lineHeight(of: font) - ascender - descender) / 2 + ascender
  }
}
