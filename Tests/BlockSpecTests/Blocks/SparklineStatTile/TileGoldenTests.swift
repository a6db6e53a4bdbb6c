import BlockSpec
import BlockSpecTesting
import Foundation
import SPTheme
import Testing

/// One reviewed snapshot of the sparkline stat tile block.
struct TileGoldenCase: CustomTestStringConvertible, Sendable {
  var name: String
  var rules: [String]
  var document: SparklineStatTileDocument
  var theme: String
  var environment: BlockEnvironment
  var tick: Int
  var pinsJSON: Bool

  var testDescription: String { "\(name) (\(rules.joined(separator: ", ")))" }

  init(
    _ kind: String, rules: [String], document: SparklineStatTileDocument, theme: String,
    size: DynamicTypeStep,
    width: Double, reduceMotion: Bool = false, tick: Int = 0, pinsJSON: Bool = false
  ) {
    name = "\(kind)-\(theme)-\(size.rawValue)-w\(Int(width))\(reduceMotion ? "-reduceMotion" : "")"
    self.rules = rules
    self.document = document
    self.theme = theme
    environment = TileFixtures.environment(size: size, width: width, reduceMotion: reduceMotion)
    self.tick = tick
    self.pinsJSON = pinsJSON
  }

  func compile() throws -> LayoutTree {
    SparklineStatTileBlock.compile(
      document, theme: try Theme.shipped(named: theme), environment: environment,
      state: SparklineStatTileState(tick: tick))
  }
}

/// The reviewed matrix: the demo screen over every pair of theme (light, dark and their high
/// contrast), size (large, xxxLarge, AX2, AX5), width (320, 390) and Reduce Motion; single tiles
/// for the states the demo does not show (no line, no change, a fall that is good news, a hex
/// tint, a long trend).
enum TileGoldenMatrix {
  static let revenue = SparklineStatTileDocument.tile(TileFixtures.revenue)
  static let cases: [TileGoldenCase] = [
    TileGoldenCase(
      "demo", rules: ["S-3", "S-4", "S-5", "S-6", "S-7", "S-9", "S-10"], document: .demo, theme: "light",
      size: .large, width: 390, pinsJSON: true),
    TileGoldenCase(
      "demo", rules: ["S-7", "S-10"], document: .demo, theme: "dark", size: .large, width: 320,
      reduceMotion: true),
    TileGoldenCase(
      "demo", rules: ["S-4", "S-10"], document: .demo, theme: "light-high-contrast", size: .xxxLarge,
      width: 320),
    TileGoldenCase(
      "demo", rules: ["S-4", "S-7"], document: .demo, theme: "dark-high-contrast", size: .xxxLarge,
      width: 390,
      reduceMotion: true),
    TileGoldenCase(
      "demo", rules: ["S-4", "S-10"], document: .demo, theme: "dark", size: .accessibility2, width: 390,
      tick: 7),
    TileGoldenCase(
      "demo", rules: ["S-4", "S-7", "S-10"], document: .demo, theme: "light", size: .accessibility5,
      width: 320,
      reduceMotion: true),
    TileGoldenCase(
      "tile", rules: ["S-1", "S-2", "S-3", "S-5", "S-6", "S-8", "S-9"], document: revenue, theme: "light",
      size: .large, width: 350, pinsJSON: true),
    TileGoldenCase(
      "tile", rules: ["S-4", "S-7"], document: revenue, theme: "dark", size: .accessibility5, width: 320,
      reduceMotion: true),
    TileGoldenCase(
      "tile-flat", rules: ["S-1", "S-2", "S-5"],
      document: .tile(
        SparklineTile(title: "Churn", value: "58 users", trend: [58, 58, 58], higherIsBetter: false)),
      theme: "light", size: .large, width: 350),
    TileGoldenCase(
      "tile-fallIsGood", rules: ["S-5", "S-6"],
      document: .tile(
        SparklineTile(
          title: "Tickets", value: "96", trend: [120, nil, 110, 96], systemImage: "lifepreserver",
          tint: .hex("#AF52DE"),
          higherIsBetter: false)), theme: "dark", size: .large, width: 350),
    TileGoldenCase(
      "tile-noLine", rules: ["S-1", "S-3", "S-6"],
      document: .tile(SparklineTile(title: "Orders", value: "840", trend: [840, nil], tint: .role(.accent))),
      theme: "brand", size: .xLarge, width: 375),
    TileGoldenCase(
      "tile-long", rules: ["S-3"],
      document: .tile(
        SparklineTile(
          title: "Sessions", value: "1,900", trend: (0..<2_000).map { Double(($0 * 37) % 101) },
          tint: .system(.orange))),
      theme: "light", size: .large, width: 320),
  ]
}

@Suite("Sparkline stat tile: golden trees")
struct TileGoldenTests {

  @Test("Golden: the sparkline stat tile across the reviewed matrix", arguments: TileGoldenMatrix.cases)
  func golden(_ golden: TileGoldenCase) throws {
    GoldenFiles.assertGolden(try golden.compile(), named: golden.name, pinsJSON: golden.pinsJSON)
  }

  @Test("Golden: every tile case has its own file, and every file a case")
  func files() throws {
    try GoldenFiles.checkOneToOne(
      folder: "TileGoldenTests", cases: TileGoldenMatrix.cases.map { ($0.name, $0.pinsJSON) })
  }
}
