/// A token as one document writes it, before its references are followed.
struct WrittenToken {
  /// The dotted path, `color.accent` (names hold no dots, so it splits back into the path).
  var name: String
  /// Where the token object is, as a dotted path: its own; for a token `$extends` copied, its
  /// original's. A `JSONPointer` is made from it only to report a problem.
  var pointerName: String
  var pointer: JSONPointer { JSONPointer(TokenDocumentReader.segments(pointerName)) }
  var path: [String] { TokenDocumentReader.segments(name) }
  var value: JSONValue?
  /// A token-level `$ref` (the token is an alias of what it points to).
  var reference: String?
  var ownType: TokenType?
  /// The group whose `$type` (or whose ancestors') the token inherits.
  var parentGroup: String
  /// That type as the walk found it: the nearest `$type` of the groups around the token. It
  /// is the type the token inherits when no group has `$extends` (which may change a group's).
  var groupType: TokenType?
  var description: String?
  var deprecated: TokenDeprecation?
  var extensions: [String: JSONValue]
}

/// A group as written: its own `$type`, its `$extends` target, its members.
struct WrittenGroup {
  /// The dotted path; the root's is "".
  var name: String
  /// Where the group is (its own path; for a group a copy created, its parent's), dotted.
  var pointerName: String
  var pointer: JSONPointer { JSONPointer(TokenDocumentReader.segments(pointerName)) }
  var path: [String] { TokenDocumentReader.segments(name) }
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
  /// Whether any group has `$extends`; without one, group types are settled during the walk.
  var hasExtends = false
  /// Whether `$extends` would have made more tokens than the limits allow (nothing was copied).
  var extendsRefused = false
  /// The tokens `$extends` may bring the document to (`TokenTree.Limits.allowedTokens`).
  var allowedTokens = Int.max
  /// The groups and tokens whose own `$type` was invalid (reported once, there): a token
  /// inside one is not reported again as untyped.
  var invalidTypeOwners: Set<String> = []

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

  /// A deviation the read takes: a warning (an error when the options refuse it).
  mutating func warn(
    _ deviation: TokenProblem.Deviation, _ kind: TokenProblem.Kind, _ pointer: JSONPointer, expected: String,
    found: String
  ) {
    problems.append(
      TokenProblem(
        deviation, kind, file: file, pointer: pointer.description, expected: expected, found: found))
  }

  /// Whether the token, or a group around it, had an invalid `$type` (already reported).
  func hasInvalidType(around name: String) -> Bool {
    if invalidTypeOwners.isEmpty { return false }
    var scope = Substring(name)
    while true {
      if invalidTypeOwners.contains(String(scope)) { return true }
      guard let dot = scope.lastIndex(of: ".") else { return invalidTypeOwners.contains("") }
      scope = scope[..<dot]
    }
  }

  /// The tree, or nil when the document's structure is too broken to resolve.
  mutating func read(_ json: JSONValue) -> TokenTree? { read(.value(json)) }

  /// The tree of a document as the parser handed it over (`TokenDocumentJSON.parseNodes`).
  mutating func read(_ node: TokenNode) -> TokenTree? {
    guard let root = node.members else {
      fail(
        .invalidValue, JSONPointer(), expected: "a JSON object of tokens and groups", found: node.json.summary
      )
      return nil
    }
    walkGroup(root, name: "", parent: nil, inheritedType: nil, depth: 0)
    applyExtends()
    if extendsRefused { return nil }
    if tokens.count > options.limits.maximumTokens {
      fail(
        .tooLarge, JSONPointer(), expected: "at most \(options.limits.maximumTokens) tokens after $extends",
        found: "\(tokens.count)")
      return nil
    }
    var resolver = TokenReferenceResolver(reader: self)
    let resolved = resolver.resolveAll()
    problems += resolver.problems
    return TokenTree(
      sortedTokens: resolved, index: resolver.treeIndex, file: file, groupExtensions: groupExtensions)
  }

  static let groupProperties: Set<String> = [
    "$type", "$description", "$deprecated", "$extensions", "$extends",
  ]
  static let tokenProperties: Set<String> = [
    "$value", "$ref", "$type", "$description", "$deprecated", "$extensions",
  ]

