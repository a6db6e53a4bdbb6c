import BlockSpec
import Foundation
import Testing

@Suite("Dashboard states: scroll, scrub, range, rows, refresh, host")
struct DashboardInteractionTests {
  typealias F = DashboardFixtures

  static func irregularModel() -> DashboardModel {
    var model = F.sample
    model.chart.series = [.week: F.irregular]
    model.chart.totals = [:]
    return model
  }

  // MARK: D-2

  @Test("D-2 the greeting is type.display and collapses into the bar between the tree's start and end")
  func greetingCollapses() throws {
    let rest = F.compile()
    let greeting = try #require(rest.node(id: "greeting.title")?.text)
    #expect(greeting.font.token.hasPrefix("type.display("))
    let bar = try #require(rest.node(id: "navigationBar")?.navigationBar)
    #expect(bar.title == F.sample.greeting)
    #expect(bar.collapse.source == "greeting.title")
    #expect(bar.collapse.start == 0)
    #expect(bar.collapse.end > 0)
    #expect(bar.collapse.progress == 0)
    let end = bar.collapse.end
    func progress(_ offset: Double) throws -> Double {
      let tree = F.compile(state: DashboardState(scrollOffset: offset))
      return try #require(tree.node(id: "navigationBar")?.navigationBar).collapse.progress
    }
    #expect(try progress(end / 2) == 0.5)
    #expect(try progress(end) == 1)
    #expect(try progress(end * 3) == 1)
    #expect(try progress(-40) == 0)
    // Collapsed, the greeting is read in the bar, once.
    let collapsed = F.compile(state: DashboardState(scrollOffset: end))
    #expect(collapsed.node(id: "greeting")?.accessibility?.hidden == true)
    #expect(collapsed.node(id: "navigationBar")?.accessibility?.label == F.sample.greeting)
    #expect(rest.node(id: "navigationBar")?.accessibility?.hidden == true)
  }

  // MARK: D-4

  @Test("D-4 the nearest sample is resolved by date on the model side, irregular series included")
  func nearestSampleIrregular() {
    let chart = Self.irregularModel().chart
    // 09:00 … 16:30 is 450 minutes; 0.1 is 09:45, nearer 09:05 than 11:00.
    #expect(chart.nearestSample(in: .week, at: 0) == 0)
    #expect(chart.nearestSample(in: .week, at: 0.1) == 1)
    // 11:15: by index (0.3 × 3 ≈ 1) it would be the second reading; by date it is 11:00.
    #expect(chart.nearestSample(in: .week, at: 0.3) == 2)
    #expect(chart.nearestSample(in: .week, at: 0.8) == 3)  // 15:00
    #expect(chart.nearestSample(in: .week, at: 1.7) == 3)
    #expect(chart.nearestSample(in: .week, at: -2) == 0)
    #expect(chart.nearestSample(in: .month, at: 0.5) == nil)
    // A tie goes to the earlier reading: 09:00 and 09:05 are 2.5 minutes from 09:02:30.
    #expect(chart.nearestSample(in: .week, at: 2.5 / 450) == 0)
  }

  @Test("D-4 the header shows the scrubbed sample's value and date; the chart marks it")
  func scrubHeader() throws {
    let model = Self.irregularModel()
    let tree = F.compile(model, state: DashboardState(scrubPosition: 0.3))
    #expect(tree.state == .scrubbing)
    #expect(tree.node(id: "chart.header.value")?.text?.string == "$7.00")
    let detail = try #require(tree.node(id: "chart.header.detail")?.text?.string)
    #expect(detail.contains("Dec 1"))
    let selection = try #require(tree.node(id: "chart")?.chart?.selection)
    #expect(selection.index == 2)
    #expect(tree.environment[state: "scrubIndex"] == .integer(2))
  }

