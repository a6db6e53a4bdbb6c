import Foundation

/// Names the theme file format reserves, in one place so the parser, the builder and the docs
/// agree.
enum ThemeFormat {
  /// The key under `$extensions` that holds what the Design Tokens format has no type for:
  /// springs, Reduce Motion fades, the high-contrast promise, a tracking table.
  static let extensionKey = "com.spblocks.theme"

  /// Properties a group may carry (`$extends` only at the root).
  static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated"]
  /// Properties a token may carry.
  static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
  /// Properties only the file's root may carry.
  static let rootProperties: Set<String> = ["$extends", "$schema"]
  /// Properties the file's root may carry: a group's and its own.
  static let rootGroupProperties: Set<String> = groupProperties.union(rootProperties)

  /// `$type` values the loader understands.
  static let supportedTypes: [String] = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "transition",
    "shadow",
  ]

  /// Keys our extension may hold at the root, on the `type` group and on motion tokens.
  static let rootExtensionKeys: Set<String> = ["highContrast"]
  static let typeGroupExtensionKeys: Set<String> = ["tracking"]
  static let motionExtensionKeys: Set<String> = ["spring", "reduceMotion"]

  /// A path segment that marks reference tokens: values other tokens alias (a palette), which
  /// no block reads directly.
  static let paletteSegment = "palette"
}

/// Shows a set of names in messages: `one of a, b, c`.
func oneOf<S: Sequence<String>>(_ names: S) -> String {
  "one of " + names.sorted().joined(separator: ", ")
}

extension Theme {
  /// Whether a document is a theme file of the package's own format rather than a team's token set: a JSON
  /// object whose root `$extends` names the theme it builds on. `tokens export` reads any other
  /// file as a token set, so its problems are the token reader's, not the block roles'.
  public static func isThemeFile(_ data: Data) -> Bool {
    guard case .success(let json) = JSONValue.parse(data) else { return false }
    return json.object?["$extends"]?.string != nil
  }
}
