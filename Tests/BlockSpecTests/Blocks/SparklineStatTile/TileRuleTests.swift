import BlockSpec
import Foundation
import SPTheme
import Testing

/// Each S-* rule (`../shared/design/rules.md`) pinned by a test that names it.
@Suite("Sparkline stat tile: rules S-1 … S-10")
struct TileRuleTests {
  typealias F = TileFixtures

  @Test("S-1 change is (last − first) / abs(first) over the finite values")
  func change() {
    #expect(TrendSeries([100, nil, .nan, 112.3]).change == (112.3 - 100) / 100)
    #expect(TrendSeries([-50, -25]).change == 0.5)
    #expect(TrendSeries([200, .infinity, 150]).change == -0.25)
  }

  @Test("S-1 no change with fewer than two finite values, a first value of 0, or a non-finite result")
  func noChange() {
    #expect(TrendSeries([]).change == nil)
    #expect(TrendSeries([5, nil, .nan]).change == nil)
    #expect(TrendSeries([0, 10]).change == nil)
    #expect(TrendSeries([-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude]).change == nil)
  }

  @Test(
    "S-2 a flat series gets low − 1 … high + 1, otherwise −10 % … +50 % of the span; non-finite values dropped"
  )
  func domain() {
    #expect(TrendSeries([7, 7, nil, 7]).domain == 6...8)
    #expect(TrendSeries([100, .nan, 200, 150]).domain == 90...250)
    let tree = F.tree(F.tile([10, 20, nil, 30]))
    let sparkline = tree.node(id: "tile.sparkline")?.sparkline
    #expect(sparkline?.domain == .init(xLower: 0, xUpper: 2, yLower: 8, yUpper: 40))
    #expect(sparkline?.points == [.init(x: 0, y: 10), .init(x: 1, y: 20), .init(x: 2, y: 30)])
  }

