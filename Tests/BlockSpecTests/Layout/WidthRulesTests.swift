import BlockSpec
import SPTheme
import Testing

@Suite("Width rules")
struct WidthRulesTests {
  let measurer = InterTextMeasurer()
  let figureFont = testFont(
    size: 40, weight: .semibold, tracking: 0.4, monospacedDigits: true)

  @Test("O-DT-2 a figure's minimum scale factor is what the widest figure needs, less the headroom")
  func figureScale() {
    let figures = ["$44,051.40", "$1,520.00", "$12,345,678.90"]
    let natural = measurer.width(of: "$12,345,678.90", font: figureFont)
    let room = natural * 0.75
    let scale = WidthRules.figureScale(figures, font: figureFont, width: room)
    #expect(scale.fits)
    // `needed` is the largest scale on the 1/100 grid at which the widest figure fits.
    #expect(measurer.width(of: "$12,345,678.90", font: figureFont.scaled(by: scale.needed)) <= room)
    #expect(measurer.width(of: "$12,345,678.90", font: figureFont.scaled(by: scale.needed + 0.01)) > room)
    let expected = max((scale.needed * WidthRules.headroom * 100 + 1e-9).rounded(.down) / 100, 0.5)
    #expect(scale.minimumScaleFactor == expected)
    #expect(scale.minimumScaleFactor < scale.needed)
    let roomy = WidthRules.figureScale(figures, font: figureFont, width: natural + 1)
    #expect(roomy.needed == 1 && roomy.minimumScaleFactor == WidthRules.headroom)
  }

  @Test("O-DT-2 never below one half: a figure that needs less says the row must change shape")
  func floor() {
    let natural = measurer.width(of: "$12,345,678.90", font: figureFont)
    let scale = WidthRules.figureScale(["$12,345,678.90"], font: figureFont, width: natural * 0.4)
    #expect(scale.minimumScaleFactor == WidthRules.scaleFloor)
    #expect(!scale.fits)
  }

  @Test("O-DT-5 a figure too wide at half size stops growing at the largest size where it fits")
  func clamp() throws {
    let theme = try #require(ShippedThemes.all.first)
    let font = { (size: DynamicTypeStep) in theme.type.display(40, cappedAt: .semibold, at: size) }
    let figures = ["$12,345,678.90"]
    let room = 288.0
    let clamp = try #require(WidthRules.figureClamp(figures, width: room, at: .accessibility5, font: font))
    #expect(clamp < .accessibility5)
    #expect(WidthRules.figureScale(figures, font: font(clamp), width: room).fits)
    let next = try #require(DynamicTypeStep.allCases.first { $0 > clamp })
    #expect(!WidthRules.figureScale(figures, font: font(next), width: room).fits)
    #expect(WidthRules.figureClamp(figures, width: room, at: .large, font: font) == nil)
  }

  func tile(label: String, value: String, chevron: Double = 30) -> WidthRules.TileText {
    WidthRules.TileText(
      label: label, labelFont: testFont(size: 21), value: value,
      valueFont: testFont(size: 26, weight: .semibold, monospacedDigits: true), change: "+12.3%",
      changeFont: testFont(size: 15, weight: .medium), chevronWidth: chevron)
  }

  @Test("O-DT-5 a tile's chevron moves to the value's row when a word of the label needs the whole width")
  func chevronMoves() {
    let label = "Conversion"
    let word = measurer.width(of: label, font: testFont(size: 21))
    let roomy = WidthRules.tileShape(tile(label: label, value: "3.2%"), width: word + 40)
    #expect(roomy.chevronBesideLabel && roomy.fits)
    let tight = WidthRules.tileShape(tile(label: label, value: "3.2%"), width: word + 10)
    #expect(!tight.chevronBesideLabel && tight.fits)
    let staticTile = WidthRules.tileShape(tile(label: label, value: "3.2%", chevron: 0), width: word + 10)
    #expect(staticTile.chevronBesideLabel)
  }

  @Test("O-DT-5 tiles go to one column when a value cannot fit half the width at half size")
  func oneColumn() {
    let tiles = [tile(label: "Orders", value: "1,172"), tile(label: "Revenue", value: "$123,456,789,012.00")]
    let half = { (columns: Int) in columns == 2 ? 122.0 : 256.0 }
    #expect(WidthRules.tileColumns(preferred: 2, tiles: tiles, contentWidth: half) == 1)
    #expect(WidthRules.tileColumns(preferred: 2, tiles: Array(tiles.prefix(1)), contentWidth: half) == 2)
    #expect(WidthRules.tileColumns(preferred: 1, tiles: Array(tiles.prefix(1)), contentWidth: half) == 1)
  }

  @Test("words fit when each word alone fits, whatever the whole text's width")
  func wordsFit() {
    let font = testFont(size: 17)
    let longest = measurer.width(of: "connection", font: font)
    #expect(WidthRules.wordsFit("Check your connection", font: font, width: longest + 1))
    #expect(!WidthRules.wordsFit("Check your connection", font: font, width: longest - 1))
  }
}
