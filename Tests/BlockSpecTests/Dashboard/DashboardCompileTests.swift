import BlockSpec
import Foundation
import SPTheme
import Testing

@Suite("Dashboard compile: model changes, motion, Reduce Motion, colours")
struct DashboardCompileTests {
  typealias F = DashboardFixtures

  /// Ids of nodes whose own fields differ between two trees with the same ids.
  static func changedNodes(_ a: LayoutTree, _ b: LayoutTree) -> Set<String> {
    func shallow(_ node: LayoutNode) -> LayoutNode {
      var node = node
      node.children = []
      return node
    }
    let before = Dictionary(uniqueKeysWithValues: a.allNodes.map { ($0.id, shallow($0)) })
    let after = Dictionary(uniqueKeysWithValues: b.allNodes.map { ($0.id, shallow($0)) })
    return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
  }

  @Test("D-1 a changed model gives a changed tree that differs only in the changed item's nodes, rolling")
  func changedModel() throws {
    var model = F.sample
    let before = F.compile(model)
    model.activity[2].amount = 99.5
    let after = F.compile(model)
    let id = "activity." + model.activity[2].id
    #expect(Self.changedNodes(before, after) == [id, id + ".amount"])
    let amount = try #require(after.node(id: id + ".amount"))
    #expect(amount.text?.string == "$99.50")
    #expect(amount.text?.numericRoll == true)
    #expect(amount.transitions.contains { $0.event == .valueChange && $0.effect == .numericRoll })

    var total = F.sample
    total.chart.totals[.month] = 50_000
    let changed = Self.changedNodes(before, F.compile(total))
    #expect(changed == ["chart.header", "chart.header.value", "chart"])
    #expect(F.compile(total).node(id: "chart.header.value")?.text?.numericRoll == true)
  }

  @Test("D-1 one metric changed: only that tile's nodes differ, and its figures roll")
  func changedMetric() throws {
    var model = F.sample
    let before = F.compile(model)
    let metric = model.metrics[1]
    model.metrics[1].value = metric.value * 1.1
    model.metrics[1].series.append(metric.value * 1.1)
    let after = F.compile(model)
    let id = "metric." + metric.id
    let changed = Self.changedNodes(before, after)
    #expect(!changed.isEmpty)
    #expect(changed.allSatisfy { $0 == id || $0.hasPrefix(id + ".") }, "\(changed)")
    #expect(changed.contains(id + ".value"))
    #expect(changed.contains(id + ".sparkline"))
    let value = try #require(after.node(id: id + ".value"))
    #expect(value.text?.string != before.node(id: id + ".value")?.text?.string)
    #expect(value.text?.numericRoll == true)
    #expect(value.transitions.contains { $0.event == .valueChange && $0.effect == .numericRoll })
    #expect(after.node(id: id + ".sparkline")?.transitions.contains { $0.effect == .morph } == true)
  }

  @Test(
    "D-3 D-12 metric tiles: the shared sparkline tile, values that roll over sparklines that draw in on first appear"
  )
  func metricTiles() throws {
    let model = F.sample
    let tree = F.compile(model)
    let grid = try #require(tree.node(id: "metrics"))
    #expect(grid.children.map(\.id) == model.metrics.map { "metric." + $0.id })
    for metric in model.metrics {
      let id = "metric." + metric.id
      let tile = try #require(tree.node(id: id))
      #expect(tile.accessibility?.element == .combine)
      #expect(tile.accessibility?.label == metric.label)
      let value = try #require(tree.node(id: id + ".value")?.text)
      #expect(value.string == metric.format.formatted(metric.value, locale: Locale(identifier: "en_US")))
      #expect(value.numericRoll)
      let sparkline = try #require(tree.node(id: id + ".sparkline"))
      #expect(sparkline.transitions.contains { $0.event == .appear && $0.effect == .drawIn })
      #expect(sparkline.sparkline?.line.color.token == "color.accent")
    }
    // Two columns, one at accessibility sizes (the tile's grid, S-10's rule).
    #expect(grid.grid?.columns == 2)
    let large = F.compile(environment: BlockEnvironment(dynamicTypeSize: .accessibility1, width: 390))
    #expect(large.node(id: "metrics")?.grid?.columns == 1)
    // Under Reduce Motion the sparklines appear without drawing in, and the values still roll (D-9).
    let reduced = F.compile(environment: BlockEnvironment(width: 390, reduceMotion: true))
    let id = "metric." + model.metrics[0].id
    #expect(reduced.node(id: id + ".sparkline")?.transitions == [])
    #expect(reduced.node(id: id + ".value")?.text?.numericRoll == true)
    #expect(reduced.node(id: id + ".value")?.transitions.first?.motion.token == "dashboard.valueRoll")
  }