  @Test(
    "S-3 area and line in the tint: gradient 30 % → 0 %, 2.5 pt, round caps and joins, Catmull-Rom, hidden")
  func sparklineStyle() throws {
    let node = try #require(F.tree().node(id: "tile.sparkline"))
    let sparkline = try #require(node.sparkline)
    let indigo = F.light.color(.indigo)
    #expect(
      sparkline.line
        == Stroke(
          color: ColorValue(token: "color.system.indigo", value: indigo.hex), width: 2.5, lineCap: .round,
          lineJoin: .round))
    #expect(sparkline.area.colors.map(\.opacity) == [0.3, 0])
    #expect(sparkline.area.colors.map(\.token) == ["color.system.indigo", "color.system.indigo"])
    #expect(sparkline.area.colors[0].value == indigo.opacity(0.3).hex)
    #expect(sparkline.area.start == .top && sparkline.area.end == .bottom)
    #expect(sparkline.interpolation == .catmullRom)
    #expect(node.accessibility?.hidden == true)
    #expect(node.children.isEmpty)
  }

  @Test("S-3 no line without more than one finite value")
  func noLine() {
    for trend: [Double?] in [[], [nil], [4, nil, .nan], [.infinity, 3]] {
      #expect(F.tree(F.tile(trend)).node(id: "tile.sparkline") == nil, "\(trend)")
    }
    #expect(F.tree(F.tile([4, nil, 5])).node(id: "tile.sparkline") != nil)
  }

  @Test(
    "S-4 minimum height 150 pt scaled with largeTitle, the sparkline 55 % of it at the bottom, at every size")
  func heights() throws {
    for size in DynamicTypeStep.allCases {
      let tree = F.tree(environment: F.environment(size: size))
      let card = try #require(tree.node(id: "tile")?.card)
      let expected = F.light.type.scaled(150, relativeTo: .largeTitle, at: size)
      #expect(abs((card.minHeight ?? 0) - expected) < 0.001, "\(size)")
      let sparkline = try #require(tree.node(id: "tile.sparkline")?.sparkline)
      #expect(abs(sparkline.height - expected * 0.55) < 0.001, "\(size)")
      #expect(sparkline.placement == .backdrop)
      let frames = tree.frames()
      let tile = try #require(frames["tile"]?.frame)
      let line = try #require(frames["tile.sparkline"]?.frame)
      #expect(
        abs(line.maxY - tile.maxY) < 0.001 && line.width == tile.width && tile.height >= expected - 0.001)
    }
    #expect(F.light.type.scaled(150, relativeTo: .largeTitle, at: .large) == 150)
  }

  @Test("S-5 one decimal and an explicit sign; up-right for ≥ 0, down-right otherwise")
  func changeLine() throws {
    let up = F.tree(F.tile([100, 112.34]))
    #expect(up.node(id: "tile.change.text")?.text?.string == "+12.3%")
    #expect(up.node(id: "tile.change.symbol")?.icon?.symbol == "arrow.up.right")
    let flat = F.tree(F.tile([100, 100]))
    #expect(flat.node(id: "tile.change.text")?.text?.string == "+0.0%")
    #expect(flat.node(id: "tile.change.symbol")?.icon?.symbol == "arrow.up.right")
    let down = F.tree(F.tile([100, 96]))
    #expect(down.node(id: "tile.change.text")?.text?.string == "-4.0%")
    #expect(down.node(id: "tile.change.symbol")?.icon?.symbol == "arrow.down.right")
    let german = F.tree(
      F.tile([100, 112.34]), environment: F.environment(locale: Locale(identifier: "de_DE")))
    let germanText = (0.1234).formatted(
      .percent.precision(.fractionLength(1)).sign(strategy: .always()).locale(Locale(identifier: "de_DE")))
    #expect(german.node(id: "tile.change.text")?.text?.string == germanText && germanText.hasPrefix("+12,3"))
    let font = try #require(up.node(id: "tile.change.text")?.text?.font)
    #expect(font.token == "type.caption" && font.weight == .semibold)
  }

  @Test(
    "S-5 good news colour when (change ≥ 0) equals higherIsBetter, bad news otherwise; a fall is green for false"
  )
  func changeColour() {
    func colour(_ trend: [Double?], _ higherIsBetter: Bool) -> String? {
      F.tree(F.tile(trend, higherIsBetter: higherIsBetter)).node(id: "tile.change.text")?.text?.color.token
    }
    #expect(colour([1, 2], true) == "color.success")
    #expect(colour([2, 1], true) == "color.danger")
    #expect(colour([2, 1], false) == "color.success")
    #expect(colour([1, 2], false) == "color.danger")
    #expect(colour([1, 1], false) == "color.danger")
    let arrow = F.tree(F.tile([2, 1], higherIsBetter: false)).node(id: "tile.change.symbol")?.icon?.color
      .token
    #expect(arrow == "color.success")
  }

  @Test("S-5 no change, no change line")
  func noChangeLine() {
    let tree = F.tree(F.tile([0, 5]))
    #expect(tree.node(id: "tile.change") == nil)
    #expect(tree.node(id: "tile.value") != nil)
  }

  @Test("S-6 one accessibility element: the title, and the value with the change")
  func accessibility() throws {
    let up = try #require(F.tree(F.tile([100, 112.34])).node(id: "tile")?.accessibility)
    #expect(up == Accessibility(label: "Churn", value: "58, up 12.3%", element: .combine))
    #expect(F.tree(F.tile([100, 96])).node(id: "tile")?.accessibility?.value == "58, down 4.0%")
    #expect(F.tree(F.tile([0, 96])).node(id: "tile")?.accessibility?.value == "58")
    #expect(F.tree(F.tile([])).node(id: "tile")?.accessibility?.value == "58")
  }

  @Test("S-7 without Reduce Motion the value rolls and the line morphs on a smooth spring")
  func motion() throws {
    let tree = F.tree()
    let value = try #require(tree.node(id: "tile.value"))
    #expect(value.text?.numericRoll == true)
    #expect(value.transitions.map(\.effect) == [.numericRoll])
    #expect(value.transitions.allSatisfy { $0.motion.token == "motion.smooth" && $0.motion.kind == .spring })
    let line = try #require(tree.node(id: "tile.sparkline"))
    #expect(line.transitions.map(\.effect) == [.morph])
    #expect(line.transitions.allSatisfy { $0.event == .valueChange && $0.motion.token == "motion.smooth" })
    // Turning Reduce Motion on live plays nothing, as the seed's `.animation(nil)`.
    #expect((value.transitions + line.transitions).allSatisfy { $0.reduceMotion == nil })
  }

  @Test("S-7 under Reduce Motion the value swaps without a roll and the line does not animate")
  func reduceMotion() throws {
    let tree = F.tree(environment: F.environment(reduceMotion: true))
    let value = try #require(tree.node(id: "tile.value"))
    #expect(value.text?.numericRoll == false && value.transitions.isEmpty)
    #expect(tree.node(id: "tile.sparkline")?.transitions == [])
  }

  @Test("S-8 defaults: chart.line.uptrend.xyaxis, indigo, higherIsBetter true")
  func defaults() throws {
    let tile = SparklineTile(title: "Revenue", value: "1", trend: [1, 2])
    #expect(
      tile.systemImage == "chart.line.uptrend.xyaxis" && tile.tint == .system(.indigo) && tile.higherIsBetter)
    let read = try SparklineStatTileDocument.decode(
      from: Data(#"{"block": "sparklineStatTile", "title": "Revenue", "value": "1", "trend": [1, 2]}"#.utf8),
      source: "tile.json")
    #expect(read == .tile(tile))
    let tree = F.tree(tile)
    #expect(tree.node(id: "tile.title.symbol")?.icon?.symbol == "chart.line.uptrend.xyaxis")
    #expect(tree.node(id: "tile.sparkline")?.sparkline?.line.color.token == "color.system.indigo")
  }

  @Test(
    "S-9 a vertical stack 6 pt apart: label with symbol, value, change, flexible space; 16 pt padding; thin material; 22 pt corners"
  )
  func layout() throws {
    let tree = F.tree()
    let card = try #require(tree.node(id: "tile")?.card)
    #expect(card.material == .thin && card.background.token == "material.thin")
    #expect(card.cornerRadius == TokenLength(token: "tile.cornerRadius", value: 22))
    #expect(card.padding == TokenLength(token: "space.lg", value: 16))
    let content = try #require(tree.node(id: "tile.content"))
    #expect(
      content.stack
        == .init(axis: .vertical, spacing: TokenLength(token: "tile.spacing", value: 6), alignment: .leading))
    #expect(content.children.map(\.id) == ["tile.title", "tile.value", "tile.change", "tile.spacer"])
    let title = try #require(tree.node(id: "tile.title.text")?.text)
    #expect(
      title.font.token == "type.subhead" && title.font.weight == .medium
        && title.color.token == "color.textSecondary")
    #expect(tree.node(id: "tile.title.symbol")?.icon?.symbol == "eurosign.circle")
    let value = try #require(tree.node(id: "tile.value")?.text)
    #expect(
      value.font.token == "type.title" && value.font.weight == .bold
        && value.color.token == "color.textPrimary")
    #expect(value.lineLimit == 1 && value.minimumScaleFactor == 0.7 && value.string == "4,980")
    // Full width, top-leading.
    let frames = tree.frames()
    #expect(frames["tile"]?.frame.width == 350)
    #expect(frames["tile.content"]?.frame.x == 16 && frames["tile.content"]?.frame.y == 16)
  }

  @Test(
    "S-10 the demo screen: Overview in largeTitle bold, two columns 14 pt apart, 20 pt padding, the gradient ground"
  )
  func demoScreen() throws {
    let tree = F.demo()
    let screen = try #require(tree.node(id: "screen")?.screen)
    #expect(screen.padding == TokenLength(token: "tile.screenPadding", value: 20) && screen.scrolls)
    #expect(screen.background.colors.map(\.token) == ["color.system.indigo", "color.system.teal"])
    #expect(screen.background.colors.map(\.opacity) == [0.18, 0.12])
    #expect(screen.background.start == .top && screen.background.end == .bottom)
    let title = try #require(tree.node(id: "screen.title"))
    #expect(title.text?.string == "Overview" && title.text?.font.token == "type.largeTitle")
    #expect(title.text?.font.weight == .bold && title.accessibility?.traits == [.header])
    #expect(tree.node(id: "screen.content")?.stack?.spacing.value == 20)
    let grid = try #require(tree.node(id: "tiles"))
    #expect(grid.grid == .init(columns: 2, gutter: TokenLength(token: "tile.gutter", value: 14)))
    #expect(
      grid.children.map(\.id) == [
        "tiles.revenue", "tiles.signups", "tiles.churn", "tiles.sessions", "tiles.orders", "tiles.tickets",
      ])
    for size in DynamicTypeStep.allCases where size.isAccessibilitySize {
      #expect(
        F.demo(environment: F.environment(size: size, width: 390)).node(id: "tiles")?.grid?.columns == 1)
    }
  }

  @Test(
    "S-10 six 14-value series from base + i × slope + sin(i × 0.8 + phase) × swing, rounded; Churn in users, falls good"
  )
  func demoSeries() throws {
    let tiles = SparklineDemo.tiles(tick: 0, locale: F.en)
    let revenue = tiles[0].tile
    #expect(revenue.trend.count == 14)
    let expected: [Double?] = (0..<14).map { index -> Double? in
      let position = Double(index)
      let value: Double = 4_200 + position * 60 + sin(position * 0.8) * 320
      return value.rounded()
    }
    #expect(revenue.trend == expected)
    let last: Double = expected[13] ?? 0
    #expect(revenue.value == last.formatted(.number.locale(F.en)))
    let churn = tiles[2].tile
    #expect(churn.value.hasSuffix(" users") && !churn.higherIsBetter && churn.tint == .system(.pink))
    #expect(tiles.map(\.tile.higherIsBetter) == [true, true, false, true, true, false])
    #expect(tiles.map(\.tile.tint) == [.indigo, .teal, .pink, .orange, .green, .purple].map { .system($0) })
  }

  @Test(
    "S-10 a tick advances every series one step; the clock ticks each second, and never under Reduce Motion")
  func tick() throws {
    let zero = SparklineDemo.tiles(tick: 0, locale: F.en)
    let one = SparklineDemo.tiles(tick: 1, locale: F.en)
    for (a, b) in zip(zero, one) {
      #expect(Array(a.tile.trend.dropFirst()) == Array(b.tile.trend.dropLast()))
    }
    let tree = F.demo(tick: 1)
    #expect(tree.environment[state: "tick"] == .integer(1))
    #expect(tree.node(id: "tiles.revenue.sparkline")?.sparkline?.points.first?.y == one[0].tile.trend[0])
    #expect(tree.node(id: "screen")?.screen?.tick == .init(input: "tick", interval: 1, modulo: 1_000))
    let still = F.demo(environment: F.environment(width: 390, reduceMotion: true), tick: 1)
    #expect(still.node(id: "screen")?.screen?.tick == nil)
    #expect(F.demo(tick: 1_001).environment[state: "tick"] == .integer(1))
    #expect(F.demo(tick: -1).environment[state: "tick"] == .integer(999))
    #expect(F.tree().environment[state: "tick"] == nil)
  }
}

