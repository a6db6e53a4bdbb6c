import SPTheme
import Testing

@testable import BlockSpec

/// The measurer's byte and scalar paths, the index-based line breaker and the width rules over
/// advances, each against the String-by-String code they replaced (`ReferenceMeasurement`) and
/// against the rules asked through `TextMeasuring` (`WrappedInterMeasurer`): equal to the bit,
/// over seeded texts that reach every path.
@Suite("Fast path: width rules and line breaking")
struct WidthRulesFastPathTests {
  let measurer = InterTextMeasurer()
  let texts = MeasuringTexts.texts(count: 400, seed: 7) + MeasuringTexts.pieces

  @Test("Widths and line widths match the Character-by-Character measurer")
  func widths() {
    for text in texts {
      for font in MeasuringTexts.fonts {
        #expect(
          measurer.width(of: text, font: font) == ReferenceMeasurement.width(of: text, font: font), "\(text)")
        #expect(
          measurer.lineWidth(of: text, font: font) == ReferenceMeasurement.lineWidth(of: text, font: font),
          "\(text)")
      }
    }
  }

  @Test("Every scalar of Inter's table is a grapheme cluster of its own, beside any other")
  func tableScalarsStandAlone() {
    let scalars = InterMetrics.scalars.compactMap(Unicode.Scalar.init)
    #expect(scalars.count == InterMetrics.scalars.count)
    for scalar in scalars {
      #expect(scalar.properties.generalCategory != .control)
      var text = String.UnicodeScalarView()
      for other in scalars {
        text.append(scalar)
        text.append(other)
      }
      #expect(String(text).count == 2 * scalars.count, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test("A scalar's place in Inter's table is found without a dictionary")
  func positions() {
    for scalar in UInt32(0)...0x2FFF {
      #expect(InterLookup.shared.position(of: scalar) == ReferenceMeasurement.index[scalar])
    }
    for scalar: UInt32 in [0x1F44D, 0x10FFFF, 0xFE0E, 0xFFFF] {
      #expect(InterLookup.shared.position(of: scalar) == nil)
    }
  }

  @Test("Break and hang tests on one scalar match the Character sets they replaced")
  func breakOpportunities() {
    var characters = (UInt32(0)...0xFFFF).compactMap(Unicode.Scalar.init).map(Character.init)
    characters += MeasuringTexts.pieces.flatMap { Array($0) }
    for character in characters {
      #expect(LineBreakSegments.breaksAfter(character) == ReferenceMeasurement.breakAfter.contains(character))
      #expect(LineBreakSegments.hangs(character) == (character == " " || character == "\u{2009}"))
    }
    for text in texts {
      #expect(LineBreakSegments.split(text) == ReferenceMeasurement.split(text))
    }
  }

  @Test("Lines break where the String-building breaker broke them")
  func lines() {
    for (number, text) in texts.enumerated() {
      let font = MeasuringTexts.fonts[number % MeasuringTexts.fonts.count]
      let words = ReferenceMeasurement.split(text).map { ReferenceMeasurement.lineWidth(of: $0, font: font) }
      for width in [0, 8, 30, 60, 120, 1000] + words.prefix(4) {
        let fast = measurer.brokenLines(of: text, font: font, width: width)
        let reference = ReferenceMeasurement.brokenLines(of: text, font: font, width: width)
        #expect(fast.lines == reference.lines, "\(text) in \(width)")
        #expect(fast.splitsWord == reference.splitsWord, "\(text) in \(width)")
        #expect(measurer.lines(of: text, font: font, width: width) == reference.lines)
      }
    }
  }

  @Test("Words fit exactly where they fitted, with the default measurer and any other")
  func wordsFit() {
    for (number, text) in texts.enumerated() {
      let font = MeasuringTexts.fonts[number % MeasuringTexts.fonts.count]
      let words = ReferenceMeasurement.split(text).map { ReferenceMeasurement.lineWidth(of: $0, font: font) }
      // Each word's own width is the edge: just under it, on it, and either side of the
      // tolerance below it (a word fits a room it exceeds by at most the tolerance).
      let t: Double = LineBreakSegments.tolerance
      let edges: [Double] = words.flatMap { (w: Double) -> [Double] in
        [w - 1e-6, w - 2e-9, w, w - 1e-9, w + 1e-9, w - t - 1e-6, w - t + 1e-6]
      }
      for width in [0, 20, 80] + edges {
        let reference = ReferenceMeasurement.wordsFit(text, font: font, width: width)
        #expect(WidthRules.wordsFit(text, font: font, width: width) == reference, "\(text) in \(width)")
        #expect(
          WidthRules.wordsFit(text, font: font, width: width, measuredBy: WrappedInterMeasurer())
            == reference,
          "\(text) in \(width)")
      }
    }
  }

  @Test("Figure scales and clamps match, figure by figure and size by size")
  func figures() throws {
    let theme = try Theme.shipped(named: "light")
    let display = { (size: DynamicTypeStep) in theme.type.display(40, cappedAt: .semibold, at: size) }
    var generator = SplitMix64(seed: 11)
    for round in 0..<16 {
      let figures = (0..<Int(generator.next() % 5)).map { _ in
        texts[Int(generator.next() % UInt64(texts.count))]
      }
      let font = MeasuringTexts.fonts[round % MeasuringTexts.fonts.count]
      let natural = figures.map { ReferenceMeasurement.width(of: $0, font: font) }.max() ?? 0
      for width in [0, natural * 0.3, natural * 0.51, natural * 0.77, natural + 1, 320] {
        let reference = ReferenceMeasurement.figureScale(figures, font: font, width: width)
        #expect(WidthRules.figureScale(figures, font: font, width: width) == reference)
        #expect(
          WidthRules.figureScale(figures, font: font, width: width, measuredBy: WrappedInterMeasurer())
            == reference)
        for size in [DynamicTypeStep.large, .accessibility5] {
          let clamp = ReferenceMeasurement.figureClamp(figures, width: width, at: size, font: display)
          #expect(WidthRules.figureClamp(figures, width: width, at: size, font: display) == clamp)
          #expect(
            WidthRules.figureClamp(
              figures, width: width, at: size, font: display, measuredBy: WrappedInterMeasurer()) == clamp)
        }
      }
    }
  }

  @Test("Tile shapes and column counts match, and the grid's shapes are those at its column count")
  func tiles() {
    var generator = SplitMix64(seed: 23)
    func pick() -> String { texts[Int(generator.next() % UInt64(texts.count))] }
    let fonts = MeasuringTexts.fonts
    for round in 0..<150 {
      let tiles = (0..<(1 + Int(generator.next() % 4))).map { number in
        WidthRules.TileText(
          label: pick(), labelFont: fonts[(round + number) % fonts.count], value: pick(),
          valueFont: fonts[(round + 2) % fonts.count], change: generator.next() % 3 == 0 ? nil : pick(),
          changeFont: fonts[(round + 1) % fonts.count], chevronWidth: generator.next() % 2 == 0 ? 0 : 28.5)
      }
      let full = 40 + Double(generator.next() % 400)
      let contentWidth = { (columns: Int) in full / Double(columns) - 12 }
      for columns in 1...2 {
        let width = contentWidth(columns)
        let reference = ReferenceMeasurement.tileShapes(tiles, width: width, columns: columns)
        #expect(WidthRules.tileShapes(tiles, width: width, columns: columns) == reference)
        #expect(
          WidthRules.tileShapes(tiles, width: width, columns: columns, measuredBy: WrappedInterMeasurer())
            == reference)
        for (tile, shape) in zip(tiles, reference) {
          #expect(
            WidthRules.tileShape(tile, width: width) == ReferenceMeasurement.tileShape(tile, width: width))
          #expect(
            WidthRules.tileShape(tile, width: width, chevronBesideLabel: !shape.chevronBesideLabel)
              == ReferenceMeasurement.tileShape(
                tile, width: width, chevronBesideLabel: !shape.chevronBesideLabel))
        }
      }
      for preferred in 1...2 {
        let columns = ReferenceMeasurement.tileColumns(
          preferred: preferred, tiles: tiles, contentWidth: contentWidth)
        #expect(
          WidthRules.tileColumns(preferred: preferred, tiles: tiles, contentWidth: contentWidth) == columns)
        let grid = WidthRules.tileGrid(
          preferred: preferred, tiles: tiles, contentWidth: contentWidth, measuredBy: .inter)
        #expect(grid.columns == columns)
        #expect(
          grid.shapes
            == ReferenceMeasurement.tileShapes(tiles, width: contentWidth(columns), columns: columns))
      }
    }
  }
}