  @Test("D-4 the selection haptic belongs to a change of nearest sample, never to a frame")
  func scrubHaptic() throws {
    let model = Self.irregularModel()
    let chart = try #require(F.compile(model).node(id: "chart"))
    #expect(chart.haptics == [Haptic(kind: .selection, trigger: .scrub)])
    // Two finger positions over the same sample: the same tree (nothing for a renderer to play).
    func body(_ position: Double) -> LayoutNode {
      F.compile(model, state: DashboardState(scrubPosition: position)).root.node(id: "chart.card")!
    }
    #expect(body(0.28) == body(0.32))
    #expect(body(0.28) != body(0.8))
  }

  // MARK: D-5

  @Test("D-5 the picker offers ranges with points, slides on motion.standard and re-draws the chart")
  func rangePicker() throws {
    var model = F.sample
    model.chart.series[.year] = []
    let tree = F.compile(model)
    let picker = try #require(tree.node(id: "range"))
    #expect(picker.children.map(\.id) == ["range.1W", "range.1M", "range.3M"])
    #expect(picker.transitions.first?.effect == .slide)
    #expect(picker.transitions.first?.motion.token == "motion.standard")
    #expect(picker.segmented?.track?.color.token == "color.fill")
    // A hidden range asked for falls back to 1M.
    #expect(F.compile(model, state: DashboardState(selectedRange: .year)).range == .month)
    let week = F.compile(model, state: DashboardState(selectedRange: .week))
    #expect(week.range == .week)
    let weekSeries = try #require(week.node(id: "chart")?.chart?.series.first)
    let monthSeries = try #require(tree.node(id: "chart")?.chart?.series.first)
    #expect(weekSeries.originalCount == 168)
    #expect(monthSeries.originalCount == 30)
    #expect(week.node(id: "chart")?.transitions.map(\.effect) == [.crossFade])
    #expect(week.node(id: "chart")?.transitions.first?.event == .rangeChange)
  }

  // MARK: D-6

  @Test("D-6 a reveal short of 62 % uncovers archive and delete; a release settles or closes")
  func partialReveal() throws {
    let id = F.sample.activity[0].id
    let tree = F.compile(
      state: DashboardState(openRow: .init(id: id, reveal: .fraction(0.4), dragging: true)))
    let row = try #require(tree.node(id: "activity." + id)?.swipeRow)
    #expect(row.open)
    #expect(!row.fullSwipe)
    #expect(row.release == .settleOpen)
    #expect(row.actions.map(\.action.id) == [.archive, .delete])
    #expect(row.actions[0].revealedWidth == row.actions[1].revealedWidth)
    #expect(row.revealFraction == 0.4)
    #expect(row.fullSwipeFraction == 0.62)
    let small = F.compile(state: DashboardState(openRow: .init(id: id, reveal: .points(20), dragging: true)))
    #expect(small.node(id: "activity." + id)?.swipeRow?.release == .close)
  }

  @Test("D-6 past 62 % of the width delete takes the whole reveal and a release commits it")
  func fullSwipe() throws {
    let id = F.sample.activity[0].id
    let tree = F.compile(
      state: DashboardState(openRow: .init(id: id, reveal: .fraction(0.63), dragging: true)))
    let row = try #require(tree.node(id: "activity." + id)?.swipeRow)
    #expect(row.fullSwipe)
    #expect(row.release == .commit)
    #expect(row.actions[0].revealedWidth == 0)
    #expect(row.actions[1].revealedWidth == row.reveal)
    let justShort = F.compile(state: DashboardState(openRow: .init(id: id, reveal: .fraction(0.61))))
    #expect(justShort.node(id: "activity." + id)?.swipeRow?.fullSwipe == false)
    let geometry = SwipeGeometry(rowWidth: 300)
    #expect(geometry.release(.points(186)) == .commit)
    #expect(geometry.release(.points(185)) == .settleOpen)
  }

