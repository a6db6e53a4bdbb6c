import Foundation
import OverviewTestSupport
import SPTheme
import Testing

@testable import BlockSpec

/// The hand-written tree writer (`jsonData`) against the general path it stands in for: the
/// tree's `Encodable` conformances through `CanonicalValueEncoder` into a `CanonicalJSON.Value`,
/// printed by `CanonicalJSON`. The two share no code below the tree's types: the general path
/// sorts keys at run time, finds nil optionals through `Codable` and spells numbers with
/// `Double.description`, so a member written out of order, left out or added, or a value
/// spelled differently shows up as a byte difference.
///
/// Why this matrix is enough, given that the general path is slow in a debug build: the writer
/// never looks at the environment, only at the tree's values, and it branches only on which
/// optional members are present, which content kind a node has, and what a string or number
/// holds. So the matrix aims at those:
/// - every state (each node kind, every button and retry state, loading, empty and error
///   trees) × every shipped theme (colours with and without opacity, spring and curve motion);
/// - at the smallest, default and largest Dynamic Type sizes and at a narrow and a wide width,
///   Reduce Motion on for half: what switches optional members (font clamps, line limits,
///   scale factors, column spans, reduce-motion fallbacks) on and off and re-lays tiles;
/// - random overviews and environments: labels in many scripts, odd numbers and series;
/// - edge values the compiler never emits (every optional present, empty containers, keys to
///   sort and escape, numbers at the edges of their spelling).
/// The spelling of numbers and strings alone is compared over far more values in
/// `CanonicalBytesTests`. Both compact and pretty output are compared everywhere.
@Suite("Fast path: hand-written tree writer")
struct TreeJSONWriterTests {
  static let sizes = FastPathTrees.sizes
  static let widths = FastPathTrees.widths

  static func general(_ tree: LayoutTree, pretty: Bool) -> [UInt8] {
    Array(CanonicalJSON.string(tree.jsonValue, pretty: pretty).utf8)
  }

  /// Both spellings of one tree, compared with the general path's.
  static func expectSameBytes(_ tree: LayoutTree, _ comment: Comment) {
    let value = tree.jsonValue
    for pretty in [false, true] {
      let general = Array(CanonicalJSON.string(value, pretty: pretty).utf8)
      #expect(Array(tree.jsonData(pretty: pretty)) == general, "\(comment) pretty=\(pretty)")
    }
  }

  @Test(
    "Every state × theme at three Dynamic Type sizes and two widths prints as the general path prints it",
    arguments: Scenario.all)
  func matrix(scenario: Scenario) {
    for (tree, comment) in FastPathTrees.matrix(scenario) { Self.expectSameBytes(tree, "\(comment)") }
  }

  @Test("Random overviews and environments print as the general path prints them", arguments: 0..<4)
  func random(batch: Int) {
    for (tree, comment) in FastPathTrees.random(batch: batch) { Self.expectSameBytes(tree, "\(comment)") }
  }

  @Test("Sample overviews (SplitMix64 seeds) over every range print as the general path prints them")
  func samples() {
    let today = Date(timeIntervalSince1970: 1_791_763_200)
    for seed in UInt64(0)..<8 {
      let overview = Overview.sample(today: today, seed: seed)
      let range = TimeRange.allCases[Int(seed) % TimeRange.allCases.count]
      let environment = OverviewSetup(
        selectedRange: range, scrubIndex: seed.isMultiple(of: 3) ? Int(seed) : nil)
      let tree = StatsOverviewBlock.compile(overview, theme: TestThemes.light, environment: environment)
      Self.expectSameBytes(tree, "seed \(seed) \(range)")
    }
  }

  /// Values the compiler does not make today but the tree's types allow: empty objects, data
  /// keys to sort and escape, every optional present, numbers at the edges of the spelling.
  @Test("Edge values the compiler never emits still print as the general path prints them")
  func edges() throws {
    var tree = Scenario.loaded.compile()
    let font = try #require(tree.allNodes.compactMap(\.text).first).font
    var motion = try #require(tree.allNodes.flatMap(\.transitions).map(\.motion).first { $0.spring != nil })
    motion.token = "motion.\"odd\""
    motion.bounce = -0.0
    motion.controlPoints = []
    motion.isReduceMotionFallback = true
    motion.spring?.stiffness = 1e300
    // Not finite values are left out: the general path prints them as `null`, which this
    // writer refuses to write (ThemeNumberTreeTests, #13.2).
    motion.spring?.dampingRatio = .leastNonzeroMagnitude  // 5e-324; the literal warns
    motion.spring?.settlingDuration = 2.5e-7
    motion.spring?.mass = 0.000_099_9
    motion.spring?.damping = 1003.456_789_123_456_7
    let color = ColorValue(token: "color.\u{1}\u{1F}\\", opacity: 0.6, value: "#FFFFFF99")
    let length = TokenLength(token: "space.é", value: -4_503_599_627_370_495.5)
    var clamped = font
    clamped.clamp = DynamicTypeRange(.small, .accessibility2)
    clamped.tracking = -.greatestFiniteMagnitude
    let extra = [
      LayoutNode(
        id: "edge.empty", .spacer(.init()), accessibility: Accessibility(),
        action: Action(id: .selectMetric, payload: ["z": "1", "a": "\"2\"", "é": "3", "B": "4\n", "": ""]),
        haptics: [Haptic(kind: .error, trigger: .enterState)],
        transitions: [
          NodeTransition(
            event: .idle, effect: .pulse, motion: motion,
            reduceMotion: .init(effect: .crossFade, motion: motion))
        ]),
      LayoutNode(
        id: "edge.full",
        .button(
          .init(
            title: "Try 💡", style: .secondary, state: .succeeded, font: clamped, foreground: color,
            background: color, cornerRadius: length, minHeight: 9_007_199_254_740_992 * 2, fillsWidth: true,
            enabled: false, indicator: .checkmark)),
        columnSpan: Int.max,
        accessibility: Accessibility(
          label: "l", value: "v", hint: "h", traits: [.button, .selected], hidden: false, element: .combine,
          announcement: "a\r\u{8}\u{C}\t"), action: Action(id: .retry, payload: [:])),
      LayoutNode(
        id: "edge.stack",
        .stack(.init(axis: .vertical, spacing: length, alignment: .center, minHeight: 1e-9)),
        children: [
          LayoutNode(
            id: "edge.text",
            .text(
              .init(
                string: "\t", font: clamped, color: color, lineLimit: Int.min, minimumScaleFactor: 0.5,
                numericRoll: true))),
          LayoutNode(id: "edge.section", .section(.init(block: ""))),
        ]),
    ]
    tree.root.children += extra
    Self.expectSameBytes(tree, "edges")
  }

  @Test("jsonData reads back to the same tree", arguments: [false, true])
  func roundTrip(pretty: Bool) throws {
    let tree = Scenario.scrubbing.compile()
    #expect(try LayoutTree(jsonData: tree.jsonData(pretty: pretty)) == tree)
  }

  @Test("A tree larger than the writer's first buffer is written whole")
  func growth() {
    var tree = Scenario.loaded.compile()
    let label = String(repeating: "Long label \"quoted\" ", count: 2_000)
    tree.root.children.append(
      LayoutNode(id: "edge.long", .section(.init(block: label)), accessibility: Accessibility(label: label)))
    Self.expectSameBytes(tree, "grown")
  }
}
