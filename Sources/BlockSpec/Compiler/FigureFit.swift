import SPTheme

/// How far a figure may shrink to stay on one line in its width (O-DT-2).
///
/// The compiler cannot measure glyphs, so it estimates the set width from advance widths typical
/// of a UI face's tabular digits (0.62 em for digits, currency signs and letters, 0.3 em for
/// separators and spaces) plus tracking, and allows shrinking to 90 % of the fitting scale, and
/// always at least to one half. A renderer that measures can do better; the layout pass will
/// replace this estimate with measured widths (the seam is this one function).
enum FigureFit {
  static func minimumScaleFactor(for text: String, font: ResolvedFont, width: Double) -> Double {
    let ems = text.reduce(0.0) { total, character in
      total + (",.  \u{202F}:'".contains(character) ? 0.3 : 0.62)
    }
    let estimated = ems * font.size + Double(max(0, text.count - 1)) * font.tracking
    guard estimated > 0, width > 0 else { return 0.5 }
    let fitting = width / estimated * 0.9
    let factor = min(0.5, fitting)
    return max(0.01, (factor * 100).rounded(.down) / 100)
  }
}
