import Foundation
import OverviewTestSupport
import SPTheme
import Testing

@testable import BlockSpec

/// The hand-written tree reader (`LayoutTree.readFast`, `TreeJSONReader`) against the general
/// path it stands in for (`LayoutTree.readGeneral`: `JSONReader`, then the tree's `Decodable`
/// conformances). The two share no code below the tree's types, so a member read into the
/// wrong field, a default applied differently or a spelling read to another value shows up as
/// an unequal tree, and a rule one path has and the other not shows up as one of them failing.
///
/// - Good trees: the compiler's trees (every overview state × theme at three sizes and two
///   widths, random overviews, the dashboard's states, the sparkline tile and its screen) and
///   edge values, compact and pretty, are read by the fast path, to the tree written.
/// - Spelling: other key orders and whitespace read the same.
/// - Bad bytes: mutated trees are refused or read alike by both paths, and the fast path never
///   reads a tree the general path refuses; spellings it leaves to the general path still read.
@Suite("Fast path: hand-written tree reader")
struct TreeJSONReaderTests {
  /// Both spellings of `tree` read by the fast path to `tree`, as the general path reads them.
  static func expectFastRead(_ tree: LayoutTree, _ comment: Comment) {
    for pretty in [false, true] {
      let data = tree.jsonData(pretty: pretty)
      let fast = LayoutTree.readFast(data)
      #expect(fast != nil, "\(comment) pretty=\(pretty): the fast path fell back")
      #expect(fast == tree, "\(comment) pretty=\(pretty)")
      #expect(fast == (try? LayoutTree.readGeneral(data)), "\(comment) pretty=\(pretty)")
    }
  }

  @Test(
    "Every state × theme at three Dynamic Type sizes and two widths reads back by the fast path",
    arguments: Scenario.all)
  func matrix(scenario: Scenario) {
    for (tree, comment) in FastPathTrees.matrix(scenario) { Self.expectFastRead(tree, "\(comment)") }
  }

  @Test("Random overviews and environments read back by the fast path", arguments: 0..<4)
  func random(batch: Int) {
    for (tree, comment) in FastPathTrees.random(batch: batch) { Self.expectFastRead(tree, "\(comment)") }
  }

  static let dashboardStates: [DashboardState] = [
    DashboardState(),
    DashboardState(scrollOffset: 140, scrubPosition: 0.37, selectedRange: .week),
    DashboardState(openRow: .init(id: "a", reveal: .actions), wrapsInNavigationStack: false),
    DashboardState(openRow: .init(id: "b", reveal: .fraction(0.8), dragging: true)),
    DashboardState(scrollOffset: -60, refresh: .pulling(distance: 60)),
    DashboardState(scrollOffset: -100, refresh: .pulling(distance: 100)),
    DashboardState(refresh: .refreshing),
    DashboardState(refresh: .finished, wrapsInNavigationStack: false),
  ]

  @Test("The dashboard's states, every theme, read back by the fast path", arguments: 0..<8)
  func dashboard(state index: Int) {
    let today = Date(timeIntervalSince1970: 1_791_763_200)
    let model = DashboardModel.sample(today: today)
    let state = Self.dashboardStates[index]
    for theme in TestThemes.all {
      for size in TreeJSONWriterTests.sizes {
        let environment = BlockEnvironment(
          dynamicTypeSize: size, width: 390, reduceMotion: size == .accessibility5)
        let tree = DashboardBlock.compile(model, theme: theme, environment: environment, state: state)
        Self.expectFastRead(tree, "\(theme.name) \(size) state \(index)")
      }
    }
  }

  @Test("The sparkline tile and its demo screen read back by the fast path")
  func sparklineTile() {
    let tile = SparklineTile(title: "Revenue", value: "4,980", trend: [4200, 4310, nil, 4980, 4_100.5])
    for theme in TestThemes.all {
      for reduceMotion in [false, true] {
        let environment = BlockEnvironment(width: 320, reduceMotion: reduceMotion)
        Self.expectFastRead(
          SparklineStatTileBlock.compile(tile, theme: theme, environment: environment), "\(theme.name) tile")
        for tick in 0..<3 {
          let tree = SparklineStatTileBlock.compile(
            .demo, theme: theme, environment: environment, state: SparklineStatTileState(tick: tick))
          Self.expectFastRead(tree, "\(theme.name) demo tick \(tick) rm=\(reduceMotion)")
        }
      }
    }
  }

