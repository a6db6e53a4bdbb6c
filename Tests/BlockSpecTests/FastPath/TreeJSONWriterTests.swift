import Foundation
import SPTheme
import Testing

@testable import BlockSpec

/// The hand-written tree writer against the Codable paths it replaces: `CanonicalEncoder` (the
/// previous fast path) over the compiler's whole state matrix and random overviews, and the
/// general value path (`jsonValue` printed by `CanonicalJSON`) over a sample of them.
@Suite("Fast path: hand-written tree writer")
struct TreeJSONWriterTests {
  static let widths: [Double] = [320, 375, 390, 430]

  /// Every member the Codable path writes, in its bytes.
  static func codable(_ tree: LayoutTree, pretty: Bool) throws -> [UInt8] {
    try CanonicalEncoder.encode(tree, pretty: pretty)
  }

  static func general(_ tree: LayoutTree, pretty: Bool) -> [UInt8] {
    Array(CanonicalJSON.string(tree.jsonValue, pretty: pretty).utf8)
  }

  @Test(
    "Every state × theme × Dynamic Type size × width × Reduce Motion prints as the Codable path prints it",
    arguments: Scenario.all)
  func matrix(scenario: Scenario) throws {
    for theme in TestThemes.all {
      for size in DynamicTypeSize.allCases {
        for width in Self.widths {
          for reduceMotion in [false, true] {
            let tree = scenario.compile(
              theme: theme, dynamicTypeSize: size, width: width, reduceMotion: reduceMotion)
            for pretty in [false, true] {
              let written = TreeJSONWriter.bytes(of: tree, pretty: pretty)
              #expect(
                written == (try Self.codable(tree, pretty: pretty)),
                "\(theme.name) \(size) \(width) rm=\(reduceMotion) pretty=\(pretty)")
            }
          }
        }
      }
    }
  }

  @Test("Each state prints as the general value path prints it", arguments: Scenario.all)
  func matrixAgainstGeneral(scenario: Scenario) {
    for theme in TestThemes.all {
      for size in [DynamicTypeSize.xSmall, .large, .accessibility5] {
        let tree = scenario.compile(theme: theme, dynamicTypeSize: size, reduceMotion: size == .xSmall)
        for pretty in [false, true] {
          #expect(
            TreeJSONWriter.bytes(of: tree, pretty: pretty) == Self.general(tree, pretty: pretty),
            "\(theme.name) \(size) pretty=\(pretty)")
        }
      }
    }
  }

  @Test("Random overviews and environments print as both Codable paths print them", arguments: 0..<8)
  func random(batch: Int) throws {
    let theme = TestThemes.light
    for offset in 0..<40 {
      let seed = UInt64(batch * 40 + offset)
      let tree = StatsOverviewBlock.compile(
        RandomOverviews.overview(seed: seed), theme: theme,
        environment: RandomOverviews.environment(seed: seed))
      for pretty in [false, true] {
        let written = TreeJSONWriter.bytes(of: tree, pretty: pretty)
        #expect(written == (try Self.codable(tree, pretty: pretty)), "seed \(seed) pretty=\(pretty)")
        #expect(written == Self.general(tree, pretty: pretty), "seed \(seed) pretty=\(pretty)")
      }
    }
  }

  @Test(
    "Sample overviews (SplitMix64 seeds) print as the Codable path prints them", arguments: [false, true])
  func samples(pretty: Bool) throws {
    let today = Date(timeIntervalSince1970: 1_791_763_200)
    for seed in UInt64(0)..<64 {
      let overview = Overview.sample(today: today, seed: seed)
      let range = TimeRange.allCases[Int(seed % 4)]
      let environment = Environment(
        selectedRange: range, scrubIndex: seed.isMultiple(of: 3) ? Int(seed) : nil)
      let tree = StatsOverviewBlock.compile(overview, theme: TestThemes.light, environment: environment)
      #expect(TreeJSONWriter.bytes(of: tree, pretty: pretty) == (try Self.codable(tree, pretty: pretty)))
    }
  }

  /// Values the compiler does not make today but the tree's types allow: empty objects, data
  /// keys to sort and escape, every optional present, numbers at the edges of the spelling.
  @Test(
    "Edge values the compiler never emits still print as the Codable path prints them",
    arguments: [false, true])
  func edges(pretty: Bool) throws {
    var tree = Scenario.loaded.compile()
    let font = try #require(tree.allNodes.compactMap(\.text).first).font
    var motion = try #require(tree.allNodes.flatMap(\.transitions).map(\.motion).first { $0.spring != nil })
    motion.token = "motion.\"odd\""
    motion.bounce = -0.0
    motion.controlPoints = []
    motion.isReduceMotionFallback = true
    motion.spring?.stiffness = 1e300
    motion.spring?.dampingRatio = .nan
    motion.spring?.settlingDuration = 2.5e-7
    let color = ColorValue(token: "color.\u{1}", opacity: 0.6, value: "#FFFFFF99")
    let length = TokenLength(token: "space.é", value: -4_503_599_627_370_495.5)
    var clamped = font
    clamped.clamp = DynamicTypeRange(.small, .accessibility2)
    let extra = [
      LayoutNode(
        id: "edge.empty", .spacer(.init()), accessibility: Accessibility(),
        action: Action(id: .selectMetric, payload: ["z": "1", "a": "\"2\"", "é": "3", "B": "4\n", "": ""]),
        haptics: [Haptic(kind: .error, trigger: .enterState)],
        transitions: [
          Transition(
            event: .idle, effect: .pulse, motion: motion,
            reduceMotion: .init(effect: .crossFade, motion: motion))
        ]),
      LayoutNode(
        id: "edge.full",
        .button(
          .init(
            title: "Try 💡", style: .secondary, state: .succeeded, font: clamped, foreground: color,
            background: color, cornerRadius: length, minHeight: 44, fillsWidth: true, enabled: false,
            indicator: .checkmark)),
        columnSpan: 2,
        accessibility: Accessibility(
          label: "l", value: "v", hint: "h", traits: [.button, .selected], hidden: false, element: .combine,
          announcement: "a"), action: Action(id: .retry, payload: [:])),
      LayoutNode(
        id: "edge.stack",
        .stack(.init(axis: .vertical, spacing: length, alignment: .center, minHeight: 1e-9)),
        children: [
          LayoutNode(
            id: "edge.text",
            .text(
              .init(
                string: "\t", font: clamped, color: color, lineLimit: 0, minimumScaleFactor: 0.5,
                numericRoll: true))),
          LayoutNode(id: "edge.section", .section(.init(block: ""))),
        ]),
    ]
    tree.root.children += extra
    let written = TreeJSONWriter.bytes(of: tree, pretty: pretty)
    #expect(written == (try Self.codable(tree, pretty: pretty)))
    #expect(written == Self.general(tree, pretty: pretty))
  }

  @Test("jsonData takes the hand-written path and reads back to the same tree", arguments: [false, true])
  func roundTrip(pretty: Bool) throws {
    let tree = Scenario.scrubbing.compile()
    let data = tree.jsonData(pretty: pretty)
    #expect(Array(data) == (try Self.codable(tree, pretty: pretty)))
    #expect(try LayoutTree(jsonData: data) == tree)
  }
}
