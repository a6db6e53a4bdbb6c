import Foundation
import SPTheme
import Testing

@Suite("Theme files: aliases, inheritance, format")
struct ThemeLoadingTests {
  func load(_ json: String, file: String = "t.json") throws -> Theme {
    try Theme.load(data: Data(json.utf8), fileName: file)
  }

  @Test("aliases resolve through chains, across groups and inside composite values")
  func aliases() throws {
    let theme = try load(
      """
      {
        "$extends": "light",
        "color": {
          "palette": { "ink": { "$value": "#123456" }, "brand": { "$value": "{color.palette.ink}" } },
          "accent": { "$value": "{color.palette.brand}" }
        },
        "elevation": {
          "e1": {
            "$value": {
              "color": "{color.palette.ink}", "offsetX": { "value": 0, "unit": "px" },
              "offsetY": "{space.palette.hairline}", "blur": { "value": 2, "unit": "px" }
            }
          }
        },
        "space": { "palette": { "hairline": { "$value": { "value": 1, "unit": "px" } } } }
      }
      """)
    #expect(theme.color(.accent).hex == "#123456")
    #expect(theme.elevation(.e1) == Shadow(color: RGBAColor(hex: "#123456")!, x: 0, y: 1, blur: 2, spread: 0))
  }

  @Test("a token without $type takes its alias target's type")
  func typeFromAliasTarget() throws {
    // `type` has no group $type, so the palette entry is typed only through its alias.
    let theme = try load(
      ##"{"$extends": "light", "type": {"palette": {"copy": {"$value": "{type.family.text}"}}}}"##)
    #expect(theme.type.textFamily == "SF Pro")
  }

  @Test("$type is inherited from the enclosing group, and a token's own $type wins")
  func groupType() throws {
    let error = try #require(
      loadError(
        ##"{"$extends": "light", "radius": {"$type": "color", "sm": {"$value": "#FFF"}, "md": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}"##
      ))
    #expect(error.problems.map(\.path) == ["radius.sm"])
    #expect(error.found == "$type color")
  }

