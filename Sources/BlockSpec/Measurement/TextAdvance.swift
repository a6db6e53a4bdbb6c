import SPTheme

/// A text's advance in one of Inter's weights and figure forms, before size and tracking: what
/// `InterTextMeasurer` adds up per grapheme cluster. Its width at any size of that face is then
/// two multiplications, so the width rules, which try one figure at many sizes and scales (the
/// headline's clamp, every step of a scale to fit), measure each text once.
struct TextAdvance: Hashable, Sendable {
  /// The clusters' advances in font units, added in text order from zero: the order fixes the
  /// rounding, so a width built from this is the measurer's to the last bit.
  var units: Double
  /// Grapheme clusters: each takes the font's tracking once.
  var clusters: Int

  static let zero = TextAdvance(units: 0, clusters: 0)

  /// Width in points at `font`'s size and tracking, by the expression
  /// `InterTextMeasurer.width(of:font:)` ends with.
  func width(in font: ResolvedFont) -> Double {
    width(size: font.size, tracking: font.tracking)
  }

  /// Width at `font` shrunk by `factor` the way `ResolvedFont.scaled(by:)` shrinks it (positive
  /// tracking kept, negative tracking scaled), without building the scaled font.
  func width(in font: ResolvedFont, scaledBy factor: Double) -> Double {
    guard factor != 1 else { return width(in: font) }
    return width(
      size: font.size * factor, tracking: font.tracking > 0 ? font.tracking : font.tracking * factor)
  }

  func width(size: Double, tracking: Double) -> Double {
    units / InterMetrics.unitsPerEm * size + Double(clusters) * tracking
  }

  /// `TextMeasuring.scaleToFit(_:font:width:)` for this text: the largest scale at most 1 on a
  /// 1/100 grid at which it fits `width` on one line, stepping down as that does.
  func scaleToFit(font: ResolvedFont, width room: Double) -> Double {
    var scale = 100
    while scale > 1, width(in: font, scaledBy: Double(scale) / 100) > room + 1e-9 {
      scale -= 1
    }
    return Double(scale) / 100
  }
}
