import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// #24: `tokens export R.resolver.json --format css` for a resolver without the block roles
/// writes every context, and `--media` maps preferences for other modifier names.
struct TokensExportContextsTests {
  static func path(_ relative: String) -> String { TokensExportAnySourceTests.path(relative) }
  static let simple = path("docs/examples/tokens/contexts/appearance-contrast.resolver.json")
  static let named = path("docs/examples/tokens/contexts/named.resolver.json")

  func run(_ arguments: [String]) -> (ExitCode, RecordingConsole) {
    let console = RecordingConsole()
    return (SpecCompile.run(arguments, console: console), console)
  }

  @Test(
    "#24.13 export css of a raw resolver: every context as data- blocks, preferences as media blocks, every var() declared",
    arguments: ["appearance-contrast", "aliases", "interaction", "named"])
  func everyContext(_ name: String) throws {
    let (code, console) = run([
      "tokens", "export", Self.path("docs/examples/tokens/contexts/\(name).resolver.json"), "--format", "css",
    ])
    #expect(code == .success, "\(console.errorLines)")
    #expect(console.errorLines.isEmpty)
    let resolver = try TokenResolver.read(
      contentsOf: URL(fileURLWithPath: Self.path("docs/examples/tokens/contexts/\(name).resolver.json")))
    for modifier in resolver.modifiers {
      for context in modifier.contexts {
        #expect(console.outputText.contains("[data-\(TokenCSSExport.kebab(modifier.name))=\"\(context)\"]"))
      }
    }
    let (declared, used) = TokensExportAnySourceTests.declaredAndUsed(console.outputText)
    #expect(used.isSubset(of: declared), "\(used.subtracting(declared))")
  }

  @Test("#24.13 a modifier the input chooses follows no preference; one it leaves at the default does")
  func inputStaysChosen() {
    let (_, free) = run(["tokens", "export", Self.simple, "--format", "css"])
    #expect(free.outputText.contains("@media (prefers-color-scheme: dark) {\n  :root {"))
    let (code, chosen) = run([
      "tokens", "export", Self.simple, "--input", "appearance=dark", "--format", "css",
    ])
    #expect(code == .success)
    #expect(!chosen.outputText.contains("prefers-color-scheme"))
    #expect(chosen.outputText.contains("@media (prefers-contrast: more) {"))
    #expect(chosen.outputText.contains(":root {\n  --border-width: 1px;\n  --color-accent: #37a8ff;"))
  }

  @Test("#24.13 --media maps other names to preferences")
  func mediaFlag() {
    let (code, console) = run([
      "tokens", "export", Self.named, "--format", "css", "--media",
      "brightness.night=(prefers-color-scheme: dark);motion.reduced=(prefers-reduced-motion: reduce)",
    ])
    #expect(code == .success, "\(console.errorLines)")
    #expect(
      console.outputText.contains(
        "@media (prefers-color-scheme: dark) {\n  :root {\n    --color-canvas: #0a0a0a;"))
    #expect(
      console.outputText.contains(
        "@media (prefers-reduced-motion: reduce) {\n  :root {\n    --motion-short: 0ms;"))
    let (_, unmapped) = run(["tokens", "export", Self.named, "--format", "css"])
    #expect(!unmapped.outputText.contains("@media (prefers"))
  }

  @Test(
    "#24.13 a bad --media is a usage error (64) saying what was expected",
    arguments: [
      (["--media", "brightness.night=prefers-color-scheme: dark"], "expected a media condition"),
      (["--media", "brightness=(prefers-color-scheme: dark)"], "expected modifier.context=query or none"),
      (["--media", "a.b=(x: y)) { } :root { --pwn: 1 } @media (z"], "expected a media condition"),
      (["--media", "brightnes.night=(prefers-color-scheme: dark)"], "expected a modifier of"),
      (["--media", "brightness.nite=(prefers-color-scheme: dark)"], "expected a context of brightness"),
      (
        ["--media", "brightness.night=(prefers-color-scheme: dark)", "--format", "json"],
        "--media is for --format css"
      ),
    ])
  func badMedia(_ extra: [String], _ message: String) {
    var arguments = ["tokens", "export", Self.named] + extra
    if !extra.contains("--format") { arguments += ["--format", "css"] }
    let (code, console) = run(arguments)
    #expect(code == .usage)
    #expect(console.errorLines.joined(separator: "\n").contains(message), "\(console.errorLines)")
    #expect(console.outputText.isEmpty)
  }

  @Test("#24.13 --media for a theme or a token document is a usage error: they have no contexts to map")
  func mediaNeedsRawResolver() {
    for source in ["light", Self.path("docs/examples/tokens/primitives.json")] {
      let (code, console) = run(["tokens", "export", source, "--format", "css", "--media", "none"])
      #expect(code == .usage)
      #expect(console.errorLines.joined().contains("--media is for a resolver without the block roles"))
    }
  }

  @Test("#24.13 more than 64 combinations of contexts: single-context blocks and a warning on standard error")
  func combinationBound() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "contexts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var modifiers: [String: Any] = [:]
    var order: [[String: String]] = [["$ref": "#/sets/base"]]
    for index in 0..<7 {
      modifiers["m\(index)"] = [
        "contexts": ["a": [], "b": [["n\(index)": ["$type": "number", "$value": index]]]], "default": "a",
      ]
      order.append(["$ref": "#/modifiers/m\(index)"])
    }
    let document: [String: Any] = [
      "version": "2025.10", "sets": ["base": ["sources": [["n0": ["$type": "number", "$value": -1]]]]],
      "modifiers": modifiers, "resolutionOrder": order,
    ]
    let file = folder.appendingPathComponent("many.resolver.json")
    try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: file)
    let (code, console) = run(["tokens", "export", file.path, "--format", "css"])
    #expect(code == .success)
    #expect(console.errorLines.count == 1)
    #expect(console.errorLines.first?.contains("more than 64 combinations") == true)
    #expect(console.outputText.contains("[data-m6=\"b\"] {"))
    #expect(!console.outputText.contains("\"][data-"))
  }

  @Test("#24.13 tokens export --help documents --media and its default mapping")
  func help() {
    let (_, console) = run(["tokens", "export", "--help"])
    #expect(console.outputText.contains("--media <modifier.context=query;...>"))
    #expect(console.outputText.contains("prefers-color-scheme"))
  }
}
