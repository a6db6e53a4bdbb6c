import JSONDocuments

/// JSON text for a `JSONValue`, by the package's one writer (`JSONWriter`): keys sorted, numbers
/// in their shortest round-trip spelling, so the same value always gives the same bytes, and a
/// number read back is the same `Double`.
extension JSONValue: JSONWritable {
  /// In the `readable` layout when `pretty` (a token file people read and diff: a colour's
  /// components, a dimension or a font's families on one line), else compact.
  public func jsonText(pretty: Bool = true) -> String {
    JSONWriter.text(of: self, layout: pretty ? .readable : .compact)
  }

  package var jsonKind: JSONKind<JSONValue> {
    switch self {
    case .null: .null
    case .bool(let value): .bool(value)
    case .number(let value): .number(value)
    case .string(let value): .string(value)
    case .array(let items): .array(items)
    case .object(let members): .sortingMembers(members)
    }
  }
}
