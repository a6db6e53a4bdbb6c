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
    let (parsed, valueCount) = JSONValue.parseCountingValues(data)
    switch parsed {
    case .failure(let complaint):
      return (
        nil,
        [
          ThemeError(
            .invalidJSON, file: file, path: complaint.path, expected: complaint.expected,
            found: complaint.found)
        ]
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
      return read(root, file: file, tokenCount: valueCount)
    }
  }

  /// The document a parsed root object holds, named `file` in problems; `tokenCount` sizes the
  /// token table (a guess is fine). Also for a root made in memory, which needs no text.
  static func read(_ root: [String: JSONValue], file: String, tokenCount: Int) -> (
    TokenDocument, [ThemeError]
  ) {
    // Most files have no problem, and then the order the members are visited in is not
    // observable: walk them as the dictionaries hold them, and only when something is
    // reported walk again in sorted order, which is the order of the messages.
    let (document, errors) = flatten(root, file: file, tokenCount: tokenCount, inMessageOrder: false)
    if errors.isEmpty { return (document, errors) }
    return flatten(root, file: file, tokenCount: tokenCount, inMessageOrder: true)
  }

  private static func flatten(
    _ root: [String: JSONValue], file: String, tokenCount: Int, inMessageOrder: Bool
  ) -> (TokenDocument, [ThemeError]) {
    var parser = Parser(file: file, inMessageOrder: inMessageOrder)
    var document = TokenDocument(file: file)
    document.tokens.reserveCapacity(tokenCount)
    if let extends = root["$extends"] {
      if let name = extends.string, !name.isEmpty {
        document.extends = name
      } else {
        parser.fail(
          .wrongType, "$extends", expected: "the name of a theme or a .json file", found: extends.summary)
      }
    }
    parser.walkGroup(root, path: "", inheritedType: nil, into: &document)
    return (document, parser.errors)
  }
}

private struct Parser {
  let file: String
  /// Visit members in sorted key order, so problems are reported in a stable order.
  let inMessageOrder: Bool
  var errors: [ThemeError] = []

  /// The expectations of the commonest problems, spelt once rather than once per problem.
  static let tokenPropertiesText = oneOf(ThemeFormat.tokenProperties)
  static let groupPropertiesText = oneOf(ThemeFormat.groupProperties)
  static let rootGroupPropertiesText = oneOf(ThemeFormat.rootGroupProperties)

  mutating func fail(_ kind: ThemeError.Kind, _ path: String, expected: String, found: String) {
    errors.append(ThemeError(kind, file: file, path: path, expected: expected, found: found))
  }

  /// `path` is the group's dotted path, empty at the root; each child's is built from it once.
  mutating func walkGroup(
    _ group: [String: JSONValue], path: String, inheritedType: String?, into document: inout TokenDocument
  ) {
    let isRoot = path.isEmpty
    let ownType = typeProperty(group, path: path)
    if let ownType { document.groupTypes[path] = ownType }
    let groupType = ownType ?? inheritedType
    if let extensions = ourExtensions(group, path: path) {
      if isRoot {
        checkKeys(extensions, allowed: ThemeFormat.rootExtensionKeys, path: path)
        document.rootExtensions = extensions
      } else if path == "type" {
        checkKeys(extensions, allowed: ThemeFormat.typeGroupExtensionKeys, path: path)
        document.groupExtensions[path] = extensions
      } else {
        checkKeys(extensions, allowed: [], path: path)
      }
    }
    if inMessageOrder {
      for (key, child) in group.sorted(by: { $0.key < $1.key }) {
        walkMember(key, child, of: path, groupType: groupType, into: &document)
      }
    } else {
      for (key, child) in group {
        walkMember(key, child, of: path, groupType: groupType, into: &document)
      }
    }
  }

