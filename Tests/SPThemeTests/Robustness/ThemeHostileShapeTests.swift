import Foundation
import SPTheme
import Testing

/// Theme files whose shape, not their bytes, is hostile: many dangling aliases, long alias
/// chains and rings, wide groups, deep groups, long names, long `$extends` chains. Each must
/// load or be refused with the right problems. How long they take is measured in `spec-bench`
/// (the "hostile theme" rows, docs/performance.md), not here: these tests pin behaviour at a
/// few thousand tokens, where a quadratic loader would still pass in time but the bounds it
/// relies on (path length, inheritance depth) are checked.
@Suite("Hostile theme shapes")
struct ThemeHostileShapeTests {
  /// `{"$extends": "light", "color": {"palette": {"$type": "color", <members>}}}`.
  /// `"name": {"$value": "value"}`.
  static func token(_ name: String, _ value: String) -> String { "\"\(name)\": {\"$value\": \"\(value)\"}" }

  static func palette(_ members: [String], accent: String? = nil) -> String {
    #"{"$extends": "light", "color": {"palette": {"$type": "color", "#
      + members.joined(separator: ",") + "}"
      + (accent.map { #", "accent": {"$value": "\#($0)"}"# } ?? "") + "}}"
  }

  @Test("#13.1 thousands of dangling aliases give one problem each, named at each alias")
  func manyDanglingAliases() throws {
    let json = Self.palette((0..<3_000).map { Self.token("d\($0)", "{x}") })
    let error = try #require(loadError(json))
    #expect(error.problems.count == 3_000)
    #expect(error.problems.allSatisfy { $0.kind == .danglingAlias && $0.found == #""{x}""# })
    #expect(error.problems.first?.path == "color.palette.d0")
  }

  @Test("#13.1 a dangling alias that names a group says so, among thousands")
  func danglingAliasesToAGroup() throws {
    let json = Self.palette(
      (0..<2_000).map { Self.token("d\($0)", "{color.palette}") } + [Self.token("z", "{color.zz}")])
    let error = try #require(loadError(json))
    #expect(error.problems.count == 2_001)
    let group = try #require(error.problems.first { $0.path == "color.palette.d7" })
    #expect(group.found == #""{color.palette}", which names a group"#)
    // `color.zz` sorts after every path under `color.` but names no group.
    let other = try #require(error.problems.first { $0.path == "color.palette.z" })
    #expect(other.found == #""{color.zz}""#)
  }

  @Test("#13.1 a ring of 5,000 aliases is one problem")
  func longRing() throws {
    let count = 5_000
    let json = Self.palette(
      (0..<count).map { Self.token("c\($0)", "{color.palette.c\(($0 + 1) % count)}") })
    let error = try #require(loadError(json))
    #expect(error.problems.count == 1)
    #expect(error.kind == .outOfRange)
    #expect(error.expected == "a chain of at most \(Theme.maximumNesting) aliases")
  }

  @Test("#13.1 many chains of 63 aliases, each within the limit, all resolve")
  func manyChainsWithinTheLimit() throws {
    let chains = 40
    let members = (0..<chains).flatMap { chain in
      (0..<63).map { link in
        link == 62
          ? Self.token("c\(chain)_\(link)", "#123456")
          : Self.token("c\(chain)_\(link)", "{color.palette.c\(chain)_\(link + 1)}")
      }
    }
    let json = Self.palette(members, accent: "{color.palette.c39_0}")
    let theme = try Theme.load(data: Data(json.utf8), fileName: "chains.json")
    #expect(theme.color(.accent).hex == "#123456")
  }

  @Test("#13.1 a wide group of 10,000 tokens loads")
  func wideGroup() throws {
    let json = Self.palette((0..<10_000).map { Self.token("w\($0)", "#123456") })
    _ = try Theme.load(data: Data(json.utf8), fileName: "wide.json")
  }

  @Test("#13.1 tokens 60 groups deep take the type of light's colour group")
  func deepGroups() throws {
    let opening = (0..<60).map { #""g\#($0)": {"# }.joined()
    let closing = String(repeating: "}", count: 60)
    let tokens = (0..<200).map { Self.token("t\($0)", "#123456") }.joined(separator: ",")
    let json =
      #"{"$extends": "light", "color": {"palette": {"# + opening + tokens + closing
      + #"}, "accent": {"$value": "{color.palette.g0.g1.g2.g3.g4.g5.g6.g7.g8.g9.g10.g11.g12.g13.g14.g15.g16.g17.g18.g19.g20.g21.g22.g23.g24.g25.g26.g27.g28.g29.g30.g31.g32.g33.g34.g35.g36.g37.g38.g39.g40.g41.g42.g43.g44.g45.g46.g47.g48.g49.g50.g51.g52.g53.g54.g55.g56.g57.g58.g59.t7}"}}}"#
    let theme = try Theme.load(data: Data(json.utf8), fileName: "deep.json")
    #expect(theme.color(.accent).hex == "#123456")
  }

  @Test("#13.1 a token path over the limit is refused once, at its group, not once per token")
  func longGroupName() throws {
    let name = String(repeating: "k", count: 100_000)
    let tokens = (0..<1_000).map { Self.token("t\($0)", "#123456") }.joined(separator: ",")
    let json = Self.palette([#""\#(name)": {\#(tokens)}"#])
    let error = try #require(loadError(json))
    #expect(error.problems.count == 1)
    #expect(
      error.message
        == #"t.json: color.palette: value out of range: expected a token path of at most 256 bytes, found a name of 100000 bytes, "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…""#
    )
  }

  @Test("#13.1 a path of exactly the limit loads")
  func pathAtTheLimit() throws {
    // "color.palette." is 14 bytes.
    let name = String(repeating: "k", count: Theme.maximumPathLength - 14)
    let json = Self.palette([Self.token("\(name)", "#123456")])
    _ = try Theme.load(data: Data(json.utf8), fileName: "t.json")
    #expect(loadError(Self.palette([Self.token("\(name)k", "#123456")]))?.kind == .outOfRange)
  }

  @Test("#13.1 E-T-29 an $extends chain of 16 files loads; 17 is refused at the file that goes one too far")
  func inheritanceDepth() throws {
    var files: [String: String] = ["f0.json": #"{"$extends": "light"}"#]
    for index in 1...17 { files["f\(index).json"] = #"{"$extends": "f\#(index - 1).json"}"# }
    let directory = try themeDirectory(files)
    defer { try? FileManager.default.removeItem(at: directory) }
    // f15 → f14 → … → f0 → light: 16 themes above f15.
    _ = try Theme.load(contentsOf: directory.appendingPathComponent("f15.json"))
    do {
      _ = try Theme.load(contentsOf: directory.appendingPathComponent("f16.json"))
      Issue.record("a chain of 17 themes loaded")
    } catch {
      #expect(error.problems.count == 1)
      #expect(
        error.message
          == #"f0.json: $extends: value out of range: expected a chain of at most 16 themes above this one, found "light", one more"#
      )
    }
  }
}
