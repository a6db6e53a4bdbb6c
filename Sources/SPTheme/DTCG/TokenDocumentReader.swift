/// A token as one document writes it, before its references are followed.
struct WrittenToken {
  var path: [String]
  var name: String
  /// Where the token object is; for a token `$extends` copied, where its original is.
  var pointer: JSONPointer
  var value: JSONValue?
  /// A token-level `$ref` (the token is an alias of what it points to).
  var reference: String?
  var ownType: TokenType?
  /// The group whose `$type` (or whose ancestors') the token inherits.
  var parentGroup: String
  var description: String?
  var deprecated: TokenDeprecation?
  var extensions: [String: JSONValue]
}

/// A group as written: its own `$type`, its `$extends` target, its members.
struct WrittenGroup {
  var path: [String]
  var pointer: JSONPointer
  var ownType: TokenType?
  var parent: String?
  var extends: (text: String, pointer: JSONPointer)?
  var childGroups: [String] = []
  var childTokens: [String] = []
}

/// Reads a document's JSON into tokens: structure (names, properties, `$type`), then group
/// `$extends`, then references (`TokenReferenceResolver`) and values (`TokenValueDecoder`).
/// Each stage records every problem it finds and goes on where it can.
struct TokenDocumentReader {
  let file: String
  let options: TokenReadingOptions
  var problems: [TokenProblem] = []
  var tokens: [WrittenToken] = []
  var tokenIndex: [String: Int] = [:]
  var groups: [String: WrittenGroup] = [:]
  /// Each group's `$type` after `$extends` (`settleGroupTypes`).
  var groupTypes: [String: TokenType] = [:]
  /// Each group's `$extensions`, by dotted group path (the root's is "").
  var groupExtensions: [String: [String: JSONValue]] = [:]

  init(file: String, options: TokenReadingOptions) {
    self.file = file
    self.options = options
  }

  mutating func fail(
    _ kind: TokenProblem.Kind, _ pointer: JSONPointer, expected: String, found: String
  ) {
    problems.append(
      TokenProblem(kind, file: file, pointer: pointer.description, expected: expected, found: found))
  }

  /// The tree, or nil when the document's structure is too broken to resolve.
  mutating func read(_ json: JSONValue) -> TokenTree? {
    guard let root = json.object else {
      fail(.invalidValue, JSONPointer(), expected: "a JSON object of tokens and groups", found: json.summary)
      return nil
    }
    walkGroup(root, path: [], pointer: JSONPointer(), parent: nil, depth: 0)
    applyExtends()
    if tokens.count > options.limits.maximumTokens {
      fail(
        .tooLarge, JSONPointer(), expected: "at most \(options.limits.maximumTokens) tokens after $extends",
        found: "\(tokens.count)")
      return nil
    }
    var resolver = TokenReferenceResolver(reader: self)
    let resolved = resolver.resolveAll()
    problems += resolver.problems
    return TokenTree(tokens: resolved, file: file, groupExtensions: groupExtensions)
  }

  static let groupProperties: Set<String> = [
    "$type", "$description", "$deprecated", "$extensions", "$extends",
  ]
  static let tokenProperties: Set<String> = [
    "$value", "$ref", "$type", "$description", "$deprecated", "$extensions",
  ]

  private mutating func walkGroup(
    _ group: [String: JSONValue], path: [String], pointer: JSONPointer, parent: String?, depth: Int
  ) {
    let name = path.joined(separator: ".")
    var written = WrittenGroup(path: path, pointer: pointer, parent: parent)
    if depth > options.limits.maximumNesting {
      fail(
        .tooLarge, pointer, expected: "groups nested at most \(options.limits.maximumNesting) deep",
        found: "a group \(depth) deep")
      return
    }
    // Members in the dictionary's order: problems are sorted when reported, and the tree sorts
    // its tokens, so the walk's order is never seen (and sorting every group cost a copy).
    for (key, member) in group {
      let memberPointer = pointer.appending(key)
      if key.hasPrefix("$") && key != "$root" {
        switch key {
        case "$type": written.ownType = readType(member, at: memberPointer)
        case "$description": readDescription(member, at: memberPointer)
        case "$deprecated": _ = readDeprecated(member, at: memberPointer)
        case "$extensions":
          if let extensions = readExtensions(member, at: memberPointer) { groupExtensions[name] = extensions }
        case "$extends":
          if path.isEmpty {
            fail(
              .invalidExtends, memberPointer, expected: "$extends on a group, not the root", found: "$extends"
            )
          } else if let text = member.string {
            written.extends = (text, memberPointer)
          } else if let object = member.object, let text = object["$ref"]?.string, object.count == 1 {
            written.extends = (text, memberPointer)
          } else {
            fail(
              .invalidExtends, memberPointer, expected: "a reference to a group, \"{group.path}\"",
              found: member.summary)
          }
        case "$schema" where path.isEmpty:
          if member.string == nil {
            fail(.invalidValue, memberPointer, expected: "a string", found: member.summary)
          }
        default:
          fail(
            .unknownProperty, memberPointer,
            expected: "a group property (\(Self.groupProperties.sorted().joined(separator: ", "))) or a name",
            found: "\"\(key)\"")
        }
        continue
      }
      if key != "$root", let reason = Self.nameProblem(key) {
        fail(.invalidName, memberPointer, expected: reason, found: "\"\(key)\"")
        continue
      }
      guard let object = member.object else {
        fail(
          .invalidValue, memberPointer, expected: "a token (an object with $value) or a group",
          found: member.summary)
        continue
      }
      let childPath = path + [key]
      if object["$value"] != nil || object["$ref"] != nil {
        readToken(object, path: childPath, pointer: memberPointer, parent: name)
        written.childTokens.append(key)
      } else if key == "$root" {
        fail(
          .invalidValue, memberPointer, expected: "$root to be a token (an object with $value)",
          found: "a group")
      } else {
        walkGroup(object, path: childPath, pointer: memberPointer, parent: name, depth: depth + 1)
        written.childGroups.append(key)
      }
    }
    groups[name] = written
  }

