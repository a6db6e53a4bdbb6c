import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// The whole input space the issue names: themes × the twelve Dynamic Type sizes × four widths ×
/// every state × Reduce Motion off and on.
@Suite("Invariants over the full matrix")
struct MatrixTests {
  static let widths: [Double] = [320, 375, 390, 430]

  @Test(
    "ids unique, interactive nodes labelled, colours from the theme, no spring under Reduce Motion, one column at accessibility sizes, clamps applied",
    arguments: Scenario.all)
  func invariants(scenario: Scenario) {
    for theme in TestThemes.all {
      for size in DynamicTypeStep.allCases {
        for width in Self.widths {
          for reduceMotion in [false, true] {
            let tree = scenario.compile(
              theme: theme, dynamicTypeSize: size, width: width, reduceMotion: reduceMotion)
            let problems = Invariants.all(tree, theme: theme)
            #expect(
              problems.isEmpty, "\(theme.name) \(size) \(width) rm=\(reduceMotion): \(problems.prefix(3))")
          }
        }
      }
    }
  }

  @Test(
    "every colour anywhere in the JSON comes from the theme; the same input gives the same bytes twice",
    arguments: Scenario.all)
  func jsonColoursAndBytes(scenario: Scenario) {
    for theme in TestThemes.all {
      for size in [DynamicTypeStep.xSmall, .large, .accessibility3] {
        let reduceMotion = size == .large
        let tree = scenario.compile(
          theme: theme, dynamicTypeSize: size, width: 375, reduceMotion: reduceMotion)
        #expect(Invariants.coloursFromTheme(tree, theme: theme).isEmpty, "\(theme.name) \(size)")
        let again = scenario.compile(
          theme: theme, dynamicTypeSize: size, width: 375, reduceMotion: reduceMotion)
        #expect(tree.jsonData() == again.jsonData())
      }
    }
  }

  @Test("ids are stable: the same meaning has the same id in every state")
  func stableIds() {
    let loaded = Set(Scenario.loaded.compile().allNodes.map(\.id))
    let scrubbed = Set(Scenario.scrubbing.compile().allNodes.map(\.id))
    // Scrubbing swaps the change line for the date and keeps every other id.
    #expect(loaded.subtracting(scrubbed).allSatisfy { $0.hasPrefix("headline.change") })
    #expect(scrubbed.subtracting(loaded) == ["headline.date"])
    let otherRange = Set(
      StatsOverviewBlock.compile(
        CompilerFixtures.overview, theme: CompilerFixtures.theme,
        environment: OverviewSetup(selectedRange: .year)
      )
      .allNodes.map(\.id))
    #expect(otherRange == loaded)
    // The frame is the same in every state, so a renderer morphs between them.
    for scenario in Scenario.all {
      var frame: Set = ["block", "grid", "card", "card.content"]
      if scenario.compile().state != .error { frame.insert("headline") }
      #expect(frame.isSubset(of: Set(scenario.compile().allNodes.map(\.id))), "\(scenario)")
    }
  }

  /// With `BLOCKSPEC_TREE_DUMP_DIR` set (CI does), writes a matrix of compiled trees there for
  /// `Scripts/validate-trees.py` to check against the published JSON Schema: the overview's
  /// scenarios, and every registered block's sample with its document.
  @Test(
    "dump compiled trees for the schema check when BLOCKSPEC_TREE_DUMP_DIR is set",
    .enabled(if: ProcessInfo.processInfo.environment["BLOCKSPEC_TREE_DUMP_DIR"]?.isEmpty == false))
  func dump() throws {
    let path = try #require(ProcessInfo.processInfo.environment["BLOCKSPEC_TREE_DUMP_DIR"])
    let directory = URL(fileURLWithPath: path, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let sizes: [DynamicTypeStep] = [.xSmall, .large, .xxxLarge, .accessibility2, .accessibility5]
    var written = 0
    for theme in TestThemes.all {
      for scenario in Scenario.all {
        for size in sizes {
          // The narrowest width with motion, the widest under Reduce Motion.
          for (width, reduceMotion) in [(320.0, false), (430.0, true)] {
            let tree = scenario.compile(
              theme: theme, dynamicTypeSize: size, width: width, reduceMotion: reduceMotion)
            let name =
              "\(theme.name)-\(scenario.name)-\(size.rawValue)-\(Int(width))\(reduceMotion ? "-rm" : "").json"
            try tree.jsonData().write(to: directory.appendingPathComponent(name))
            written += 1
          }
        }
      }
    }
    #expect(written == TestThemes.all.count * Scenario.all.count * sizes.count * 2)

    // Every registered block's sample, over the same themes, sizes and widths, and each sample
    // document in a folder named for its schema (`documents/overview.schema.json/`), which
    // `.ci/run` validates against that schema.
    var samples = 0
    for sample in BlockRegistry.samples() {
      for theme in TestThemes.all {
        for size in sizes {
          for (width, reduceMotion) in [(320.0, false), (430.0, true)] {
            let environment = BlockEnvironment(
              dynamicTypeSize: size, width: width, reduceMotion: reduceMotion)
            let tree = try sample.compile(theme: theme, environment: environment).get()
            let name =
              "sample-\(sample.block.name)-\(theme.name)-\(size.rawValue)-\(Int(width))\(reduceMotion ? "-rm" : "").json"
            try tree.jsonData().write(to: directory.appendingPathComponent(name))
            samples += 1
          }
        }
      }
      let schema = URL(fileURLWithPath: sample.block.documentSchema).lastPathComponent
      let documents = directory.appendingPathComponent("documents").appendingPathComponent(schema)
      try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
      try sample.encodedJSON().write(to: documents.appendingPathComponent("\(sample.block.name)-sample.json"))
    }
    #expect(samples == BlockRegistry.blocks.count * TestThemes.all.count * sizes.count * 2)
  }
}
