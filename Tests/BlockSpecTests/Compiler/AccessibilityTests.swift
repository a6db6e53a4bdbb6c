import BlockSpec
import Testing

@Suite("Accessibility")
struct AccessibilityTests {
  @Test("O-AX-1 the headline is a header read as one sentence")
  func headline() throws {
    let figure = try #require(Scenario.loaded.compile().node(id: "headline.figure"))
    #expect(figure.accessibility?.label == "$44,051.40, up 13.0% vs last month")
    #expect(figure.accessibility?.traits == [.header])
    #expect(figure.accessibility?.element == .combine)
    var falling = CompilerFixtures.overview
    falling.periods[.month]?.change = -0.052
    let down = CompilerFixtures.compile(falling).node(id: "headline.figure")?.accessibility?.label
    #expect(down == "$44,051.40, down 5.2% vs last month")
    let scrubbed = Scenario.scrubbing.compile().node(id: "headline.figure")?.accessibility?.label
    #expect(scrubbed?.hasSuffix(", Tue, Oct 13") == true)
  }

  @Test("O-AX-2 the chart offers its descriptor to build the audio graph and the data table")
  func chart() throws {
    let chart = try #require(Scenario.loaded.compile().node(id: "chart"))
    #expect(chart.accessibility?.chart?.series.first?.points.count == 30)
    #expect(chart.accessibility?.hidden == nil)
  }

  @Test("O-AX-3 ranges read as buttons with their span and selected state")
  func ranges() {
    let tree = Scenario.loaded.compile()
    #expect(tree.node(id: "range.1M")?.accessibility?.label == "Last 30 days")
    #expect(tree.node(id: "range.1M")?.accessibility?.traits == [.button, .selected])
    #expect(tree.node(id: "range.1Y")?.accessibility?.traits == [.button])
  }

  @Test("O-AX-4 each tile reads as one element: its label, with its value and change")
  func tiles() throws {
    let tree = Scenario.loaded.compile()
    let tile = try #require(tree.node(id: "tiles.orders"))
    #expect(tile.accessibility?.element == .combine)
    #expect(tile.accessibility?.label == "Orders")
    #expect(tile.accessibility?.value == "1,172, up 4.1%")
    #expect(tree.node(id: "tiles.refundRate")?.accessibility?.value == "1.1%, down 15.0%")
  }

  @Test("O-AX-4 a failed retry is announced")
  func failedRetry() throws {
    let failure = try #require(Scenario.errorFailed.compile().node(id: "error.retryFailure"))
    #expect(failure.accessibility?.announcement == "Try again failed. Request timed out.")
    #expect(Scenario.errorSucceeded.compile().allNodes.allSatisfy { $0.accessibility?.announcement == nil })
  }

  @Test("ghosts are hidden; decorative icons are hidden; every action has a label", arguments: Scenario.all)
  func hiddenAndLabelled(scenario: Scenario) {
    let tree = scenario.compile()
    #expect(Invariants.interactiveNodesLabelled(tree).isEmpty)
    for node in tree.allNodes where node.kind == .ghost || node.kind == .icon {
      #expect(node.accessibility?.hidden == true, "\(node.id)")
    }
  }
}
