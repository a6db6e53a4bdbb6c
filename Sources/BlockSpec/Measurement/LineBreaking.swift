import SPTheme

extension TextMeasuring {
  /// `text` broken into lines no wider than `width`, the way a text engine does it: at explicit
  /// line breaks, then greedily after spaces and dashes (never at a no-break space, so "4m 12s"
  /// written with U+00A0 or U+202F stays whole), and inside a word only when the word alone is
  /// wider than the line. Trailing spaces hang past the edge and are not counted.
  public func lines(of text: String, font: ResolvedFont, width: Double) -> [String] {
    brokenLines(of: text, font: font, width: width).lines
  }

  /// The lines, and whether any of them had to break inside a word.
  func brokenLines(of text: String, font: ResolvedFont, width: Double) -> (lines: [String], splitsWord: Bool)
  {
    var result: [String] = []
    var splitsWord = false
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let broken = breakParagraph(String(paragraph), font: font, width: width)
      result += broken.lines
      splitsWord = splitsWord || broken.splitsWord
    }
    return (result, splitsWord)
  }

  /// Width of a line as laid out: trailing spaces hang and take no room.
  public func lineWidth(of line: String, font: ResolvedFont) -> Double {
    width(of: String(line.reversed().drop { $0 == " " || $0 == "\u{2009}" }.reversed()), font: font)
  }

  private func breakParagraph(
    _ paragraph: String, font: ResolvedFont, width: Double
  ) -> (lines: [String], splitsWord: Bool) {
    var lines: [String] = []
    var splitsWord = false
    var line = ""
    for segment in LineBreakSegments.split(paragraph) {
      let candidate = line + segment
      if lineWidth(of: candidate, font: font) <= width + LineBreakSegments.tolerance {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = ""
      // A segment wider than the whole line breaks between its characters, as SwiftUI does.
      for character in segment {
        let next = line + String(character)
        if !line.isEmpty && lineWidth(of: next, font: font) > width + LineBreakSegments.tolerance {
          lines.append(line)
          splitsWord = true
          line = String(character)
        } else {
          line = next
        }
      }
    }
    lines.append(line)
    return (lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }, splitsWord)
  }
}

/// Break opportunities, a small subset of Unicode's line breaking algorithm (UAX #14) that covers
/// the block's words and figures.
enum LineBreakSegments {
  /// Rounding slack, in points, when comparing a width with the room for it.
  static let tolerance = 1e-9

  /// Characters a line may break after: spaces (not the no-break ones) and dashes.
  static let breakAfter: Set<Character> = [
    " ", "\u{2009}", "\u{200B}", "-", "\u{2010}", "\u{2013}", "\u{2014}",
  ]

  /// `text` cut after every break opportunity; the pieces concatenate back to `text`.
  static func split(_ text: String) -> [String] {
    var segments: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if breakAfter.contains(character) {
        segments.append(current)
        current = ""
      }
    }
    if !current.isEmpty { segments.append(current) }
    return segments
  }
}
