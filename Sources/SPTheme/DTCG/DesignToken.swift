/// A token of a read document: its path, its type, its value with every reference resolved and
/// checked, and the metadata the file gave it (kept so an export can write it back).
public struct DesignToken: Hashable, Sendable {
  /// `color.accent`: the dotted path `{…}` aliases use. Names hold no dots, so it is the path.
  public var name: String
  /// The names from the root group down, `["color", "accent"]`; `$root` is a name like any other.
  /// Split from `name` when asked (a 9,000-token file then builds no 9,000 arrays).
  public var path: [String] {
    get { TokenDocumentReader.segments(name) }
    set { name = newValue.joined(separator: ".") }
  }
  public var type: TokenType
  public var value: TokenValue
  /// The value as JSON with every reference replaced by what it names: what the JSON export
  /// writes.
  public var resolvedJSON: JSONValue
  public var description: String?
  public var deprecated: TokenDeprecation?
  /// Every `$extensions` entry, ours and other tools', as written.
  public var extensions: [String: JSONValue]
  /// When the whole value is a reference to another token (`{color.blue}` or a `$ref` to a
  /// token or its `$value`): that token's dotted name. Exports keep the link (a CSS `var()`).
  public var aliasOf: String?

}

/// `$deprecated`: `true`, or a string saying what to use instead. `false` reads as not deprecated.
public enum TokenDeprecation: Hashable, Sendable {
  case deprecated
  case because(String)
}