  @Test("D-10 metric tiles sit on surface cards at radius.lg and e1, their change in success or danger pills")
  func metricColours() throws {
    let model = F.sample
    let tree = F.compile(model)
    for metric in model.metrics {
      let id = "metric." + metric.id
      let card = try #require(tree.node(id: id)?.card)
      #expect(card.background.token == "color.surface")
      #expect(card.material == nil)
      #expect(card.cornerRadius.token == "radius.lg")
      #expect(card.elevation?.token == "elevation.e1")
      let pill = try #require(tree.node(id: id + ".change")?.card)
      #expect(pill.hugsContent == true)
      let text = try #require(tree.node(id: id + ".change.label.text")?.text)
      #expect(text.font.token == "type.caption")
      #expect(text.color.token == pill.background.token)
      let rising = (metric.change ?? TrendSeries(metric.series).change ?? 0) >= 0
      #expect(text.color.token == (rising == metric.increaseIsGood ? "color.success" : "color.danger"))
    }
    // A fall that is good news is green (the refund rate).
    let refunds = try #require(model.metrics.first { !$0.increaseIsGood })
    let pill = tree.node(id: "metric." + refunds.id + ".change.label.text")?.text
    #expect(
      pill?.color.token == ((TrendSeries(refunds.series).change ?? 0) < 0 ? "color.success" : "color.danger"))
    // The pill hugs its label.
    let frames = tree.frames()
    let first = "metric." + model.metrics[0].id
    let pillWidth = try #require(frames[first + ".change"]?.frame.width)
    let tileWidth = try #require(frames[first]?.frame.width)
    #expect(pillWidth < tileWidth / 2)
  }

  @Test("D-1 a removed row leaves on motion.hero and takes only its own nodes with it")
  func removedRow() {
    var model = F.sample
    let before = F.compile(model)
    let removed = model.activity.remove(at: 3)
    let after = F.compile(model)
    let gone = Set(before.allNodes.map(\.id)).subtracting(after.allNodes.map(\.id))
    #expect(gone.allSatisfy { $0.hasPrefix("activity." + removed.id) })
    let transition = before.node(id: "activity." + removed.id)?.transitions.first { $0.event == .remove }
    #expect(transition?.motion.token == "motion.hero")
    #expect(transition?.effect == .collapse)
  }

  @Test("D-8 sections stagger in with the block's designed timing; removal and the inset use motion.hero")
  func stagger() throws {
    let tree = F.compile()
    let sections = ["greeting", "metrics", "chart.card", "activity"]
    let reveals = try sections.map { id in
      try #require(tree.node(id: id)?.transitions.first { $0.event == .appear })
    }
    #expect(reveals.map(\.delay) == [0, 0.06, 0.12, 0.18])
    #expect(
      reveals.allSatisfy { $0.effect == .rise && $0.offset == 16 && $0.motion.token == "dashboard.stagger" })
    #expect(tree.node(id: "refresh")?.transitions.first?.motion.token == "motion.hero")
    #expect(tree.node(id: "range")?.transitions.first?.motion.token == "motion.standard")
    let row = try #require(tree.node(id: "activity." + F.sample.activity[0].id)?.swipeRow)
    #expect(row.settle.token == "dashboard.swipeRelease")
    #expect(row.settle.kind == .spring)
    #expect(tree.node(id: "chart.header.value")?.transitions.first?.motion.token == "dashboard.valueRoll")
  }

  @Test("D-9 Reduce Motion drops the reveal offsets, the chart cross-fade and the springs; values still roll")
  func reduceMotion() throws {
    let id = F.sample.activity[0].id
    let tree = F.compile(
      environment: BlockEnvironment(width: 390, reduceMotion: true),
      state: DashboardState(openRow: .init(id: id, reveal: .fraction(0.4))))
    let transitions = tree.allNodes.flatMap(\.transitions)
    #expect(transitions.allSatisfy { $0.offset == nil })
    #expect(tree.node(id: "chart")?.transitions == [])
    var motions = transitions.map(\.motion)
    motions += tree.allNodes.compactMap { $0.swipeRow?.settle }
    #expect(motions.allSatisfy { $0.kind != .spring })
    let value = try #require(tree.node(id: "chart.header.value"))
    #expect(value.text?.numericRoll == true)
    #expect(value.transitions.first?.effect == .numericRoll)
    #expect(tree.node(id: "activity." + id)?.swipeRow?.reveal == 0)
    #expect(tree.node(id: "activity." + id)?.swipeRow?.revealFraction == 0.4)
    // Without Reduce Motion the same tree moves.
    let moving = F.compile(state: DashboardState(openRow: .init(id: id, reveal: .fraction(0.4))))
    #expect(moving.node(id: "activity." + id)?.swipeRow?.reveal ?? 0 > 0)
  }

  @Test("D-10 every colour is the theme's token and value, cards are surface radius.lg at e1")
  func colours() throws {
    for theme in [F.light, F.dark] {
      let tree = F.compile(theme: theme)
      #expect(Invariants.nodeColoursFromTheme(tree, theme: theme) == [])
      #expect(tree.node(id: "scroll")?.scroll?.background.token == "color.bg")
      for id in ["chart.card", "activity"] {
        let card = try #require(tree.node(id: id)?.card)
        #expect(card.background.token == "color.surface")
        #expect(card.cornerRadius.token == "radius.lg")
        #expect(card.elevation?.token == "elevation.e1")
        #expect(card.elevation?.color == theme.elevation(.e1).color.hex)
      }
      let chart = try #require(tree.node(id: "chart")?.chart)
      #expect(chart.series.last?.stroke.color.token == "color.accent")
      #expect(chart.axisLabels.allSatisfy { $0.font.token == "type.caption" })
      #expect(tree.allNodes.compactMap(\.divider).allSatisfy { $0.color.token == "color.separator" })
      let row = try #require(tree.allNodes.compactMap(\.swipeRow).first)
      #expect(row.background.token == "color.surface")
      #expect(row.actions.last?.background.token == "color.danger")
      #expect(tree.node(id: "refresh")?.refresh?.track.token == "color.fill")
      #expect(tree.node(id: "greeting.title")?.text?.font.token == "type.display(34)")
    }
  }

  @Test("D-10 a tint overrides accent for the chart, the sparklines, the refresh ring and the row icons")
  func tint() throws {
    var model = F.sample
    model.tint = RGBAColor(hex: "#FF2D55")
    let tree = F.compile(model)
    let tint = ColorValue(token: "tint", value: "#FF2D55")
    #expect(tree.node(id: "chart")?.chart?.series.last?.stroke.color == tint)
    #expect(tree.node(id: "chart")?.chart?.selectionStyle.dot.fill == tint)
    #expect(tree.node(id: "refresh")?.refresh?.tint == tint)
    #expect(tree.node(id: "activity." + model.activity[0].id + ".icon")?.icon?.color == tint)
    #expect(tree.node(id: "metric." + model.metrics[0].id + ".sparkline")?.sparkline?.line.color == tint)
    let json = String(decoding: tree.jsonData(), as: UTF8.self)
    #expect(!json.contains("color.accent"))
  }

  @Test("D-13 the sample compiles to a tree whose JSON reads back and whose text is stable")
  func sampleTree() throws {
    let tree = F.compile()
    #expect(tree.block == "dashboard")
    #expect(tree.schemaVersion == LayoutTree.currentSchemaVersion)
    #expect(try LayoutTree(jsonData: tree.jsonData()) == tree)
    #expect(tree.jsonData() == F.compile().jsonData())
    #expect(CanonicalJSON.string(tree.jsonValue) == String(decoding: tree.jsonData(), as: UTF8.self))
  }

  @Test("Every state echoes in the tree's environment")
  func stateEcho() {
    let state = DashboardState(
      scrollOffset: 12.5, scrubPosition: 0.25, selectedRange: .week,
      openRow: .init(id: "r", reveal: .points(30), dragging: true),
      refresh: .pulling(distance: 40), wrapsInNavigationStack: false)
    let summary = F.compile(state: state).environment
    #expect(summary[state: "scrollOffset"] == .number(12.5))
    #expect(summary[state: "scrubPosition"] == .number(0.25))
    #expect(summary[state: "selectedRange"] == .string("1W"))
    #expect(summary[state: "openRow"] == .string("r"))
    #expect(summary[state: "reveal"] == .string("30pt"))
    #expect(summary[state: "dragging"] == .bool(true))
    #expect(summary[state: "refresh"] == .string("pulling"))
    #expect(summary[state: "pull"] == .integer(40))
    #expect(summary[state: "wrapsInNavigationStack"] == .bool(false))
    #expect(summary[state: "scrubIndex"] != nil)
  }
}