  /// Why a name is not allowed, or nil: names must not start with `$` (the format's own
  /// properties) nor hold `{`, `}` or `.` (the alias syntax).
  static func nameProblem(_ key: String) -> String? {
    if key.isEmpty { return "a non-empty name" }
    if key.hasPrefix("$") { return "a name not starting with '$' (reserved for the format's properties)" }
    if key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
      return "a name without '{', '}' or '.' (reserved for aliases)"
    }
    return nil
  }

  private mutating func readToken(
    _ object: [String: JSONValue], path: [String], pointer: JSONPointer, parent: String
  ) {
    var token = WrittenToken(
      path: path, name: path.joined(separator: "."), pointer: pointer, parentGroup: parent, extensions: [:])
    for (key, member) in object {
      let memberPointer = pointer.appending(key)
      switch key {
      case "$value":
        if case .null = member {
          fail(.invalidValue, memberPointer, expected: "a value", found: "null")
        } else {
          token.value = member
        }
      case "$ref":
        if object["$value"] != nil {
          fail(.invalidReference, memberPointer, expected: "either $value or $ref, not both", found: "both")
        } else if let text = member.string {
          token.reference = text
        } else {
          fail(.invalidReference, memberPointer, expected: "a JSON Pointer string", found: member.summary)
        }
      case "$type": token.ownType = readType(member, at: memberPointer)
      case "$description": token.description = readDescription(member, at: memberPointer)
      case "$deprecated": token.deprecated = readDeprecated(member, at: memberPointer)
      case "$extensions": token.extensions = readExtensions(member, at: memberPointer) ?? [:]
      default:
        if !key.hasPrefix("$"), member.object != nil {
          fail(
            .invalidValue, memberPointer,
            expected: "a token or a group, not both (a token has $value and no child tokens or groups)",
            found: "\"\(key)\" inside a token")
        } else {
          fail(
            .unknownProperty, memberPointer,
            expected: "a token property (\(Self.tokenProperties.sorted().joined(separator: ", ")))",
            found: "\"\(key)\"")
        }
      }
    }
    if token.value == nil, token.reference == nil { return }
    add(token)
  }

  mutating func add(_ token: WrittenToken) {
    tokenIndex[token.name] = tokens.count
    tokens.append(token)
  }

  private mutating func readType(_ value: JSONValue, at pointer: JSONPointer) -> TokenType? {
    guard let text = value.string else {
      fail(.invalidType, pointer, expected: "a string naming a type", found: value.summary)
      return nil
    }
    guard let type = TokenType(rawValue: text) else {
      fail(
        .invalidType, pointer,
        expected: "one of \(TokenType.allCases.map(\.rawValue).joined(separator: ", "))",
        found: value.summary)
      return nil
    }
    return type
  }

  @discardableResult
  private mutating func readDescription(_ value: JSONValue, at pointer: JSONPointer) -> String? {
    guard let text = value.string else {
      fail(.invalidValue, pointer, expected: "a string", found: value.summary)
      return nil
    }
    return text
  }

  private mutating func readDeprecated(_ value: JSONValue, at pointer: JSONPointer) -> TokenDeprecation? {
    switch value {
    case .bool(let flag): return flag ? .deprecated : nil
    case .string(let text): return .because(text)
    default:
      fail(.invalidValue, pointer, expected: "true, false or a string", found: value.summary)
      return nil
    }
  }

  private mutating func readExtensions(_ value: JSONValue, at pointer: JSONPointer) -> [String: JSONValue]? {
    guard let object = value.object else {
      fail(.invalidValue, pointer, expected: "an object keyed by vendor", found: value.summary)
      return nil
    }
    return object
  }
}
