import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// #23.1: a token file cannot inject code into an export. A resolver names its inputs in its
/// root `$extensions`, a context is named by its key, a theme file by its file name, a font
/// family by its value: each reaches the Swift and CSS exports, and each is written escaped for
/// its place. The proof is structural, against the export of the same tokens under a benign
/// name: the hostile export has the same lines, differing only inside its comments and its
/// family strings, and the Swift file type-checks with `-parse-as-library` (where a top-level
/// statement is an error). `Scripts/check-hostile-exports.py` parses the CSS with a real parser.
struct TokensExportInjectionTests {
  static let harborFiles = ["primitives.json", "light.json", "dark.json", "high-contrast.json", "roles.json"]
  static let hostileName = "x\nlet pwned = 1\n*/ html { display: none } /*\u{202E}"
  static let hostileContext = "x*/ :root{--pwn:1} /*\nlet pwned = 2"
  static let hostileFamily = "x\"; } html { display: none } .y { a: \"\nlet pwned = 3 </style>"

  /// A folder holding Harbor's token files and three hostile sources over them.
  struct Fixture {
    let directory: TemporaryDirectory
    var harbor: String { directory.file("harbor.resolver.json") }
    var namedResolver: String { directory.file("named.resolver.json") }
    var contextResolver: String { directory.file("context.resolver.json") }
    var themeFile: String { directory.file("a\nlet pwned = 4.json") }
    var benignThemeFile: String { directory.file("benign.json") }

    init() throws {
      directory = try TemporaryDirectory()
      let examples = TokensCommandTests.packageRoot.appendingPathComponent("docs/examples/tokens")
      for name in TokensExportInjectionTests.harborFiles + ["harbor.resolver.json"] {
        try FileManager.default.copyItem(
          at: examples.appendingPathComponent(name), to: directory.url.appendingPathComponent(name))
      }
      let resolver =
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: harbor)))
        as! [String: Any]
      var named = resolver
      named["$extensions"] = [
        "com.spblocks.theme": [
          "themes": [TokensExportInjectionTests.hostileName: ["appearance": "light", "contrast": "standard"]]
        ]
      ]
      try write(named, to: namedResolver)
      var context = resolver
      var modifiers = resolver["modifiers"] as! [String: Any]
      modifiers["brand"] = [
        "contexts": ["none": [], TokensExportInjectionTests.hostileContext: []], "default": "none",
      ]
      context["modifiers"] = modifiers
      context["resolutionOrder"] = (resolver["resolutionOrder"] as! [Any]) + [["$ref": "#/modifiers/brand"]]
      try write(context, to: contextResolver)
      let family: [String: Any] = ["$value": [TokensExportInjectionTests.hostileFamily, "serif"]]
      try write(
        ["$extends": "light", "type": ["family": ["text": family, "numeral": family]]], to: themeFile)
      let benign: [String: Any] = ["$value": ["Inter", "serif"]]
      try write(
        ["$extends": "light", "type": ["family": ["text": benign, "numeral": benign]]], to: benignThemeFile)
    }

    func write(_ object: [String: Any], to path: String) throws {
      try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        .write(to: URL(fileURLWithPath: path))
    }
  }

  func export(_ arguments: [String]) -> String {
    let console = RecordingConsole()
    let code = SpecCompile.run(["tokens", "export"] + arguments, console: console)
    #expect(code == .success, "\(console.errorLines)")
    return console.outputText
  }

  /// The hostile sources, each beside the benign one whose tokens it shares.
  func cases(_ fixture: Fixture) -> [(hostile: [String], benign: [String])] {
    [
      (["--theme", fixture.namedResolver], ["--theme", fixture.harbor]),
      (
        ["--theme", fixture.contextResolver, "--input", "brand=\(Self.hostileContext)"],
        ["--theme", fixture.harbor]
      ),
      (["--theme", fixture.themeFile], ["--theme", fixture.benignThemeFile]),
    ]
  }

  @Test("#23.1 the Swift export of a hostile name, context or family holds no statement and type-checks")
  func swiftExport() throws {
    let fixture = try Fixture()
    defer { fixture.directory.remove() }
    var sources: [String] = []
    for (hostile, benign) in cases(fixture) {
      let text = export(hostile + ["--format", "swift"])
      ExportShape.expectSameShape(
        text, export(benign + ["--format", "swift"]), allowed: ExportShape.swiftVaries)
      sources.append(text)
    }
    for (index, source) in sources.enumerated() {
      try SwiftTypeCheck.expectCompiles(source, name: "Hostile\(index).swift")
    }
  }

  @Test("#23.1 the CSS export of a hostile name, context or family adds no rule or declaration")
  func cssExport() throws {
    let fixture = try Fixture()
    defer { fixture.directory.remove() }
    for (hostile, benign) in cases(fixture) {
      let text = export(hostile + ["--format", "css"])
      ExportShape.expectSameShape(text, export(benign + ["--format", "css"]), allowed: ExportShape.cssVaries)
    }
  }
}

