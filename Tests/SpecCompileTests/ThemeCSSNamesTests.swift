import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// #24 (e): a theme's CSS export names its properties as the web renderer reads them
/// (`CSSPropertyName`: `--sp-` and the token's path in kebab case), and declares one for every
/// token a compiled tree can paint with, so linking the export re-skins a `--format html` page.
/// Scripts/check-reskin.py proves the re-skinning itself in Chromium.
struct ThemeCSSNamesTests {
  static func run(_ arguments: [String]) -> (ExitCode, Data) {
    let console = RecordingConsole()
    let code = SpecCompile.run(arguments, console: console)
    return (code, console.output)
  }

  /// The custom properties a stylesheet's top-level `:root` declares.
  static func rootProperties(_ css: String) -> Set<String> {
    guard let start = css.range(of: ":root {\n"),
      let end = css.range(of: "\n}\n", range: start.upperBound..<css.endIndex)
    else { return [] }
    return Set(
      css[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
        line.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) }
      })
  }

  /// The tokens a tree paints with: each colour's (`{token, value}`) and each elevation's, hex
  /// tints (a `token` that is its own value) left out, as the renderer leaves them out.
  static func paintedTokens(_ value: Any) -> Set<String> {
    if let list = value as? [Any] { return list.reduce(into: []) { $0.formUnion(paintedTokens($1)) } }
    guard let object = value as? [String: Any] else { return [] }
    if let token = object["token"] as? String, object["value"] is String || object["color"] is String {
      return token.hasPrefix("#") ? [] : [token]
    }
    return object.values.reduce(into: []) { $0.formUnion(paintedTokens($1)) }
  }

  @Test(
    "#24.e a token's property is --sp- and its path in kebab case, the rule of the renderer's tokenProperty",
    arguments: [
      ("color.accent", "--sp-color-accent"), ("color.textTertiary", "--sp-color-text-tertiary"),
      ("color.system.indigo", "--sp-color-system-indigo"), ("material.thin", "--sp-material-thin"),
      ("tile.cornerRadius", "--sp-tile-corner-radius"),
      ("type.largeTitle.fontSize", "--sp-type-large-title-font-size"),
      ("size.XLarge", "--sp-size-xlarge"), ("elevation.e1", "--sp-elevation-e1"),
      ("space.step2X", "--sp-space-step2-x"),
    ])
  func naming(_ token: String, _ property: String) {
    // The same table as Renderers/web/test/renderer.test.mjs's, so the two rules agree.
    #expect(CSSPropertyName.of(token: token) == property)
  }

  @Test(
    "#24.e every property of a theme's export is in the sp- namespace, and every colour token of the theme has one"
  )
  func namespaceAndColours() throws {
    let (code, output) = Self.run(["tokens", "export", "--theme", "light", "--format", "css"])
    #expect(code == .success)
    let css = String(decoding: output, as: UTF8.self)
    let declared = css.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.hasPrefix("--")
    }
    #expect(!declared.isEmpty)
    #expect(declared.allSatisfy { $0.hasPrefix("--sp-") }, "\(declared.filter { !$0.hasPrefix("--sp-") })")
    let root = Self.rootProperties(css)
    let tokens =
      ColorRole.allCases.map { "color." + $0.rawValue } + SystemColor.allCases.map(\.token)
      + MaterialStyle.allCases.map(\.token) + ElevationLevel.allCases.map { "elevation." + $0.rawValue }
      + TileTokens.tokens
    let missing = tokens.filter { !root.contains(CSSPropertyName.of(token: $0)) }
    #expect(missing.isEmpty, "no property for \(missing)")
  }

  @Test(
    "#24.e every token a compiled tree paints with has a property, under the renderer's name, in its theme's CSS export",
    arguments: [
      ["--block", "statsOverview"], ["--block", "statsOverview", "--phase", "error"],
      ["--block", "statsOverview", "--phase", "loading"], ["--block", "statsOverview", "--scrub", "3"],
      ["--block", "sparklineStatTile"], ["--block", "sparklineStatTile", "--tick", "3"],
      ["--block", "dashboard"], ["--block", "dashboard", "--pull", "80"],
      ["--block", "dashboard", "--open-row", "order-1041"],
      ["--block", "dashboard", "--refresh", "refreshing"],
      ["--block", "dashboard", "--scroll-offset", "200", "--in-navigation-stack"],
    ] as [[String]],
    ["light", "dark-high-contrast", "brand"])
  func treeTokens(_ state: [String], _ theme: String) throws {
    let (compiled, tree) = Self.run(["--sample"] + state + ["--theme", theme])
    #expect(compiled == .success)
    let painted = Self.paintedTokens(try JSONSerialization.jsonObject(with: tree))
    #expect(!painted.isEmpty)
    let (exported, css) = Self.run(["tokens", "export", "--theme", theme, "--format", "css"])
    #expect(exported == .success)
    let root = Self.rootProperties(String(decoding: css, as: UTF8.self))
    let missing = painted.filter { !root.contains(CSSPropertyName.of(token: $0)) }.sorted()
    #expect(missing.isEmpty, "\(state) in \(theme): no property for \(missing)")
  }
}
