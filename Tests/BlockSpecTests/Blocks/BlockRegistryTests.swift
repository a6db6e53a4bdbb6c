import BlockSpec
import Foundation
import SPTheme
import Testing

/// The registry is the one list the command, the snapshot library and CI read: every block in it
/// must keep the promises `BlockDefinition` makes (docs/blocks.md, "Adding a block").
@Suite("The block registry")
struct BlockRegistryTests {
  static let names = BlockRegistry.names

  @Test("names are unique, lower camel case, and the default block is listed first")
  func naming() {
    #expect(Set(Self.names).count == Self.names.count)
    for name in Self.names {
      #expect(name.first?.isLowercase == true && name.allSatisfy { $0.isLetter || $0.isNumber }, "\(name)")
    }
    #expect(Self.names.first == BlockRegistry.defaultBlock.name)
    #expect(BlockRegistry.defaultBlock.name == StatsOverviewBlock.name)
  }

  @Test(
    "each block's sample encodes, decodes back to itself, and compiles to a tree named for the block",
    arguments: names)
  func sample(name: String) throws {
    let block = try #require(BlockRegistry.block(named: name))
    try Self.roundTrip(block)
  }

  private static func roundTrip<Block: BlockDefinition>(_ block: Block.Type) throws {
    let sample = block.sample(SampleOptions())
    #expect(block.sample(SampleOptions()) == sample, "a sample depends on its options alone")
    let data = block.encode(sample)
    #expect(try block.decode(from: data, source: "sample.json") == sample)
    let read = try BlockRegistry.decode(from: data, source: "sample.json")
    #expect(read.block.name == block.name)
    #expect(read.document as? Block.Document == sample)
    let tree = block.compile(
      sample, theme: CompilerFixtures.theme, environment: BlockEnvironment(), state: block.defaultState)
    #expect(tree.block == block.name)
    #expect(try read.compile(theme: CompilerFixtures.theme).get().jsonData() == tree.jsonData())
  }

  @Test("each block's document schema is a file in docs/schema/", arguments: names)
  func schema(name: String) throws {
    let block = try #require(BlockRegistry.block(named: name))
    #expect(block.documentSchema.hasPrefix("docs/schema/") && block.documentSchema.hasSuffix(".schema.json"))
    let url = Fixtures.repositoryRoot.appendingPathComponent(block.documentSchema)
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let properties = try #require(schema?["properties"] as? [String: Any], "\(block.documentSchema)")
    #expect(properties["block"] != nil, "the schema of \(name) accepts the block member")
  }

  @Test("each block's state flags have unique names, and no flags give the default state", arguments: names)
  func stateFlags(name: String) throws {
    let block = try #require(BlockRegistry.block(named: name))
    let flagNames = block.stateFlags.map(\.name)
    #expect(Set(flagNames).count == flagNames.count)
    #expect(block.stateProblems(in: StateFlagValues()).isEmpty)
    try Self.defaultState(block)
  }

  private static func defaultState<Block: BlockDefinition>(_ block: Block.Type) throws {
    #expect(try block.state(from: StateFlagValues()).get() == block.defaultState)
  }

  @Test("a flag of no block is refused, naming the block compiled")
  func foreignFlag() {
    let flags = StateFlagValues(values: ["wobble": "3"])
    #expect(
      StatsOverviewBlock.stateProblems(in: flags) == ["--wobble is not of statsOverview, the block compiled"])
    #expect(
      StatsOverviewBlock.stateProblems(in: StateFlagValues(values: ["tick": "3"]))
        == ["--tick <n> is a state flag of sparklineStatTile, not of statsOverview, the block compiled"])
  }

  @Test("docs/blocks.md lists every registered block with its schema")
  func documented() throws {
    let page = try String(contentsOf: Fixtures.docsFile("blocks.md"), encoding: .utf8)
    for block in BlockRegistry.blocks {
      #expect(page.contains("| `\(block.name)`"), "\(block.name)")
      #expect(
        page.contains(block.documentSchema.replacingOccurrences(of: "docs/", with: "")), "\(block.name)")
    }
  }
}

/// A document says its block in its `block` member; one without it is a stats overview.
@Suite("Documents name their block")
struct DocumentBlockTests {
  static let overview =
    #"{"label":"Revenue","format":"number","periods":{"1W":{"points":[{"date":"2026-10-12","value":1}]}}}"#

  static func named(_ block: String) -> String {
    #"{"block":\#(block),"label":"Revenue","format":"number","periods":{"1W":{"points":[{"date":"2026-10-12","value":1}]}}}"#
  }

