import BlockSpec
import Foundation
import SPTheme
import Testing

/// Reading tile documents: the seed's parameters, tints, and errors with file, path, expected
/// and found, as for overviews.
@Suite("Sparkline stat tile: documents and tints")
struct TileDocumentTests {
  typealias F = TileFixtures

  func read(_ json: String) throws(DocumentError) -> SparklineStatTileDocument {
    try SparklineStatTileDocument.decode(from: Data(json.utf8), source: "tile.json")
  }

  func problems(_ json: String) -> [String] {
    do {
      _ = try read(json)
      return []
    } catch {
      return error.lines
    }
  }

  @Test("a tile with every parameter reads as the seed's, null a missing reading")
  func fullTile() throws {
    let document = try read(
      #"{"block": "sparklineStatTile", "title": "Revenue", "value": "4,980", "trend": [4200, 4310, null, 4980], "systemImage": "eurosign.circle", "tint": "indigo", "higherIsBetter": false}"#
    )
    #expect(
      document
        == .tile(
          SparklineTile(
            title: "Revenue", value: "4,980", trend: [4200, 4310, nil, 4980], systemImage: "eurosign.circle",
            tint: .system(.indigo), higherIsBetter: false)))
  }

  @Test(
    "#23.8 an empty or blank title, value or systemImage is refused, as the overview refuses a label",
    arguments: [#""""#, #"" ""#, #""\u200B""#, #""\t\n""#, #""\u3164""#])
  func invisibleTexts(_ json: String) {
    // Written in the message as in the document: quoted, what cannot be seen escaped.
    let shown = json
    #expect(
      problems(#"{"title": \#(json), "value": \#(json), "trend": [1, 2], "systemImage": \#(json)}"#) == [
        "tile.json: title: expected a title with a visible character, found \(shown)",
        "tile.json: value: expected a value with a visible character, found \(shown)",
        "tile.json: systemImage: expected an SF Symbol name with a visible character, found \(shown)",
      ])
    #expect(problems(#"{"title": "Revenue", "value": "4,980", "trend": [1], "systemImage": "cart"}"#).isEmpty)
    let blank = SparklineTile(title: " ", value: "1", trend: [1])
    #expect(
      blank.problems().map(\.description) == [#"title: expected a title with a visible character, found " ""#]
    )
  }

  @Test("the demo screen is {\"screen\": \"demo\"}")
  func demo() throws {
    #expect(try read(#"{"block": "sparklineStatTile", "screen": "demo"}"#) == .demo)
    #expect(
      problems(#"{"block": "sparklineStatTile", "screen": "home"}"#)
        == [#"tile.json: screen: expected "demo", the seed's demo screen, found "home""#])
  }

  @Test("bad documents name the file, the JSON path, what was expected and what was found")
  func errors() {
    #expect(
      problems(
        #"{"block": "sparklineStatTile", "title": "Revenue", "value": 4980, "trend": [1, "2"], "tint": "mauve"}"#
      )
        == [
          "tile.json: value: expected the value as the host writes it, a string, found 4980",
          #"tile.json: trend[1]: expected a number, or null for a missing reading, found "2""#,
          "tile.json: tint: expected \(Tint.expected), found \"mauve\"",
        ])
    #expect(
      problems(#"{"block": "sparklineStatTile", "title": "Revenue", "trend": [], "colour": "red"}"#)
        == [
          "tile.json: colour: expected one of title, value, trend, systemImage, tint, higherIsBetter, found \"colour\"",
          "tile.json: value: expected a value for \"value\", found nothing",
        ])
    #expect(
      problems(#"{"block": "statsOverview", "title": "A", "value": "1", "trend": []}"#)
        == [#"tile.json: block: expected "sparklineStatTile", found "statsOverview""#])
    #expect(problems("[1, 2]") == ["tile.json: expected a sparkline stat tile object, found an array"])
    #expect(
      problems(#"{"title": "A", "value": "1", "trend": [1,]}"#).first?.hasPrefix(
        "tile.json: trend[1]: expected a JSON value") == true)
  }

  @Test(
    "a tint is a system colour name, a theme colour alias or a hex colour; the tree carries token and value")
  func tints() throws {
    #expect(Tint("teal") == .system(.teal))
    #expect(Tint("{color.accent}") == .role(.accent))
    #expect(Tint("{color.system.pink}") == .system(.pink))
    #expect(Tint("#ff8800") == .hex("#FF8800"))
    #expect(Tint("{color.palette.blue}") == nil && Tint("mauve") == nil && Tint("#12") == nil)
    func line(_ tint: Tint, _ theme: Theme) -> ColorValue? {
      var tile = F.revenue
      tile.tint = tint
      return F.tree(tile, theme: theme).node(id: "tile.sparkline")?.sparkline?.line.color
    }
    #expect(line(.system(.teal), F.dark) == ColorValue(token: "color.system.teal", value: "#40C8E0"))
    #expect(
      line(.role(.accent), F.light) == ColorValue(token: "color.accent", value: F.light.color(.accent).hex))
    #expect(line(.hex("#FF8800"), F.light) == ColorValue(token: "#FF8800", value: "#FF8800"))
  }

  @Test("values are the host's strings, shown as given")
  func hostValue() {
    var tile = F.revenue
    tile.value = "€4.980,00"
    #expect(F.tree(tile).node(id: "tile.value")?.text?.string == "€4.980,00")
  }

  @Test("a long trend is reduced to two values per point of the tile's width, keeping first and last")
  func reduction() throws {
    let trend: [Double?] = (0..<5_000).map { Double($0 % 97) + (($0 % 2 == 0) ? 0 : 50) }
    var tile = F.revenue
    tile.trend = trend
    let sparkline = try #require(
      F.tree(tile, environment: F.environment(width: 320)).node(id: "tile.sparkline")?.sparkline)
    #expect(sparkline.originalCount == 5_000)
    #expect(sparkline.points.count <= 2 * 320 + 3)
    #expect(sparkline.points.first?.x == 0 && sparkline.points.last?.x == 4_999)
    #expect(sparkline.points.contains { $0.y == 96 + 50 } && sparkline.points.contains { $0.y == 0 })
    tile.trend = Array(trend.prefix(300))
    #expect(F.tree(tile).node(id: "tile.sparkline")?.sparkline?.points.count == 300)
  }

  @Test("compiled trees read back through Codable and match the independent jsonValue path")
  func roundTrip() throws {
    for tree in [
      F.tree(), F.demo(),
      F.demo(environment: F.environment(size: .accessibility3, width: 320, reduceMotion: true)),
    ] {
      let data = tree.jsonData()
      #expect(try LayoutTree(jsonData: data) == tree)
      #expect(CanonicalJSON.string(tree.jsonValue) == String(decoding: data, as: UTF8.self))
    }
  }
}
