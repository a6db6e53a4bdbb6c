extension CanonicalJSON {
  /// A JSON document as a plain value: what the layout tree encodes to before the canonical
  /// writer prints it, and what tests walk to check invariants over every field at once.
  public enum Value: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Value])
    case object([String: Value])

    /// The member `key` of an object, nil for anything else.
    public subscript(key: String) -> Value? {
      guard case .object(let members) = self else { return nil }
      return members[key]
    }

    public var stringValue: String? {
      guard case .string(let text) = self else { return nil }
      return text
    }

    public var numberValue: Double? {
      guard case .number(let number) = self else { return nil }
      return number
    }

    public var arrayValue: [Value]? {
      guard case .array(let items) = self else { return nil }
      return items
    }
  }
}
