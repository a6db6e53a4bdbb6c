import BlockSpec
import Foundation
import SPTheme
import Testing

/// Node ids made from a document's ids and labels are unique by construction in every block
/// (issue 23, item 7; the tree format's promise, `docs/layout-tree.md`): whatever the ids hold
/// (dots, the suffixes the compiler adds, the names of fixed siblings, repeats, spaces, nothing
/// at all), every compiled tree has each node id once, and every id part made from a document
/// is safe (issue 25: no spaces, dots or invisible characters).
@Suite("#23.7 node ids from documents are unique in every block")
struct NodeIDUniquenessTests {
  static let light = try! Theme.shipped(named: "light")
  static let day = Date(timeIntervalSince1970: 1_796_115_600)

  /// Pieces ids are made of: the suffixes every block adds, the names of fixed siblings, dots,
  /// spaces, the repeat marker, scripts and invisible characters.
  static let pieces = [
    "a", "b", "value", "title", "content", "seeAll", "label", "ghost", "divider", "change", "text", "symbol",
    "spacer", "header", "chevron", "valueRow", "sparkline", "icon", "date", "detail", "amount", "tiles",
    "metric", "activity", "1", "2", "-2", "-3", "_", ".", ".", " ", "Bounce rate", "é", "e\u{301}", "売上",
    "\u{200B}", "\n", "👨‍👩‍👧", "",
  ]

  /// An id from 0 to 4 pieces, or one already drawn with a dotted suffix or as it is.
  static func id(_ random: inout SplitMix64, drawn: [String]) -> String {
    if let earlier = drawn.randomElement(using: &random), random.next() % 3 == 0 {
      let suffixes = [
        ".value", ".title", ".label", ".content", ".change", ".change.label", ".text", "-2", "_", "",
        ".divider",
      ]
      return earlier + suffixes.randomElement(using: &random)!
    }
    let count = Int(random.next() % 5)
    return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
  }

  static func ids(_ count: Int, _ random: inout SplitMix64) -> [String] {
    var drawn: [String] = []
    for _ in 0..<count { drawn.append(id(&random, drawn: drawn)) }
    return drawn
  }

  static func duplicates(_ tree: LayoutTree) -> [String] {
    var seen = Set<String>()
    var repeated: [String] = []
    let seriesIds = tree.allNodes.flatMap { $0.chart?.series.map(\.id) ?? [] }
    for id in tree.allNodes.map(\.id) + seriesIds where !seen.insert(id).inserted { repeated.append(id) }
    return repeated
  }

  /// Node ids hold no space, control or invisible character, whatever the document's ids.
  static func unsafe(_ tree: LayoutTree) -> [String] {
    tree.allNodes.map(\.id).filter { id in
      id.unicodeScalars.contains {
        $0.properties.isWhitespace || $0.properties.generalCategory == .control
          || $0.properties.generalCategory == .format || $0.properties.isDefaultIgnorableCodePoint
      }
    }
  }

  static func overview(metricIDs: [String], labels: [String]) -> Overview {
    let points = (0..<6).map {
      Point(date: day.addingTimeInterval(Double($0) * 86_400), value: Double($0 * 3 % 5))
    }
    let metrics = zip(metricIDs, labels).map { id, label in
      Metric(id: id, label: label.isEmpty ? "M" : label, value: 1200, format: .compact, change: 0.1)
    }
    return Overview(
      label: "Revenue", format: .compact, periods: [.month: Period(points: points, value: 9, change: 0.1)],
      metrics: metrics)
  }

  static func dashboard(metricIDs: [String], rowIDs: [String]) -> DashboardModel {
    let points = (0..<8).map {
      Point(date: day.addingTimeInterval(Double($0 - 8) * 86_400), value: Double($0))
    }
    return DashboardModel(
      greeting: "Good morning",
      metrics: metricIDs.map {
        DashboardMetric(
          id: $0, label: "Orders", value: 42, format: .compact, change: 0.1, series: [1, 3, 2, 5])
      },
      chart: DashboardChart(label: "Revenue", format: .compact, series: [.month: points]),
      activity: rowIDs.enumerated().map { index, id in
        DashboardActivity(
          id: id, title: "Order", detail: "Paid", date: day.addingTimeInterval(-Double(index) * 3600),
          symbol: "cart", amount: 12)
      })
  }