@Suite("Dashboard long history")
struct DashboardLongHistoryTests {
  @Test("D-6 a long history shows the six most recent rows, then See all with its count")
  func seeAll() throws {
    let model = DashboardFixtures.year(rows: 50)
    let tree = DashboardFixtures.compile(model)
    let rows = tree.allNodes.filter { $0.swipeRow != nil }
    #expect(rows.map(\.id) == model.activity.prefix(6).map { "activity." + $0.id })
    let seeAll = try #require(tree.node(id: "activity.seeAll"))
    #expect(seeAll.action == Action(id: .showAll, payload: ["section": "activity"]))
    #expect(tree.node(id: "activity.seeAll.text")?.text?.string == "See all 50")
    #expect(DashboardFixtures.compile().node(id: "activity.seeAll") == nil)
  }

  @Test("D-4 D-5 a year of five-minute readings in every range and fifty rows: a tree under 96 KB")
  func bounded() throws {
    let model = DashboardFixtures.year(rows: 50)
    for size in [DynamicTypeStep.large, .accessibility5] {
      for width in [320.0, 430.0] {
        let tree = DashboardFixtures.compile(
          model, environment: BlockEnvironment(dynamicTypeSize: size, width: width),
          state: DashboardState(scrubPosition: 0.37, selectedRange: .year))
        #expect(tree.jsonData().count < 96 * 1024, "\(size) at \(width)")
        let series = try #require(tree.node(id: "chart")?.chart?.series.last)
        #expect(series.originalCount == 105_120)
        #expect(series.points.count < 2_000)
      }
    }
  }
}
