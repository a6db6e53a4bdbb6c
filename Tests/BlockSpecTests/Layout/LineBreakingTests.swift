import BlockSpec
import SPTheme
import Testing

@Suite("Text measurement: lines and fitting")
struct LineBreakingTests {
  let measurer = InterTextMeasurer()

  @Test("lines stay within the width and break between words", arguments: [100.0, 120, 200, 1000])
  func wrapping(width: Double) {
    let text = "Check your connection and try again."
    let font = testFont(size: 17)
    let lines = measurer.lines(of: text, font: font, width: width)
    for line in lines {
      #expect(measurer.lineWidth(of: line, font: font) <= width + 1e-9)
    }
    #expect(lines.joined(separator: " ") == text)
    #expect((lines.count == 1) == (measurer.width(of: text, font: font) <= width))
  }

  @Test("a no-break space holds its figure together; a word wider than the line breaks inside")
  func breakOpportunities() {
    let font = testFont(size: 17)
    let euro = "44.051,40\u{00A0}€"
    let narrow = measurer.width(of: "44.051,40", font: font) + 1
    #expect(measurer.lines(of: "in \(euro)", font: font, width: narrow + 30).contains(euro))
    let word = "Rückerstattungsquote"
    let lines = measurer.lines(of: word, font: font, width: 60)
    #expect(lines.count > 1)
    #expect(lines.joined() == word)
  }

  @Test("a single line shrinks to fit, no further than its floor")
  func singleLineFit() {
    let font = testFont(size: 40, weight: .semibold, monospacedDigits: true)
    let text = "$12,345,678.90"
    let natural = measurer.width(of: text, font: font)
    let roomy = measurer.fit(text, font: font, width: natural + 1, lineLimit: 1, minimumScaleFactor: 0.5)
    #expect(roomy.scale == 1 && roomy.fits)

    let width = natural * 0.7
    let needed = measurer.scaleToFit(text, font: font, width: width)
    #expect(needed < 0.71 && needed > 0.6)
    #expect(measurer.width(of: text, font: font.scaled(by: needed)) <= width + 1e-9)
    #expect(measurer.width(of: text, font: font.scaled(by: needed + 0.01)) > width)

    let shrunk = measurer.fit(text, font: font, width: width, lineLimit: 1, minimumScaleFactor: 0.5)
    #expect(shrunk.fits && shrunk.scale == needed && shrunk.width <= width + 1e-9)

    let tooNarrow = measurer.fit(
      text, font: font, width: natural * 0.4, lineLimit: 1, minimumScaleFactor: 0.5)
    #expect(!tooNarrow.fits && tooNarrow.scale == 0.5)
  }

  @Test("wrapped text within its line limit keeps full size; beyond it, shrinks")
  func multiLineFit() {
    let font = testFont(size: 17)
    let text = "Check your connection and try again."
    let free = measurer.fit(text, font: font, width: 150, lineLimit: nil)
    #expect(free.fits && free.scale == 1 && free.lines.count > 1)
    #expect(free.height == Double(free.lines.count) * font.leading)
    let two = measurer.fit(text, font: font, width: 150, lineLimit: 2, minimumScaleFactor: 0.5)
    #expect(two.fits && two.lines.count <= 2 && two.scale < 1)
  }
}
