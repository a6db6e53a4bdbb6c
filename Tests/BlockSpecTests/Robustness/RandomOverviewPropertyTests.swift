import BlockSpec
import Foundation
import SPTheme
import Testing

/// Properties over random valid overviews (seeded, so every run checks the same ones): each
/// compiles in any environment and theme to a sound tree, and its canonical JSON reads back.
/// With `BLOCKSPEC_TREE_DUMP_DIR` set, the trees are written there too, so CI's JSON Schema
/// validator (`Scripts/validate-trees.py`) checks them against `docs/schema/layout-tree.schema.json`.
@Suite("Random overviews")
struct RandomOverviewPropertyTests {
  static let seeds: [UInt64] = Array(1...240)

  @Test("the generator only makes overviews the format accepts")
  func generatorIsValid() {
    for seed in Self.seeds {
      #expect(RandomOverviews.overview(seed: seed).problems() == [], "seed \(seed)")
    }
  }

  @Test("a random valid overview compiles in a random environment to a sound tree", arguments: seeds)
  func compiles(seed: UInt64) throws {
    let overview = RandomOverviews.overview(seed: seed)
    let environment = RandomOverviews.environment(seed: seed)
    let theme = Robust.themes[Int(seed % UInt64(Robust.themes.count))]
    let tree = StatsOverviewBlock.compile(overview, theme: theme, environment: environment)
    #expect(Robust.problems(in: tree) == [], "seed \(seed)")
    // The compiler's invariants that hold at any width (its grid and clamp rules depend on the
    // width since the measured width rules, and the matrix checks them at 320 and 430 pt).
    let invariants =
      Invariants.uniqueIds(tree) + Invariants.interactiveNodesLabelled(tree)
      + Invariants.nodeColoursFromTheme(tree, theme: theme) + Invariants.reduceMotion(tree)
    #expect(invariants == [], "seed \(seed)")
    #expect(tree.schemaVersion == LayoutTree.baseSchemaVersion)
    try Self.dump(tree, name: "random-\(seed)")
  }

  @Test(
    "a random valid overview's canonical JSON decodes, and encodes again to the same bytes", arguments: seeds)
  func canonicalRoundTrip(seed: UInt64) throws {
    let json = RandomOverviews.overview(seed: seed).encodedJSON()
    let decoded = try Overview.decode(from: json, source: "random-\(seed).json")
    #expect(decoded.encodedJSON() == json, "seed \(seed)")
  }

  /// Writes `tree` to `BLOCKSPEC_TREE_DUMP_DIR` when it is set (CI sets it).
  static func dump(_ tree: LayoutTree, name: String) throws {
    guard let path = ProcessInfo.processInfo.environment["BLOCKSPEC_TREE_DUMP_DIR"], !path.isEmpty else {
      return
    }
    let directory = URL(fileURLWithPath: path, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try tree.jsonData().write(to: directory.appendingPathComponent("\(name).json"))
  }
}
