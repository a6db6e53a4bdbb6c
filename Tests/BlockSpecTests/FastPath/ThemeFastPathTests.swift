import Foundation
import SPTheme
import Testing

@testable import SPTheme

/// The byte-level checks the theme loader takes for ASCII text, against what they stand for.
@Suite("Fast path: theme values")
struct ThemeFastPathTests {
  @Test(
    "Hex colours read every spelling to the same channels",
    arguments: [
      ("#0F8", 0x00, 0xFF, 0x88, 0xFF), ("#0f8c", 0x00, 0xFF, 0x88, 0xCC),
      ("#00FF88", 0x00, 0xFF, 0x88, 0xFF),
      ("#00ff88cc", 0x00, 0xFF, 0x88, 0xCC), ("#7676801F", 0x76, 0x76, 0x80, 0x1F),
    ])
  func hex(text: String, red: Int, green: Int, blue: Int, alpha: Int) throws {
    let color = try #require(RGBAColor(hex: text))
    #expect(color.red == Double(red) / 255)
    #expect(color.green == Double(green) / 255)
    #expect(color.blue == Double(blue) / 255)
    #expect(color.alpha == Double(alpha) / 255)
  }

  @Test(
    "Text that is not a hex colour is refused, never trapped on",
    arguments: [
      "", "#", "#12", "#12345", "#1234567", "00FF88", "#GG0000", "#00FF88 ", "#\u{FF11}\u{FF12}\u{FF13}",
      "#é12",
    ])
  func notHex(text: String) {
    #expect(RGBAColor(hex: text) == nil)
  }

  @Test(
    "Reference paths: a palette segment anywhere but last",
    arguments: [
      ("color.palette.blue", true), ("palette.x", true), ("a.b.palette.c.d", true), ("color.palette", false),
      ("color.accent", false), ("color.palettes.blue", false), ("color.xpalette.blue", false),
      ("palette", false),
      ("color.palette.é", true), ("é.palette.x", true), ("é.accent", false),
    ])
  func reference(path: String, expected: Bool) {
    #expect(ThemeSchema.isReference(path) == expected)
    #expect(path.split(separator: ".").dropLast().contains { $0 == "palette" } == expected)
  }

  @Test(
    "Alias targets: a whole value in braces, no braces inside",
    arguments: [
      ("{color.palette.blue}", "color.palette.blue"), ("{a}", "a"), ("{}", nil), ("{", nil), ("#FFFFFF", nil),
      ("{a{b}", nil), ("{a}b}", nil), (" {a}", nil), ("{é.x}", "é.x"), ("{a} ", nil),
    ] as [(String, String?)])
  func alias(text: String, expected: String?) {
    #expect(aliasTarget(.string(text)) == expected)
  }
}
