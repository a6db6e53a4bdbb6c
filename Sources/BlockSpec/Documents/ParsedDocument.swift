/// A block's document, parsed but not yet read: what the registry hands the block the
/// document names, so a document is parsed once whichever block reads it.
///
/// Opaque outside the package; a block's reader walks its value with `DocumentReader`.
public struct ParsedDocument: Sendable {
  let value: JSONValue

  init(_ value: JSONValue) { self.value = value }

  /// Parses `bytes` strictly (`JSONParser`), or throws the syntax problem with its line,
  /// column and JSON path.
  static func parse(_ bytes: [UInt8], source: String) throws(DocumentError) -> ParsedDocument {
    switch JSONParser.parse(bytes) {
    case .success(let value): return ParsedDocument(value)
    case .failure(let problem): throw DocumentError(source: source, problems: [problem])
    }
  }

  /// The top-level `block` member as written: nil when the document is no object or the member
  /// is absent or `null` (a stats overview, as documents were before there were other blocks).
  var blockMember: JSONValue? {
    guard case .object(let members) = value,
      let member = members.first(where: { $0.key == DocumentReader.blockKey })?.value, member != .null
    else { return nil }
    return member
  }
}
