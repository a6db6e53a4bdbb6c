import Foundation
import SPTheme
import Testing

/// The theme half of `docs/errors.md`: every entry's input and the exact line a person reads.
/// `ErrorCatalogueDocsTests` checks that the page prints these same lines.
@Suite("Error catalogue: theme files")
struct ThemeCatalogueTests {
  /// One catalogue entry: an id (`E-T-12`), a theme file's text, and what loading it says.
  struct Entry: Sendable, CustomTestStringConvertible {
    var id: String
    var json: String
    var kind: ThemeError.Kind
    var message: String
    var testDescription: String { id }
  }

  /// Entries whose whole message is ours (the JSON syntax entries quote the platform's parser
  /// and are checked by shape in `ThemeHostileInputTests`).
  static let entries: [Entry] = [
    Entry(
      id: "E-T-4", json: #"[1, 2]"#, kind: .wrongType,
      message: "t.json: wrong type: expected a JSON object of token groups, found an array of 2"),
    Entry(
      id: "E-T-5", json: ##"{"$extends": "light", "colour": {"accent": {"$value": "#FFF"}}}"##,
      kind: .unknownToken,
      message:
        #"t.json: colour: unknown token: expected a group, one of color, elevation, material, motion, radius, space, tile, type, found "colour""#
    ),
    Entry(
      id: "E-T-6", json: #"{"$extends": "light", "space": {"md": {"$value": "12px"}}}"#, kind: .wrongType,
      message:
        #"t.json: space.md: wrong type: expected a dimension {"value": 12, "unit": "px"}, found "12px""#),
    Entry(
      id: "E-T-7", json: #"{"$extends": "light", "color": {"accent": {"$value": 12}}}"#, kind: .badColor,
      message:
        "t.json: color.accent: bad colour: expected #RGB, #RRGGBB, #RRGGBBAA or an sRGB colour object, found 12"
    ),
    Entry(
      id: "E-T-8", json: #"{"$extends": "light", "color": {"accent": {"$value": "{color.palette.nope}"}}}"#,
      kind: .danglingAlias,
      message:
        #"t.json: color.accent: dangling alias: expected a token at color.palette.nope, found "{color.palette.nope}""#
    ),
    Entry(
      id: "E-T-9", json: #"{"$extends": "light", "color": {"accent": {"$value": "{color.accent}"}}}"#,
      kind: .cycle,
      message:
        "t.json: color.accent: alias cycle: expected aliases that end at a value, found color.accent → color.accent"
    ),
    Entry(
      id: "E-T-10",
      json:
        #"{"$extends": "light", "color": {"accent": {"$value": "{color.bg}"}, "bg": {"$value": "{color.accent}"}}}"#,
      kind: .cycle,
      message:
        "t.json: color.accent: alias cycle: expected aliases that end at a value, found color.accent → color.bg → color.accent"
    ),
    Entry(
      id: "E-T-11", json: ##"{"color": {"$type": "color", "accent": {"$value": "#007AFF"}}}"##,
      kind: .missingToken,
      message: "t.json: color.bg: missing token: expected a color token, found nothing"),
    Entry(
      id: "E-T-13",
      json: #"{"$extends": "light", "radius": {"lg": {"$value": {"value": -4, "unit": "px"}}}}"#,
      kind: .outOfRange,
      message: "t.json: radius.lg.$value.value: value out of range: expected a length of 0 or more, found -4"),
    Entry(
      id: "E-T-14",
      json:
        #"{"$extends": "light", "type": {"$extensions": {"com.spblocks.theme": {"tracking": {"0": -26}}}}}"#,
      kind: .outOfRange,
      message:
        #"t.json: type.$extensions.com.spblocks.theme.tracking.0: value out of range: expected a point size above 0 and at most 1000, found "0""#
    ),
    Entry(
      id: "E-T-15",
      json:
        #"{"$extends": "light", "type": {"$extensions": {"com.spblocks.theme": {"tracking": {"10000": 3}}}}}"#,
      kind: .outOfRange,
      message:
        #"t.json: type.$extensions.com.spblocks.theme.tracking.10000: value out of range: expected a point size above 0 and at most 1000, found "10000""#
    ),
    Entry(
      id: "E-T-16", json: #"{"$extends": "light", "type": {"numeralWeight": {"$value": 10000}}}"#,
      kind: .outOfRange,
      message: "t.json: type.numeralWeight: value out of range: expected a weight from 1 to 1000, found 10000"
    ),
    Entry(
      id: "E-T-17",
      json:
        #"{"$extends": "light", "motion": {"smooth": {"$value": {"duration": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}}"#,
      kind: .outOfRange,
      message:
        "t.json: motion.smooth.$value.duration.value: value out of range: expected a duration from 10 ms to 10 s, found 0 ms"
    ),
    Entry(
      id: "E-T-18", json: #"{"$extends": "nope"}"#, kind: .unknownTheme,
      message:
        #"t.json: $extends: unknown theme: expected a shipped theme (brand, dark, dark-high-contrast, light, light-high-contrast) or a .json file beside this one, found "nope""#
    ),
    Entry(
      id: "E-T-24",
      json: #"{"$extends": "light", "radius": {"lg": {"$value": {"value": 1e308, "unit": "px"}}}}"#,
      kind: .outOfRange,
      message:
        "t.json: radius.lg.$value.value: value out of range: expected a length of at most 10000 points, found 1e+308"
    ),
    Entry(
      id: "E-T-25",
      json:
        #"{"$extends": "light", "motion": {"smooth": {"$value": {"duration": {"value": 500, "unit": "ms"}, "timingFunction": [0.2, 0, 0, 1]}, "$extensions": {"com.spblocks.theme": {"spring": {"bounce": 0.95}, "reduceMotion": {"duration": {"value": 200, "unit": "ms"}}}}}}}"#,
      kind: .outOfRange,
      message:
        "t.json: motion.smooth.$extensions.com.spblocks.theme.spring.bounce: value out of range: expected a bounce from -0.9 to 0.9, found 0.95"
    ),
    Entry(
      id: "E-T-26",
      json: #"{"$extends": "light", "space": {"palette": {"ratio": {"$type": "number", "$value": 1e300}}}}"#,
      kind: .outOfRange,
      message:
        "t.json: space.palette.ratio: value out of range: expected a number from -1000000 to 1000000, found 1e+300"
    ),
    Entry(
      id: "E-T-27",
      json:
        #"{"$extends": "light", "color": {"palette": {"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk": {"$value": "{color.bg}"}}}}"#,
      kind: .outOfRange,
      message:
        #"t.json: color.palette: value out of range: expected a token path of at most 256 bytes, found a name of 245 bytes, "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…""#
    ),
    Entry(
      id: "E-T-28",
      json: #"{"$extends": "light", "color": {"accent": {"$value": "{radius.lg}"}}}"#,
      kind: .wrongType,
      message:
        #"t.json: color.accent: wrong type: expected an alias to a color token, found "{radius.lg}", which points at radius.lg, a dimension token"#
    ),
    Entry(
      id: "E-T-31",
      json:
        ##"{"$extends": "light", "color": {"accent": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#FFFFFF;}x"}}}}"##,
      kind: .badColor,
      message:
        ##"t.json: color.accent.$value.hex: bad colour: expected a 6-digit CSS hex colour, #RRGGBB, found "#FFFFFF;}x""##
    ),
  ]

  @Test(
    "#23.10 a colour object's hex fallback is checked as the DTCG reader checks it",
    arguments: [
      (##""#FFFFFF;}x""##, false), (##""#FFF""##, false), (#""FFFFFF""#, false), (##""#GGGGGG""##, false),
      ("12", false), (##""#FFFFFFFF""##, false), (##""#0000ff""##, true), (##""#0000FF""##, true),
    ])
  func hexFallback(_ hex: String, _ accepted: Bool) {
    let json =
      #"{"$extends": "light", "color": {"accent": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1], "hex": \#(hex)}}}}"#
    let error = Self.error(loading: json)
    #expect((error == nil) == accepted, "\(hex): \(error?.description ?? "loaded")")
    if !accepted {
      #expect(error?.problems.first?.path == "color.accent.$value.hex")
      #expect(error?.kind == .badColor)
    }
  }

  @Test("E-T catalogue entries load to exactly the documented error", arguments: entries)
  func entry(_ entry: Entry) {
    let error = Self.error(loading: entry.json)
    #expect(error?.kind == entry.kind)
    #expect(error?.problems.first?.message == entry.message)
  }

  @Test("E-T-11 a theme extending nothing lists every token it lacks, one line each")
  func everyMissingToken() throws {
    let error = try #require(
      Self.error(loading: ##"{"color": {"$type": "color", "accent": {"$value": "#007AFF"}}}"##))
    #expect(error.problems.allSatisfy { $0.kind == .missingToken && $0.file == "t.json" })
    let paths = error.problems.map(\.path)
    #expect(
      paths.contains("color.bg") && paths.contains("type.numeralWeight") && !paths.contains("color.accent"))
    #expect(error.description.split(separator: "\n").count == error.problems.count)
  }

  @Test("E-T-12 $extends loops are refused: a file extending itself, and two extending each other")
  func inheritanceLoops() throws {
    let directory = try Self.directory(
      [
        "self.json": #"{"$extends": "self.json"}"#, "a.json": #"{"$extends": "b.json"}"#,
        "b.json": #"{"$extends": "a.json"}"#,
      ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let expected = "expected a chain of $extends that ends at a theme extending nothing"
    #expect(
      Self.error(loadingFile: directory.appendingPathComponent("self.json"))?.message
        == "self.json: $extends: inheritance loop: \(expected), found self.json → self.json")
    #expect(
      Self.error(loadingFile: directory.appendingPathComponent("a.json"))?.message
        == "b.json: $extends: inheritance loop: \(expected), found a.json → b.json → a.json")
  }

  @Test("E-T-19 a file that cannot be read names the file and the system's reason")
  func unreadableFile() throws {
    let directory = try Self.directory(["child.json": #"{"$extends": "absent.json"}"#])
    defer { try? FileManager.default.removeItem(at: directory) }
    let absent = try #require(Self.error(loadingFile: directory.appendingPathComponent("absent.json")))
    #expect(absent.kind == .unreadableFile)
    #expect(absent.message.hasPrefix("absent.json: unreadable file: expected a readable theme file at "))
    let parent = try #require(Self.error(loadingFile: directory.appendingPathComponent("child.json")))
    #expect(parent.kind == .unreadableFile)
    #expect(
      parent.message.hasPrefix("child.json: $extends: unreadable file: expected a readable theme file at "))
    #expect(parent.message.contains("absent.json"))
  }

  @Test("E-T-20 an unknown shipped theme name lists the shipped names")
  func unknownShippedName() {
    #expect(throws: ThemeError.self) { try Theme.shipped(named: "drak") }
    do {
      _ = try Theme.shipped(named: "drak")
    } catch {
      #expect(
        error.message
          == #"drak.json: unknown theme: expected a shipped theme: brand, dark, dark-high-contrast, light, light-high-contrast, found "drak""#
      )
    }
  }

  static func error(loading json: String) -> ThemeError? {
    do {
      _ = try Theme.load(data: Data(json.utf8), fileName: "t.json")
      return nil
    } catch {
      return error
    }
  }

  static func error(loadingFile url: URL) -> ThemeError? {
    do {
      _ = try Theme.load(contentsOf: url)
      return nil
    } catch {
      return error
    }
  }

  static func directory(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "theme-catalogue-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
    return directory
  }
}