  /// Values the compiler does not make today but the tree's types allow, as the writer's edge
  /// test has them (an `Int` column span the JSON number holds exactly, since `Int.max` does
  /// not survive a `Double`, on either path).
  @Test("Edge values (escapes, every optional, extreme numbers) read back by the fast path")
  func edges() throws {
    var tree = Scenario.scrubbing.compile()
    let font = try #require(tree.allNodes.compactMap(\.text).first).font
    var motion = try #require(tree.allNodes.flatMap(\.transitions).map(\.motion).first { $0.spring != nil })
    motion.token = "motion.\"odd\"\u{1F4A1}/\\"
    motion.controlPoints = []
    motion.isReduceMotionFallback = true
    motion.spring?.stiffness = 1e300
    motion.spring?.dampingRatio = .leastNonzeroMagnitude
    motion.spring?.settlingDuration = 2.5e-7
    motion.spring?.damping = 1003.456_789_123_456_7
    let color = ColorValue(token: "color.\u{1}\u{1F}\\", opacity: 0.6, value: "#FFFFFF99")
    let length = TokenLength(token: "space.é", value: -4_503_599_627_370_495.5)
    var clamped = font
    clamped.clamp = DynamicTypeRange(.small, .accessibility2)
    clamped.tracking = -.greatestFiniteMagnitude
    tree.root.children += [
      LayoutNode(
        id: "edge.empty", .spacer(.init()), accessibility: Accessibility(),
        action: Action(id: .selectMetric, payload: ["z": "1", "a": "\"2\"", "é": "3", "B": "4\n", "": ""]),
        haptics: [Haptic(kind: .error, trigger: .enterState)],
        transitions: [
          NodeTransition(
            event: .idle, effect: .pulse, motion: motion,
            reduceMotion: .init(effect: .crossFade, motion: motion),
            delay: 0.25, offset: -3)
        ]),
      LayoutNode(
        id: "edge.full",
        .button(
          .init(
            title: "Try 💡", style: .secondary, state: .succeeded, font: clamped, foreground: color,
            background: color, cornerRadius: length, minHeight: 9_007_199_254_740_992 * 2, fillsWidth: true,
            enabled: false, indicator: .checkmark)),
        columnSpan: 1 << 53,
        accessibility: Accessibility(
          label: "l", value: "v", hint: "h", traits: [.button, .selected], hidden: false, element: .combine,
          announcement: "a\r\u{8}\u{C}\t",
          customActions: [CustomAction(name: "Löschen", action: .init(id: .delete))]),
        action: Action(id: .retry, payload: [:])),
      LayoutNode(
        id: "edge.text",
        .text(
          .init(
            string: "\t\u{7F}\u{FEFF}\u{10FFFF}", font: clamped, color: color, lineLimit: Int.min,
            minimumScaleFactor: 0.5, numericRoll: true))),
    ]
    Self.expectFastRead(tree, "edges")
  }

  // MARK: Spelling

  /// The tree as JSON with every object's members in reverse order and whitespace of every
  /// kind JSON allows around every token.
  static func respelled(_ value: CanonicalJSON.Value) -> String {
    let gap = " \t\r\n"
    switch value {
    case .object(let members):
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.reversed()
      let inner = keys.map { key in
        CanonicalJSON.string(.string(key)) + gap + ":" + gap + respelled(members[key] ?? .null)
      }
      return "{" + gap + inner.joined(separator: gap + "," + gap) + gap + "}"
    case .array(let items):
      return "[" + gap + items.map(respelled).joined(separator: gap + "," + gap) + gap + "]"
    default:
      return CanonicalJSON.string(value)
    }
  }

