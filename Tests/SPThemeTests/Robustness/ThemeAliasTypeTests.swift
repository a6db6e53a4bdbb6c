import Foundation
import SPTheme
import Testing

/// An alias to a token of another `$type` is reported as such, naming both tokens, rather than
/// as a problem with a member of the target's value the user never wrote (issue 13, item 6).
@Suite("Aliases to a token of another type")
struct ThemeAliasTypeTests {
  @Test("#13.6 a colour aliasing a dimension says so and names both tokens")
  func colourToDimension() throws {
    let error = try #require(
      loadError(#"{"$extends": "light", "color": {"accent": {"$value": "{radius.lg}"}}}"#))
    #expect(error.problems.count == 1)
    #expect(
      error.message
        == #"t.json: color.accent: wrong type: expected an alias to a color token, found "{radius.lg}", which points at radius.lg, a dimension token"#
    )
    #expect(!error.message.contains("colorSpace"))
  }

  @Test("#13.6 a palette entry aliasing a token of another type is named at the entry, once")
  func paletteToOtherType() throws {
    let json =
      #"{"$extends": "light", "space": {"palette": {"gap": {"$type": "dimension", "$value": "{motion.smooth}"}}, "md": {"$value": "{space.palette.gap}"}}}"#
    let error = try #require(loadError(json))
    #expect(
      error.problems.map(\.message) == [
        #"t.json: space.palette.gap: wrong type: expected an alias to a dimension token, found "{motion.smooth}", which points at motion.smooth, a transition token"#
      ])
  }

  @Test("#13.6 an alias to a token of the same type, or from a token with no type, still resolves")
  func sameTypeResolves() throws {
    let theme = try Theme.load(
      data: Data(
        #"{"$extends": "light", "color": {"accent": {"$value": "{color.danger}"}}, "radius": {"palette": {"r": {"$value": "{radius.lg}"}}}}"#
          .utf8), fileName: "t.json")
    #expect(theme.color(.accent) == theme.color(.danger))
  }
}
