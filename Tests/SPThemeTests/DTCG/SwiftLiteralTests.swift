import Testing

@testable import SPTheme

/// The Swift export writes a font family as a Swift string literal, which escapes differently
/// from JSON: `\u{8}` (JSON's `\u0008` and `\b` do not compile).
struct SwiftLiteralTests {
  @Test("a family name becomes a Swift literal that compiles, whatever it holds")
  func literal() {
    #expect(SwiftExport.literal("SF Pro") == #""SF Pro""#)
    #expect(
      SwiftExport.literal("A \"B\"\\\n\r\t\u{08}\u{0C}\u{00}\u{7F}é\u{202F}")
        == #""A \"B\"\\\n\r\t\u{8}\u{c}\u{0}\u{7f}é"# + "\u{202F}\"")
  }
}
