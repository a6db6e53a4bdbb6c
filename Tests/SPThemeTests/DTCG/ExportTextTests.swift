import Testing

@testable import SPTheme

/// Text from an input is escaped for the place it lands in an export (#23.1): a Swift literal
/// with Swift's escapes (`\u{8}`; JSON's `\u0008` and `\b` do not compile), a comment that stays
/// one line and cannot be closed early, a CSS string that a newline cannot end.
struct ExportTextTests {
  @Test("#23.1 a family name becomes a Swift literal that compiles, whatever it holds")
  func swiftLiteral() {
    #expect(ExportText.swiftLiteral("SF Pro") == #""SF Pro""#)
    #expect(
      ExportText.swiftLiteral("A \"B\"\\\n\r\t\u{08}\u{0C}\u{00}\u{7F}é\u{202F}\u{202E}")
        == #""A \"B\"\\\n\r\t\u{8}\u{c}\u{0}\u{7f}é\u{202f}\u{202e}""#)
  }

  @Test("#23.1 a Swift comment stays one line: newlines, returns and separators are escapes")
  func swiftComment() {
    let comment = ExportText.swiftComment("x\nlet pwned = 1\r\u{2028}\u{202E}")
    #expect(comment == #"x\nlet pwned = 1\r\u2028\u202E"#)
    #expect(!comment.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test("#23.1 a CSS comment cannot be closed, nor close an HTML style element")
  func cssComment() {
    #expect(ExportText.cssComment("x*/ html { display: none } /*") == #"x*\/ html { display: none } /*"#)
    #expect(ExportText.cssComment("a\n</style>") == #"a\n\3C/style>"#)
  }

  @Test("#23.1 a CSS string holds a newline, quotes and angle brackets as escapes")
  func cssString() {
    #expect(ExportText.cssString("SF Pro") == #""SF Pro""#)
    #expect(
      ExportText.cssString("A\"; } html { x: \"\n\\</style>\u{0}")
        == #""A\"; } html { x: \"\A \\\3C /style\3E \FFFD ""#)
  }
}