  @Test("Members in another order and other whitespace read to the same tree")
  func otherOrderAndWhitespace() throws {
    let today = Date(timeIntervalSince1970: 1_791_763_200)
    let trees = [
      Scenario.scrubbing.compile(), Scenario.errorFailed.compile(reduceMotion: true),
      DashboardBlock.compile(DashboardModel.sample(today: today), theme: TestThemes.light),
      SparklineStatTileBlock.compile(.demo, theme: TestThemes.light),
    ]
    for tree in trees {
      let reversed = Data(Self.respelled(tree.jsonValue).utf8)
      #expect(reversed != tree.jsonData())
      #expect(LayoutTree.readFast(reversed) == tree, "\(tree.block) reversed")

      // Foundation's own spelling: its member order, its escapes (`\/`) and numbers.
      let object = try JSONSerialization.jsonObject(with: tree.jsonData())
      for options in [JSONSerialization.WritingOptions(), .prettyPrinted] {
        let foundation = try JSONSerialization.data(withJSONObject: object, options: options)
        let fast = LayoutTree.readFast(foundation)
        #expect(fast != nil, "\(tree.block) JSONSerialization \(options)")
        #expect(fast == (try? LayoutTree.readGeneral(foundation)), "\(tree.block) JSONSerialization")
      }
    }
  }

  // MARK: Bad bytes

  /// How both paths and the public initialiser take `data`: nil when they agree as they must
  /// (the public reading is the general path's; a tree the fast path reads, the general path
  /// reads the same), else what differs.
  static func disagreement(_ data: Data) -> String? {
    let general = try? LayoutTree.readGeneral(data)
    let fast = LayoutTree.readFast(data)
    let read = try? LayoutTree(jsonData: data)
    if read != general { return "the public reading differs from the general path's" }
    if let fast, fast != general {
      return general == nil
        ? "the fast path read a tree the general path refuses" : "the paths read different trees"
    }
    return nil
  }