  /// A dotted path's names; none for the root's "". Names hold no dots (`nameProblem`).
  static func segments(_ name: String) -> [String] {
    name.isEmpty ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// The pointer to `key` in the group or token at `name`.
  static func pointer(_ name: String, _ key: String) -> JSONPointer { JSONPointer(segments(name) + [key]) }

  /// Walks one group. Pointers (one allocation a segment) and paths are made only for
  /// problems: a member's place is its group's dotted name and its key.
  private mutating func walkGroup(
    _ group: [TokenMember], name: String, parent: String?, inheritedType: TokenType?, depth: Int
  ) {
    let isRoot = name.isEmpty
    var written = WrittenGroup(name: name, pointerName: name, parent: parent)
    if depth > options.limits.maximumNesting {
      fail(
        .tooLarge, written.pointer, expected: "groups nested at most \(options.limits.maximumNesting) deep",
        found: "a group \(depth) deep")
      return
    }
    // `$type` first, wherever the file writes it, so the members below know what they inherit.
    if let typeMember = group.first(where: { $0.key == "$type" }) {
      written.ownType = readType(typeMember.node.json, owner: name, at: Self.pointer(name, "$type"))
    }
    let groupType = written.ownType ?? inheritedType
    // Members in the file's order: problems are sorted when reported, and the tree sorts its
    // tokens, so the walk's order is never seen (and sorting every group cost a copy).
    for entry in group {
      let key = entry.key
      let member = entry.node
      if key.utf8.first == UInt8(ascii: "$") && key != "$root" {
        switch key {
        case "$type": break  // read above
        case "$description": readDescription(member.json, at: Self.pointer(name, key))
        case "$deprecated": _ = readDeprecated(member.json, at: Self.pointer(name, key))
        case "$extensions":
          if let extensions = readExtensions(member.json, at: Self.pointer(name, key)) {
            groupExtensions[name] = extensions
          }
        case "$extends":
          let memberPointer = Self.pointer(name, key)
          if isRoot {
            fail(
              .invalidExtends, memberPointer, expected: "$extends on a group, not the root", found: "$extends"
            )
          } else if let text = member.string {
            written.extends = (text, memberPointer)
            hasExtends = true
          } else if let object = member.json.object, let text = object["$ref"]?.string, object.count == 1 {
            written.extends = (text, memberPointer)
            hasExtends = true
          } else {
            fail(
              .invalidExtends, memberPointer, expected: "a reference to a group, \"{group.path}\"",
              found: member.json.summary)
          }
        case "$schema" where isRoot:
          if member.string == nil {
            fail(.invalidValue, JSONPointer([key]), expected: "a string", found: member.json.summary)
          }
        default:
          fail(
            .unknownProperty, Self.pointer(name, key),
            expected: "a group property (\(Self.groupProperties.sorted().joined(separator: ", "))) or a name",
            found: "\"\(key)\"")
        }
        continue
      }
      if key != "$root", let reason = Self.nameProblem(key) {
        fail(.invalidName, Self.pointer(name, key), expected: reason, found: "\"\(key)\"")
        continue
      }
      guard let object = member.members else {
        fail(
          .invalidValue, Self.pointer(name, key), expected: "a token (an object with $value) or a group",
          found: member.json.summary)
        continue
      }
      let childName = isRoot ? key : name + "." + key
      if member.has("$value") || member.has("$ref") {
        readToken(object, name: childName, parent: name, groupType: groupType)
        written.childTokens.append(key)
      } else if key == "$root" {
        fail(
          .invalidValue, Self.pointer(name, key), expected: "$root to be a token (an object with $value)",
          found: "a group")
      } else {
        walkGroup(object, name: childName, parent: name, inheritedType: groupType, depth: depth + 1)
        written.childGroups.append(key)
      }
    }
    groups[name] = written
  }

  /// Why a name is not allowed, or nil: names must not start with `$` (the format's own
  /// properties) nor hold `{`, `}` or `.` (the alias syntax).
  static func nameProblem(_ key: String) -> String? {
    if key.isEmpty { return "a non-empty name" }
    if key.utf8.first == UInt8(ascii: "$") {
      return "a name not starting with '$' (reserved for the format's properties)"
    }
    // Bytes, not Characters: the three are ASCII, and UTF-8 never uses an ASCII byte inside
    // another character (walking Characters cost more than the rest of the name's reading).
    if key.utf8.contains(where: {
      $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".")
    }) {
      return "a name without '{', '}' or '.' (reserved for aliases)"
    }
    return nil
  }

