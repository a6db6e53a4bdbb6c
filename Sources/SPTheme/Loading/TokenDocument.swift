import Foundation

/// A token as one file writes it, before inheritance and aliases.
struct RawToken: Hashable, Sendable {
  var path: String
  var value: JSONValue
  /// The token's own `$type`, else the nearest enclosing group's, else nil.
  var type: String?
  /// Our `$extensions` entry on the token, if any.
  var extensions: [String: JSONValue]
  /// The file that wrote (or last overrode) the token.
  var file: String
}

/// One theme file flattened: its tokens by dotted path, the group-level extensions we read, and
/// what it extends. Pure: it neither opens files nor resolves aliases.
struct TokenDocument: Sendable {
  var file: String
  var extends: String?
  /// Our extension at the root (`highContrast`).
  var rootExtensions: [String: JSONValue] = [:]
  /// Our extension on groups, by group path (`type` → `tracking`).
  var groupExtensions: [String: [String: JSONValue]] = [:]
  var tokens: [String: RawToken] = [:]
  /// The `$type` each group declares, by group path, so a child file's new tokens can take
  /// their type from the parent's groups.
  var groupTypes: [String: String] = [:]

  /// Parses one file. Returns the document (possibly partial) and every problem found.
  static func parse(_ data: Data, file: String) -> (TokenDocument?, [ThemeError]) {
    if let problem = ThemeInputLimits.problem(in: data, file: file) { return (nil, [problem]) }
    switch JSONValue.parse(data) {
    case .failure(let complaint):
      return (
        nil,
        [ThemeError(.invalidJSON, file: file, path: "", expected: "a JSON object", found: complaint.text)]
      )
    case .success(let json):
      guard let root = json.object else {
        return (
          nil,
          [
            ThemeError(
              .wrongType, file: file, path: "", expected: "a JSON object of token groups", found: json.summary
            )
          ]
        )
      }
      var parser = Parser(file: file)
      var document = TokenDocument(file: file)
      if let extends = root["$extends"] {
        if let name = extends.string, !name.isEmpty {
          document.extends = name
        } else {
          parser.fail(
            .wrongType, "$extends", expected: "the name of a theme or a .json file", found: extends.summary)
        }
      }
      parser.walkGroup(root, path: [], inheritedType: nil, into: &document)
      return (document, parser.errors)
    }
  }
}

private struct Parser {
  let file: String
  var errors: [ThemeError] = []

  mutating func fail(_ kind: ThemeError.Kind, _ path: String, expected: String, found: String) {
    errors.append(ThemeError(kind, file: file, path: path, expected: expected, found: found))
  }

  mutating func walkGroup(
    _ group: [String: JSONValue], path: [String], inheritedType: String?, into document: inout TokenDocument
  ) {
    let isRoot = path.isEmpty
    let allowed =
      isRoot ? ThemeFormat.groupProperties.union(ThemeFormat.rootProperties) : ThemeFormat.groupProperties
    let ownType = typeProperty(group, path: path)
    if let ownType { document.groupTypes[dotted(path)] = ownType }
    let groupType = ownType ?? inheritedType
    if let extensions = ourExtensions(group, path: path) {
      if isRoot {
        checkKeys(extensions, allowed: ThemeFormat.rootExtensionKeys, path: path)
        document.rootExtensions = extensions
      } else if path == ["type"] {
        checkKeys(extensions, allowed: ThemeFormat.typeGroupExtensionKeys, path: path)
        document.groupExtensions[dotted(path)] = extensions
      } else {
        checkKeys(extensions, allowed: [], path: path)
      }
    }
    for (key, child) in group.sorted(by: { $0.key < $1.key }) {
      let childPath = path + [key]
      if key.hasPrefix("$") {
        if !allowed.contains(key) {
          fail(.unknownToken, dotted(childPath), expected: oneOf(allowed), found: "\"\(key)\"")
        }
        continue
      }
      if Self.hasReservedCharacter(key) {
        fail(
          .unknownToken, dotted(childPath), expected: "a name without '{', '}' or '.'", found: "\"\(key)\"")
        continue
      }
      // A misspelt top-level group is named itself, even when empty, rather than through the
      // first token inside it (or not at all).
      if isRoot, !ThemeSchema.groups.contains(key) {
        fail(.unknownToken, key, expected: "a group, " + oneOf(ThemeSchema.groups), found: "\"\(key)\"")
        continue
      }
      guard let object = child.object else {
        fail(
          .wrongType, dotted(childPath), expected: "a token (an object with $value) or a group",
          found: child.summary)
        continue
      }
      if let value = object["$value"] {
        addToken(object, value: value, path: childPath, inheritedType: groupType, into: &document)
      } else {
        walkGroup(object, path: childPath, inheritedType: groupType, into: &document)
      }
    }
  }

  /// `{`, `}` or `.` in a name; checked as bytes for ASCII names (every real one, once per
  /// token), by Characters otherwise.
  static func hasReservedCharacter(_ key: String) -> Bool {
    let utf8 = key.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return key.contains(where: { "{}.".contains($0) }) }
    return utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }
  }

  mutating func addToken(
    _ token: [String: JSONValue], value: JSONValue, path: [String], inheritedType: String?,
    into document: inout TokenDocument
  ) {
    // Sorted (for the order of messages) only when there is something to report: this runs
    // once per token.
    let unknown = token.keys.filter { !ThemeFormat.tokenProperties.contains($0) }
    for key in unknown.sorted() {
      fail(
        .unknownToken, dotted(path + [key]), expected: oneOf(ThemeFormat.tokenProperties), found: "\"\(key)\""
      )
    }
    let type = typeProperty(token, path: path) ?? inheritedType
    let extensions = ourExtensions(token, path: path) ?? [:]
    let tokenPath = dotted(path)
    document.tokens[tokenPath] = RawToken(
      path: tokenPath, value: value, type: type, extensions: extensions, file: file)
  }

  /// The node's `$type`, checked against the types the loader understands.
  mutating func typeProperty(_ node: [String: JSONValue], path: [String]) -> String? {
    guard let type = node["$type"] else { return nil }
    guard let name = type.string, ThemeFormat.supportedTypes.contains(name) else {
      fail(
        .wrongType, dotted(path + ["$type"]), expected: oneOf(ThemeFormat.supportedTypes), found: type.summary
      )
      return nil
    }
    return name
  }

  /// Our entry under `$extensions`; other tools' entries are theirs and left alone.
  mutating func ourExtensions(_ node: [String: JSONValue], path: [String]) -> [String: JSONValue]? {
    guard let extensions = node["$extensions"] else { return nil }
    guard let all = extensions.object else {
      fail(.wrongType, dotted(path + ["$extensions"]), expected: "an object", found: extensions.summary)
      return nil
    }
    guard let ours = all[ThemeFormat.extensionKey] else { return nil }
    guard let object = ours.object else {
      fail(
        .wrongType, dotted(path + ["$extensions", ThemeFormat.extensionKey]), expected: "an object",
        found: ours.summary)
      return nil
    }
    return object
  }

  mutating func checkKeys(_ extensions: [String: JSONValue], allowed: Set<String>, path: [String]) {
    for key in extensions.keys.sorted() where !allowed.contains(key) {
      fail(
        .unknownToken, dotted(path + ["$extensions", ThemeFormat.extensionKey, key]),
        expected: allowed.isEmpty ? "no \(ThemeFormat.extensionKey) entry here" : oneOf(allowed),
        found: "\"\(key)\"")
    }
  }
}

func dotted(_ path: [String]) -> String { path.joined(separator: ".") }
