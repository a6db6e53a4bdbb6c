import Foundation
import SPTheme
import Testing

/// #24 (a): the deviations real design systems' files hold (in the shape Figma, Tokens Studio
/// and Terrazzo write them) are warnings with stable codes, read as docs/tokens.md says;
/// `TokenReadingOptions.strict` refuses each; problems come out in document order, each once,
/// the same bytes on every run.
struct RealFileTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let deviations = root.appendingPathComponent("docs/examples/tokens/real/deviations.json")

  /// Every warning of the fixture, in document order.
  static let expectedCodes = [
    "short-hex", "unknown-key", "hex-string", "unitless-zero", "dp-unit", "em-unit", "vw-unit",
    "dimension-string", "unitless-dimension", "duration-string", "weight-string", "string-type",
    "untyped-token", "letter-spacing-form",
    "unknown-key", "missing-typography-key", "letter-spacing-form", "em-unit",
    "line-height-dimension",
  ]

  @Test("#24.a a real file's deviations are warnings with their codes, in document order, each once")
  func warnings() throws {
    let tree = try TokenTree.read(contentsOf: Self.deviations)
    #expect(tree.warnings.map(\.code) == Self.expectedCodes)
    #expect(tree.warnings.allSatisfy { $0.severity == .warning && $0.line != nil })
    let lines = tree.warnings.map { ($0.line ?? 0, $0.column ?? 0) }
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("#24.a each deviation is read as documented: #fff → #ffffff, dp → px, 0 → 0px, em kept, string kept")
  func readings() throws {
    let tree = try TokenTree.read(contentsOf: Self.deviations)
    guard case .color(let white)? = tree["color.white"]?.value else { throw Failure("color.white") }
    #expect(white.hex == "#ffffff")
    #expect(tree["size.touch"]?.value == .dimension(TokenDimension(value: 48, unit: .px)))
    #expect(tree["size.none"]?.value == .dimension(TokenDimension(value: 0, unit: .px)))
    #expect(tree["size.indent"]?.value == .dimension(TokenDimension(value: 1.5, unit: .em)))
    #expect(tree["content.ellipsis"]?.value == .string("…"))
    #expect(tree["size.base"]?.value == .dimension(TokenDimension(value: 16, unit: .px)))
    #expect(tree["weight.bold"]?.value == .fontWeight(700))
    #expect(tree["legacy.radius"] == nil, "an untyped token is left out, never guessed")
    guard case .typography(let body)? = tree["type.body"]?.value,
      case .typography(let caption)? = tree["type.caption"]?.value
    else { throw Failure("typography") }
    #expect(body.letterSpacing == TokenDimension(value: 0, unit: .px))
    #expect(caption.letterSpacing == TokenDimension(value: 0.16, unit: .px))
    #expect(caption.lineHeight == nil)
    #expect(caption.fontSize == TokenDimension(value: 12, unit: .px))
  }

  @Test("#24.a strict refuses every deviation: each warning an error, the same places")
  func strict() throws {
    let lenient = try TokenTree.read(contentsOf: Self.deviations)
    do {
      _ = try TokenTree.read(contentsOf: Self.deviations, options: .strict)
      Issue.record("strict read accepted a deviating file")
    } catch {
      #expect(error.problems.map(\.code) == Self.expectedCodes)
      #expect(error.problems.allSatisfy { $0.severity == .error })
      #expect(error.problems.map(\.pointer) == lenient.warnings.map(\.pointer))
    }
  }

  @Test(
    "#24.a refusing some codes makes those errors and keeps the rest warnings",
    arguments: TokenProblem.Deviation.allCases.filter { $0 != .unusedSet })
  func refusing(_ deviation: TokenProblem.Deviation) throws {
    do {
      _ = try TokenTree.read(contentsOf: Self.deviations, options: TokenReadingOptions(refused: [deviation]))
      Issue.record("accepted a refused \(deviation.rawValue)")
    } catch {
      #expect(Set(error.errors.map(\.code)) == [deviation.rawValue])
      #expect(error.problems.count == Self.expectedCodes.count)
    }
  }

  @Test("#24.a the same input prints the same bytes on every run (no hash order)")
  func deterministic() throws {
    let text = """
      {
        "t": { "$type": "typography", "$value": { "fontFamily": 3, "fontSize": { "value": 1, "unit": "pt" },
          "fontWeight": 2000, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "x",
          "zeta": 1, "alpha": 2, "mid": 3, "Webkit": 4 } }
      }
      """
    var seen: Set<String> = []
    for _ in 0..<20 {
      do {
        _ = try TokenTree.read(data: Data(text.utf8), file: "t.json")
      } catch {
        seen.insert(error.description)
      }
    }
    #expect(seen.count == 1)
    let lines = try #require(seen.first).split(separator: "\n")
    // Every problem of the value: four bad parts and four unknown keys.
    #expect(lines.count == 8, "\(lines.joined(separator: "\n"))")
  }

  @Test("#24.a every problem of a colour is reported, not only the first")
  func everyProblemOfAValue() {
    let text = """
      { "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [2, 0, -1], "alpha": 3, "hex": "red" } } }
      """
    do {
      _ = try TokenTree.read(data: Data(text.utf8), file: "c.json")
      Issue.record("accepted")
    } catch {
      #expect(
        error.problems.map(\.pointer) == [
          "/c/$value/components/0", "/c/$value/components/2", "/c/$value/alpha", "/c/$value/hex",
        ])
    }
  }

  @Test("#24.a a bad $type is reported once, not also as missing")
  func badTypeOnce() {
    for text in [
      #"{ "a": { "$type": "colour", "$value": 1 } }"#,
      #"{ "g": { "$type": 7, "a": { "$value": 1 }, "b": { "$value": 2 } } }"#,
    ] {
      do {
        _ = try TokenTree.read(data: Data(text.utf8), file: "t.json")
        Issue.record("accepted \(text)")
      } catch {
        #expect(error.problems.map(\.kind) == [.invalidType], "\(error)")
      }
    }
  }

  @Test("#24.a every code is in docs/tokens.md's problem codes table, and the table has no other")
  func documentedCodes() throws {
    let page = try String(contentsOf: Self.root.appendingPathComponent("docs/tokens.md"), encoding: .utf8)
    let table = page.components(separatedBy: "### Problem codes").dropFirst().first ?? ""
    let rows = table.split(separator: "\n").prefix { !$0.hasPrefix("#") }.filter { $0.hasPrefix("| `") }
    let documented = rows.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
    let codes =
      TokenProblem.Kind.allCases.map(\.code) + TokenProblem.Deviation.allCases.map(\.rawValue)
    #expect(Set(documented) == Set(codes))
    #expect(documented.count == codes.count)
  }

  @Test("#24.a a set resolutionOrder never includes is a warning, and an alias into it says so")
  func unusedSet() throws {
    let url = Self.root.appendingPathComponent("docs/examples/tokens/real/unused-set.resolver.json")
    let resolver = try TokenResolver.read(contentsOf: url)
    #expect(resolver.warnings.map(\.code) == ["unused-set"])
    #expect(resolver.warnings.first?.pointer == "/sets/typography")
    let problems = resolver.check()
    let dangling = try #require(problems.first { $0.kind == .danglingReference })
    #expect(dangling.severity == .error)
    #expect(
      dangling.found
        == "\"{font.size.large}\", defined in set `typography`, which resolutionOrder never includes")
    #expect(throws: TokenError.self) { try TokenResolver.read(contentsOf: url, options: .strict) }
  }

  @Test(
    "#24.C/D vw is kept; a lineHeight dimension is its ratio to the size; hex, length and duration strings are read"
  )
  func vwAndLineHeight() throws {
    let tree = try TokenTree.read(contentsOf: Self.deviations)
    #expect(tree["size.hero"]?.value == .dimension(TokenDimension(value: 50, unit: .vw)))
    #expect(tree["size.gap"]?.value == .dimension(TokenDimension(value: 8, unit: .px)))
    #expect(tree["motion.fast"]?.value == .duration(TokenDuration(value: 100, unit: .ms)))
    guard case .color(let link)? = tree["color.link"]?.value else { throw Failure("color.link") }
    #expect(link.sRGB.hex.lowercased() == "#0969da")
    guard case .typography(let display)? = tree["type.display"]?.value else { throw Failure("type.display") }
    #expect(display.lineHeight == 1.25)
    #expect(display.lineHeightLength == nil)
    #expect(display.letterSpacing == TokenDimension(value: -0.02, unit: .em))
  }

  /// A typography with `lineHeight` as a dimension, over `fontSize` (nil: none).
  static func lineHeight(_ height: String, fontSize: String?) throws -> TokenTree {
    let size = fontSize.map { #""fontSize": \#($0), "# } ?? ""
    let document =
      #"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "# + size
      + #""fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": \#(height)}}}"#
    return try TokenTree.read(data: Data(document.utf8), file: "t.json")
  }

  @Test(
    "#24.C lineHeight as a dimension: em is its number, px or rem over a px or rem size their ratio, else kept as a length",
    arguments: [
      (#"{"value": 1.4, "unit": "em"}"#, #"{"value": 20, "unit": "px"}"#, 1.4, nil),
      (#"{"value": 24, "unit": "px"}"#, #"{"value": 1, "unit": "rem"}"#, 1.5, nil),
      (#"{"value": 2, "unit": "rem"}"#, #"{"value": 16, "unit": "px"}"#, 2, nil),
      (#"{"value": 24, "unit": "px"}"#, nil, nil, TokenDimension(value: 24, unit: .px)),
      (#""21px""#, #"{"value": 14, "unit": "px"}"#, 1.5, nil),
      (#""120%""#, #"{"value": 14, "unit": "px"}"#, 1.2, nil),
      (#""1.25""#, nil, 1.25, nil),
      (
        #"{"value": 24, "unit": "px"}"#, #"{"value": 1, "unit": "em"}"#, nil,
        TokenDimension(value: 24, unit: .px)
      ),
    ] as [(String, String?, Double?, TokenDimension?)])
  func lineHeightReadings(_ height: String, _ fontSize: String?, _ ratio: Double?, _ length: TokenDimension?)
    throws
  {
    let tree = try Self.lineHeight(height, fontSize: fontSize)
    guard case .typography(let typography)? = tree["t"]?.value else { throw Failure("t") }
    #expect(typography.lineHeight == ratio)
    #expect(typography.lineHeightLength == length)
    #expect(tree.warnings.map(\.code).contains("line-height-dimension"))
    #expect(tree.warnings.first { $0.code == "line-height-dimension" }?.pointer == "/t/$value/lineHeight")
    #expect(throws: TokenError.self) {
      try TokenTree.read(
        data: Data(
          (#"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "#
            + #""fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": \#(height)}}}"#)
            .utf8),
        file: "t.json", options: TokenReadingOptions(refused: [.lineHeightDimension]))
    }
  }

  @Test(
    "#24.D a letterSpacing as a percentage of the font size (Tokens Studio's \"-2%\") is read as em, with a warning"
  )
  func letterSpacingPercent() throws {
    let document =
      #"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "32px", "#
      + #""fontWeight": 700, "letterSpacing": "-2%", "lineHeight": "120%"}}}"#
    let tree = try TokenTree.read(data: Data(document.utf8), file: "t.json")
    guard case .typography(let typography)? = tree["t"]?.value else { throw Failure("t") }
    #expect(typography.letterSpacing == TokenDimension(value: -0.02, unit: .em))
    #expect(typography.fontSize == TokenDimension(value: 32, unit: .px))
    #expect(typography.lineHeight == 1.2)
    #expect(
      tree.warnings.map(\.code) == ["dimension-string", "letter-spacing-form", "line-height-dimension"])
    #expect(throws: TokenError.self) {
      try TokenTree.read(data: Data(document.utf8), file: "t.json", options: .strict)
    }
  }

  @Test("#24.C a lineHeight kept as a length is written by CSS as that length")
  func lineHeightLengthInCSS() throws {
    let tree = try Self.lineHeight(#"{"value": 24, "unit": "px"}"#, fontSize: nil)
    let css = try TokenCSSExport.stylesheet(tree)
    #expect(css.contains("  --t-line-height: 24px;\n"))
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
