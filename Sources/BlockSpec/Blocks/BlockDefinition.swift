import Foundation
import SPTheme

/// How a block names itself to the rest of the package: its name, its document and how to read
/// it, its own state and the command-line flags that set it, its sample, the JSON Schema of its
/// document, and its compile function. `spec-compile` and `BlockSpecTesting` find blocks only
/// through this protocol and `BlockRegistry`, so a new block is a folder that conforms and one
/// line in the registry's list (`docs/blocks.md`, "Adding a block").
///
/// Every requirement is static: a block is a namespace of pure functions (`StatsOverviewBlock`),
/// not a value.
public protocol BlockDefinition: Sendable {
  /// What a host hands the block: `Overview` for the stats overview.
  associatedtype Document: Equatable & Sendable
  /// The block's own state beyond its document and the `BlockEnvironment` every block reads:
  /// `StatsOverviewState` (range, phase, scrub…).
  associatedtype State: Equatable & Sendable

  /// The block's name in documents (`"block": "statsOverview"`), in trees
  /// (`LayoutTree.block`) and on the command line (`--block`): lower camel case.
  static var name: String { get }
  /// What the block is, in one line, for `spec-compile blocks`.
  static var summary: String { get }
  /// How a message names the block's document: "an overview", "a dashboard document" (the
  /// size error, `expected a dashboard document of at most 16777216 bytes`). The default is
  /// "a <name> document".
  static var documentNoun: String { get }
  /// Every state its trees can show (`LayoutTree.state`), as the tree schema lists them for the
  /// block.
  static var states: [LayoutTree.State] { get }
  /// The JSON Schema of the block's document, as a path from the repository's root:
  /// `docs/schema/overview.schema.json`.
  static var documentSchema: String { get }

  /// The state when the host says nothing: the seed's defaults.
  static var defaultState: State { get }
  /// The command-line flags that set the block's state, as data; `spec-compile` turns each into
  /// an option and lists them in `--help` and `spec-compile blocks`.
  static var stateFlags: [StateFlag] { get }
  /// The state the given flags ask for, recording a problem in `flags` for every bad value or
  /// combination (one line each, naming the flag). Flags not given keep `defaultState`'s values.
  static func state(from flags: inout StateFlagReader) -> State

  /// Reads and validates a parsed document, reporting every problem with its JSON path. The
  /// document's top-level `block` member, when present, names this block (the registry has
  /// checked it); a block's reader accepts it with `DocumentReader.blockMembers`.
  static func read(_ document: ParsedDocument, source: String) throws(DocumentError) -> Document
  /// A quicker way to a document straight from its bytes, for blocks whose documents can be
  /// large (the overview's point arrays). Nil whenever it has the least doubt, including a
  /// document that names another block: then the document is parsed and `read` in full, which
  /// owns every error message. The default has no quick way.
  static func quickRead(_ bytes: [UInt8]) -> Document?
  /// `quickRead`, for a quick way that, once it has read the document's shape, checks its
  /// meaning too and throws those problems itself, as `read` would word them (the overview's
  /// dates out of order), so a large invalid document is not parsed a second time. The
  /// default is `quickRead(_:)`.
  static func quickRead(_ bytes: [UInt8], source: String) throws(DocumentError) -> Document?
  /// The document's canonical JSON: members in the documented order, defaults left out.
  /// `decode` reads it back to an equal document.
  static func encode(_ document: Document) -> Data

  /// The block's sample document: the same options always give the same document.
  static func sample(_ options: SampleOptions) -> Document

  /// Compiles the block for a theme, an environment and the block's state. A pure function:
  /// the same inputs give the same tree, byte for byte once encoded.
  static func compile(_ document: Document, theme: Theme, environment: BlockEnvironment, state: State)
    -> LayoutTree