  @Test(
    "#23.7 the issue's collisions: metric ids a and a.value, row ids a and a.title, rows named content, title, seeAll"
  )
  func issueCollisions() {
    let model = Self.dashboard(
      metricIDs: ["a", "a.value", "a.title", "a_value"],
      rowIDs: ["a", "a.title", "content", "title", "seeAll", "seeAll.text", "a.divider"])
    let open = DashboardState(openRow: .init(id: "a.title", reveal: .actions))
    for state in [DashboardState(), open] {
      let tree = DashboardBlock.compile(
        model, theme: Self.light, environment: BlockEnvironment(width: 390), state: state)
      #expect(Self.duplicates(tree).isEmpty, "\(Self.duplicates(tree))")
    }
    let tree = StatsOverviewBlock.compile(
      Self.overview(metricIDs: ["a", "a.value", "a.label", "ghost"], labels: ["A", "B", "C", "D"]),
      theme: Self.light)
    #expect(Self.duplicates(tree).isEmpty, "\(Self.duplicates(tree))")
  }

  @Test("#23.7 the audit places a finding on the metric or row its node was made from")
  func auditPaths() {
    let model = Self.dashboard(metricIDs: ["a", "a.value"], rowIDs: ["a", "a.title", "content"])
    let tree = DashboardBlock.compile(model, theme: Self.light, environment: BlockEnvironment(width: 390))
    let ids = Set(tree.allNodes.map(\.id))
    let cases = [
      ("metric.a.value", "$.metrics[0]"), ("metric.a_value.value", "$.metrics[1]"),
      ("activity.a.title", "$.activity[0]"), ("activity.a_title.title", "$.activity[1]"),
      ("activity.content-2.title", "$.activity[2]"),
    ]
    for (node, path) in cases {
      #expect(ids.contains(node), "\(node) is not in the tree")
      let finding = AuditFinding(kind: .textTruncated, rule: "O-AX-1", node: node)
      // The item, whether the path is written `$.metrics[1]` or down to its field, `metrics[1].value`.
      let found = DashboardBlock.documentPath(of: finding, in: model).map {
        $0.hasPrefix("$.") ? String($0.dropFirst(2)) : $0
      }
      let item = String(path.dropFirst(2))
      #expect(found == item || found?.hasPrefix(item + ".") == true, "\(node): \(found ?? "nil")")
    }
  }

  @Test("#23.7 #25 ids from labels are safe: a label's spaces are made underscores (tiles.Bounce_rate)")
  func idsFromLabels() {
    let tree = StatsOverviewBlock.compile(
      Self.overview(
        metricIDs: ["Bounce rate", "a\nb", "\u{200B}", ""], labels: ["Bounce rate", "x", "y", "z"]),
      theme: Self.light)
    let tiles = tree.allNodes.filter { $0.card != nil && $0.id.hasPrefix("tiles.") }.map(\.id)
    #expect(tiles == ["tiles.Bounce_rate", "tiles.a_b", "tiles._", "tiles.metric"])
    #expect(Self.unsafe(tree).isEmpty, "\(Self.unsafe(tree))")
  }

  @Test(
    "#23.7 every block's compiled tree has unique, safe node ids for generated document ids",
    arguments: 0..<60)
  func generated(_ seed: Int) {
    var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
    let overview = Self.overview(
      metricIDs: Self.ids(1 + Int(random.next() % 4), &random), labels: Self.ids(4, &random))
    let widths = [320.0, 390]
    let width = widths[Int(random.next() % 2)]
    for actions in [HostActions.all, []] {
      let tree = StatsOverviewBlock.compile(
        overview, theme: Self.light, environment: BlockEnvironment(width: width),
        state: StatsOverviewState(actions: actions))
      #expect(
        Self.duplicates(tree).isEmpty, "overview \(overview.metrics.map(\.id)): \(Self.duplicates(tree))")
      #expect(Self.unsafe(tree).isEmpty, "overview: \(Self.unsafe(tree))")
    }

    let rowIDs = Self.ids(Int(random.next() % 9), &random)
    let model = Self.dashboard(metricIDs: Self.ids(Int(random.next() % 7), &random), rowIDs: rowIDs)
    var states = [DashboardState()]
    if let row = rowIDs.randomElement(using: &random) {
      states.append(DashboardState(openRow: .init(id: row, reveal: .actions)))
    }
    for state in states {
      let tree = DashboardBlock.compile(
        model, theme: Self.light, environment: BlockEnvironment(width: width), state: state)
      #expect(
        Self.duplicates(tree).isEmpty,
        "dashboard \(model.metrics.map(\.id)) \(rowIDs): \(Self.duplicates(tree))")
      #expect(Self.unsafe(tree).isEmpty, "dashboard: \(Self.unsafe(tree))")
    }

    let words = Self.ids(2, &random)
    let tile = SparklineTile(title: words[0] + "T", value: words[1] + "1", trend: [1, 2, nil, 4])
    for document in [SparklineStatTileDocument.tile(tile), .demo] {
      let tree = SparklineStatTileBlock.compile(
        document, theme: Self.light, environment: BlockEnvironment(width: width))
      #expect(Self.duplicates(tree).isEmpty, "tile: \(Self.duplicates(tree))")
    }
  }
}
