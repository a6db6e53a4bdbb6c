import BlockSpec
import OverviewTestSupport
import SPTheme
import Testing

@Suite("States")
struct StateTests {
  @Test("O-SS-1 no overview yet: fill ghosts in the block's own layout, read as \"Loading\" and the name")
  func loading() throws {
    let tree = Scenario.loading.compile()
    #expect(tree.state == .loading)
    #expect(tree.range == nil)
    let ghosts = tree.allNodes.compactMap(\.ghost)
    #expect(!ghosts.isEmpty && ghosts.allSatisfy { $0.color.token == "color.fill" })
    // The same layout: a card with headline, chart and control places, and four tile places.
    #expect(tree.node(id: "card.content")?.children.map(\.id) == ["headline", "chart.ghost", "range.ghost"])
    #expect(
      tree.node(id: "grid")?.children.map(\.id) == [
        "card", "tiles.ghost.1", "tiles.ghost.2", "tiles.ghost.3", "tiles.ghost.4",
      ])
    #expect(tree.node(id: "chart.ghost")?.ghost?.height == 180)
    #expect(tree.allNodes.allSatisfy { $0.text == nil && $0.action == nil })
    #expect(tree.node(id: "headline")?.accessibility?.label == "Loading")
    #expect(tree.allNodes.filter { $0.kind == .ghost }.allSatisfy { $0.accessibility?.hidden == true })

