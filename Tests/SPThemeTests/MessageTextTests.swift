import Foundation
import JSONDocuments
import Testing

/// `MessageText`: how every message in the package shows a name or a value it did not write.
@Suite("Message text")
struct MessageTextTests {
  @Test(
    "#13.4 what cannot be seen is written as a JSON escape; what can is left alone",
    arguments: [
      ("plain name.json", "plain name.json"),
      ("a\nb\r\tc", #"a\nb\r\tc"#),
      ("\u{1B}[31mred\u{7F}\u{9B}", #"\u001B[31mred\u007F\u009B"#),
      ("x\u{2028}y\u{2029}z\u{85}", #"x\u2028y\u2029z\u0085"#),
      ("\u{202E}fdp.exe\u{2066}\u{200F}", #"\u202Efdp.exe\u2066\u200F"#),
      ("zero\u{200B}width\u{FEFF}\u{AD}", #"zero\u200Bwidth\uFEFF\u00AD"#),
      ("nbsp\u{A0}ideographic\u{3000}", #"nbsp\u00A0ideographic\u3000"#),
      ("tag\u{E0041}", #"tag\uDB40\uDC41"#),
      // Once anything is escaped the backslash is too, so the text reads back as JSON.
      ("back\\slash\n", #"back\\slash\n"#),
      ("back\\slash", "back\\slash"),
      // Joiners, selectors and tags that are part of what is shown stay.
      (
        "👨\u{200D}👩\u{200D}👧 ❤\u{FE0F} 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        "👨\u{200D}👩\u{200D}👧 ❤\u{FE0F} 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
      ),
      ("می\u{200C}خواهم", "می\u{200C}خواهم"),
      ("\u{200D}alone \u{FE0F}", #"\u200Dalone \uFE0F"#),
      ("Re\u{301}ve\u{301}nue العربية 日本", "Re\u{301}ve\u{301}nue العربية 日本"),
    ])
  func oneLine(text: String, shown: String) {
    #expect(MessageText.oneLine(text) == shown)
    #expect(!MessageText.oneLine(text).contains { $0.isNewline })
  }

  @Test("#13.4 a found string is quoted as JSON writes it, with what cannot be seen escaped")
  func quoted() {
    #expect(MessageText.quoted("say \"hi\"\\") == #""say \"hi\"\\""#)
    #expect(MessageText.quoted("x\u{2028}y") == #""x\u2028y""#)
  }

  @Test("#13.7 a long value is cut to 64 characters with its size")
  func cut() {
    let long = String(repeating: "é", count: 70)
    #expect(MessageText.quoted(long) == "\"" + String(repeating: "é", count: 64) + "…\" (70 characters)")
    #expect(MessageText.shortened(long) == String(repeating: "é", count: 64) + "… (70 characters)")
    #expect(
      MessageText.shortened(long, quote: "'") == "'" + String(repeating: "é", count: 64)
        + "…' (70 characters)")
    // 64 characters is shown whole, however many bytes they take.
    #expect(
      MessageText.quoted(String(repeating: "é", count: 64)) == "\"" + String(repeating: "é", count: 64) + "\""
    )
  }

  @Test("#13.4 a theme's messages escape names and found strings the same way")
  func themeMessages() throws {
    let error = try #require(
      loadError(#"{"$extends": "light", "color": {"accent": {"$value": "bl\"ue\u202e"}}}"#, file: "a\nb.json")
    )
    #expect(
      error.message
        == #"a\nb.json: color.accent: bad colour: expected #RGB, #RRGGBB, #RRGGBBAA or an sRGB colour object, found "bl\"ue\u202E""#
    )
  }
}
