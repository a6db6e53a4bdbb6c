import Foundation
import JSONDocuments

/// Which resolver contexts a user preference chooses in a CSS export: a media condition for a
/// modifier's context (`appearance` → `dark` is `(prefers-color-scheme: dark)`). Under the
/// condition, `:root` takes the context, unless the export's input chose the modifier itself;
/// a `data-` attribute on an element still wins (#24).
///
/// The default mapping matches names case-insensitively: the modifiers `appearance`,
/// `color-scheme`, `colorScheme`, `scheme`, `theme` and `mode` with the contexts `dark` and
/// `light` are `prefers-color-scheme`; the modifier `contrast` with `high` or `more` is
/// `(prefers-contrast: more)` and with `low` or `less` `(prefers-contrast: less)`. `--media`
/// sets others, or turns one off (`none`).
public struct CSSMediaMapping: Hashable, Sendable {
  /// One modifier's context, as the flag names it.
  public struct Key: Hashable, Sendable, Comparable {
    public var modifier: String
    public var context: String
    public init(modifier: String, context: String) {
      self.modifier = modifier
      self.context = context
    }
    public static func < (a: Key, b: Key) -> Bool { (a.modifier, a.context) < (b.modifier, b.context) }
  }

  /// The mapping the flag set: a query, or nil for a context the flag took out of the defaults.
  public var explicit: [Key: String?] = [:]
  /// Whether the default mapping applies beneath the explicit one (`--media none` turns it off).
  public var usesDefaults = true

  public init(explicit: [Key: String?] = [:], usesDefaults: Bool = true) {
    self.explicit = explicit
    self.usesDefaults = usesDefaults
  }

  static let schemeModifiers: Set<String> = [
    "appearance", "color-scheme", "colorscheme", "scheme", "theme", "mode",
  ]

  /// The media condition choosing `context` of `modifier`, if one does.
  public func query(modifier: String, context: String) -> String? {
    if let given = explicit[Key(modifier: modifier, context: context)] { return given }
    guard usesDefaults else { return nil }
    let name = modifier.lowercased()
    let value = context.lowercased()
    if Self.schemeModifiers.contains(name), value == "dark" || value == "light" {
      return "(prefers-color-scheme: \(value))"
    }
    if name == "contrast" {
      if value == "high" || value == "more" { return "(prefers-contrast: more)" }
      if value == "low" || value == "less" { return "(prefers-contrast: less)" }
    }
    return nil
  }

  /// Parses `--media`: `none`, or `modifier.context=query` entries separated by `;`, each query
  /// one or more `(feature)` or `(feature: value)` joined by ` and `, or `none` to map nothing.
  /// The modifier is the text before the first `.` (a name holding `.` cannot be mapped).
  /// Returns the problem with the text otherwise.
  public static func parse(_ text: String) -> Result<CSSMediaMapping, MediaProblem> {
    var mapping = CSSMediaMapping()
    let entries = text.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    for entry in entries {
      if entry == "none" {
        mapping.usesDefaults = false
        continue
      }
      guard let equals = entry.firstIndex(of: "="), let dot = entry[..<equals].firstIndex(of: ".") else {
        return .failure(MediaProblem(entry: entry, reason: "expected modifier.context=query or none"))
      }
      let modifier = String(entry[..<dot]).trimmingCharacters(in: .whitespaces)
      let context = String(entry[entry.index(after: dot)..<equals]).trimmingCharacters(in: .whitespaces)
      let query = String(entry[entry.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
      guard !modifier.isEmpty, !context.isEmpty else {
        return .failure(MediaProblem(entry: entry, reason: "expected a modifier and a context before ="))
      }
      let key = Key(modifier: modifier, context: context)
      if mapping.explicit[key] != nil {
        return .failure(
          MediaProblem(
            entry: entry,
            reason: "expected each modifier.context once, \(modifier).\(context) is mapped twice"))
      }
      if query == "none" {
        mapping.explicit[key] = .some(nil)
      } else if let condition = condition(query) {
        mapping.explicit[key] = condition
      } else {
        return .failure(
          MediaProblem(
            entry: entry,
            reason:
              "expected a media condition: (feature) or (feature: value), joined by ' and ' (letters, digits, -, ., / and spaces in a value)"
          ))
      }
    }
    return .success(mapping)
  }

  /// `text` as a media condition in the one form written (`(a: b) and (c)`), or nil when it is
  /// not one. The grammar is narrow on purpose: the text lands in a stylesheet, so nothing
  /// else (a brace, a quote, a comment) can pass.
  static func condition(_ text: String) -> String? {
    var features: [String] = []
    for part in text.components(separatedBy: " and ") {
      let part = part.trimmingCharacters(in: .whitespaces)
      guard part.hasPrefix("("), part.hasSuffix(")"), part.count > 2 else { return nil }
      let inside = part.dropFirst().dropLast()
      let pieces = inside.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let feature = pieces[0].trimmingCharacters(in: .whitespaces)
      guard !feature.isEmpty, feature.unicodeScalars.allSatisfy({ isName($0) }) else { return nil }
      guard pieces.count == 2 else {
        features.append("(\(feature))")
        continue
      }
      let value = pieces[1].trimmingCharacters(in: .whitespaces)
      guard !value.isEmpty,
        value.unicodeScalars.allSatisfy({ isName($0) || $0 == "." || $0 == "/" || $0 == " " })
      else { return nil }
      features.append("(\(feature): \(value))")
    }
    return features.joined(separator: " and ")
  }

  static func isName(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "-"
  }

  /// A `--media` entry that does not read, and why.
  public struct MediaProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var entry: String
    public var reason: String
    public var description: String { "--media: \(reason), found \(MessageText.quoted(entry))" }
  }
}
