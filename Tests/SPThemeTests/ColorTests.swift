import SPTheme
import Testing

@Suite("Colour: hex, opacity, compositing, WCAG contrast")
struct ColorTests {
  @Test(
    "hex parsing: #RGB, #RGBA, #RRGGBB, #RRGGBBAA",
    arguments: [
      ("#FFF", [255, 255, 255, 255]), ("#f80", [255, 136, 0, 255]), ("#F808", [255, 136, 0, 136]),
      ("#007AFF", [0, 122, 255, 255]), ("#7676801F", [118, 118, 128, 31]), ("#00000000", [0, 0, 0, 0]),
    ])
  func parse(text: String, bytes: [Int]) throws {
    let color = try #require(RGBAColor(hex: text))
    let actual = [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
    #expect(actual == bytes)
  }

  @Test(
    "hex parsing rejects anything else",
    arguments: [
      "", "#", "FFF", "#FF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "#GGG", "# FFF", "#12345g", "blue", "#-12",
    ])
  func reject(text: String) {
    #expect(RGBAColor(hex: text) == nil)
  }

  @Test(
    "hex printing: #RRGGBB when opaque, #RRGGBBAA otherwise, upper case",
    arguments: [
      ("#fff", "#FFFFFF"), ("#007aff", "#007AFF"), ("#7676801f", "#7676801F"), ("#0008", "#00000088"),
    ])
  func print(text: String, expected: String) throws {
    #expect(try #require(RGBAColor(hex: text)).hex == expected)
  }

  @Test("opacity multiplies alpha: textTertiary at 60 %")
  func opacity() throws {
    let color = try #require(RGBAColor(hex: "#62626780"))
    #expect(color.opacity(0.6).alpha == color.alpha * 0.6)
    #expect(color.opacity(0.6).red == color.red)
  }

  @Test("compositing is source-over onto an opaque background")
  func composite() throws {
    let black50 = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
    let result = black50.composited(over: RGBAColor(red: 1, green: 1, blue: 1))
    #expect(result == RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
  }

  @Test("WCAG luminance and contrast: black on white is 21:1, #767676 on white just passes AA")
  func contrast() throws {
    let white = RGBAColor(red: 1, green: 1, blue: 1)
    let black = RGBAColor(red: 0, green: 0, blue: 0)
    #expect(white.relativeLuminance == 1)
    #expect(black.relativeLuminance == 0)
    #expect(black.contrastRatio(against: white) == 21)
    #expect(white.contrastRatio(against: black) == 21)
    let gray = try #require(RGBAColor(hex: "#767676"))
    #expect(abs(gray.contrastRatio(against: white) - 4.54) < 0.01)
    let lighter = try #require(RGBAColor(hex: "#777777"))
    #expect(lighter.contrastRatio(against: white) < 4.5)
  }

  @Test("a translucent foreground is measured as it shows: composited over the background")
  func translucentForeground() {
    let white = RGBAColor(red: 1, green: 1, blue: 1)
    let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    #expect(clear.contrastRatio(against: white) == 1)
  }
}
