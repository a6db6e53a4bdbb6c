import SPTheme

@testable import BlockSpec

/// The measurer and width rules as they were before they measured on bytes, scalars and
/// advances: every width by `Character`, every word and candidate line a `String`. Kept here as
/// the oracle the fast paths must match to the last bit.
enum ReferenceMeasurement {
  static let index: [UInt32: Int] = Dictionary(
    uniqueKeysWithValues: InterMetrics.scalars.enumerated().map { ($0.element, $0.offset) })

  static func width(of text: String, font: ResolvedFont) -> Double {
    let faces = InterMetrics.faces
    let clamped = min(max(font.weight.rawValue, faces[0].weight), faces[faces.count - 1].weight)
    let upperIndex = faces.firstIndex { $0.weight >= clamped } ?? faces.count - 1
    let lowerIndex = faces[upperIndex].weight == clamped ? upperIndex : upperIndex - 1
    let lower = faces[lowerIndex]
    let upper = faces[upperIndex]
    let fraction =
      upper.weight == lower.weight ? 0 : Double(clamped - lower.weight) / Double(upper.weight - lower.weight)
    func faceAdvance(_ face: InterMetrics.Face, _ position: Int, _ scalar: UInt32) -> UInt16 {
      if font.monospacedDigits, let width = face.tabular[scalar] { return width }
      return face.advances[position]
    }
    var units = 0.0
    var clusters = 0
    for character in text {
      clusters += 1
      let scalars = character.unicodeScalars
      guard let base = scalars.first else { continue }
      if base.properties.generalCategory == .control { continue }
      let marksOnly = scalars.dropFirst().allSatisfy { scalar in
        if scalar.value == 0xFE0E { return true }
        if scalar.value == 0x20E3 { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
      }
      guard marksOnly, let position = index[base.value] else {
        units += InterTextMeasurer.fallbackEm * InterMetrics.unitsPerEm
        continue
      }
      let low = Double(faceAdvance(lower, position, base.value))
      guard fraction > 0 else {
        units += low
        continue
      }
      let high = Double(faceAdvance(upper, position, base.value))
      units += low + (high - low) * fraction
    }
    return units / InterMetrics.unitsPerEm * font.size + Double(clusters) * font.tracking
  }

  static let breakAfter: Set<Character> = [
    " ", "\u{2009}", "\u{200B}", "-", "\u{2010}", "\u{2013}", "\u{2014}",
  ]

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

  static func lineWidth(of line: String, font: ResolvedFont) -> Double {
    width(of: String(line.reversed().drop { $0 == " " || $0 == "\u{2009}" }.reversed()), font: font)
  }

  static func brokenLines(of text: String, font: ResolvedFont, width: Double) -> (
    lines: [String], splitsWord: Bool
  ) {
    var result: [String] = []
    var splitsWord = false
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var lines: [String] = []
      var line = ""
      for segment in split(String(paragraph)) {
        let candidate = line + segment
        if lineWidth(of: candidate, font: font) <= width + LineBreakSegments.tolerance {
          line = candidate
          continue
        }
        if !line.isEmpty { lines.append(line) }
        line = ""
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
      result += lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
    return (result, splitsWord)
  }

  static func scaleToFit(_ text: String, font: ResolvedFont, width: Double) -> Double {
    var scale = 100
    while scale > 1, self.width(of: text, font: font.scaled(by: Double(scale) / 100)) > width + 1e-9 {
      scale -= 1
    }
    return Double(scale) / 100
  }

  static func figureScale(_ figures: [String], font: ResolvedFont, width: Double) -> WidthRules.FigureScale {
    let widest = figures.map { ($0, self.width(of: $0, font: font)) }.max { $0.1 < $1.1 }?.0
    guard let widest else {
      return WidthRules.FigureScale(needed: 1, minimumScaleFactor: WidthRules.headroom, fits: true)
    }
    let room = max(0, width)
    let needed = scaleToFit(widest, font: font, width: room)
    let fits =
      needed >= WidthRules.scaleFloor
      && self.width(of: widest, font: font.scaled(by: needed)) <= room + LineBreakSegments.tolerance
    let factor = max((needed * WidthRules.headroom * 100 + 1e-9).rounded(.down) / 100, WidthRules.scaleFloor)
    return WidthRules.FigureScale(needed: needed, minimumScaleFactor: factor, fits: fits)
  }

  static func wordsFit(_ text: String, font: ResolvedFont, width: Double) -> Bool {
    split(text).allSatisfy { lineWidth(of: $0, font: font) <= width + LineBreakSegments.tolerance }
  }

  static func tileShape(
    _ tile: WidthRules.TileText, width: Double, chevronBesideLabel: Bool? = nil
  ) -> WidthRules.TileShape {
    let beside =
      chevronBesideLabel
      ?? (tile.chevronWidth == 0
        || wordsFit(tile.label, font: tile.labelFont, width: width - tile.chevronWidth))
    let valueRoom = beside ? width : width - tile.chevronWidth
    let value = figureScale([tile.value], font: tile.valueFont, width: valueRoom)
    let wordsWhole =
      wordsFit(tile.label, font: tile.labelFont, width: width)
      && (tile.change.map { wordsFit($0, font: tile.changeFont, width: width) } ?? true)
    return WidthRules.TileShape(chevronBesideLabel: beside, value: value, fits: value.fits && wordsWhole)
  }

  static func tileShapes(_ tiles: [WidthRules.TileText], width: Double, columns: Int) -> [WidthRules
    .TileShape]
  {
    let own = tiles.map { tileShape($0, width: width) }
    guard columns > 1, own.contains(where: { !$0.chevronBesideLabel }) else { return own }
    return tiles.map { tileShape($0, width: width, chevronBesideLabel: false) }
  }

  static func tileColumns(
    preferred: Int, tiles: [WidthRules.TileText], contentWidth: (Int) -> Double
  ) -> Int {
    var columns = max(1, preferred)
    while columns > 1, !tileShapes(tiles, width: contentWidth(columns), columns: columns).allSatisfy(\.fits) {
      columns -= 1
    }
    return columns
  }

  static func figureClamp(
    _ figures: [String], width: Double, at size: DynamicTypeStep, font: (DynamicTypeStep) -> ResolvedFont
  ) -> DynamicTypeStep? {
    func fits(_ candidate: DynamicTypeStep) -> Bool {
      figureScale(figures, font: font(candidate), width: width).fits
    }
    guard !fits(size) else { return nil }
    let smaller = DynamicTypeStep.allCases.filter { $0 < size }
    return smaller.last(where: fits) ?? DynamicTypeStep.allCases.first
  }
}

/// `InterTextMeasurer` behind another type, so the width rules ask it through `TextMeasuring`
/// (the way they ask any renderer's measurer) rather than through its advances.
struct WrappedInterMeasurer: TextMeasuring {
  let base = InterTextMeasurer()
  func width(of text: String, font: ResolvedFont) -> Double { base.width(of: text, font: font) }
}

/// Seeded texts that reach every measuring and breaking path: printable ASCII, Latin and
/// punctuation from Inter's table (no-break and thin spaces, dashes, the minus sign, the euro),
/// combining marks (also on spaces and dashes, which then no longer break), CJK, Arabic and
/// Hebrew, emoji with skin tones, ZWJ sequences, flags and keycaps, presentation selectors,
/// Hangul jamo, Devanagari conjuncts, controls, CR LF and newlines.
enum MeasuringTexts {
  static let pieces: [String] = [
    "Revenue", "Orders", "a", "W", "i", "0", "1", "7", "$44,051.40", "+4.1%", "3.2K", ",", ".", ":", " ", " ",
    " ",
    "-", "--", "\u{00A0}", "\u{202F}", "\u{2009}", "\u{200B}", "\u{2010}", "\u{2013}", "\u{2014}", "\u{2212}",
    "€", "£", "…", "é", "e\u{301}", " \u{301}", "-\u{301}", "\u{2009}\u{301}", "Rückerstattungsquote", "Ærø",
    "漢字", "売上", "مرحبا", "שלום", "👍", "👍🏽", "👨‍👩‍👧", "🇺🇸🇫🇷", "🇺", "1️⃣", "☺\u{FE0E}", "☺\u{FE0F}",
    "\u{1100}\u{1161}", "한", "क्षि", "\u{00AD}", "\t", "\n", "\r\n", "\u{7F}", "\u{85}", "~", "`",
    "\u{20AC}\u{301}",
  ]

  static func texts(count: Int, seed: UInt64) -> [String] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let length = Int(generator.next() % 12)
      return (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    }
  }

  /// Fonts across weights (between cuts too), figure forms and tracking of either sign.
  static let fonts: [ResolvedFont] = [
    font(size: 17, weight: .regular), font(size: 15, weight: .medium, tracking: -0.24),
    font(size: 40, weight: .semibold, tracking: 0.37, monospacedDigits: true),
    font(size: 22, weight: FontWeight(450), monospacedDigits: true),
    font(size: 11, weight: .bold, tracking: 0.06),
    font(size: 76, weight: FontWeight(50), tracking: -1.2, monospacedDigits: true),
  ]

  static func font(
    size: Double, weight: FontWeight, tracking: Double = 0, monospacedDigits: Bool = false
  ) -> ResolvedFont {
    ResolvedFont(
      token: "test", family: "Inter", size: size, baseSize: size, weight: weight,
      leading: (size * 1.3).rounded(), tracking: tracking, monospacedDigits: monospacedDigits,
      relativeTo: .body, dynamicTypeSize: .large, clamp: nil)
  }
}