  private mutating func walkMember(
    _ key: String, _ child: JSONValue, of path: String, groupType: String?, into document: inout TokenDocument
  ) {
    let isRoot = path.isEmpty
    if key.hasPrefix("$") {
      let allowed = isRoot ? ThemeFormat.rootGroupProperties : ThemeFormat.groupProperties
      if !allowed.contains(key) {
        fail(
          .unknownToken, joined(path, key),
          expected: isRoot ? Self.rootGroupPropertiesText : Self.groupPropertiesText, found: "\"\(key)\"")
      }
      return
    }
    if Self.hasReservedCharacter(key) {
      fail(
        .unknownToken, joined(path, key), expected: "a name without '{', '}' or '.'", found: "\"\(key)\"")
      return
    }
    // A misspelt top-level group is named itself, even when empty, rather than through the
    // first token inside it (or not at all).
    if isRoot, !ThemeSchema.groups.contains(key) {
      fail(.unknownToken, key, expected: "a group, " + oneOf(ThemeSchema.groups), found: "\"\(key)\"")
      return
    }
    guard path.utf8.count + 1 + key.utf8.count <= Theme.maximumPathLength else {
      fail(
        .outOfRange, isRoot ? key : path,
        expected: "a token path of at most \(Theme.maximumPathLength) bytes",
        found: "a name of \(key.utf8.count) bytes, " + abbreviated(key))
      return
    }
    let childPath = joined(path, key)
    guard let object = child.object else {
      fail(
        .wrongType, childPath, expected: "a token (an object with $value) or a group",
        found: child.summary)
      return
    }
    if let value = object["$value"] {
      addToken(object, value: value, path: childPath, inheritedType: groupType, into: &document)
    } else {
      walkGroup(object, path: childPath, inheritedType: groupType, into: &document)
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
    _ token: [String: JSONValue], value: JSONValue, path: String, inheritedType: String?,
    into document: inout TokenDocument
  ) {
    // A token of `$value` alone (most of them) has nothing else to check or read.
    guard token.count > 1 else {
      document.tokens[path] = RawToken(
        path: path, value: value, type: inheritedType, extensions: [:], file: file)
      return
    }
    // Sorted (for the order of messages) only when there is something to report: this runs
    // once per token.
    let unknown = token.keys.filter { !ThemeFormat.tokenProperties.contains($0) }
    for key in unknown.sorted() {
      fail(
        .unknownToken, joined(path, key), expected: Self.tokenPropertiesText, found: "\"\(key)\""
      )
    }
    let type = typeProperty(token, path: path) ?? inheritedType
    let extensions = ourExtensions(token, path: path) ?? [:]
    document.tokens[path] = RawToken(path: path, value: value, type: type, extensions: extensions, file: file)
  }

  /// The node's `$type`, checked against the types the loader understands.
  mutating func typeProperty(_ node: [String: JSONValue], path: String) -> String? {
    guard let type = node["$type"] else { return nil }
    guard let name = type.string, ThemeFormat.supportedTypes.contains(name) else {
      fail(
        .wrongType, joined(path, "$type"), expected: oneOf(ThemeFormat.supportedTypes), found: type.summary
      )
      return nil
    }
    return name
  }

  /// Our entry under `$extensions`; other tools' entries are theirs and left alone.
  mutating func ourExtensions(_ node: [String: JSONValue], path: String) -> [String: JSONValue]? {
    guard let extensions = node["$extensions"] else { return nil }
    guard let all = extensions.object else {
      fail(.wrongType, joined(path, "$extensions"), expected: "an object", found: extensions.summary)
      return nil
    }
    guard let ours = all[ThemeFormat.extensionKey] else { return nil }
    guard let object = ours.object else {
      fail(
        .wrongType, joined(path, "$extensions." + ThemeFormat.extensionKey), expected: "an object",
        found: ours.summary)
      return nil
    }
    return object
  }

  mutating func checkKeys(_ extensions: [String: JSONValue], allowed: Set<String>, path: String) {
    for key in extensions.keys.sorted() where !allowed.contains(key) {
      fail(
        .unknownToken, joined(path, "$extensions.\(ThemeFormat.extensionKey).\(key)"),
        expected: allowed.isEmpty ? "no \(ThemeFormat.extensionKey) entry here" : oneOf(allowed),
        found: "\"\(key)\"")
    }
  }
}

/// A name as a message quotes it: whole when short, else its first 32 characters and `…`.
func abbreviated(_ name: String) -> String {
  guard name.utf8.count > 40 else { return "\"\(name)\"" }
  return "\"\(name.prefix(32))…\""
}

func dotted(_ path: [String]) -> String { path.joined(separator: ".") }

/// `key` under the dotted `path` (the root's is empty): `dotted(parts + [key])` without the
/// array, in one allocation (`path + "." + key` made two, and this runs once per token).
func joined(_ path: String, _ key: String) -> String {
  if path.isEmpty { return key }
  let pathCount = path.utf8.count
  return String(unsafeUninitializedCapacity: pathCount + 1 + key.utf8.count) { buffer in
    _ = buffer.initialize(from: path.utf8)
    buffer[pathCount] = UInt8(ascii: ".")
    let (_, keyCount) = UnsafeMutableBufferPointer(rebasing: buffer[(pathCount + 1)...]).initialize(
      from: key.utf8)
    return pathCount + 1 + keyCount
  }
}