  private mutating func readToken(
    _ object: [TokenMember], name: String, parent: String, groupType: TokenType?
  ) {
    var token = WrittenToken(
      name: name, pointerName: name, parentGroup: parent, groupType: groupType, extensions: [:])
    for entry in object {
      let key = entry.key
      let member = entry.node
      switch key {
      case "$value":
        if member.isNull {
          fail(.invalidValue, Self.pointer(name, key), expected: "a value", found: "null")
        } else {
          token.value = member.json
        }
      case "$ref":
        if object.contains(where: { $0.key == "$value" }) {
          fail(
            .invalidReference, Self.pointer(name, key), expected: "either $value or $ref, not both",
            found: "both")
        } else if let text = member.string {
          token.reference = text
        } else {
          fail(
            .invalidReference, Self.pointer(name, key), expected: "a JSON Pointer string",
            found: member.json.summary)
        }
      case "$type": token.ownType = readType(member.json, owner: name, at: Self.pointer(name, key))
      case "$description": token.description = readDescription(member.json, at: Self.pointer(name, key))
      case "$deprecated": token.deprecated = readDeprecated(member.json, at: Self.pointer(name, key))
      case "$extensions": token.extensions = readExtensions(member.json, at: Self.pointer(name, key)) ?? [:]
      default:
        if !key.hasPrefix("$"), member.members != nil {
          fail(
            .invalidValue, Self.pointer(name, key),
            expected: "a token or a group, not both (a token has $value and no child tokens or groups)",
            found: "\"\(key)\" inside a token")
        } else if !key.hasPrefix("$") {
          // Another tool's key (Primer's `alpha`): named and ignored.
          warn(
            .unknownKey, .unknownProperty, Self.pointer(name, key),
            expected:
              "a token property (\(Self.tokenProperties.sorted().joined(separator: ", "))); the key is ignored",
            found: "\"\(key)\"")
        } else {
          fail(
            .unknownProperty, Self.pointer(name, key),
            expected: "a token property (\(Self.tokenProperties.sorted().joined(separator: ", ")))",
            found: "\"\(key)\"")
        }
      }
    }
    if token.value == nil, token.reference == nil { return }
    add(token)
  }

  /// Room for about `count` tokens (the parser's count of `$value` members), so the tables do
  /// not grow (and rehash) token by token.
  mutating func reserveCapacity(_ count: Int) {
    let count = min(count, options.limits.maximumTokens)
    tokens.reserveCapacity(count)
    tokenIndex.reserveCapacity(count)
  }

  /// The `$type` a token inherits from its groups: settled after `$extends` when a group has
  /// one, else as the walk found it.
  func inheritedType(of token: WrittenToken) -> TokenType? {
    hasExtends ? effectiveType(ofGroup: token.parentGroup) : token.groupType
  }

  mutating func add(_ token: WrittenToken) {
    tokenIndex[token.name] = tokens.count
    tokens.append(token)
  }

  private mutating func readType(
    _ value: JSONValue, owner: String, at pointer: @autoclosure () -> JSONPointer
  ) -> TokenType? {
    guard let text = value.string else {
      invalidTypeOwners.insert(owner)
      fail(.invalidType, pointer(), expected: "a string naming a type", found: value.summary)
      return nil
    }
    guard let type = TokenType(rawValue: text) else {
      invalidTypeOwners.insert(owner)
      fail(
        .invalidType, pointer(),
        expected: "one of \(TokenType.formatTypes.map(\.rawValue).joined(separator: ", "))",
        found: value.summary)
      return nil
    }
    if type == .string {
      warn(
        .stringType, .invalidType, pointer(),
        expected: "one of \(TokenType.formatTypes.map(\.rawValue).joined(separator: ", "))",
        found: "\"string\" (read as opaque text, left out of typed exports)")
    }
    return type
  }

  @discardableResult
  private mutating func readDescription(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer)
    -> String?
  {
    guard let text = value.string else {
      fail(.invalidValue, pointer(), expected: "a string", found: value.summary)
      return nil
    }
    return text
  }

  private mutating func readDeprecated(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer)
    -> TokenDeprecation?
  {
    switch value {
    case .bool(let flag): return flag ? .deprecated : nil
    case .string(let text): return .because(text)
    default:
      fail(.invalidValue, pointer(), expected: "true, false or a string", found: value.summary)
      return nil
    }
  }

  private mutating func readExtensions(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer)
    -> [String: JSONValue]?
  {
    guard let object = value.object else {
      fail(.invalidValue, pointer(), expected: "an object keyed by vendor", found: value.summary)
      return nil
    }
    return object
  }
}
