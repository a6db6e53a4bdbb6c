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
    let end = LineBreakSegments.end(of: line[...], dropping: LineBreakSegments.hangs)
    return width(of: end == line.endIndex ? line : String(line[..<end]), font: font)
  }

  /// `lineWidth(of:font:)` of a slice of a text, cut at grapheme cluster boundaries (which keeps
  /// its clusters those of the text).
  func lineWidth(of line: Substring, font: ResolvedFont) -> Double {
    width(of: String(line[..<LineBreakSegments.end(of: line, dropping: LineBreakSegments.hangs)]), font: font)
  }

  /// Greedy breaking over one paragraph. A line is a range of the paragraph, grown segment by
  /// segment (or cluster by cluster inside a word wider than the line); only the finished lines
  /// become strings.
  private func breakParagraph(
    _ paragraph: String, font: ResolvedFont, width: Double
  ) -> (lines: [String], splitsWord: Bool) {
    let room = width + LineBreakSegments.tolerance
    var lines: [Substring] = []
    var splitsWord = false
    var lineStart = paragraph.startIndex
    var lineEnd = lineStart
    for segment in LineBreakSegments.Segments(paragraph) {
      if lineWidth(of: paragraph[lineStart..<segment.upperBound], font: font) <= room {
        lineEnd = segment.upperBound
        continue
      }
      if lineStart != lineEnd { lines.append(paragraph[lineStart..<lineEnd]) }
      lineStart = segment.lowerBound
      lineEnd = lineStart
      // A segment wider than the whole line breaks between its characters, as SwiftUI does.
      var character = segment.lowerBound
      while character < segment.upperBound {
        let next = paragraph.index(after: character)
        if lineStart != lineEnd && lineWidth(of: paragraph[lineStart..<next], font: font) > room {
          lines.append(paragraph[lineStart..<lineEnd])
          splitsWord = true
          lineStart = character
        }
        lineEnd = next
        character = next
      }
    }
    lines.append(paragraph[lineStart..<lineEnd])
    return (lines.map { String($0[..<LineBreakSegments.end(of: $0) { $0 == " " }]) }, splitsWord)
  }
}

extension InterFace {
  /// `WidthRules.wordsFit(_:font:width:measuredBy:)` in one walk over the text, `font` being in
  /// this face: each word's advance is summed as the walk passes it, its hanging spaces left out,
  /// with no string per word; the first word too wide ends the walk.
  func wordsFit(_ text: String, font: ResolvedFont, width: Double) -> Bool {
    let room = width + LineBreakSegments.tolerance
    var word = WordAdvance()
    var fits = true
    forEachCluster(in: text) { units, scalar in
      word.add(units, hangs: scalar.map(LineBreakSegments.hangs(scalar:)) ?? false)
      guard let scalar, LineBreakSegments.breaksAfter(scalar: scalar) else { return true }
      fits = word.laidOut.width(in: font) <= room
      word = WordAdvance()
      return fits
    }
    if fits && word.all.clusters > 0 { fits = word.laidOut.width(in: font) <= room }
    return fits
  }
}

/// One segment's advance as its clusters are walked: all of them, and up to its last cluster that
/// does not hang (what `lineWidth(of:font:)` measures).
struct WordAdvance {
  var all = TextAdvance.zero
  var laidOut = TextAdvance.zero

  mutating func add(_ units: Double, hangs: Bool) {
    all.units += units
    all.clusters += 1
    if !hangs { laidOut = all }
  }
}

/// Break opportunities, a small subset of Unicode's line breaking algorithm (UAX #14) that covers
/// the block's words and figures.
enum LineBreakSegments {
  /// Slack, in points, when comparing a width with the room for it: the tree's precision
  /// (1/1000 pt). A decision the tree cannot express (a line wider than its room by less than
  /// its smallest step) must not turn on it: "Order #1041" at xxLarge in a 320-pt row measured
  /// 119.679 in a room of 119.679 and broke in two, where a browser set it on one line.
  static let tolerance = 0.001

  /// A line may break after a space (not a no-break one) or a dash: U+0020, U+2009 (thin),
  /// U+200B (zero width), "-", U+2010 (hyphen), U+2013 (en dash), U+2014 (em dash). Each is a
  /// cluster of one scalar; with a mark on it, it is another character and no break.
  static func breaksAfter(scalar: UInt32) -> Bool {
    switch scalar {
    case 0x20, 0x2D, 0x2009, 0x200B, 0x2010, 0x2013, 0x2014: true
    default: false
    }
  }

  static func breaksAfter(_ character: Character) -> Bool {
    InterTextMeasurer.singleScalar(of: character).map(breaksAfter(scalar:)) ?? false
  }

  /// Spaces that hang past a line's end and take no room: U+0020 and U+2009.
  static func hangs(scalar: UInt32) -> Bool { scalar == 0x20 || scalar == 0x2009 }

  static func hangs(_ character: Character) -> Bool {
    InterTextMeasurer.singleScalar(of: character).map(hangs(scalar:)) ?? false
  }

  /// The end of `text` once its trailing characters that satisfy `drop` are left off.
  static func end(of text: Substring, dropping drop: (Character) -> Bool) -> String.Index {
    var end = text.endIndex
    while end > text.startIndex {
      let last = text.index(before: end)
      guard drop(text[last]) else { break }
      end = last
    }
    return end
  }

  /// `text` cut after every break opportunity; the pieces concatenate back to `text`.
  static func split(_ text: String) -> [String] {
    Segments(text).map { String(text[$0]) }
  }

  /// The ranges of `split(_:)`'s pieces, without building them.
  struct Segments: Sequence, IteratorProtocol {
    let text: String
    var position: String.Index

    init(_ text: String) {
      self.text = text
      position = text.startIndex
    }

    mutating func next() -> Range<String.Index>? {
      guard position < text.endIndex else { return nil }
      let start = position
      while position < text.endIndex {
        let character = text[position]
        position = text.index(after: position)
        if LineBreakSegments.breaksAfter(character) { break }
      }
      return start..<position
    }
  }
}
