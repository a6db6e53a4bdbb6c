import BlockSpec
import SPTheme
import Testing

@Suite("Dynamic Type and width")
struct DynamicTypeTests {
  @Test("O-DT-1 tiles go to one column at accessibility sizes", arguments: DynamicTypeStep.allCases)
  func columns(size: DynamicTypeStep) {
    let tree = Scenario.loaded.compile(dynamicTypeSize: size)
    #expect(tree.node(id: "grid")?.grid?.columns == (size.isAccessibilitySize ? 1 : 2))
    #expect(tree.node(id: "card")?.columnSpan == (size.isAccessibilitySize ? 1 : 2))
    #expect(Invariants.gridColumns(Scenario.loading.compile(dynamicTypeSize: size)).isEmpty)
  }

  @Test("O-DT-2 the headline figure shrinks to fit its width on one line instead of truncating")
  func headlineFits() throws {
    for size in DynamicTypeStep.allCases {
      for width in [320.0, 375, 390, 430] {
        let tree = Scenario.loaded.compile(dynamicTypeSize: size, width: width)
        let value = try #require(tree.node(id: "headline.value")?.text)
        #expect(value.lineLimit == 1)
        let factor = try #require(value.minimumScaleFactor)
        #expect(factor >= WidthRules.scaleFloor && factor <= 1)
        // At the smallest allowed scale the measured figure fits the card's inner width
        // (the layout tests check every figure of the period, at every size and width).
        let measured = InterTextMeasurer().width(of: value.string, font: value.font.scaled(by: factor))
        #expect(measured <= width - 32, "\(size) \(width)")
      }
    }
  }

  @Test("O-DT-3 chart dates stop growing at xxxLarge", arguments: DynamicTypeStep.allCases)
  func chartDates(size: DynamicTypeStep) throws {
    let labels = try #require(
      Scenario.loaded.compile(dynamicTypeSize: size).node(id: "chart")?.chart?.axisLabels)
    let expected = DynamicTypeTable.metrics(.caption, at: min(size, .xxxLarge)).size
    #expect(labels.allSatisfy { $0.font.size == expected && $0.font.clamp == .upTo(.xxxLarge) })
  }

  @Test("O-DT-4 the range control stops growing at accessibility2", arguments: DynamicTypeStep.allCases)
  func rangeControl(size: DynamicTypeStep) throws {
    let segments = try #require(Scenario.loaded.compile(dynamicTypeSize: size).node(id: "range")?.children)
    let expected = DynamicTypeTable.metrics(.subhead, at: min(size, .accessibility2)).size
    #expect(
      segments.allSatisfy {
        $0.segment?.font.size == expected && $0.segment?.font.clamp == .upTo(.accessibility2)
      })
  }

  @Test("O-DT-5 nothing asks for more than 320 pt: ghosts are fractions, figures may shrink, text may wrap")
  func narrow() {
    for size in DynamicTypeStep.allCases {
      for scenario in Scenario.all {
        let tree = scenario.compile(dynamicTypeSize: size, width: 320)
        for node in tree.allNodes {
          if let ghost = node.ghost { #expect(ghost.widthFraction > 0 && ghost.widthFraction <= 1) }
          if let text = node.text, text.lineLimit == 1 {
            // A one-line text is a figure that can shrink to fit.
            #expect(text.minimumScaleFactor != nil, "\(node.id) is one line and cannot shrink")
          }
        }
        #expect(tree.environment.width == 320)
      }
    }
  }
}