  @Test("without a block member, with null, and with \"statsOverview\", a document is the same overview")
  func overview() throws {
    let plain = try BlockRegistry.decode(from: Data(Self.overview.utf8), source: "o.json")
    let null = try BlockRegistry.decode(from: Data(Self.named("null").utf8), source: "o.json")
    #expect(null.document as? Overview == plain.document as? Overview)
    let named = try BlockRegistry.decode(from: Data(Self.named(#""statsOverview""#).utf8), source: "o.json")
    #expect(plain.block.name == "statsOverview" && named.block.name == "statsOverview")
    #expect(plain.document as? Overview == named.document as? Overview)
    #expect(
      try Overview.decode(from: Data(Self.named(#""statsOverview""#).utf8), source: "o.json") == plain
        .document as? Overview)
    // The member is optional, so the canonical form leaves it out and the examples stay as they are.
    #expect(!String(decoding: (plain.document as! Overview).encodedJSON(), as: UTF8.self).contains("block"))
  }

  @Test(
    "a block name that is no block's names the member, the list and the nearest name",
    arguments: [
      (
        #""statsOverveiw""#,
        #"o.json: block: expected a block name, one of \#(BlockRegistry.names.joined(separator: ", ")), found "statsOverveiw" (did you mean "statsOverview"?)"#
      ),
      (
        "3",
        #"o.json: block: expected a block name, one of \#(BlockRegistry.names.joined(separator: ", ")), found 3"#
      ),
    ])
  func unknown(member: String, line: String) {
    #expect(throws: DocumentError.self) {
      try BlockRegistry.decode(from: Data(Self.named(member).utf8), source: "o.json")
    }
    do {
      _ = try BlockRegistry.decode(from: Data(Self.named(member).utf8), source: "o.json")
    } catch {
      #expect(error.lines == [line])
    }
  }

  @Test("Overview.decode refuses a document of another block, by its member")
  func otherBlock() {
    do {
      _ = try Overview.decode(from: Data(Self.named(#""sparklineStatTile""#).utf8), source: "o.json")
      Issue.record("decoded")
    } catch {
      #expect(error.lines == [#"o.json: block: expected "statsOverview", found "sparklineStatTile""#])
    }
  }

  @Test("syntax errors in a document are reported before its block is known")
  func syntax() {
    do {
      _ = try BlockRegistry.decode(from: Data(#"{"block": "statsOverview""#.utf8), source: "o.json")
      Issue.record("decoded")
    } catch {
      #expect(error.lines == ["o.json: expected ',' or '}', found the end of the input"])
    }
  }
}

/// A document over the size limit is refused before it is parsed, and named by the kind its
/// first bytes say it is (issue 23, item 10): a dashboard document is not "an overview".
@Suite("#23.10 a document over 16 MiB is named by its block")
struct OversizedDocumentTests {
  static let limit = DocumentLimits.maximumSize

  /// `head` followed by spaces to one byte over the limit.
  static func oversized(_ head: String) -> Data {
    var data = Data(head.utf8)
    data.append(Data(repeating: 0x20, count: limit + 1 - data.count))
    return data
  }

  static func line(_ data: Data) -> String? {
    do {
      _ = try BlockRegistry.decode(from: data, source: "d.json")
      return nil
    } catch {
      return error.lines.first
    }
  }

  @Test(
    "#23.10 BlockRegistry.decode names the block the document's block member names",
    arguments: [
      (#"{"block": "dashboard", "greeting": "x""#, "a dashboard document"),
      (#"{ "greeting": "x", "block" : "dashboard""#, "a dashboard document"),
      ("\u{FEFF}{\n  \"block\": \"sparklineStatTile\"", "a sparkline stat tile document"),
      (
        #"{"label": "Revenue", "periods": {"1M": {"block": "dashboard"}}, "block": "statsOverview""#,
        "an overview"
      ),
      (#"{"label": "Revenue", "periods": {"#, "an overview"),
      (#"{"block": "nope""#, "an overview"),
      (#"{"block": "dash\u0062oard""#, "an overview"),
      ("[1, 2", "an overview"),
    ])
  func named(head: String, noun: String) {
    #expect(
      Self.line(Self.oversized(head))
        == "d.json: expected \(noun) of at most \(Self.limit) bytes, found \(Self.limit + 1) bytes")
  }

  @Test("#23.10 a block's own decode names its own kind")
  func ownDecode() {
    let data = Self.oversized("{")
    func line<Block: BlockDefinition>(_ block: Block.Type) -> String? {
      do {
        _ = try block.decode(from: data, source: "d.json")
        return nil
      } catch {
        return error.lines.first
      }
    }
    for (block, noun) in [
      (DashboardBlock.self as any BlockDefinition.Type, "a dashboard document"),
      (SparklineStatTileBlock.self, "a sparkline stat tile document"),
      (StatsOverviewBlock.self, "an overview"),
    ] {
      #expect(block.documentNoun == noun)
      #expect(
        line(block)
          == "d.json: expected \(noun) of at most \(Self.limit) bytes, found \(Self.limit + 1) bytes")
    }
  }
}
