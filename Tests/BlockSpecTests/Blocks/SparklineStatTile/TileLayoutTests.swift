import BlockSpec
import Foundation
import SPTheme
import Testing

/// The tile and the demo screen laid out over every shipped theme, all twelve sizes and the
/// overview's widths: no text truncates, no word breaks, no frame leaves its parent or overlaps a
/// sibling (a backdrop sparkline lies behind its tile's content by design).
@Suite("Sparkline stat tile: layout over the full matrix")
struct TileLayoutTests {
  typealias F = TileFixtures
  static let widths: [Double] = [320, 375, 390, 430]

  @Test(
    "S-9 S-10 O-DT-5 every row whole: a tile in the column and the demo screen", arguments: [false, true])
  func rowsKeepTheirShape(reduceMotion: Bool) {
    for theme in ShippedThemes.all {
      for size in DynamicTypeStep.allCases {
        for width in Self.widths {
          let environment = F.environment(size: size, width: width, reduceMotion: reduceMotion)
          for tree in [
            F.tree(theme: theme, environment: environment), F.demo(theme: theme, environment: environment),
          ] {
            let frames = tree.frames()
            let violations = frames.audit(tree)
            #expect(
              violations.isEmpty,
              "\(theme.name) \(size) \(Int(width)): \(violations.prefix(4).map(\.description))")
            #expect(frames["block"]?.frame.width == width)
          }
        }
      }
    }
  }

  @Test("S-10 tiles in a row are equally tall and their sparklines sit on their bottom edges")
  func rows() throws {
    let tree = F.demo()
    let frames = tree.frames()
    let revenue = try #require(frames["tiles.revenue"]?.frame)
    let signups = try #require(frames["tiles.signups"]?.frame)
    #expect(revenue.height == signups.height && revenue.y == signups.y)
    #expect(abs(signups.x - revenue.maxX - 14) < 0.001)
    for id in ["revenue", "signups", "churn", "sessions", "orders", "tickets"] {
      let tile = try #require(frames["tiles.\(id)"]?.frame)
      let line = try #require(frames["tiles.\(id).sparkline"]?.frame)
      #expect(abs(line.maxY - tile.maxY) < 0.001 && line.x == tile.x && line.width == tile.width)
    }
    // 20 pt padding; the title, then 20 pt, then the grid.
    #expect(frames["screen.title"]?.frame.x == 20 && frames["screen.title"]?.frame.y == 20)
    let titleBottom = try #require(frames["screen.title"]?.frame.maxY)
    #expect(abs(revenue.y - titleBottom - 20) < 0.001)
  }

  @Test("S-10 a grid too narrow for a tile's words goes to one column rather than breaking them")
  func narrowFallsToOneColumn() {
    let columns = DynamicTypeStep.allCases.filter { !$0.isAccessibilitySize }.map { size in
      F.demo(environment: F.environment(size: size, width: 320)).node(id: "tiles")?.grid?.columns ?? 0
    }
    #expect(columns.first == 2)
    #expect(columns.allSatisfy { $0 == 1 || $0 == 2 })
  }
}

@Suite("Sparkline stat tile: trees for the schema check")
struct TileSchemaDumpTests {
  /// With `BLOCKSPEC_TREE_DUMP_DIR` set (CI does), writes the tile's and the demo's trees there
  /// beside the overview's, for `Scripts/validate-trees.py` to check against the published schema.
  @Test(
    "dump sparkline stat tile trees for the schema check when BLOCKSPEC_TREE_DUMP_DIR is set",
    .enabled(if: ProcessInfo.processInfo.environment["BLOCKSPEC_TREE_DUMP_DIR"]?.isEmpty == false))
  func dump() throws {
    let path = try #require(ProcessInfo.processInfo.environment["BLOCKSPEC_TREE_DUMP_DIR"])
    let directory = URL(fileURLWithPath: path, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for theme in ShippedThemes.all {
      for size in [DynamicTypeStep.large, .accessibility5] {
        for (width, reduceMotion) in [(320.0, false), (430.0, true)] {
          let environment = TileFixtures.environment(size: size, width: width, reduceMotion: reduceMotion)
          let trees = [
            ("tile", TileFixtures.tree(theme: theme, environment: environment)),
            (
              "tile-noLine", TileFixtures.tree(TileFixtures.tile([1]), theme: theme, environment: environment)
            ),
            ("demo", TileFixtures.demo(theme: theme, environment: environment, tick: 3)),
          ]
          for (name, tree) in trees {
            let file =
              "\(theme.name)-sparklineStatTile-\(name)-\(size.rawValue)-\(Int(width))\(reduceMotion ? "-rm" : "").json"
            try tree.jsonData().write(to: directory.appendingPathComponent(file))
          }
        }
      }
    }
  }
}
