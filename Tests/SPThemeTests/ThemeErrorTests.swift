import Foundation
import SPTheme
import Testing

/// Every kind of load error, with the exact line a person reads.
@Suite("Theme file errors")
struct ThemeErrorTests {
  static let shipped = "brand, dark, dark-high-contrast, light, light-high-contrast"

  static let cases: [(json: String, kind: ThemeError.Kind, message: String)] = [
    (
      ##"{"$extends": "light", "color": {"acent": {"$value": "#FFF"}}}"##,
      ThemeError.Kind.unknownToken,
      ##"t.json: color.acent: unknown token: expected one of accent, bg, danger, fill, palette, separator, success, surface, textPrimary, textSecondary, textTertiary, found "acent""##
    ),
    (
      ##"{"$extends": "light", "space": {"md": {"$type": "color", "$value": "#FFF"}}}"##,
      .wrongType,
      "t.json: space.md: wrong type: expected $type dimension, found $type color"
    ),
    (
      ##"{"$extends": "light", "space": {"md": {"$value": "{color.accent}"}}}"##,
      .wrongType,
      ##"t.json: space.md: wrong type: expected an alias to a dimension token, found "{color.accent}", which points at color.accent, a color token"##
    ),
    (
      ##"{"$extends": "light", "color": {"accent": {"$value": "blue"}}}"##,
      .badColor,
      ##"t.json: color.accent: bad colour: expected #RGB, #RRGGBB, #RRGGBBAA or an sRGB colour object, found "blue""##
    ),
    (
      ##"{"$extends": "light", "color": {"accent": {"$value": "#12345"}}}"##,
      .badColor,
      ##"t.json: color.accent: bad colour: expected #RGB, #RRGGBB, #RRGGBBAA or an sRGB colour object, found "#12345""##
    ),
    (
      ##"{"$extends": "light", "color": {"accent": {"$value": "{color.palette.purple}"}}}"##,
      .danglingAlias,
      ##"t.json: color.accent: dangling alias: expected a token at color.palette.purple, found "{color.palette.purple}""##
    ),
    (
      ##"{"$extends": "light", "color": {"accent": {"$value": "{color.palette}"}}}"##,
      .danglingAlias,
      ##"t.json: color.accent: dangling alias: expected a token at color.palette, found "{color.palette}", which names a group"##
    ),
    (
      ##"{"$extends": "light", "color": {"palette": {"a": {"$value": "{color.palette.b}"}, "b": {"$value": "{color.palette.c}"}, "c": {"$value": "{color.palette.a}"}}}}"##,
      .cycle,
      "t.json: color.palette.a: alias cycle: expected aliases that end at a value, found color.palette.a → color.palette.b → color.palette.c → color.palette.a"
    ),
    (
      ##"{"$extends": "light", "radius": {"sm": {"$value": {"value": -4, "unit": "px"}}}}"##,
      .outOfRange,
      "t.json: radius.sm.$value.value: value out of range: expected a length of 0 or more, found -4"
    ),
    (
      ##"{"$extends": "light", "motion": {"smooth": {"$value": {"duration": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}}"##,
      .outOfRange,
      "t.json: motion.smooth.$value.duration.value: value out of range: expected a duration from 10 ms to 10 s, found 0 ms"
    ),
    (
      ##"{"$extends": "light", "motion": {"snappy": {"$value": {"duration": {"value": 500, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}, "$extensions": {"com.spblocks.theme": {"spring": {"bounce": 1.5}, "reduceMotion": {"duration": {"value": 200, "unit": "ms"}}}}}}}"##,
      .outOfRange,
      "t.json: motion.snappy.$extensions.com.spblocks.theme.spring.bounce: value out of range: expected a bounce from -0.9 to 0.9, found 1.5"
    ),
    (
      ##"{"$extends": "light", "motion": {"hero": {"$value": {"duration": {"value": 500, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}}"##,
      .missingToken,
      ##"t.json: motion.hero.$extensions.com.spblocks.theme.reduceMotion: missing token: expected a Reduce Motion fade {"duration": …}, found nothing"##
    ),
    (
      ##"{"$extends": "light", "type": {"numeralWeight": {"$value": 1200}}}"##,
      .outOfRange,
      "t.json: type.numeralWeight: value out of range: expected a weight from 1 to 1000, found 1200"
    ),
    (
      ##"{"$extends": "sepia"}"##,
      .unknownTheme,
      ##"t.json: $extends: unknown theme: expected a shipped theme (\##(Self.shipped)) or a .json file beside this one, found "sepia""##
    ),
    (
      ##"{"$extends": "light", "$extensions": {"com.spblocks.theme": {"highContrast": "yes"}}}"##,
      .wrongType,
      ##"t.json: $extensions.com.spblocks.theme.highContrast: wrong type: expected true or false, found "yes""##
    ),
    (
      ##"{"$extends": "light", "color": {"$valu": "#FFF"}}"##,
      .unknownToken,
      ##"t.json: color.$valu: unknown token: expected one of $deprecated, $description, $extensions, $type, found "$valu""##
    ),
    (
      ##"{"$extends": "light", "motion": {"snappy": {"$value": {"duration": {"value": 500, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}, "$extensions": {"com.spblocks.theme": {"spring": {"bounce": -1}, "reduceMotion": {"duration": {"value": 200, "unit": "ms"}}}}}}}"##,
      .outOfRange,
      "t.json: motion.snappy.$extensions.com.spblocks.theme.spring.bounce: value out of range: expected a bounce from -0.9 to 0.9, found -1"
    ),
    (
      ##"{"$extends": "light", "motion": {"standard": {"$value": {"duration": {"value": 350, "unit": "ms"}, "timingFunction": [1.2, 0, 0.58, 1]}}}}"##,
      .outOfRange,
      "t.json: motion.standard.$value.timingFunction[0]: value out of range: expected a number from 0 to 1, found 1.2"
    ),
    (
      ##"{"$extends": "light", "motion": {"standard": {"$value": {"duration": {"value": 350, "unit": "ms"}, "delay": {"value": 50, "unit": "ms"}, "timingFunction": [0.42, 0, 0.58, 1]}}}}"##,
      .outOfRange,
      "t.json: motion.standard.$value.delay: value out of range: expected no delay (0 ms): motion tokens start at once, found 50"
    ),
    (
      ##"{"$extends": "light", "$extensions": {"com.spblocks.theme": {"highContrast": 1}}}"##,
      .wrongType,
      "t.json: $extensions.com.spblocks.theme.highContrast: wrong type: expected true or false, found 1"
    ),
    (
      ##"{"$extends": "light", "color": {"bg": {"$value": "#FFF", "$extensions": {"com.spblocks.theme": {"spring": {}}}}}}"##,
      .unknownToken,
      "t.json: color.bg.$extensions.com.spblocks.theme: unknown token: expected no com.spblocks.theme entry on a color token, found spring"
    ),
    (
      ##"{"$extends": "light", "type": {"family": {"text": {"$type": "typography", "$value": "SF Pro"}}}}"##,
      .wrongType,
      "t.json: type.family.text.$type: wrong type: expected one of color, cubicBezier, dimension, duration, fontFamily, fontWeight, number, shadow, transition, found \"typography\""
    ),
    (
      ##"{"$extends": "light", "elevation": {"e2": {"$value": {"color": "#000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": -2, "unit": "px"}}}}}"##,
      .outOfRange,
      "t.json: elevation.e2.$value.blur.value: value out of range: expected a length of 0 or more, found -2"
    ),
  ]