/// An export's shape: its lines, one for one, against a reference export.
enum ExportShape {
  /// A Swift line that may hold an input's text: a comment, or a family's string literal.
  static func swiftVaries(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " }
    if trimmed.hasPrefix("//") { return true }
    return trimmed.hasPrefix("public static let textFamily = \"")
      || trimmed.hasPrefix("public static let numeralFamily = \"")
  }

  /// A CSS line that may hold an input's text: the header comment, closed once at its end, or a
  /// family declaration holding one string (no `;`, `{` or `}` outside it).
  static func cssVaries(_ line: Substring) -> Bool {
    if line.hasPrefix("/* ") {
      return line.hasSuffix(" */") && line.dropFirst(3).dropLast(3).ranges(of: "*/").isEmpty
    }
    let trimmed = line.drop { $0 == " " }
    guard trimmed.hasPrefix("--sp-type-family-"), trimmed.hasSuffix(", system-ui, sans-serif;") else {
      return false
    }
    var inString = false
    var escaped = false
    var outside = ""
    for character in trimmed {
      if escaped {
        escaped = false
      } else if inString && character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString.toggle()
      } else if !inString {
        outside.append(character)
      }
    }
    return !inString && outside.filter { ";{}".contains($0) }.count == 1
  }

  /// The same number of lines, each equal to the reference's or one that `allowed` accepts.
  static func expectSameShape(
    _ text: String, _ reference: String, allowed: (Substring) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let expected = reference.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == expected.count, "line counts differ", sourceLocation: sourceLocation)
    let changed = zip(lines, expected).first { line, other in line != other && !allowed(line) }
    #expect(
      changed == nil, "an input's text changed this line: \(changed?.0 ?? "")", sourceLocation: sourceLocation
    )
  }
}

/// The toolchain's `swiftc`, type-checking a file as a library (no top-level code).
enum SwiftTypeCheck {
  static func expectCompiles(
    _ source: String, name: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws
  {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(source, to: name)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)", sourceLocation: sourceLocation)
  }
}

/// #23 (Also): any name from a hostile alphabet, as a theme's name and its families, exports to
/// a Swift file that type-checks and CSS with the reference's lines: 40 generated names, seeded.
struct HostileExportPropertyTests {
  static let alphabet: [String] = [
    "a", "Z", " ", "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{202E}", "\u{0}", "\u{1B}", "\u{85}", "*/",
    "/*",
    "//", "\"", "\\", "'", "<", ">", "</style>", "{", "}", ";", ":", "#", "\\(x)", "\"\"\"", "#\"", "`", "é",
    "👨‍👩‍👧",
    "\u{FEFF}", "\u{200B}", "\t", "--x: 1", "@import", "url(", ")",
  ]

  static func names(count: Int, seed: UInt64) -> [String] {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in
      (0..<(1 + next() % 12)).map { _ in alphabet[next() % alphabet.count] }.joined()
    }
  }

  @Test(
    "#23.1 property: hostile names and families export to Swift that type-checks and CSS of the same shape")
  func hostileNames() throws {
    let reference = try Theme.shipped(named: "light")
    let swiftReference = SwiftExport.source(ThemeVariants(standard: reference))
    let cssReference = CSSExport.stylesheet(ThemeVariants(standard: reference))
    var sources: [String] = []
    for (index, name) in Self.names(count: 40, seed: 23).enumerated() {
      var theme = reference
      theme.name = name
      theme.type.textFamily = name
      theme.type.numeralFamily = String(name.reversed())
      let swift = SwiftExport.source(ThemeVariants(standard: theme))
      ExportShape.expectSameShape(swift, swiftReference, allowed: ExportShape.swiftVaries)
      ExportShape.expectSameShape(
        CSSExport.stylesheet(ThemeVariants(standard: theme)), cssReference, allowed: ExportShape.cssVaries)
      sources.append(SwiftExport.source(ThemeVariants(standard: theme), typeName: "Tokens\(index)"))
    }
    // One file, forty enums: one run of the compiler. The SwiftUI part repeats per export.
    try SwiftTypeCheck.expectCompiles(sources.joined(separator: "\n"), name: "HostileNames.swift")
  }
}