  @Test("D-6 one row open at a time, tapping it closes it, drags must be mostly horizontal")
  func oneRowOpen() throws {
    let ids = F.sample.activity.map(\.id)
    let tree = F.compile(state: DashboardState(openRow: .init(id: ids[1], reveal: .actions)))
    let rows = ids.compactMap { tree.node(id: "activity." + $0) }
    #expect(rows.count == ids.count)
    #expect(rows.filter { $0.swipeRow?.open == true }.map(\.id) == ["activity." + ids[1]])
    #expect(rows.filter { $0.action != nil }.map(\.id) == ["activity." + ids[1]])
    #expect(rows[1].action == Action(id: .closeRow, payload: ["row": ids[1]]))
    for row in rows {
      #expect(row.swipeRow?.horizontalDominance ?? 0 > 1)
      #expect(row.swipeRow?.claimDistance ?? 0 > 0)
    }
    // A row id the model does not have opens nothing.
    let stray = F.compile(state: DashboardState(openRow: .init(id: "gone", reveal: .actions)))
    #expect(stray.allNodes.allSatisfy { $0.swipeRow?.open != true })
  }

  @Test("D-6 rows expose archive and delete as accessibility custom actions")
  func customActions() {
    let tree = F.compile()
    for activity in F.sample.activity {
      let actions = tree.node(id: "activity." + activity.id)?.accessibility?.customActions ?? []
      #expect(actions.map(\.name) == ["Archive", "Delete"])
      #expect(actions.map(\.action.payload) == [["row": activity.id], ["row": activity.id]])
    }
  }

  // MARK: D-7

  @Test("D-7 the ring fills with the pull and arms at 84 pt with a rigid tick")
  func pulling() throws {
    func refresh(_ state: DashboardState.RefreshState) throws -> LayoutNode {
      try #require(F.compile(state: DashboardState(refresh: state)).node(id: "refresh"))
    }
    #expect(try refresh(.idle).refresh?.phase == .idle)
    let half = try refresh(.pulling(distance: 42))
    #expect(half.refresh?.phase == .pulling)
    #expect(half.refresh?.progress == 0.5)
    #expect(half.refresh?.threshold == 84)
    #expect(try refresh(.pulling(distance: 83.9)).refresh?.phase == .pulling)
    let armed = try refresh(.pulling(distance: 84))
    #expect(armed.refresh?.phase == .armed)
    #expect(armed.refresh?.progress == 1)
    #expect(armed.haptics.contains(Haptic(kind: .rigid, trigger: .arm)))
    #expect(armed.refresh?.track.token == "color.fill")
  }

  @Test("D-7 it spins while refreshing and ends on a check with a success haptic")
  func refreshing() throws {
    let running = try #require(F.compile(state: DashboardState(refresh: .refreshing)).node(id: "refresh"))
    #expect(running.refresh?.phase == .refreshing)
    #expect(running.refresh?.inset ?? 0 > 0)
    #expect(!running.haptics.contains { $0.kind == .success })
    let done = try #require(F.compile(state: DashboardState(refresh: .finished)).node(id: "refresh"))
    #expect(done.refresh?.phase == .finished)
    #expect(done.refresh?.finishedSymbol == "checkmark")
    #expect(done.haptics.contains(Haptic(kind: .success, trigger: .enterState)))
  }

  @Test("D-7 on iOS 18 it fires when the finger lifts, on iOS 17 as the threshold is crossed")
  func triggers() throws {
    let refresh = try #require(F.compile().node(id: "refresh")?.refresh)
    #expect(refresh.triggers.map(\.minimumVersion) == [18, 17])
    #expect(refresh.triggers.map(\.fires) == [.release, .crossing])
    #expect(F.compile().node(id: "scroll")?.action?.id == .refresh)
  }

  // MARK: D-11

  @Test("D-11 the screen has its own navigation stack unless the host says it sits in one")
  func navigationStack() {
    #expect(F.compile().node(id: "navigationBar")?.navigationBar?.ownsStack == true)
    let hosted = F.compile(state: DashboardState(wrapsInNavigationStack: false))
    #expect(hosted.node(id: "navigationBar")?.navigationBar?.ownsStack == false)
    #expect(hosted.environment[state: "wrapsInNavigationStack"] == .bool(false))
  }
}
