import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// #24 (A): `tokens export SOURCE --format swift` for a token set without the block roles: one
/// file of plain values named from the paths, that `swiftc` type-checks, whatever the names.
struct TokensSwiftExportTests {
  static func path(_ relative: String) -> String { TokensExportAnySourceTests.path(relative) }

  func run(_ arguments: [String]) -> (ExitCode, RecordingConsole) {
    let console = RecordingConsole()
    return (SpecCompile.run(arguments, console: console), console)
  }

  /// A resolver without the block roles over primitives.json: a raw set whose contexts change a
  /// colour, so the chosen input shows in the export.
  static func rawResolver(in directory: TemporaryDirectory) throws -> String {
    let primitives = try String(contentsOfFile: path("docs/examples/tokens/primitives.json"), encoding: .utf8)
    _ = try directory.write(primitives, to: "primitives.json")
    return try directory.write(
      """
      {
        "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "primitives.json" }] } },
        "modifiers": {
          "appearance": {
            "default": "light",
            "contexts": {
              "light": [{ "brand": { "$type": "color", "ground": { "$value": "{harbor.ink.0}" } } }],
              "dark": [{ "brand": { "$type": "color", "ground": { "$value": "{harbor.ink.900}" } } }]
            }
          }
        },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" }]
      }
      """, to: "raw.resolver.json")
  }

  /// Code that uses the hostile fixture's members with the types the export promises: it
  /// type-checks only if every name and value type is as documented.
  static let hostileUse = """

    func useTheHostileNames() {
      let _: Double = DesignTokens.`default` + DesignTokens.self_ + DesignTokens.type + DesignTokens.init_
      let _: Double = DesignTokens._2xl + DesignTokens._100 + DesignTokens._2a_2f + DesignTokens.lineBreak
      let _: Double = DesignTokens.größe
      let _: DesignTokenValues.RGBA = DesignTokens.色
      let _: DesignTokenValues.RGBA = DesignTokens.Protocol_.`any`
      let _: DesignTokenValues.RGBA = DesignTokens.Protocol_.root
      let _: DesignTokenValues.Typography = DesignTokens.Type_.self_
      let _: [DesignTokenValues.Shadow] = DesignTokens.Shadow.shadow
      let _: [String] = DesignTokens.Double.string
      let _: Double = DesignTokens.Double.bool + DesignTokens.Double.swift
      let _: DesignTokenValues.CubicBezier = DesignTokens.Double.sendable
      let _: DesignTokenValues.Border = DesignTokens.Swift.border
      let _: DesignTokenValues.Transition = DesignTokens.Swift.transition
      let _: [DesignTokenValues.GradientStop] = DesignTokens.Swift.gradient
      let _: DesignTokenValues.StrokeStyle = DesignTokens.Swift.stroke
      let _: DesignTokenValues.RGBA = DesignTokens.Color.Color.color
    }

    """

  @Test(
    "#24.A a token set's Swift export type-checks with swiftc",
    arguments: [
      "docs/examples/tokens/primitives.json", "docs/examples/tokens/real/deviations.json",
      "docs/examples/tokens/hostile/names.json",
    ])
  func typeChecks(_ source: String) throws {
    let (code, console) = run(["tokens", "export", Self.path(source), "--format", "swift"])
    #expect(code == .success, "\(console.errorLines)")
    let use = source.hasSuffix("names.json") ? Self.hostileUse : ""
    try SwiftTypeCheck.expectCompiles(console.outputText + use, name: "DesignTokens.swift")
  }

  @Test("#24.A the docs' token fixtures that read alone each export to Swift that type-checks")
  func everyDocsFixture() throws {
    let folders = ["docs/examples/tokens", "docs/examples/tokens/real", "docs/examples/tokens/hostile"]
    var exported = 0
    for folder in folders {
      let names = try FileManager.default.contentsOfDirectory(atPath: Self.path(folder)).sorted()
      for name in names where name.hasSuffix(".json") {
        let file = Self.path(folder + "/" + name)
        // A file of a resolver's layers (light.json aliases primitives it does not hold) does not
        // read alone: its check refuses it, and so does its export, for the same reason.
        let (checked, _) = run(["tokens", "check", file])
        let (code, console) = run(["tokens", "export", file, "--format", "swift"])
        #expect(code == checked, "\(name): \(console.errorLines)")
        guard code == .success else { continue }
        exported += 1
        try SwiftTypeCheck.expectCompiles(console.outputText, name: "Tokens.swift")
      }
    }
    #expect(exported >= 4)
  }

