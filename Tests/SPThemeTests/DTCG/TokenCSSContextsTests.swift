import Foundation
import Testing

@testable import SPTheme

/// #24: a raw resolver's CSS export holds every context. Each test evaluates the stylesheet as a
/// browser would (`CSSContextCascade`) for every combination of `data-` attributes, every state
/// of the mapped preferences, with and without a P3 screen, and compares every property with
/// the resolver's own resolution of that combination, formatted by the export.
struct TokenCSSContextsTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/examples/tokens/contexts")

  /// A fixture: a resolver, the export's options, and the preference states to evaluate, each
  /// written by hand as the features that hold and the contexts they choose.
  struct Fixture: CustomTestStringConvertible, Sendable {
    var file: String
    var input: [String: String] = [:]
    var media = CSSMediaMapping()
    var environments: [(features: [String], pins: [String: String])]
    var testDescription: String { file + (input.isEmpty ? "" : " \(input)") }
  }

  static let scheme = "prefers-color-scheme: dark"
  static let light = "prefers-color-scheme: light"
  static let more = "prefers-contrast: more"

  static let fixtures: [Fixture] = [
    Fixture(
      file: "appearance-contrast.resolver.json",
      environments: [
        ([], [:]), ([light], [:]), ([scheme], ["appearance": "dark"]), ([more], ["contrast": "high"]),
        ([scheme, more], ["appearance": "dark", "contrast": "high"]),
      ]),
    // Chosen by the input, the appearance stays dark under a light preference.
    Fixture(
      file: "appearance-contrast.resolver.json", input: ["appearance": "dark"],
      environments: [([], [:]), ([light], [:]), ([scheme, more], ["contrast": "high"])]),
    Fixture(file: "aliases.resolver.json", environments: [([], [:]), ([scheme], ["theme": "dark"])]),
    Fixture(
      file: "interaction.resolver.json",
      environments: [
        ([], [:]), ([scheme], ["appearance": "dark"]), ([more], ["contrast": "more"]),
        ([scheme, more], ["appearance": "dark", "contrast": "more"]),
      ]),
    Fixture(
      file: "named.resolver.json",
      media: try! CSSMediaMapping.parse(
        "brightness.night=(prefers-color-scheme: dark);motion.reduced=(prefers-reduced-motion: reduce)"
      ).get(),
      environments: [
        ([], [:]), ([scheme], ["brightness": "night"]),
        (["prefers-reduced-motion: reduce"], ["motion": "reduced"]),
        ([scheme, "prefers-reduced-motion: reduce"], ["brightness": "night", "motion": "reduced"]),
        // Unmapped names follow no preference.
        ([light, more], [:]),
      ]),
  ]

  static func read(_ file: String) throws -> TokenResolver {
    try TokenResolver.read(contentsOf: folder.appendingPathComponent(file))
  }

  /// What an element must compute for `input`, as the export formats the resolved tree.
  static func expected(_ resolver: TokenResolver, _ input: [String: String], p3: Bool) throws -> [String:
    String]
  {
    let declarations = try TokenCSSExport.declarations(try resolver.resolve(input))
    return CSSContextCascade.expected(declarations.map { ($0.name, $0.value, $0.wide) }, p3: p3)
  }

  /// Every choice of attributes: for each modifier, none or one of its contexts.
  static func assignments(_ modifiers: [ResolverModifier]) -> [[String: String]] {
    modifiers.reduce([[:]]) { partial, modifier in
      partial.flatMap { assignment in
        [assignment] + modifier.contexts.map { assignment.merging([modifier.name: $0]) { $1 } }
      }
    }
  }

  static func attributes(_ assignment: [String: String]) -> [String: String] {
    Dictionary(uniqueKeysWithValues: assignment.map { (ExportText.cssDataAttribute($0.key), $0.value) })
  }

  /// The differences between what the cascade computes and what is expected, one line each.
  static func differences(
    _ cascade: CSSContextCascade, path: [[String: String]], features: Set<String>, expected: [String: String]
  ) -> [String] {
    let computed = cascade.computed(path: path.map(attributes), features: features)
    return expected.keys.sorted().compactMap { name in
      computed[name] == expected[name]
        ? nil
        : "\(path) under \(features.sorted()): \(name) is \(computed[name] ?? "unset"), expected \(expected[name]!)"
    }
  }

  @Test(
    "#24.13 every combination of data- attributes, on the root or on an element, under every preference, computes the resolver's resolution",
    arguments: fixtures)
  func everyCombination(_ fixture: Fixture) throws {
    let resolver = try Self.read(fixture.file)
    let css = try TokenCSSExport.stylesheet(
      resolver, options: .init(input: fixture.input, media: fixture.media)
    ).text
    let cascade = CSSContextCascade(css)
    #expect(cascade.strayLines.isEmpty)
    let root = try resolver.validated(fixture.input)
    var wrong: [String] = []
    var checked = 0
    for environment in fixture.environments {
      for p3 in [false, true] {
        let features = Set(environment.features + (p3 ? ["color-gamut: p3"] : []))
        for assignment in Self.assignments(resolver.modifiers) {
          let input = root.merging(environment.pins) { $1 }.merging(assignment) { $1 }
          let expected = try Self.expected(resolver, input, p3: p3)
          wrong += Self.differences(cascade, path: [assignment], features: features, expected: expected)
          wrong += Self.differences(cascade, path: [[:], assignment], features: features, expected: expected)
          checked += 2 * expected.count
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) of \(checked) wrong, first: \(wrong.prefix(5))")
  }

  @Test(
    "#24.13 an element choosing another context of a modifier its ancestor chose computes its own (a nested light inside dark restores light)",
    arguments: fixtures)
  func nestedContext(_ fixture: Fixture) throws {
    let resolver = try Self.read(fixture.file)
    let cascade = CSSContextCascade(
      try TokenCSSExport.stylesheet(resolver, options: .init(input: fixture.input, media: fixture.media)).text
    )
    let root = try resolver.validated(fixture.input)
    var wrong: [String] = []
    for environment in fixture.environments {
      let features = Set(environment.features)
      for modifier in resolver.modifiers {
        for outer in modifier.contexts {
          for inner in modifier.contexts {
            let input = root.merging(environment.pins) { $1 }.merging([modifier.name: inner]) { $1 }
            wrong += Self.differences(
              cascade, path: [[modifier.name: outer], [modifier.name: inner]], features: features,
              expected: try Self.expected(resolver, input, p3: false))
            // Under a plain root too: the outer region is an element of its own.
            wrong += Self.differences(
              cascade, path: [[:], [modifier.name: outer], [:], [modifier.name: inner]], features: features,
              expected: try Self.expected(resolver, input, p3: false))
          }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong, first: \(wrong.prefix(5))")
  }

  @Test(
    "#24.13 the interaction fixture needs its compound blocks: without them, combinations compute wrong values"
  )
  func compoundBlocksAreNeeded() throws {
    let resolver = try Self.read("interaction.resolver.json")
    let css = try TokenCSSExport.stylesheet(resolver, options: .init()).text
    #expect(css.contains("[data-appearance=\"dark\"][data-contrast=\"more\"] {"))
    var singles = CSSContextCascade(css)
    singles.rules.removeAll {
      if case .attributes(let wanted) = $0.selector { return wanted.count > 1 }
      return false
    }
    let input = ["appearance": "dark", "contrast": "more", "brand": "plain"]
    let wrong = Self.differences(
      singles, path: [input], features: [], expected: try Self.expected(resolver, input, p3: false))
    #expect(!wrong.isEmpty)
    // The contrast is laid first, the appearance over it: dark's surface stays under more contrast.
    let full = CSSContextCascade(css).computed(path: [Self.attributes(input)], features: [])
    #expect(full["--color-surface"] == "#000000")
  }

  @Test("#24.13 media blocks come before every data- block, so an attribute wins over a preference")
  func mediaBeforeAttributes() throws {
    for fixture in Self.fixtures {
      let cascade = CSSContextCascade(
        try TokenCSSExport.stylesheet(try Self.read(fixture.file), options: .init(media: fixture.media)).text)
      let firstAttribute = cascade.rules.firstIndex { $0.selector != .root } ?? cascade.rules.endIndex
      #expect(cascade.rules[firstAttribute...].allSatisfy { $0.selector != .root }, "\(fixture.file)")
    }
    let cascade = CSSContextCascade(
      try TokenCSSExport.stylesheet(try Self.read("appearance-contrast.resolver.json"), options: .init()).text
    )
    let computed = cascade.computed(path: [["data-appearance": "light"]], features: [Self.scheme])
    #expect(computed["--color-surface"] == "#ffffff")
    #expect(cascade.computed(path: [[:]], features: [Self.scheme])["--color-surface"] == "#101214")
  }

  @Test("#24.13 a colour a context changes beyond sRGB has its P3 override in that context")
  func wideGamutInContexts() throws {
    let css = try TokenCSSExport.stylesheet(
      try Self.read("appearance-contrast.resolver.json"), options: .init()
    ).text
    #expect(
      css.contains(
        "@media (color-gamut: p3) {\n  [data-appearance=\"dark\"] {\n    --color-accent: color(display-p3 0.35 0.65 1);"
      ))
    #expect(
      css.contains(
        "@media (prefers-color-scheme: dark) and (color-gamut: p3) {\n  :root {\n    --color-accent: color(display-p3 0.35 0.65 1);"
      ))
  }

  @Test(
    "#24.13 above the combination limit only single-context blocks are written, with a warning; each is still right"
  )
  func combinationLimit() throws {
    let resolver = try Self.read("interaction.resolver.json")
    let stylesheet = try TokenCSSExport.stylesheet(resolver, options: .init(combinationLimit: 4))
    #expect(stylesheet.warnings.count == 1)
    #expect(stylesheet.warnings.first?.contains("more than 4 combinations") == true)
    let cascade = CSSContextCascade(stylesheet.text)
    #expect(
      cascade.rules.allSatisfy {
        $0.media.count + ($0.selector == .root ? 0 : 1) <= 1 || $0.media == ["color-gamut: p3"]
      })
    let root = try resolver.validated([:])
    for modifier in resolver.modifiers {
      for context in modifier.contexts {
        let input = root.merging([modifier.name: context]) { $1 }
        let wrong = Self.differences(
          cascade, path: [[:], [modifier.name: context]], features: [],
          expected: try Self.expected(resolver, input, p3: false))
        #expect(wrong.isEmpty, "\(wrong)")
      }
    }
    #expect(try TokenCSSExport.stylesheet(resolver, options: .init()).warnings.isEmpty)
  }

  @Test("#24.13 the same resolver exports the same bytes every run")
  func deterministic() throws {
    let resolver = try Self.read("interaction.resolver.json")
    let first = try TokenCSSExport.stylesheet(resolver, options: .init()).text
    for _ in 0..<5 { #expect(try TokenCSSExport.stylesheet(resolver, options: .init()).text == first) }
  }

  static let hostileModifier = "a\"]{} :root{--pwn:1} [b=\"*\n<style>\u{202E}"
  static let hostileContexts = [
    "x\"] body { display: none } [y=\"", "back\\slash", "</style><script>", "line\nbreak\u{202E}", "plain",
  ]

  @Test("#24.13 hostile modifier and context names become one attribute selector each, and compute right")
  func hostileNames() throws {
    let contexts = Dictionary(
      uniqueKeysWithValues: Self.hostileContexts.enumerated().map { index, name in
        (
          name,
          [
            [
              "tint": [
                "$type": "color",
                "$value": ["colorSpace": "srgb", "components": [0, 0, Double(index) / 10]],
              ]
            ]
          ]
        )
      })
    let document: [String: Any] = [
      "version": "2025.10",
      "sets": [
        "base": [
          "sources": [
            [
              "tint": ["$type": "color", "$value": ["colorSpace": "srgb", "components": [1, 1, 1]]],
              "alias": ["$value": "{tint}"],
            ]
          ]
        ]
      ],
      // Inline, so the name needs no pointer escaping.
      "resolutionOrder": [
        ["$ref": "#/sets/base"],
        ["type": "modifier", "name": Self.hostileModifier, "contexts": contexts, "default": "plain"],
      ],
    ]
    let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    let resolver = try TokenResolver.read(data: data, file: "hostile.resolver.json")
    let css = try TokenCSSExport.stylesheet(resolver, options: .init()).text
    let cascade = CSSContextCascade(css)
    #expect(cascade.strayLines.isEmpty, "\(cascade.strayLines)")
    #expect(!css.contains("--pwn:") && !css.contains("</style") && !css.contains("<script"))
    let selectors = cascade.rules.map(\.selector)
    let attribute = ExportText.cssDataAttribute(Self.hostileModifier)
    #expect(
      attribute.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      })
    for context in Self.hostileContexts {
      #expect(selectors.contains(.attributes([attribute: context])), "\(context)")
      let wrong = Self.differences(
        cascade, path: [[:], [Self.hostileModifier: context]], features: [],
        expected: try Self.expected(resolver, [Self.hostileModifier: context], p3: false))
      #expect(wrong.isEmpty, "\(wrong)")
    }
  }

  @Test("#24.13 two modifiers that are one data- attribute are refused, naming both")
  func attributeCollision() throws {
    let document = """
      {"version": "2025.10", "sets": {"base": {"sources": [{"a": {"$type": "number", "$value": 1}}]}},
       "modifiers": {"colorScheme": {"contexts": {"x": [], "z": []}, "default": "x"}, "color-scheme": {"contexts": {"y": [], "z": []}, "default": "y"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/colorScheme"}, {"$ref": "#/modifiers/color-scheme"}]}
      """
    let resolver = try TokenResolver.read(data: Data(document.utf8), file: "twice.resolver.json")
    #expect {
      try TokenCSSExport.stylesheet(resolver, options: .init())
    } throws: { error in
      guard case TokenCSSExport.ContextFailure.attribute(let name, let first, let second) = error else {
        return false
      }
      return name == "data-color-scheme" && Set([first, second]) == ["colorScheme", "color-scheme"]
    }
  }

  @Test(
    "#24.13 --media reads modifier.context=query entries and refuses anything that is not a media condition",
    arguments: [
      ("scheme.night=(prefers-color-scheme: dark)", true), ("none", true),
      ("contrast.high=none;appearance.dim=(prefers-color-scheme: dark) and (min-width: 40em)", true),
      ("scheme.night=prefers-color-scheme: dark", false), ("night=(prefers-color-scheme: dark)", false),
      ("a.b=(x: y)) { } :root { --pwn: 1 } @media (z", false), ("a.b=(x: \"y\")", false),
      ("a.b=(x);a.b=(y)", false),
      ("a.b=", false), (".b=(x)", false),
    ])
  func mediaFlag(_ text: String, _ valid: Bool) {
    switch CSSMediaMapping.parse(text) {
    case .success: #expect(valid)
    case .failure(let problem):
      #expect(!valid)
      #expect(problem.description.hasPrefix("--media: expected"))
    }
  }

  @Test(
    "#24.13 the default media mapping: appearance names and contrast names, case-insensitively; --media overrides and unmaps"
  )
  func defaultMapping() throws {
    let mapping = CSSMediaMapping()
    for name in ["appearance", "theme", "mode", "color-scheme", "colorScheme", "scheme", "Appearance"] {
      #expect(mapping.query(modifier: name, context: "dark") == "(prefers-color-scheme: dark)")
      #expect(mapping.query(modifier: name, context: "light") == "(prefers-color-scheme: light)")
    }
    #expect(mapping.query(modifier: "contrast", context: "high") == "(prefers-contrast: more)")
    #expect(mapping.query(modifier: "contrast", context: "more") == "(prefers-contrast: more)")
    #expect(mapping.query(modifier: "contrast", context: "less") == "(prefers-contrast: less)")
    #expect(mapping.query(modifier: "brightness", context: "dark") == nil)
    let flagged = try CSSMediaMapping.parse(
      "contrast.high=none;brightness.night=(prefers-color-scheme: dark)"
    ).get()
    #expect(flagged.query(modifier: "contrast", context: "high") == nil)
    #expect(flagged.query(modifier: "brightness", context: "night") == "(prefers-color-scheme: dark)")
    #expect(flagged.query(modifier: "appearance", context: "dark") == "(prefers-color-scheme: dark)")
    #expect(try CSSMediaMapping.parse("none").get().query(modifier: "appearance", context: "dark") == nil)
  }
}
