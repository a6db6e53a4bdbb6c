import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// `spec-compile tokens check` and `tokens export`, run in-process; each export is checked by a
/// real consumer: JSON by `tokens check` (and read back into the same theme), Swift by the
/// toolchain's `swiftc` (CSS by tinycss2 in `.ci/run`).
struct TokensCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let harbor = packageRoot.appendingPathComponent("docs/examples/tokens/harbor.resolver.json").path
  static let shippedResolver = packageRoot.appendingPathComponent("Themes/tokens/themes.resolver.json").path

  func run(_ arguments: [String]) -> (ExitCode, RecordingConsole) {
    let console = RecordingConsole()
    return (SpecCompile.run(arguments, console: console), console)
  }

  @Test("tokens check: 0 for valid documents, with a line each")
  func checkValid() {
    let (code, console) = run(["tokens", "check", Self.harbor, Self.shippedResolver])
    #expect(code == .success)
    #expect(
      console.outputText.contains(
        "harbor.resolver.json: valid resolver document; modifiers: appearance (dark, light); contrast (high, standard)"
      ))
  }

  @Test("tokens check: 65 with every problem, each with file, line, column, pointer, expected and found")
  func checkInvalid() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(
      """
      {
        "color": {
          "$type": "color",
          "a": { "$value": "{color.b}" },
          "b": { "$value": "{color.a}" },
          "c": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
          "e": { "$value": { "colorSpace": "srgb", "components": [1, 0], "alpha": 2 } }
        },
        "size": { "$type": "dimension", "d": { "$value": "{color.c}" } }
      }
      """, to: "bad.json")
    let (code, console) = run(["tokens", "check", path])
    #expect(code == .dataError)
    #expect(
      console.errorLines
        == [
          "spec-compile: bad.json:4:10: /color/a: reference cycle: expected references that end at a value, found color.a → color.b → color.a",
          "spec-compile: bad.json:7:60: /color/e/$value/components: invalid value: expected an array of 3 components for srgb, found an array of 2",
          // #24.a: every problem of a value, not only the first.
          "spec-compile: bad.json:7:77: /color/e/$value/alpha: invalid value: expected alpha in [0, 1], found 2",
          "spec-compile: bad.json:9:52: /size/d/$value: type mismatch: expected an alias to a dimension token (size.d is a dimension), found color.c, a color",
        ].map { $0.replacingOccurrences(of: "bad.json", with: path) })
  }

  static let deviations = packageRoot.appendingPathComponent("docs/examples/tokens/real/deviations.json").path

  @Test("#24.a tokens check: a real file's deviations are warnings on standard error, exit 0")
  func checkWarnings() {
    let (code, console) = run(["tokens", "check", Self.deviations])
    #expect(code == .success)
    #expect(console.outputText.hasSuffix("deviations.json: valid token document, 15 tokens, 19 warnings\n"))
    #expect(console.errorLines.count == 19)
    #expect(console.errorLines.allSatisfy { $0.contains(": warning: ") && $0.contains(" [") })
    #expect(
      console.errorLines.first?.contains("/color/white/$value/hex: warning: invalid value [short-hex]")
        == true)
  }

  @Test("#24.a tokens check --strict refuses every deviation (65); --refuse picks codes; a bad code is 64")
  func checkStrict() {
    let (strictCode, strict) = run(["tokens", "check", "--strict", Self.deviations])
    #expect(strictCode == .dataError)
    #expect(strict.errorLines.count == 19)
    #expect(strict.errorLines.allSatisfy { !$0.contains(": warning: ") })
    let (refusedCode, refused) = run(["tokens", "check", "--refuse", "dp-unit", Self.deviations])
    #expect(refusedCode == .dataError)
    #expect(refused.errorLines.filter { !$0.contains(": warning: ") }.count == 1)
    #expect(refused.errorLines.contains { $0.contains("/size/touch/$value/unit: invalid value [dp-unit]") })
    let (badCode, bad) = run(["tokens", "check", "--refuse", "dp-units", Self.deviations])
    #expect(badCode == .usage)
    #expect(
      bad.errorLines.contains { $0.contains("--refuse takes deviation codes") && $0.contains("dp-unit") })
  }

  @Test("tokens check: 66 for a file that cannot be read, 64 without files")
  func checkUsage() {
    #expect(run(["tokens", "check", "/no/such/file.json"]).0 == .noInput)
    #expect(run(["tokens", "check"]).0 == .usage)
    #expect(run(["tokens", "frobnicate"]).0 == .usage)
  }

  @Test("export json: passes tokens check and reads back into the same theme", arguments: Theme.shippedNames)
  func jsonRoundTrip(_ name: String) throws {
    let (code, console) = run(["tokens", "export", "--theme", name, "--format", "json"])
    #expect(code == .success)
    let tree = try TokenTree.read(data: console.output, file: "\(name).json")
    #expect(try Theme(tokens: tree, name: name) == (try Theme.shipped(named: name)))
  }

  @Test("export json of a resolver: the whole resolved tree, every alias resolved")
  func jsonResolver() throws {
    let (code, console) = run([
      "tokens", "export", "--theme", Self.harbor, "--input", "appearance=dark", "--format", "json",
    ])
    #expect(code == .success)
    #expect(!console.outputText.contains("\"{"))
    let tree = try TokenTree.read(data: console.output, file: "harbor.json")
    #expect(tree["semantic.ink"] != nil)
    #expect(
      try Theme(tokens: tree, name: "harbor-dark")
        == (try Theme.resolve(contentsOf: URL(fileURLWithPath: Self.harbor), input: ["appearance": "dark"])))
  }

  @Test("export css: custom properties with dark, more-contrast and reduced-motion blocks")
  func css() {
    let (code, console) = run(["tokens", "export", "--theme", "light", "--format", "css"])
    #expect(code == .success)
    let css = console.outputText
    #expect(css.contains(":root {\n  --sp-color-bg: #F2F2F7;"))
    #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root {\n    --sp-color-bg: #000000;"))
    #expect(css.contains("@media (prefers-contrast: more) {"))
    #expect(css.contains("@media (prefers-reduced-motion: reduce) {"))
    #expect(css.contains("--sp-motion-snappy-easing: linear(0, "))
    #expect(css.contains("[data-dynamic-type=\"accessibility5\"] {"))
  }

  @Test("export swift: the file compiles with the toolchain's swiftc", arguments: ["dark", Self.harbor])
  func swiftCompiles(_ theme: String) throws {
    let (code, console) = run(["tokens", "export", "--theme", theme, "--format", "swift"])
    #expect(code == .success)
    try SwiftTypeCheck.expectCompiles(console.outputText, name: "DesignTokens.swift")
  }

  @Test("#23.5 tokens check caps a file's warnings as it caps its errors: 100, then a line counting the rest")
  func warningsCapped() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let colors = (0..<150).map {
      ##""c\##($0)": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000"}}"##
    }
    let path = try directory.write(
      #"{"color": {"$type": "color", "# + colors.joined(separator: ", ") + "}}", to: "short.json")
    let (code, console) = run(["tokens", "check", path])
    #expect(code == .success)
    #expect(console.errorLines.count == 101)
    #expect(console.errorLines.last?.contains("and 50 more problems") == true)
    let (_, all) = run(["tokens", "check", "--all-problems", path])
    #expect(all.errorLines.count == 150)
  }
}