  /// Bytes that change what JSON means: structure, escapes, number parts, literals' letters,
  /// bytes that are not UTF-8, a control character, another digit or letter.
  static let interesting: [UInt8] =
    Array(#"{}[],:"\ -+.eE0159tfnulr/xa"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xED, 0xFF]

  /// A small compact tree (the sparkline tile's) so the general path, slow in a debug build,
  /// runs a few thousand times.
  static let fuzzed: [UInt8] = Array(
    SparklineStatTileBlock.compile(
      SparklineTile(title: "Revenue", value: "4,980", trend: [4200, 4310, 4980]), theme: TestThemes.light
    ).jsonData())

  @Test("Single-byte deletions, replacements and insertions: both paths agree", arguments: 0..<8)
  func mutations(batch: Int) {
    // SplitMix64, so each batch mutates the same places on every run.
    var random = SeededRandom(seed: UInt64(batch) &* 7_919 &+ 1)
    var failures: [String] = []
    for _ in 0..<400 {
      var bytes = Self.fuzzed
      let at = random.below(bytes.count)
      let byte = Self.interesting[random.below(Self.interesting.count)]
      switch random.below(3) {
      case 0: bytes.remove(at: at)
      case 1: bytes[at] = byte
      default: bytes.insert(byte, at: at)
      }
      if let problem = Self.disagreement(Data(bytes)) {
        failures.append(
          "\(problem) at \(at): \(String(decoding: bytes[max(0, at - 20)..<min(bytes.count, at + 20)], as: UTF8.self))"
        )
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test("Truncated trees: both paths refuse them")
  func truncations() {
    var failures: [Int] = []
    for length in stride(from: 0, to: Self.fuzzed.count, by: 7) {
      let data = Data(Self.fuzzed[..<length])
      if Self.disagreement(data) != nil || LayoutTree.readFast(data) != nil { failures.append(length) }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// The compact tile with `original` replaced by `replacement`, which must occur in it.
  static func replacing(_ original: String, with replacement: String) throws -> Data {
    let text = String(decoding: fuzzed, as: UTF8.self)
    try #require(text.contains(original), "\(original)")
    return Data(text.replacingOccurrences(of: original, with: replacement).utf8)
  }

  @Test(
    "What the fast path leaves to the general path (null optionals, unknown keys, a byte order mark, escaped keys) still reads",
    arguments: [
      (#""block":"sparklineStatTile""#, #""block":"sparklineStatTile","extra":[1,{"a":null}]"#),
      (#"{"block":"sparklineStatTile","#, #"{"block":"sparklineStatTile","range":null,"#),
      (#"{"block":"#, "\u{FEFF}{\"block\":"),
      (#""block":"#, #""\u0062lock":"#),
      (#""kind":"text""#, #""kind":"text","lineLimit":null"#),
    ])
  func fallbacks(original: String, replacement: String) throws {
    let data = try Self.replacing(original, with: replacement)
    #expect(Self.disagreement(data) == nil)
  }

  @Test(
    "Strings and numbers: escapes decode, bad text and numbers an integer cannot hold are refused as the general path refuses them",
    arguments: [
      (#""Revenue""#, #""R\u00e9v\"e\\n\/ue\n\ud83d\udca1""#, true),
      (#""Revenue""#, #""Rév\u0000""#, true),
      (#""Revenue""#, "\"R\u{1}\"", false),
      (#""Revenue""#, "\"R\\ud83d\"", false),
      (#""Revenue""#, "\"R\\udca1\"", false),
      (#""Revenue""#, "\"R\\x\"", false),
      (#""originalCount":3"#, #""originalCount":3.0"#, true),
      (#""originalCount":3"#, #""originalCount":3e0"#, true),
      (#""originalCount":3"#, #""originalCount":3.5"#, false),
      (#""originalCount":3"#, #""originalCount":1e19"#, false),
      (#""originalCount":3"#, #""originalCount":03"#, false),
      (#""originalCount":3"#, #""originalCount":1e999"#, false),
      (#""originalCount":3"#, #""originalCount":"3""#, false),
      (#""interpolation":"catmullRom""#, #""interpolation":"spline""#, false),
      (#""originalCount":3"#, #""originalCount":3,"originalCount":3"#, false),
    ])
  func spellings(original: String, replacement: String, reads: Bool) throws {
    let data = try Self.replacing(original, with: replacement)
    #expect(Self.disagreement(data) == nil)
    #expect(((try? LayoutTree.readGeneral(data)) != nil) == reads)
    if reads { #expect(LayoutTree.readFast(data) != nil) }
  }

  @Test(
    "Invalid UTF-8 in a string is refused, never read as U+FFFD",
    arguments: [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xC3]])
  func invalidUTF8(bytes: [UInt8]) throws {
    let text = String(decoding: Self.fuzzed, as: UTF8.self)
    let range = try #require(text.range(of: "Revenue"))
    var data = Array(text[..<range.upperBound].utf8)
    data += bytes
    data += Array(text[range.upperBound...].utf8)
    #expect(LayoutTree.readFast(Data(data)) == nil)
    #expect(Self.disagreement(Data(data)) == nil)
  }

  @Test("A date line's kind is required, as its synthesised decoder requires it")
  func dateLineKind() throws {
    let tree = Scenario.loaded.compile()
    let text = String(decoding: tree.jsonData(), as: UTF8.self)
    let line = #"{"id":"headline.date","kind":"text","#
    try #require(text.contains(line))
    let data = Data(text.replacingOccurrences(of: line, with: #"{"id":"headline.date","#).utf8)
    #expect((try? LayoutTree.readGeneral(data)) == nil)
    #expect(Self.disagreement(data) == nil)
  }

  @Test("Nesting past the fast path's depth falls back, and reads")
  func deepNesting() throws {
    let tree = Scenario.loading.compile()
    let json = String(decoding: tree.jsonData(), as: UTF8.self)
    let leaf =
      #"{"id":"s","kind":"stack","stack":{"axis":"vertical","spacing":{"token":"space.sm","value":8},"alignment":"leading"},"children":["#
    let marker = #""children":["#
    let range = try #require(json.range(of: marker))
    for depth in [20, 100] {
      let nested = json.replacingCharacters(
        in: range,
        with: marker + String(repeating: leaf, count: depth) + String(repeating: "]}", count: depth) + ",")
      let data = Data(nested.utf8)
      #expect((LayoutTree.readFast(data) != nil) == (depth == 20))
      #expect(try LayoutTree(jsonData: data).allNodes.count == tree.allNodes.count + depth)
    }
  }
}

extension SeededRandom {
  /// A position below `bound`, as the mutation test has always drawn them.
  fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
