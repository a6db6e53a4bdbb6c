import Foundation
import SPTheme
import Testing

/// Alias chains are resolved recursively, one stack frame or more per link, so their length is
/// bounded like the nesting of the JSON: a 450 KB file of 10,000 aliases in a row, within the
/// size limit, must be an error and not a stack overflow (`docs/errors.md`, E-T-23).
@Suite("Theme alias chains")
struct ThemeAliasChainTests {
  /// `color.accent` → `color.palette.c0` → … → `color.palette.c<links−1>` → `#123456`.
  static func chain(links: Int) -> Data {
    let tokens = (0..<links).map { #""c\#($0)": {"$value": "{color.palette.c\#($0 + 1)}"}"# }
    let text =
      ##"{"$extends": "light", "color": {"palette": {"##
      + tokens.joined(separator: ",\n")
      + ##", "c\##(links)": {"$value": "#123456"}}, "accent": {"$value": "{color.palette.c0}"}}}"##
    return Data(text.utf8)
  }

  @Test("a chain of aliases up to the limit resolves to its end's value")
  func withinTheLimit() throws {
    // accent plus 62 palette links: 63 aliases in a row.
    let theme = try Theme.load(data: Self.chain(links: 62), fileName: "chain.json")
    #expect(theme.color(.accent).hex == "#123456")
  }

  @Test(
    "E-T-23 10,000 aliases in a row are refused once, with their place, not followed until the stack runs out"
  )
  func tenThousandLinks() throws {
    do {
      _ = try Theme.load(data: Self.chain(links: 10_000), fileName: "chain.json")
      Issue.record("a chain of 10,000 aliases loaded")
    } catch {
      #expect(error.kind == .outOfRange)
      #expect(error.path == "color.accent")
      #expect(error.expected == "a chain of at most \(Theme.maximumNesting) aliases")
      #expect(error.problems.count == 1)
      #expect(
        error.message
          == "chain.json: color.accent: value out of range: expected a chain of at most 64 aliases, found color.accent → color.palette.c0 → … → color.palette.c63 → …"
      )
    }
  }
}
