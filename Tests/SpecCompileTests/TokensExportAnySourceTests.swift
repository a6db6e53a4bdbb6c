import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// #24 (b): `tokens export SOURCE` for any token document or resolver, every token, no role map.
struct TokensExportAnySourceTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

  func run(_ arguments: [String]) -> (ExitCode, RecordingConsole) {
    let console = RecordingConsole()
    return (SpecCompile.run(arguments, console: console), console)
  }

  /// The custom properties a stylesheet declares, and those its `var()`s name.
  static func declaredAndUsed(_ css: String) -> (declared: Set<String>, used: Set<String>) {
    var declared: Set<String> = []
    var used: Set<String> = []
    for line in css.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") {
        declared.insert(String(trimmed[..<colon]))
      }
      var rest = Substring(trimmed)
      while let start = rest.range(of: "var(") {
        let tail = rest[start.upperBound...]
        guard let end = tail.firstIndex(of: ")") else { break }
        used.insert(String(tail[..<end]))
        rest = tail[end...]
      }
    }
    return (declared, used)
  }

  @Test(
    "#24.b export css of a token set without roles: a property for every typed token, every var() declared",
    arguments: [
      "docs/examples/tokens/primitives.json", "docs/examples/tokens/real/deviations.json",
      "docs/examples/tokens/hostile/names.json",
    ])
  func cssEveryToken(_ source: String) throws {
    let (code, console) = run(["tokens", "export", Self.path(source), "--format", "css"])
    #expect(code == .success, "\(console.errorLines)")
    let tree = try TokenTree.read(contentsOf: URL(fileURLWithPath: Self.path(source)))
    let (declared, used) = Self.declaredAndUsed(console.outputText)
    for token in tree.tokens {
      #expect(
        declared.contains("--" + token.path.map(TokenCSSExport.kebab).joined(separator: "-"))
          || token.type == .typography, "\(token.name)")
    }
    #expect(used.isSubset(of: declared), "\(used.subtracting(declared))")
    #expect(!console.outputText.contains("undefined") && !console.outputText.contains("NaN"))
  }

  @Test("#24.b export css: --prefix, aliases as var(), out-of-sRGB colours in a color-gamut: p3 block")
  func cssShape() {
    let (code, console) = run([
      "tokens", "export", Self.path("docs/examples/tokens/primitives.json"), "--format", "css", "--prefix",
      "sp",
    ])
    #expect(code == .success)
    let css = console.outputText
    #expect(css.contains("  --sp-harbor-ink-900: #0b1622;\n"))
    #expect(
      css.contains(
        "@media (color-gamut: p3) {\n  :root {\n    --sp-harbor-sea-400: color(display-p3 0.3 0.6 1);"))
  }

  @Test("#24.b export json of a token set: passes tokens check and reads back into the same tokens")
  func jsonRoundTrip() throws {
    let source = Self.path("docs/examples/tokens/primitives.json")
    let (code, console) = run(["tokens", "export", source, "--format", "json"])
    #expect(code == .success)
    let back = try TokenTree.read(data: Data(console.outputText.utf8), file: "export.json")
    let original = try TokenTree.read(contentsOf: URL(fileURLWithPath: source))
    #expect(back.tokens.map(\.name) == original.tokens.map(\.name))
    #expect(back.tokens.map(\.value) == original.tokens.map(\.value))
  }

  @Test("#24.b SOURCE and --theme are the same source; both at once is a usage error")
  func sourceAlias() {
    let positional = run(["tokens", "export", "dark", "--format", "css"])
    let option = run(["tokens", "export", "--theme", "dark", "--format", "css"])
    #expect(positional.0 == .success)
    #expect(positional.1.outputText == option.1.outputText)
    #expect(run(["tokens", "export", "dark", "--theme", "light", "--format", "css"]).0 == .usage)
    #expect(run(["tokens", "export", "--format", "css"]).0 == .usage)
  }

  @Test("#24.c two tokens whose names collide after kebab-casing are an error naming both")
  func collision() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try directory.write(
      """
      { "size": { "$type": "number", "bigGap": { "$value": 2 }, "big-gap": { "$value": 3 } } }
      """, to: "collide.json")
    let (code, console) = run(["tokens", "export", file, "--format", "css"])
    #expect(code == .dataError)
    #expect(console.errorLines.count == 1)
    #expect(console.errorLines.first?.contains("--size-big-gap") == true)
    #expect(console.errorLines.first?.contains("size.bigGap") == true)
    #expect(console.errorLines.first?.contains("size.big-gap") == true)
  }

  @Test("#24.b tokens export --help lists export's own options and exit codes")
  func help() {
    let (code, console) = run(["tokens", "export", "--help"])
    #expect(code == .success)
    for text in ["<source>", "--format <format>", "--prefix <name>", "--input", "EXIT CODES:", "65 "] {
      #expect(console.outputText.contains(text), "\(text)")
    }
    #expect(!console.outputText.contains("--strict"))
    #expect(run(["tokens", "check", "--help"]).1.outputText.contains("--refuse <code,...>"))
  }
}

