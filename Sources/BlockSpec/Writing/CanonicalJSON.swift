import JSONDocuments

/// Prints a `Value` the same way on every platform, byte for byte, with the package's one JSON
/// writer (`JSONWriter`):
/// - object keys sorted by their UTF-8 bytes (code point order, what Python's `sort_keys` does);
/// - integral numbers of magnitude below 2^53 without a fraction ("16", never "16.0"), other
///   numbers with the standard library's shortest round-trip spelling (`Double.description`,
///   identical on every platform); `-0` prints as `0`; non-finite numbers, which JSON cannot
///   hold, print as `null` (the compiler never emits them);
/// - strings escaped minimally (quote, backslash, control characters), everything else as UTF-8;
/// - compact (no whitespace) or pretty (every member and item on its own line, two-space indent,
///   `": "`), both ending without a newline.
///
/// Foundation's `JSONEncoder` prints numbers differently on Apple platforms and on Linux, which
/// is why the tree is not printed with it.
public enum CanonicalJSON {
  public static func string(_ value: Value, pretty: Bool = false) -> String {
    JSONWriter.text(of: value, layout: pretty ? .expanded : .compact)
  }

  /// A number as canonical JSON prints it.
  public static func number(_ value: Double) -> String { JSONText.number(value) }
}

extension CanonicalJSON.Value: JSONWritable {
  package var jsonKind: JSONKind<CanonicalJSON.Value> {
    switch self {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .array(let items): .array(items)
    case .object(let members): .sortingMembers(members)
    }
  }
}