  @Test(
    "each error kind names the file, the token path, what was expected and what was found",
    arguments: cases)
  func message(json: String, kind: ThemeError.Kind, message: String) throws {
    let error = try #require(loadError(json))
    #expect(error.kind == kind)
    #expect(error.file == "t.json")
    #expect(error.description == message)
    #expect(error.additional.isEmpty)
  }

  @Test("invalid JSON names the file and what the parser found")
  func invalidJSON() throws {
    let error = try #require(loadError(##"{"color": "##, file: "broken.json"))
    #expect(error.kind == .invalidJSON)
    #expect(error.file == "broken.json")
    #expect(error.path == "color")
    #expect(error.expected == "a JSON value")
    #expect(
      error.description
        == "broken.json: color: invalid JSON: expected a JSON value, found the end of the input")
  }

  @Test("a file that is JSON but not an object is the wrong type")
  func notAnObject() throws {
    let error = try #require(loadError("[1, 2]"))
    #expect(
      error.description == "t.json: wrong type: expected a JSON object of token groups, found an array of 2")
  }

  @Test("a theme extending nothing must define every required token")
  func missingTokens() throws {
    let error = try #require(loadError("{}"))
    #expect(error.problems.allSatisfy { $0.kind == .missingToken })
    // 10 colours, 6 spaces, 3 radii, 4 motions, 2 elevations, 2 families and the numeral weight.
    #expect(error.problems.count == 28)
    #expect(
      error.problems.contains {
        $0.message == "t.json: color.separator: missing token: expected a color token, found nothing"
      })
    #expect(
      error.problems.contains {
        $0.message == "t.json: type.numeralWeight: missing token: expected a fontWeight token, found nothing"
      })
  }

  @Test("every problem in a file is reported, in path order, one line each")
  func collectsAll() throws {
    let json = """
      {
        "$extends": "light",
        "color": { "accent": { "$value": "blue" }, "bgg": { "$value": "#FFF" } },
        "radius": { "sm": { "$value": { "value": -4, "unit": "px" } } },
        "space": { "md": { "$value": { "value": 12, "unit": "em" } } }
      }
      """
    let error = try #require(loadError(json))
    #expect(error.problems.map(\.kind) == [.badColor, .unknownToken, .outOfRange, .wrongType])
    #expect(
      error.problems.map(\.path) == [
        "color.accent", "color.bgg", "radius.sm.$value.value", "space.md.$value.unit",
      ])
    #expect(error.description.split(separator: "\n").count == 4)
    #expect(
      error.problems.last?.message
        == ##"t.json: space.md.$value.unit: wrong type: expected "px" or "rem", found "em""##)
  }

  @Test("a cycle is reported once with every token in it, however many tokens lead into it")
  func cycleOnce() throws {
    let json = """
      {
        "$extends": "light",
        "color": {
          "accent": { "$value": "{color.palette.x}" },
          "palette": { "x": { "$value": "{color.palette.y}" }, "y": { "$value": "{color.palette.x}" } }
        }
      }
      """
    let error = try #require(loadError(json))
    #expect(error.problems.count == 1)
    #expect(error.kind == .cycle)
    #expect(error.found == "color.palette.x → color.palette.y → color.palette.x")
  }

  @Test("a token aliasing itself is a cycle of one")
  func selfAlias() throws {
    let error = try #require(
      loadError(##"{"$extends": "light", "color": {"bg": {"$value": "{color.bg}"}}}"##))
    #expect(
      error.description
        == "t.json: color.bg: alias cycle: expected aliases that end at a value, found color.bg → color.bg")
  }

  @Test("an $extends loop between files names every file in the loop")
  func inheritanceLoop() throws {
    let directory = try themeDirectory([
      "a.json": ##"{"$extends": "b.json"}"##,
      "b.json": ##"{"$extends": "c.json"}"##,
      "c.json": ##"{"$extends": "a.json"}"##,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect {
      try Theme.load(contentsOf: directory.appendingPathComponent("a.json"))
    } throws: { error in
      (error as? ThemeError)?.description
        == "c.json: $extends: inheritance loop: expected a chain of $extends that ends at a theme extending nothing, "
        + "found a.json → b.json → c.json → a.json"
    }
  }

  @Test("a theme extending itself is an inheritance loop")
  func extendsItself() throws {
    let directory = try themeDirectory(["me.json": ##"{"$extends": "me.json"}"##])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect {
      try Theme.load(contentsOf: directory.appendingPathComponent("me.json"))
    } throws: { error in
      (error as? ThemeError)?.kind == .inheritanceLoop && (error as? ThemeError)?.found == "me.json → me.json"
    }
  }

  @Test("an unknown shipped theme lists the shipped ones")
  func unknownShipped() {
    #expect {
      try Theme.shipped(named: "sepia")
    } throws: { error in
      (error as? ThemeError)?.description
        == ##"sepia.json: unknown theme: expected a shipped theme: \##(Self.shipped), found "sepia""##
    }
  }

  @Test("a file that cannot be read is an unreadable-file error naming it")
  func unreadable() {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-such-theme-\(UUID().uuidString).json")
    #expect {
      try Theme.load(contentsOf: url)
    } throws: { error in
      let error = error as? ThemeError
      return error?.kind == .unreadableFile && error?.file == url.lastPathComponent
        && error?.expected == "a readable theme file at \(url.path)"
    }
  }

  @Test("a sibling file named by $extends that does not exist is unreadable")
  func missingSibling() throws {
    let directory = try themeDirectory(["child.json": ##"{"$extends": "base.json"}"##])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect {
      try Theme.load(contentsOf: directory.appendingPathComponent("child.json"))
    } throws: { error in
      let error = error as? ThemeError
      return error?.kind == .unreadableFile && error?.file == "child.json" && error?.path == "$extends"
    }
  }

  @Test("text loaded without a location cannot extend a file")
  func fileParentNeedsURL() throws {
    let error = try #require(loadError(##"{"$extends": "base.json"}"##))
    #expect(error.kind == .unknownTheme)
    #expect(error.found == ##""base.json""##)
  }

  @Test("errors in a parent file name the parent")
  func parentFileNamed() throws {
    let directory = try themeDirectory([
      "base.json": ##"{"$extends": "light", "radius": {"lg": {"$value": {"value": -1, "unit": "px"}}}}"##,
      "child.json": ##"{"$extends": "base.json"}"##,
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect {
      try Theme.load(contentsOf: directory.appendingPathComponent("child.json"))
    } throws: { error in
      (error as? ThemeError)?.file == "base.json" && (error as? ThemeError)?.path == "radius.lg.$value.value"
    }
  }

  @Test("errors compare as values")
  func equatable() {
    let a = ThemeError(.badColor, file: "a.json", path: "color.bg", expected: "x", found: "y")
    #expect(a == ThemeError(.badColor, file: "a.json", path: "color.bg", expected: "x", found: "y"))
    #expect(a != ThemeError(.cycle, file: "a.json", path: "color.bg", expected: "x", found: "y"))
  }

  @Test("problems spread over many groups are reported in path order, the same on every load")
  func manyProblemsInOrder() throws {
    // Names with reserved characters, unknown properties and bad types in groups large enough
    // that their members are stored in no particular order.
    let fillers = (0..<200).map { ##""f\##($0)": {"$value": "#000000"}"## }.joined(separator: ", ")
    let json = #"""
      {
        "$extends": "light",
        "color": {
          "palette": {
            "$type": "color", \#(fillers),
            "z.dot": {"$value": "#000000"}, "a{brace": {"$value": "#000000"},
            "m": {"$value": "#000000", "$bogus": 1, "$type": "colour"}, "k": 3
          },
          "$mystery": true
        }
      }
      """#
    let error = try #require(loadError(json))
    #expect(
      error.problems.map(\.path) == [
        "color.$mystery", "color.palette.a{brace", "color.palette.k", "color.palette.m.$bogus",
        "color.palette.m.$type", "color.palette.z.dot",
      ])
    #expect(loadError(json)?.description == error.description)
  }
}
