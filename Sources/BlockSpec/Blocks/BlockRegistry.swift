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
    // Refused before the copy into an array: a document over the limit is not held twice.
    if data.count > DocumentLimits.maximumSize {
      throw .inputTooLarge(source: source, byteCount: data.count, document: documentNoun(forHead: data))
    }
    return try decode(bytes: Array(data), source: source)
  }

  /// `decode(from:source:)` for bytes already in an array, as a command reads its files: a
  /// 10 MB document is not copied again.
  public static func decode(bytes: [UInt8], source: String) throws(DocumentError) -> AnyBlockDocument {
    if bytes.count > DocumentLimits.maximumSize {
      throw .inputTooLarge(
        source: source, byteCount: bytes.count, document: documentNoun(forHead: bytes.prefix(headSize)))
    }
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

  // MARK: Naming a document before it is read

  /// The bytes `documentNoun(forHead:)` looks at: enough for a `block` member written first,
  /// as the canonical form writes it, or after a few small members.
  public static let headSize = 64 << 10

  /// How the size error names a document too large to read, from its first bytes: the noun of
  /// the block its top-level `block` member names (`"a dashboard document"`), or the default
  /// block's ("an overview") when the head names none it can see: no `block` member before the
  /// head ends, one of no known block, or not an object at all.
  public static func documentNoun(forHead head: some Collection<UInt8>) -> String {
    let named = blockName(inHead: Array(head.prefix(headSize))).flatMap { name in block(named: name) }
    return (named ?? defaultBlock).documentNoun
  }

  /// The string value of the top-level `block` member in the first bytes of a document, when
  /// they show it: a scan of the object's members that steps over their values (strings,
  /// nested objects and arrays, numbers) without parsing them. Nil for anything it is not sure
  /// of, such as a name written with escapes.
  static func blockName(inHead bytes: [UInt8]) -> String? {
    var index = 0
    func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    /// A string from its opening quote; its bytes, or nil when it holds an escape or ends early.
    func string() -> ArraySlice<UInt8>? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      let start = index + 1
      index = start
      var escaped = false
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\\"):
          escaped = true
          index += 2
        case UInt8(ascii: "\""):
          index += 1
          return escaped ? nil : bytes[start..<(index - 1)]
        default:
          index += 1
        }
      }
      return nil
    }
    /// Steps over one value; false when the head ends first.
    func skipValue() -> Bool {
      var depth = 0
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          // An escape inside a value is stepped over all the same.
          index += 1
          while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
          }
          index += 1
          if depth == 0 { return index <= bytes.count }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          index += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          if depth == 0 { return true }
          depth -= 1
          index += 1
          if depth == 0 { return true }
        case UInt8(ascii: ","):
          if depth == 0 { return true }
          index += 1
        default:
          index += 1
        }
      }
      return false
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index += 1
    while true {
      skipSpace()
      guard let key = string() else { return nil }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      skipSpace()
      if key.elementsEqual(DocumentReader.blockKey.utf8) {
        return string().map { String(decoding: $0, as: UTF8.self) }
      }
      guard skipValue() else { return nil }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
      index += 1
    }
  }
}