  /// Problems with state that parsed well but does not fit the document, one line each naming
  /// the flag: the compiler quietly ignores a scrub index that names no reading (right for a
  /// finger), the command line reports it. The default finds none.
  static func problems(with state: State, for document: Document, compiled tree: LayoutTree) -> [String]
  /// Lines worth a note on standard error after a good compile whose tree may surprise a
  /// person at a command line: the overview's selected range with no period in the file shows
  /// that range loading. The command starts each with the file's name. The default has none.
  static func notes(with state: State, for document: Document, compiled tree: LayoutTree) -> [String]

  /// The states `spec-compile audit` compiles the document in, each with the flags that
  /// reproduce it (`Audit/BlockDefinition+Audit.swift`; the default is the default state).
  static func auditStates(for document: Document) -> [(state: AuditMatrix.State, value: State)]
  /// Nodes that must be headers when present (the overview's headline).
  static var auditHeaders: [String] { get }
  /// Where a finding's content comes from in the document, as a JSON path, when the block can say.
  static func documentPath(of finding: AuditFinding, in document: Document) -> String?
}

extension BlockDefinition {
  public static var documentNoun: String { "a \(name) document" }

  public static func quickRead(_ bytes: [UInt8]) -> Document? { nil }

  public static func quickRead(_ bytes: [UInt8], source: String) throws(DocumentError) -> Document? {
    quickRead(bytes)
  }

  public static func notes(with state: State, for document: Document, compiled tree: LayoutTree)
    -> [String]
  { [] }

  public static func problems(with state: State, for document: Document, compiled tree: LayoutTree)
    -> [String]
  { [] }

  /// Reads a document of this block from its JSON bytes: the size check, the quick way when
  /// the block has one, else a full parse and `read`.
  ///
  /// - Parameter source: the file name messages start with ("tile.json", "<stdin>").
  public static func decode(from data: Data, source: String) throws(DocumentError) -> Document {
    if data.count > DocumentLimits.maximumSize {
      throw .inputTooLarge(source: source, byteCount: data.count, document: documentNoun)
    }
    let bytes = Array(data)
    if let document = try quickRead(bytes, source: source) { return document }
    return try read(ParsedDocument.parse(bytes, source: source), source: source)
  }

  /// The state the flags ask for, or every problem with them, one line each.
  /// A flag of another block is a problem naming the block it belongs to.
  public static func state(from flags: StateFlagValues) -> Result<State, StateFlagError> {
    var reader = StateFlagReader(flags)
    for name in flags.names where !stateFlags.contains(where: { $0.name == name }) {
      let owners = BlockRegistry.blocks(withStateFlag: name)
      let usage = owners.first?.stateFlags.first { $0.name == name }?.usage ?? "--\(name)"
      let owned =
        owners.isEmpty ? "" : "a state flag of " + owners.map { $0.name }.joined(separator: " and ") + ", "
      reader.fail("\(usage) is \(owned)not of \(self.name), the block compiled")
    }
    let state = state(from: &reader)
    return reader.problems.isEmpty ? .success(state) : .failure(StateFlagError(problems: reader.problems))
  }

  /// Every problem `state(from:)` finds in `flags`, for callers that know the block only at run
  /// time.
  public static func stateProblems(in flags: StateFlagValues) -> [String] {
    if case .failure(let error) = state(from: flags) { return error.problems }
    return []
  }
}

/// What a block's sample is drawn from: the command's `--today`, `--seed` and `--time-zone`.
/// A block whose sample needs none of them ignores them.
public struct SampleOptions: Hashable, Sendable {
  /// The last day of the sample's data.
  public var today: Date
  /// The seed of its numbers.
  public var seed: UInt64
  public var timeZone: TimeZone

  /// Monday 12 October 2026 (the seed's own "Mon, Oct 12"), seed 42, UTC: the command's
  /// defaults, so the README's command gives the same bytes on every machine and every day.
  public init(
    today: Date = Date(timeIntervalSince1970: 1_791_763_200), seed: UInt64 = 42,
    timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .gmt
  ) {
    self.today = today
    self.seed = seed
    self.timeZone = timeZone
  }
}
