import SPTheme

/// How a text sits in the width it is given: its lines and the scale it was set at.
public struct TextFit: Hashable, Sendable {
  /// The lines as broken at `scale`.
  public var lines: [String]
  /// The factor the font was shrunk by, 1 when it fits as is, never below the minimum it was
  /// allowed.
  public var scale: Double
  /// Widest line in points, at `scale`.
  public var width: Double
  /// All lines' height in points, at `scale`.
  public var height: Double
  /// False when even the smallest allowed scale leaves the text wider or longer than its room: a
  /// renderer would truncate it. The compiler's width rules exist to keep this true.
  public var fits: Bool
  /// True when a word alone was wider than the line and broke between its characters.
  public var splitsWord: Bool
}

extension TextMeasuring {
  /// Sets `text` in `width`: wrapped up to `lineLimit` lines (nil is unlimited), shrunk no further
  /// than `minimumScaleFactor` when the lines do not fit, as SwiftUI's `minimumScaleFactor` does.
  /// Like SwiftUI, it shrinks only when the lines do not fit: a word wider than the line breaks
  /// between its characters rather than shrinking (`TextFit.splitsWord` says so).
  public func fit(
    _ text: String, font: ResolvedFont, width: Double, lineLimit: Int?, minimumScaleFactor: Double = 1
  ) -> TextFit {
    let floor = min(max(minimumScaleFactor, 0.01), 1)
    if let fitted = largestFittingScale(text, font: font, width: width, lineLimit: lineLimit, floor: floor) {
      return fitted
    }
    var overflow = layout(text, font: font, width: width, lineLimit: lineLimit, scale: floor)
    overflow.fits = false
    return overflow
  }

  /// The largest scale at most 1 and on a 1/100 grid at which `text` fits `width` on one line:
  /// what a single-line text needs as its minimum scale factor to avoid truncation.
  public func scaleToFit(_ text: String, font: ResolvedFont, width: Double) -> Double {
    var scale = 100
    while scale > 1, self.width(of: text, font: font.scaled(by: Double(scale) / 100)) > width + 1e-9 {
      scale -= 1
    }
    return Double(scale) / 100
  }

  /// The text at the largest scale between `floor` and 1 that fits, on a 1/100 grid (what a
  /// renderer shrinking step by step lands on); nil when even `floor` does not fit.
  private func largestFittingScale(
    _ text: String, font: ResolvedFont, width: Double, lineLimit: Int?, floor: Double
  ) -> TextFit? {
    func attempt(_ scale: Double) -> TextFit? {
      let fitted = layout(text, font: font, width: width, lineLimit: lineLimit, scale: scale)
      return fitted.fits ? fitted : nil
    }
    if let full = attempt(1) { return full }
    guard floor < 1, let smallest = attempt(floor) else { return nil }
    var low = Int((floor * 100).rounded(.up))
    var high = 100
    var best = Double(low) / 100 >= floor ? attempt(Double(low) / 100) : nil
    if best == nil {
      best = smallest
      low = Int((floor * 100).rounded(.down))
    }
    while high - low > 1 {
      let middle = (low + high) / 2
      if let fitted = attempt(Double(middle) / 100) {
        best = fitted
        low = middle
      } else {
        high = middle
      }
    }
    return best
  }

  private func layout(
    _ text: String, font: ResolvedFont, width: Double, lineLimit: Int?, scale: Double
  ) -> TextFit {
    let scaled = font.scaled(by: scale)
    let lines: [String]
    var splitsWord = false
    if lineLimit == 1 {
      lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    } else {
      (lines, splitsWord) = brokenLines(of: text, font: scaled, width: width)
    }
    let widest = lines.map { lineWidth(of: $0, font: scaled) }.max() ?? 0
    let withinLimit = lineLimit.map { lines.count <= $0 } ?? true
    return TextFit(
      lines: lines, scale: scale, width: widest,
      height: Double(lines.count) * lineHeight(of: scaled),
      fits: withinLimit && widest <= width + LineBreakSegments.tolerance, splitsWord: splitsWord)
  }
}

extension ResolvedFont {
  /// The font shrunk by `factor`, as a minimum scale factor shrinks it. Positive tracking is kept
  /// at full size, since a renderer may not scale it; negative tracking shrinks with the glyphs.
  /// Either way the estimate is the wider of the two readings.
  public func scaled(by factor: Double) -> ResolvedFont {
    guard factor != 1 else { return self }
    var font = self
    font.size = size * factor
    font.leading = leading * factor
    font.tracking = tracking > 0 ? tracking : tracking * factor
    return font
  }
}
