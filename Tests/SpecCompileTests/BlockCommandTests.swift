import BlockSpec
import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// The block family on the command line, and every command docs/cli.md shows for it, run as the
/// page shows it.
@Suite("Blocks on the command line")
struct BlockCommandTests {
  static let page =
    (try? String(
      contentsOf: LibraryReference.repositoryRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8))
    ?? ""

  static func run(_ arguments: [String], input: Data = Data()) -> (ExitCode, RecordingConsole) {
    let console = RecordingConsole(input: input)
    return (SpecCompile.run(arguments, console: console), console)
  }

  @Test("`spec-compile blocks` prints what docs/cli.md shows, a line per registered block and its flags")
  func blocks() throws {
    let (status, console) = Self.run(["blocks"])
    #expect(status == .success)
    #expect(Self.page.contains("```\n" + console.outputText + "```\n"), "docs/cli.md shows another listing")
    let names = console.outputText.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
      String($0.prefix { $0 != " " })
    }
    #expect(names == BlockRegistry.names)
  }

  @Test(
    "`spec-compile --sample --block statsOverview` is `spec-compile --sample`, the README's command unchanged"
  )
  func sampleBlock() {
    let (status, named) = Self.run(["--sample", "--block", "statsOverview", "--format", "tree"])
    let (_, plain) = Self.run(["--sample", "--format", "tree"])
    #expect(status == .success)
    #expect(named.output == plain.output && !plain.output.isEmpty)
    #expect(Self.page.contains("spec-compile --sample --block statsOverview --format tree"))
  }

  @Test("every registered block's sample compiles from the command line", arguments: BlockRegistry.names)
  func everySample(name: String) {
    let (status, console) = Self.run(["--sample", "--block", name])
    #expect(status == .success, "\(console.errorLines)")
    #expect(console.outputText.contains(#""block":"\#(name)""#))
  }

  @Test("--block takes a registered name, with a suggestion for a near miss, and needs --sample")
  func badBlock() {
    #expect(
      problems(["--sample", "--block", "statsoverview"]) == [
        "--block <name>: 'statsoverview' is not one of \(BlockRegistry.names.joined(separator: ", ")) (did you mean 'statsOverview'?)"
      ])
    #expect(
      problems(["-", "--block", "statsOverview"]) == [
        "--block needs --sample: a document names its own block"
      ])
  }

  @Test("a document naming no block is bad data listing the blocks, with the nearest name")
  func unknownBlock() {
    let (status, console) = Self.run([], input: Data(#"{"block": "statsOverveiw"}"#.utf8))
    #expect(status == .dataError)
    #expect(
      console.errorLines == [
        #"spec-compile: <stdin>: block: expected a block name, one of \#(BlockRegistry.names.joined(separator: ", ")), found "statsOverveiw" (did you mean "statsOverview"?)"#
      ])
  }

  @Test("a document that says it is a stats overview compiles to the same bytes as one that does not")
  func namedOverview() throws {
    let overview = LibraryReference.sample(seed: 3).encodedJSON()
    var object = try #require(JSONSerialization.jsonObject(with: overview) as? [String: Any])
    object["block"] = "statsOverview"
    let named = try JSONSerialization.data(withJSONObject: object)
    let (status, plain) = Self.run(["--range", "1Y"], input: overview)
    let (_, withBlock) = Self.run(["--range", "1Y"], input: named)
    #expect(status == .success)
    #expect(plain.output == withBlock.output)
  }

  @Test("a state flag of another block is a usage error naming the block it belongs to, as docs/cli.md shows")
  func foreignFlag() throws {
    // The overview's --range, given while compiling a block that has no such flag.
    let problems = OtherBlock.stateProblems(in: StateFlagValues(values: ["range": "1Y"]))
    #expect(
      problems == ["--range <range> is a state flag of statsOverview, not of otherBlock, the block compiled"])
    // docs/cli.md shows the same line for another block's name.
    let shown = try #require(
      Self.page.split(separator: "\n").first {
        $0.hasPrefix("spec-compile: --range <range> is a state flag of")
      })
    let compiledName = try #require(shown.split(separator: " ").dropLast(3).last).dropLast()
    #expect(
      shown == "spec-compile: "
        + problems[0].replacingOccurrences(of: "otherBlock", with: String(compiledName)))
  }
}

/// A block the registry does not list, to see how the command words another block's flags.
private enum OtherBlock: BlockDefinition {
  static let name = "otherBlock"
  static let summary = "A block for tests."
  static let states: [LayoutTree.State] = [.loaded]
  static let documentSchema = "docs/schema/other.schema.json"
  static let defaultState = 0
  static let stateFlags: [StateFlag] = []
  static func state(from flags: inout StateFlagReader) -> Int { 0 }
  static func read(_ document: ParsedDocument, source: String) throws(DocumentError) -> Int { 0 }
  static func encode(_ document: Int) -> Data { Data("{}".utf8) }
  static func sample(_ options: SampleOptions) -> Int { 0 }
  static func compile(_ document: Int, theme: Theme, environment: BlockEnvironment, state: Int) -> LayoutTree
  {
    LayoutTree(
      block: name, theme: theme.name, state: .loaded, range: nil,
      environment: EnvironmentSummary(environment),
      root: LayoutNode(id: "block", .section(.init(block: name))))
  }
}
