import Foundation
import JSONDocuments

/// Every block the package compiles, in one list: `spec-compile`, its `blocks` subcommand, the
/// snapshot library and the tests find blocks here and nowhere else.
public enum BlockRegistry {
  /// The blocks, the default first. Adding a block is one line here (`docs/blocks.md`).
  public static let blocks: [any BlockDefinition.Type] = [
    StatsOverviewBlock.self,
    SparklineStatTileBlock.self,
    DashboardBlock.self,
  ]

  /// The block a document without a `block` member is: the stats overview, as every document
  /// was before there were other blocks.
  public static let defaultBlock: any BlockDefinition.Type = StatsOverviewBlock.self

  /// Every block's name, in the list's order.
  public static var names: [String] { blocks.map { $0.name } }

  /// The block called `name`, matched exactly.
  public static func block(named name: String) -> (any BlockDefinition.Type)? {
    blocks.first { $0.name == name }
  }

  /// The blocks that declare a state flag called `name`.
  public static func blocks(withStateFlag name: String) -> [any BlockDefinition.Type] {
    blocks.filter { block in block.stateFlags.contains { $0.name == name } }
  }

  /// Reads a document of any block from its JSON bytes: the block its `block` member names, or
  /// the default block when it has none. The bytes are parsed once, whichever block reads them;
  /// the default block's quick way is tried first and steps aside as soon as it sees another
  /// block's name.
  ///
  /// - Parameter source: the file name messages start with ("tile.json", "<stdin>").
  public static func decode(from data: Data, source: String) throws(DocumentError) -> AnyBlockDocument {
    if let problem = DocumentLimits.problem(byteCount: data.count) {
      throw DocumentError(source: source, problems: [problem])
    }
    let bytes = Array(data)
    if let document = try quickRead(defaultBlock, bytes, source: source) { return document }
    let parsed = try ParsedDocument.parse(bytes, source: source)
    return try read(block(for: parsed, source: source), parsed, source: source)
  }

  /// The block a parsed document names.
  static func block(for document: ParsedDocument, source: String) throws(DocumentError)
    -> any BlockDefinition.Type
  {
    guard let member = document.blockMember else { return defaultBlock }
    if case .string(let name) = member, let block = block(named: name) { return block }
    let hint: String
    if case .string(let name) = member, let near = NearMiss.suggestion(for: name, among: names) {
      hint = " (did you mean \(JSONText.quoted(near))?)"
    } else {
      hint = ""
    }
    throw DocumentError(
      source: source, path: DocumentReader.blockKey,
      expected: "a block name, one of " + names.joined(separator: ", "), found: member.summary + hint)
  }

  private static func quickRead<Block: BlockDefinition>(_ block: Block.Type, _ bytes: [UInt8], source: String)
    throws(DocumentError) -> AnyBlockDocument?
  {
    try block.quickRead(bytes, source: source).map { AnyBlockDocument(block, $0) }
  }

  private static func read<Block: BlockDefinition>(
    _ block: Block.Type, _ document: ParsedDocument, source: String
  ) throws(DocumentError) -> AnyBlockDocument {
    AnyBlockDocument(block, try block.read(document, source: source))
  }

  /// The sample document of every block, in the list's order.
  public static func samples(_ options: SampleOptions = SampleOptions()) -> [AnyBlockDocument] {
    blocks.map { AnyBlockDocument(sampleOf: $0, options) }
  }
}
