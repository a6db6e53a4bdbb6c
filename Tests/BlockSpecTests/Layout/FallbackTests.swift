import BlockSpec
import SPTheme
import Testing

/// The structural fallbacks that keep a row whole when shrinking within one half is not enough.
@Suite("Width fallbacks in the compiled tree")
struct FallbackTests {
  let theme = ShippedThemes.all.first { $0.name == "light" } ?? ShippedThemes.all[0]

  func overview(headline: Double = 44_051.40, tile: Double = 1_172) -> Overview {
    var overview = LayoutCase.sample
    for range in TimeRange.allCases { overview.periods[range]?.value = headline }
    overview.metrics[0].value = tile
    overview.metrics[0].format = .currency(code: "USD")
    for range in TimeRange.allCases { overview.periods[range]?.metrics = nil }
    return overview
  }

  func compile(_ overview: Overview, _ size: DynamicTypeStep, _ width: Double) -> LayoutTree {
    LayoutCase(name: "fallback", overview: overview).compile(theme: theme, size: size, width: width)
  }

  @Test("O-DT-5 a headline figure too wide at half size stops growing with Dynamic Type where it fits")
  func headlineClamp() throws {
    let tree = compile(overview(headline: 12_345_678.90), .accessibility5, 320)
    let value = try #require(tree.node(id: "headline.value")?.text)
    let clamp = try #require(value.font.clamp)
    #expect(clamp.upperBound < .accessibility5)
    #expect(value.font.dynamicTypeSize == clamp.upperBound)
    #expect(value.minimumScaleFactor == WidthRules.scaleFloor || (value.minimumScaleFactor ?? 0) > 0.5)
    #expect(tree.frames().audit(tree).isEmpty)
    // Where it fits, no clamp.
    #expect(compile(overview(), .accessibility5, 320).node(id: "headline.value")?.text?.font.clamp == nil)
  }

  @Test(
    "O-DT-5 the tiles' chevrons move beside the values, all together, when a label's word needs the whole tile"
  )
  func chevronMoves() throws {
    let tree = compile(LayoutCase.sample, .xxxLarge, 320)
    let conversion = try #require(
      tree.allNodes.first { $0.id.hasPrefix("tiles.") && $0.accessibility?.label == "Conversion" })
    let row = try #require(tree.node(id: conversion.id + ".valueRow"))
    #expect(row.children.map(\.id).contains(conversion.id + ".chevron"))
    #expect(tree.node(id: conversion.id + ".header")?.children.map(\.id) == [conversion.id + ".label"])
    #expect(tree.frames().audit(tree).isEmpty)
    // Tiles side by side keep one shape: every tile's chevron moves with it.
    let tiles = tree.node(id: "grid")?.children.filter { $0.id.hasPrefix("tiles.") } ?? []
    #expect(tiles.count == 4)
    for tile in tiles { #expect(tree.node(id: tile.id + ".valueRow") != nil, "\(tile.id)") }
    // With room, the chevron stays beside the label.
    let roomy = compile(LayoutCase.sample, .large, 390)
    #expect(roomy.node(id: conversion.id + ".valueRow") == nil)
    #expect(roomy.node(id: conversion.id + ".header")?.children.count == 3)
  }

  @Test("O-DT-5 tiles go to one column when a tile cannot keep its value whole in half the width")
  func oneColumn() throws {
    let tree = compile(overview(tile: 12_345_678_901_234), .large, 320)
    #expect(tree.node(id: "grid")?.grid?.columns == 1)
    #expect(tree.node(id: "card")?.columnSpan == 1)
    #expect(tree.frames().audit(tree).isEmpty)
    #expect(compile(overview(), .large, 320).node(id: "grid")?.grid?.columns == 2)
  }

  @Test("O-DT-2 every figure's minimum scale factor is at least one half", arguments: LayoutCase.all)
  func floors(_ layoutCase: LayoutCase) {
    for size in DynamicTypeStep.allCases {
      for width in LayoutMatrixTests.widths {
        let tree = layoutCase.compile(theme: theme, size: size, width: width)
        for node in tree.allNodes {
          guard case .text(let text) = node.content, let factor = text.minimumScaleFactor else { continue }
          #expect(factor >= WidthRules.scaleFloor, "\(node.id) \(size) \(Int(width))")
        }
      }
    }
  }
}
