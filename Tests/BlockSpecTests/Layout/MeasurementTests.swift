import BlockSpec
import SPTheme
import Testing

/// A font as the theme would resolve it, with only what measurement reads set by the test.
func testFont(
  size: Double = 17, weight: FontWeight = .regular, tracking: Double = 0, monospacedDigits: Bool = false
) -> ResolvedFont {
  ResolvedFont(
    token: "test", family: "Inter", size: size, baseSize: size, weight: weight,
    leading: (size * 1.3).rounded(), tracking: tracking, monospacedDigits: monospacedDigits,
    relativeTo: .body, dynamicTypeSize: .large, clamp: nil)
}

@Suite("Text measurement: InterTextMeasurer")
struct MeasurementTests {
  let measurer = InterTextMeasurer()

  @Test(
    "width is proportional to point size",
    arguments: [11.0, 17, 22, 40, 76])
  func scalesWithSize(size: Double) {
    for text in ["Revenue", "$12,345,678.90", "Mon, Oct 12"] {
      let unit = measurer.width(of: text, font: testFont(size: 1))
      let sized = measurer.width(of: text, font: testFont(size: size))
      #expect(unit > 0)
      #expect(abs(sized - unit * size) < 1e-9 * size)
    }
  }

  @Test(
    "tabular digits share one width, proportional ones do not",
    arguments: [FontWeight.regular, .medium, .semibold, .bold, FontWeight(450)])
  func tabularDigits(weight: FontWeight) {
    let digits = (0...9).map(String.init)
    let tabular = Set(
      digits.map { measurer.width(of: $0, font: testFont(weight: weight, monospacedDigits: true)) })
    let proportional = Set(digits.map { measurer.width(of: $0, font: testFont(weight: weight)) })
    #expect(tabular.count == 1)
    #expect(proportional.count > 1)
    // So a rolling figure never changes width as its digits change.
    let font = testFont(weight: weight, monospacedDigits: true)
    #expect(measurer.width(of: "$11,111.11", font: font) == measurer.width(of: "$88,888.88", font: font))
  }

  @Test("tracking is added once per grapheme cluster")
  func tracking() {
    let plain = testFont(size: 17)
    let tracked = testFont(size: 17, tracking: -0.43)
    for text in ["Revenue", "Café", "Cafe\u{301}", "$1,234"] {
      let difference = measurer.width(of: text, font: tracked) - measurer.width(of: text, font: plain)
      #expect(abs(difference - Double(text.count) * -0.43) < 1e-9)
    }
  }

  @Test("a combining mark adds no width; emoji and CJK take the conservative fallback")
  func clusters() {
    let font = testFont(size: 20)
    #expect(measurer.width(of: "Cafe\u{301}", font: font) == measurer.width(of: "Café", font: font))
    let fallback = InterTextMeasurer.fallbackEm * 20
    #expect(measurer.width(of: "円", font: font) == fallback)
    #expect(measurer.width(of: "👍🏽", font: font) == fallback)
    #expect(measurer.width(of: "👨‍👩‍👧", font: font) == fallback)
    #expect(measurer.width(of: "5\u{FE0F}\u{20E3}", font: font) == fallback)
    #expect(fallback >= measurer.width(of: "M", font: font))
  }

  @Test("weights between Inter's cuts interpolate, beyond them clamp")
  func weights() {
    let text = "Average order"
    let regular = measurer.width(of: text, font: testFont(weight: .regular))
    let medium = measurer.width(of: text, font: testFont(weight: .medium))
    let between = measurer.width(of: text, font: testFont(weight: FontWeight(450)))
    #expect(regular < between && between < medium)
    #expect(abs(between - (regular + medium) / 2) < 1e-9)
    #expect(
      measurer.width(of: text, font: testFont(weight: FontWeight(950)))
        == measurer.width(of: text, font: testFont(weight: .black)))
  }

  /// The table ignores kerning, so it may only err wide, and by little on the block's strings.
  @Test("widths agree with a shaping rasteriser (HarfBuzz) within tolerance")
  func agreesWithRasteriser() {
    var errors: [Double] = []
    for reference in rasterisedWidths {
      let font = testFont(size: 1, weight: FontWeight(reference.weight), monospacedDigits: reference.tabular)
      let error = (measurer.width(of: reference.text, font: font) - reference.em) / reference.em
      errors.append(error)
      // Kerning only ever tightens these strings by a few percent; never claim narrower.
      #expect(error > -0.005, "\(reference.text) w\(reference.weight) too narrow by \(-error)")
      #expect(error < 0.08, "\(reference.text) w\(reference.weight) too wide by \(error)")
      if reference.tabular && reference.text.contains(where: \.isNumber) {
        #expect(abs(error) < 0.02, "figure \(reference.text) off by \(error)")
      }
    }
    #expect(errors.count == rasterisedWidths.count)
    #expect(errors.map(abs).reduce(0, +) / Double(errors.count) < 0.01)
  }
}