  @Test("#24.A values: points, seconds, sRGB, em letter spacing × font size, aliases as the target's member")
  func values() throws {
    let (_, deviations) = run([
      "tokens", "export", Self.path("docs/examples/tokens/real/deviations.json"), "--format", "swift",
    ])
    let swift = deviations.outputText
    #expect(
      swift.contains(
        "  public enum Size {\n    public static let base = 16.0\n    public static let gap = 8.0\n    public static let `none` = 0.0\n    public static let touch = 48.0\n"
      ))
    #expect(
      swift.contains(
        "public static let display = DesignTokenValues.Typography(fontFamily: [\"Inter\"], fontSize: 32.0, fontWeight: 700.0, letterSpacing: -0.64, lineHeight: 1.25)"
      ))
    #expect(
      swift.contains("  public enum Motion {\n    public static let fast = 0.1\n"), "100ms is 0.1 seconds")
    #expect(
      swift.contains(
        "public static let white = DesignTokenValues.RGBA(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0)  // #ffffff"
      ))
    for line in [
      "// - content.ellipsis: a string token (no typed value)",
      "// - size.hero: 50vw has no meaning in points",
      "// - size.indent: 1.5em has no meaning in points", "// - legacy.radius: no $type (never guessed)",
    ] {
      #expect(swift.contains(line + "\n"), "\(line)")
    }
    let (_, hostile) = run([
      "tokens", "export", Self.path("docs/examples/tokens/hostile/names.json"), "--format", "swift",
    ])
    #expect(hostile.outputText.contains("public static let `any` = DesignTokens.Protocol_.self_\n"))
    #expect(hostile.outputText.contains("public static let self_ = DesignTokens.Type_.body\n"))
    #expect(hostile.outputText.contains("public static let _100 = 24.0  // 1.5rem\n"))
    #expect(hostile.outputText.contains("public static let swift = 0.2\n"), "200ms is 0.2 seconds")
    // A Display P3 red is gamut mapped into sRGB, as the CSS fallback is.
    #expect(
      hostile.outputText.contains("public static let 色 = DesignTokenValues.RGBA(red: 1.0, green: 0.04457"))
  }

  @Test(
    "#24.A two tokens or groups that meet in one Swift name are refused (65) naming both",
    arguments: [
      (
        #"{"a": {"$type": "number", "brand-blue": {"$value": 1}, "brandBlue": {"$value": 2}}}"#,
        "a.brandBlue", "a.brand-blue", "DesignTokens.A.brandBlue"
      ),
      (
        #"{"x-y": {"$type": "number", "a": {"$value": 1}}, "xY": {"$type": "number", "b": {"$value": 2}}}"#,
        "xY", "x-y", "DesignTokens.XY"
      ),
      (
        #"{"2xl": {"$type": "number", "$value": 1}, "_2xl": {"$type": "number", "$value": 2}}"#, "_2xl",
        "2xl", "DesignTokens._2xl"
      ),
      (
        #"{"designTokenValues": {"$type": "number", "x": {"$value": 1}}}"#, "designTokenValues",
        "the export's own type", "DesignTokens.DesignTokenValues"
      ),
    ])
  func collisions(_ document: String, _ second: String, _ first: String, _ swiftName: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try directory.write(document, to: "tokens.json")
    let (code, console) = run(["tokens", "export", file, "--format", "swift"])
    #expect(code == .dataError)
    #expect(
      console.errorLines == [
        "spec-compile: \(file): \(second): invalid value: expected token names that stay distinct as Swift names, found \(swiftName), which \(first) is too"
      ])
  }

  @Test(
    "#24.A a resolver without the block roles: the chosen input's tree (default or --input), named in the header"
  )
  func rawResolver() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let resolver = try Self.rawResolver(in: directory)
    let (code, light) = run(["tokens", "export", resolver, "--format", "swift"])
    #expect(code == .success, "\(light.errorLines)")
    #expect(light.outputText.contains("// Resolved with the default input.\n"))
    let (darkCode, dark) = run([
      "tokens", "export", resolver, "--input", "appearance=dark", "--format", "swift",
    ])
    #expect(darkCode == .success, "\(dark.errorLines)")
    #expect(dark.outputText.contains("// Resolved with input appearance=dark.\n"))
    let ground = { (text: String) in text.split(separator: "\n").first { $0.contains("static let ground") } }
    #expect(ground(light.outputText)?.hasSuffix("= DesignTokens.Harbor.Ink._0") == true)
    #expect(ground(dark.outputText)?.hasSuffix("= DesignTokens.Harbor.Ink._900") == true)
    try SwiftTypeCheck.expectCompiles(dark.outputText, name: "Raw.swift")
  }

  @Test("#24.A the Swift export of a token set is the same bytes on every run")
  func deterministic() {
    let source = Self.path("docs/examples/tokens/hostile/names.json")
    let first = run(["tokens", "export", source, "--format", "swift"]).1.outputText
    for _ in 0..<3 { #expect(run(["tokens", "export", source, "--format", "swift"]).1.outputText == first) }
  }
}