    let known = Scenario.loadingKnown.compile()
    #expect(known.node(id: "headline")?.accessibility?.label == "Loading Revenue")
    #expect(known.node(id: "headline")?.accessibility?.element == .combine)
  }

  @Test(
    "O-SS-1 the ghost tiles match the tiles that will land: the fallback metrics, else a period's, else four")
  func ghostTileCount() {
    func count(_ overview: Overview) -> Int? {
      Scenario(name: "", overview: overview, selectedRange: .year).compile().node(id: "grid")?.children.count
    }
    var overview = CompilerFixtures.withoutYear
    overview.metrics = Array(CompilerFixtures.metrics.prefix(2))
    #expect(count(overview) == 1 + 2)
    overview.metrics = []
    overview.periods[.week]?.metrics = Array(CompilerFixtures.metrics.prefix(3))
    #expect(count(overview) == 1 + 3)
    overview.periods[.week]?.metrics = nil
    #expect(count(overview) == 1 + 4)
  }

  @Test("O-SS-2 a range still loading shows the same ghosts for its numbers; the control stays live")
  func rangeLoading() throws {
    let tree = Scenario.rangeLoading.compile()
    #expect(tree.state == .rangeLoading)
    #expect(tree.range == .year)
    #expect(tree.node(id: "headline.label")?.text?.string == "Revenue")
    #expect(tree.node(id: "headline.value.ghost") != nil && tree.node(id: "headline.value") == nil)
    #expect(tree.node(id: "chart.ghost") != nil && tree.node(id: "chart") == nil)
    #expect(tree.node(id: "range.1Y")?.segment?.selected == true)
    #expect(tree.node(id: "range.1M")?.action?.id == .selectRange)
    #expect(tree.node(id: "headline")?.accessibility?.label == "Loading Revenue")
    // The same ghost shapes as the first load.
    let loading = Scenario.loading.compile()
    #expect(tree.node(id: "chart.ghost") == loading.node(id: "chart.ghost"))
    #expect(tree.node(id: "headline.figure.ghost") == loading.node(id: "headline.figure.ghost"))
    #expect(tree.node(id: "tiles.ghost.1") == loading.node(id: "tiles.ghost.1"))
  }

  @Test("O-SS-3 a range with no readings reads \"No data for this range yet.\"")
  func empty() {
    let tree = Scenario.empty.compile()
    #expect(tree.state == .empty)
    #expect(tree.node(id: "chart.empty.text")?.text?.string == "No data for this range yet.")
  }

  @Test("O-SS-4 an error replaces the numbers with the message and the description or the fallback")
  func error() throws {
    let tree = Scenario.errorIdle.compile()
    #expect(tree.state == .error)
    #expect(tree.node(id: "error.title")?.text?.string == "Couldn't load your numbers")
    #expect(tree.node(id: "error.description")?.text?.string == "The server is busy.")
    #expect(tree.allNodes.allSatisfy { $0.chart == nil && $0.ghost == nil && !$0.id.hasPrefix("tiles.") })
    #expect(tree.node(id: "headline.value") == nil)
    let fallback = Scenario.errorFallback.compile()
    #expect(fallback.node(id: "error.description")?.text?.string == "Check your connection and try again.")
    #expect(fallback.node(id: "headline.label")?.text?.string == "Revenue")
    let blank = CompilerFixtures.compile(nil, OverviewSetup(phase: .failed(description: "", retry: .idle)))
    #expect(blank.node(id: "error.description")?.text?.string == "Check your connection and try again.")
  }

  @Test("O-SS-5 Try again is the Secondary button: fill, textPrimary headline, radius.md, 52 pt")
  func retryButton() throws {
    let button = try #require(Scenario.errorIdle.compile().node(id: "error.retry")?.button)
    #expect(button.title == "Try again" && button.style == .secondary && button.state == .idle)
    #expect(button.background.token == "color.fill" && button.foreground.token == "color.textPrimary")
    #expect(button.font.token == "type.headline")
    #expect(button.cornerRadius == TokenLength(token: "radius.md", value: 12))
    #expect(button.minHeight == 52)
    #expect(button.indicator == nil && button.enabled && button.fillsWidth)
  }

  @Test(
    "O-SS-5 a spinner while the retry runs, a checkmark when it works, the message under it when it fails",
    arguments: [
      (
        RetryState.running, LayoutNode.Button.State.running, LayoutNode.Button.Indicator?.some(.spinner),
        false
      ),
      (.succeeded, .succeeded, .checkmark, true),
      (.failed(message: "Request timed out."), .failed, nil, true),
      (.idle, .idle, nil, true),
    ])
  func retryCycle(
    retry: RetryState, state: LayoutNode.Button.State, indicator: LayoutNode.Button.Indicator?, enabled: Bool
  ) throws {
    let tree = CompilerFixtures.compile(nil, OverviewSetup(phase: .failed(description: nil, retry: retry)))
    let button = try #require(tree.node(id: "error.retry")?.button)
    #expect(button.state == state && button.indicator == indicator && button.enabled == enabled)
    let failure = tree.node(id: "error.retryFailure")
    if case .failed(let message) = retry {
      let text = try #require(failure?.text)
      #expect(text.string == message)
      #expect(text.font.token == "type.footnote" && text.color.token == "color.danger")
      let content = try #require(tree.node(id: "card.content"))
      #expect(content.children.map(\.id).suffix(2) == ["error.retry", "error.retryFailure"])
    } else {
      #expect(failure == nil)
    }
  }

  @Test("O-SS-5 a cancelled retry goes back to rest quietly: idle, no message, no haptic")
  func cancelled() throws {
    // The host maps CancellationError to `.idle`: from running straight back to rest.
    let running = Scenario.errorRunning.compile()
    let afterCancel = CompilerFixtures.compile(
      nil, OverviewSetup(phase: .failed(description: nil, retry: .idle)))
    #expect(running.node(id: "error.retry")?.button?.state == .running)
    let button = try #require(afterCancel.node(id: "error.retry")?.button)
    #expect(button.state == .idle && button.enabled && button.indicator == nil)
    #expect(afterCancel.node(id: "error.retryFailure") == nil)
    #expect(afterCancel.allNodes.allSatisfy { $0.haptics.isEmpty && $0.accessibility?.announcement == nil })
  }

  @Test("O-SS-5 no retry action: no button")
  func noRetry() {
    let tree = Scenario.errorNoRetry.compile()
    #expect(tree.allNodes.allSatisfy { $0.button == nil && $0.action == nil })
    #expect(tree.node(id: "error.title") != nil)
  }

  @Test("O-SS-6 scrubbing: the headline shows the reading's value and date; releasing returns to the total")
  func scrubbing() throws {
    let tree = Scenario.scrubbing.compile()
    #expect(tree.state == .scrubbing)
    let reading = CompilerFixtures.overview.periods[.month]!.points[11]
    let value = try #require(tree.node(id: "headline.value")?.text)
    #expect(value.string == tree.node(id: "chart")?.chart?.selection?.valueText)
    #expect(value.string != "$44,051.40" && reading.value > 0)
    #expect(tree.node(id: "headline.date")?.text?.string == "Tue, Oct 13")
    #expect(tree.node(id: "headline.change") == nil)
    let released = Scenario.loaded.compile()
    #expect(released.node(id: "headline.value")?.text?.string == "$44,051.40")
    // Out-of-range indices are no scrub at all.
    let wild = CompilerFixtures.compile(CompilerFixtures.overview, OverviewSetup(scrubIndex: 999))
    #expect(wild.root == released.root && wild.state == .loaded)
  }
}
