import SPTheme
import Testing

@testable import BlockSpec

/// The measurer's ASCII path against its general one: the same text with a text-presentation
/// selector (U+FE0E, which adds nothing) on its last character goes the general way.
@Suite("Fast path: text measurement")
struct MeasurerFastPathTests {
  @Test(
    "Printable ASCII measures as the general path does",
    arguments: ["$44,051.40", "Revenue", "Orders 1,172 +4.1%", "~!@#^&*()_+{}|:<>?`-=[]\\;',./", "0", " "])
  func ascii(text: String) throws {
    let theme = try Theme.shipped(named: "light")
    let measurer = InterTextMeasurer()
    for font in [
      theme.type.display(40, at: .large), theme.type.font(.subhead, weight: .bold, at: .xxxLarge),
      theme.type.font(.caption, at: .accessibility5),
    ] {
      for monospaced in [false, true] {
        var font = font
        font.monospacedDigits = monospaced
        #expect(measurer.width(of: text, font: font) == measurer.width(of: text + "\u{FE0E}", font: font))
      }
    }
  }
}