@Suite("Sparkline stat tile: the change's words against Foundation")
struct PercentChangeTests {
  @Test("S-5 S-6 the signed and unsigned percentages equal Foundation's format style, in many locales")
  func matchesFoundation() {
    let locales = ["en_US", "de_DE", "fr_FR", "sv_SE", "ar_EG", "hi_IN", "ja_JP", "tr_TR", "en_001"].map(
      Locale.init)
    var values: [Double] = [0, 0.123, -0.04, 0.00004, -0.00004, 0.0005, -0.0005, 0.00049, 12.345, -0.999]
    values += [1e10, 3e14, -5e20, 0.1235, 0.1245, 0.0015, 0.0025, -0.0035, 0.1255, 1.0005, 0.5, 0.99995]
    values.append((4_715.0 - 4_200) / 4_200)
    for step in 0..<200 { values.append(Double(step) / 2_000 - 0.05) }
    for locale in locales {
      for value in values {
        let seed = value.formatted(
          .percent.precision(.fractionLength(1)).sign(strategy: .always()).locale(locale))
        if abs(value) * 100 < 1e15 {
          #expect(SparklineTileWording.signed(value, locale: locale) == seed, "\(locale.identifier) \(value)")
          let spoken = abs(value).formatted(.percent.precision(.fractionLength(1)).locale(locale))
          #expect(
            SparklineTileWording.magnitude(value, locale: locale) == spoken, "\(locale.identifier) \(value)")
        }
      }
    }
  }
}