/// #24 (d): the JSON export of a shipped theme and of the Harbor example is every token, passes
/// `tokens check`, and loads back with `--theme` and `check-theme` into an equal theme.
struct TokensJSONRoundTripTests {
  func run(_ arguments: [String]) -> (ExitCode, RecordingConsole) {
    let console = RecordingConsole()
    return (SpecCompile.run(arguments, console: console), console)
  }

  static let sources: [(String, [String], String)] =
    Theme.shippedNames.map { ($0, [], $0) } + [
      ("harbor", ["--input", "appearance=light"], "docs/examples/tokens/harbor.resolver.json"),
      (
        "harbor-dark-high", ["--input", "appearance=dark,contrast=high"],
        "docs/examples/tokens/harbor.resolver.json"
      ),
    ]

  @Test(
    "#24.d the JSON export of every shipped theme and of Harbor loads back via --theme and check-theme into an equal theme",
    arguments: sources.indices)
  func roundTrip(_ index: Int) throws {
    let (name, input, source) = Self.sources[index]
    let sourcePath =
      source.contains("/") ? TokensExportAnySourceTests.path(source) : source
    let (code, console) = run(["tokens", "export", sourcePath, "--format", "json"] + input)
    #expect(code == .success, "\(console.errorLines)")
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try directory.write(console.outputText, to: "\(name).json")
    let check = run(["tokens", "check", "--strict", file])
    #expect(check.0 == .success, "\(check.1.errorLines)")
    #expect(run(["check-theme", file]).0 == .success)
    var loaded = try ThemeSource.load(.file(file), subject: "--theme")
    let expected =
      source.contains("/")
      ? try ThemeSource.load(
        .resolved(sourcePath, input: try TokenResolver.input(parsing: input[1]).get()), subject: "--theme")
      : try Theme.shipped(named: name)
    loaded.name = expected.name
    #expect(loaded == expected)
    if !source.contains("/") {
      let tree = try TokenTree.read(data: console.output, file: "\(name).json")
      let shipped = try #require(try Theme.shippedTokens(named: name))
      #expect(
        tree.tokens.map(\.name) == shipped.tokens.map(\.name), "every token, system colours and materials too"
      )
      for token in ["color.system.blue", "material.thin", "tile.gutter"] {
        #expect(tree[token] != nil, "\(token)")
      }
    }
  }

  @Test("#24 a token set that does not read gives the token reader's problems, not the block roles' it lacks")
  func brokenTokenSet() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(
      #"{"color": {"$type": "color", "a{b": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#,
      to: "tokens.json")
    let (code, console) = run(["tokens", "export", path, "--format", "css"])
    #expect(code == .dataError)
    #expect(console.errorLines.count == 1)
    #expect(
      console.errorLines.first?.contains("invalid name: expected a name without '{', '}' or '.'") == true)
    #expect(!console.errorLines.contains { $0.contains("missing token") })
  }

  @Test("#23.6 tokens export never waits on a named pipe given as its source")
  func namedPipe() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.file("tokens.json")
    #expect(mkfifo(fifo, 0o600) == 0)
    let (code, _) = run(["tokens", "export", fifo, "--format", "css"])
    #expect(code != .success)
  }
}
