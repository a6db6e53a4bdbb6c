import Testing

@testable import SPTheme

/// #24 (c): a shipped theme's CSS export, evaluated as a browser would under each of the four
/// colour-scheme × contrast preferences, gives exactly one family member's values: the chosen
/// theme's own where it applies, its chosen appearance and contrast kept under every preference.
struct CSSCascadeTests {
  /// The custom properties `:root` ends with under a scheme and a contrast preference: the
  /// top-level `:root` block, then each `@media` block whose query matches, in order
  /// (Reduce Motion off; `[data-…]` selectors do not match the root).
  static func cascade(_ css: String, dark: Bool, more: Bool) -> [String: String] {
    var values: [String: String] = [:]
    var applies = true
    var inRoot = false
    for line in css.split(separator: "\n").map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("@media ") {
        let query = line.dropFirst("@media ".count).dropLast(2)
        applies = query.components(separatedBy: " and ").allSatisfy { feature in
          switch feature {
          case "(prefers-color-scheme: dark)": dark
          case "(prefers-contrast: more)": more
          default: false
          }
        }
      } else if line == "}" {
        applies = true
        inRoot = false
      } else if trimmed == ":root {" {
        inRoot = true
      } else if trimmed == "}" {
        inRoot = false
      } else if inRoot, applies, trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") {
        values[String(trimmed[..<colon])] = String(trimmed[trimmed.index(colon, offsetBy: 2)...].dropLast())
      } else if !trimmed.hasPrefix("--") && !trimmed.hasPrefix("/*") && trimmed.hasSuffix("{") {
        inRoot = false
      }
    }
    return values
  }

  static let combinations = [(false, false), (true, false), (false, true), (true, true)]

  @Test(
    "#24.c every shipped theme's CSS gives the right family member under all four scheme × contrast preferences",
    arguments: ["light", "dark", "light-high-contrast", "dark-high-contrast"])
  func fourCombinations(_ name: String) throws {
    let css = CSSExport.stylesheet(try ThemeVariants.shipped(named: name))
    for (dark, more) in Self.combinations {
      let chosenDark = name.hasPrefix("dark") || dark
      let chosenHigh = name.hasSuffix("high-contrast") || more
      let expected = (chosenDark ? "dark" : "light") + (chosenHigh ? "-high-contrast" : "")
      let values = Self.cascade(css, dark: dark, more: more)
      let member = CSSExport.properties(try Theme.shipped(named: expected))
      let wrong = member.filter { values[$0.0] != $0.1 }.map(\.0)
      #expect(
        wrong.isEmpty,
        "\(name) under scheme \(dark ? "dark" : "light"), contrast \(more ? "more" : "no-preference"): expected \(expected), these differ: \(wrong)"
      )
    }
  }

  @Test("#24.c the brand theme has no family: its CSS is its own under every preference")
  func brand() throws {
    let css = CSSExport.stylesheet(try ThemeVariants.shipped(named: "brand"))
    let member = CSSExport.properties(try Theme.shipped(named: "brand"))
    for (dark, more) in Self.combinations {
      let values = Self.cascade(css, dark: dark, more: more)
      #expect(member.allSatisfy { values[$0.0] == $0.1 })
    }
  }
}