  @Test(
    "an alias is resolved after inheritance, so overriding a palette entry reaches every role that uses it")
  func lateBinding() throws {
    let theme = try load(##"{"$extends": "light", "color": {"palette": {"blue": {"$value": "#0000FF"}}}}"##)
    #expect(theme.color(.accent).hex == "#0000FF")
  }

  @Test("brand overrides only what differs from light")
  func brandInheritance() throws {
    let light = try Theme.shipped(named: "light")
    let brand = try Theme.shipped(named: "brand")
    #expect(brand.color(.accent).hex == "#5E3CC4")
    #expect(brand.radius(.lg) == 24)
    #expect(brand.type.numeralFamily == "New York")
    #expect(brand.type.numeralWeight == .heavy)
    #expect(brand.motion(.hero).curve == .spring(duration: 0.55, bounce: 0.25))
    for role in ColorRole.allCases where role != .accent { #expect(brand.color(role) == light.color(role)) }
    #expect(brand.spaces == light.spaces)
    #expect(brand.radius(.sm) == light.radius(.sm) && brand.radius(.md) == light.radius(.md))
    for role in MotionRole.allCases where role != .hero { #expect(brand.motion(role) == light.motion(role)) }
    #expect(brand.elevations == light.elevations)
    #expect(brand.type.textFamily == light.type.textFamily)
    #expect(brand.type.styleWeights == light.type.styleWeights)
    #expect(!brand.isHighContrast)
  }

  @Test("inheritance runs through more than one level: dark-high-contrast ← dark ← light")
  func twoLevels() throws {
    let light = try Theme.shipped(named: "light")
    let dark = try Theme.shipped(named: "dark")
    let darkHigh = try Theme.shipped(named: "dark-high-contrast")
    #expect(darkHigh.color(.bg) == dark.color(.bg))
    #expect(darkHigh.color(.textSecondary) != dark.color(.textSecondary))
    #expect(darkHigh.spaces == light.spaces)
    #expect(darkHigh.motions == light.motions)
    #expect(darkHigh.elevations == dark.elevations)
    #expect(darkHigh.isHighContrast && !dark.isHighContrast)
  }

  @Test("a file on disk extends a sibling file, which extends a shipped theme")
  func siblingFile() throws {
    let directory = try themeDirectory([
      "base.json": ##"{"$extends": "light", "color": {"accent": {"$value": "#FF2D55"}}}"##,
      "ocean.json":
        ##"{"$extends": "base.json", "radius": {"lg": {"$value": {"value": 1, "unit": "rem"}}}}"##,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let theme = try Theme.load(contentsOf: directory.appendingPathComponent("ocean.json"))
    #expect(theme.name == "ocean")
    #expect(theme.color(.accent).hex == "#FF2D55")
    #expect(theme.radius(.lg) == 16)
    #expect(theme.space(.md) == 12)
  }

  @Test("a file's bare $extends name means the shipped theme, wherever the file is")
  func bareNameIsShipped() throws {
    let directory = try themeDirectory(["mine.json": ##"{"$extends": "dark"}"##])
    defer { try? FileManager.default.removeItem(at: directory) }
    let theme = try Theme.load(contentsOf: directory.appendingPathComponent("mine.json"))
    #expect(theme.colors == (try Theme.shipped(named: "dark")).colors)
  }

  @Test("the theme is named after its file")
  func name() throws {
    #expect(try load(##"{"$extends": "light"}"##, file: "sunrise.json").name == "sunrise")
    #expect(try Theme.shipped(named: "dark").name == "dark")
  }

  @Test("colours may be written as 2025.10 sRGB colour objects")
  func colorObject() throws {
    let theme = try load(
      ##"{"$extends": "light", "color": {"accent": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0.5], "alpha": 0.5}}}}"##
    )
    #expect(theme.color(.accent) == RGBAColor(red: 1, green: 0, blue: 0.5, alpha: 0.5))
    let error = try #require(
      loadError(
        ##"{"$extends": "light", "color": {"accent": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}}"##
      ))
    #expect(error.kind == .badColor)
    #expect(error.path == "color.accent.$value.colorSpace")
  }

  @Test("weights may be names from the Design Tokens format or numbers")
  func weights() throws {
    let theme = try load(
      ##"{"$extends": "light", "type": {"numeralWeight": {"$value": "extra-bold"}, "weight": {"subhead": {"$value": 510}}}}"##
    )
    #expect(theme.type.numeralWeight == .heavy)
    #expect(theme.type.styleWeights[.subhead] == FontWeight(510))
  }

  @Test("other tools' $extensions and $deprecated are left alone")
  func foreignExtensions() throws {
    let theme = try load(
      ##"{"$extends": "light", "color": {"bg": {"$value": "#FFFFFF", "$deprecated": true, "$extensions": {"org.example.tool": {"x": 1}}}}}"##
    )
    #expect(theme.color(.bg).hex == "#FFFFFF")
  }

  @Test("a timing-curve motion token from a file keeps its curve and its fade")
  func timingCurveFromFile() throws {
    let theme = try load(
      """
      {
        "$extends": "light",
        "motion": {
          "standard": {
            "$value": { "duration": { "value": 0.25, "unit": "s" }, "timingFunction": [0, 0, 0.58, 1] },
            "$extensions": { "com.spblocks.theme": { "reduceMotion": { "duration": { "value": 100, "unit": "ms" } } } }
          }
        }
      }
      """)
    #expect(
      theme.motion(.standard)
        == MotionToken(
          curve: .timingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: 0.25), reduceMotionFadeDuration: 0.1))
  }

  /// A palette of `base` colours and three levels of `perLevel` aliases, each alias naming a
  /// token of the level below; the accent role names the last alias of the top level.
  static func layeredPalette(base: Int, perLevel: Int) -> (json: String, accentHex: String) {
    func hex(_ index: Int) -> String {
      let digits = String((index * 2_654_435) & 0xFF_FFFF, radix: 16, uppercase: true)
      return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
    var levels = [(0..<base).map { #""t\#($0)": {"$value": "\#(hex($0))"}"# }.joined(separator: ", ")]
    var targets = Array(0..<base)
    for level in 1...3 {
      let below = level == 1 ? "base" : "level\(level - 1)"
      let picks = (0..<perLevel).map { (($0 * 7) + level) % targets.count }
      levels.append(
        picks.enumerated().map { #""t\#($0)": {"$value": "{color.palette.\#(below).t\#($1)}"}"# }
          .joined(separator: ", "))
      targets = picks.map { targets[$0] }
    }
    let groups = zip(["base", "level1", "level2", "level3"], levels).map { #""\#($0)": {\#($1)}"# }
    let json = #"""
      {"$extends": "light", "color": {"palette": {"$type": "color", \#(groups.joined(separator: ", "))},
      "accent": {"$value": "{color.palette.level3.t\#(perLevel - 1)}"}}}
      """#
    return (json, hex(targets[perLevel - 1]))
  }

  @Test("a large palette of aliases three deep resolves each alias to the colour at its chain's end")
  func layeredAliases() throws {
    let (json, accentHex) = Self.layeredPalette(base: 600, perLevel: 400)
    let theme = try load(json)
    #expect(theme.color(.accent).hex == accentHex)
    #expect(try load(json).color(.accent).hex == accentHex)
  }
}
