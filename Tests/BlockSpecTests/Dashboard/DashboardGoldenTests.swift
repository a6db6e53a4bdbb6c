import BlockSpec
import BlockSpecTesting
import Foundation
import SPTheme
import Testing

/// One reviewed dashboard tree: a theme, a size, a width, Reduce Motion, a state and a model.
struct DashboardGolden: CustomTestStringConvertible, Sendable {
  var name: String
  var theme: String
  var size: DynamicTypeStep
  var width: Double
  var reduceMotion = false
  var state = DashboardState()
  var model: @Sendable () -> DashboardModel = { DashboardFixtures.sample }
  var pinsJSON = false

  var testDescription: String { name }

  var fileName: String {
    "\(name)-\(theme)-\(size.rawValue)-w\(Int(width))" + (reduceMotion ? "-reduceMotion" : "")
  }

  func compile() throws -> LayoutTree {
    DashboardBlock.compile(
      model(), theme: try Theme.shipped(named: theme),
      environment: BlockEnvironment(dynamicTypeSize: size, width: width, reduceMotion: reduceMotion),
      state: state)
  }
}

/// The reviewed matrix: every state the screen has, spread pairwise over the five shipped
/// themes, six sizes, both widths and Reduce Motion, so each theme, size and width meets several
/// states and each state several of them.
enum DashboardGoldenMatrix {
  static let firstRow = DashboardFixtures.sample.activity[0].id

  static let cases: [DashboardGolden] = [
    .init(name: "rest", theme: "light", size: .large, width: 390, pinsJSON: true),
    .init(name: "rest", theme: "dark", size: .accessibility5, width: 320, reduceMotion: true),
    .init(name: "collapsed", theme: "dark", size: .large, width: 320, state: .init(scrollOffset: 200)),
    .init(
      name: "halfCollapsed", theme: "light-high-contrast", size: .xxxLarge, width: 390,
      state: .init(scrollOffset: 30)),
    .init(
      name: "scrub-irregular", theme: "light", size: .accessibility2, width: 320,
      state: .init(scrubPosition: 0.3, selectedRange: .week),
      model: {
        var model = DashboardFixtures.sample
        model.chart.series[.week] = DashboardFixtures.irregular
        model.chart.totals[.week] = nil
        return model
      }),
    .init(
      name: "scrub-1W", theme: "dark", size: .xSmall, width: 390, reduceMotion: true,
      state: .init(scrubPosition: 0.5, selectedRange: .week)),
    .init(
      name: "rowOpen", theme: "light", size: .xxxLarge, width: 320,
      state: .init(openRow: .init(id: firstRow, reveal: .actions))),
    .init(
      name: "fullSwipe", theme: "dark", size: .large, width: 390,
      state: .init(openRow: .init(id: firstRow, reveal: .fraction(0.7), dragging: true)), pinsJSON: true),
    .init(
      name: "pulling", theme: "light", size: .accessibility1, width: 390,
      state: .init(refresh: .pulling(distance: 50))),
    .init(
      name: "armed", theme: "dark", size: .large, width: 320, reduceMotion: true,
      state: .init(refresh: .pulling(distance: 90))),
    .init(name: "refreshing", theme: "brand", size: .large, width: 390, state: .init(refresh: .refreshing)),
    .init(
      name: "finished", theme: "light", size: .accessibility3, width: 320, state: .init(refresh: .finished)),
    .init(
      name: "hosted-tint", theme: "dark-high-contrast", size: .large, width: 390,
      state: .init(wrapsInNavigationStack: false),
      model: {
        var model = DashboardFixtures.sample
        model.tint = RGBAColor(hex: "#FF2D55")
        return model
      }),
    .init(
      name: "noData", theme: "light", size: .large, width: 320,
      model: {
        var model = DashboardFixtures.sample
        model.chart.series = [:]
        model.activity = []
        return model
      }),
    .init(
      name: "hiddenRange", theme: "brand", size: .xxxLarge, width: 320, reduceMotion: true,
      state: .init(selectedRange: .year),
      model: {
        var model = DashboardFixtures.sample
        model.chart.series[.year] = []
        return model
      }),
  ]
}

@Suite("Golden dashboard trees")
struct DashboardGoldenTests {
  @Test("Golden: the dashboard over themes × sizes × widths × states", arguments: DashboardGoldenMatrix.cases)
  func golden(_ golden: DashboardGolden) throws {
    GoldenFiles.assertGolden(try golden.compile(), named: golden.fileName, pinsJSON: golden.pinsJSON)
  }

  @Test("Golden: every dashboard case has its own file and every file a case")
  func files() throws {
    try GoldenFiles.checkOneToOne(
      folder: "DashboardGoldenTests", cases: DashboardGoldenMatrix.cases.map { ($0.fileName, $0.pinsJSON) })
  }

  @Test("Golden: every reviewed tree lays out whole (bar a word wider than a whole card)")
  func layout() throws {
    for golden in DashboardGoldenMatrix.cases {
      let tree = try golden.compile()
      let violations = tree.frames().audit(tree).filter { !DashboardLayoutTests.unavoidable($0, in: tree) }
      #expect(violations == [], "\(golden.fileName)")
    }
  }

  /// With `BLOCKSPEC_TREE_DUMP_DIR` set (CI does), writes the reviewed dashboard trees there for
  /// `Scripts/validate-trees.py` to check against the published JSON Schema.
  @Test(
    "dump the dashboard's trees for the schema check when BLOCKSPEC_TREE_DUMP_DIR is set",
    .enabled(if: ProcessInfo.processInfo.environment["BLOCKSPEC_TREE_DUMP_DIR"]?.isEmpty == false))
  func dump() throws {
    let path = try #require(ProcessInfo.processInfo.environment["BLOCKSPEC_TREE_DUMP_DIR"])
    let directory = URL(fileURLWithPath: path, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for golden in DashboardGoldenMatrix.cases {
      try golden.compile().jsonData().write(
        to: directory.appendingPathComponent("dashboard-\(golden.fileName).json"))
    }
  }
}
