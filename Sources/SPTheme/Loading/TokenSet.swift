/// A token after inheritance and alias resolution: its final value, with every `{alias}`
/// replaced, and its type (its own, its group's, or its alias target's).
struct ResolvedToken: Hashable, Sendable {
  var path: String
  var value: JSONValue
  var type: String?
  var extensions: [String: JSONValue]
  var file: String
  /// When the whole value is an alias: the token the value was finally written at, so a bad
  /// value is reported where it was written, not again at every alias to it.
  var origin: String? = nil
}

/// The tokens of a theme and every theme it extends, merged child-over-parent, with aliases
/// resolved late (after the merge) so an override in a child reaches every alias to it, as
/// CSS custom properties do.
struct TokenSet: Sendable {
  var tokens: [String: RawToken] = [:]
  var rootExtensions: [String: JSONValue] = [:]
  var groupExtensions: [String: [String: JSONValue]] = [:]
  /// The file that last set each extension key, for error messages: `"$root.highContrast"`,
  /// `"type.tracking"`.
  var extensionFiles: [String: String] = [:]

  /// Merges `chain`, root ancestor first. A token the child writes replaces the parent's whole
  /// token. When neither the child's token nor its groups in the child's file give a `$type`,
  /// the token keeps the parent's token's type, else takes the nearest group type any file in
  /// the chain declares (so `color.palette.ink` in a child is a colour because light's `color`
  /// group is).
  init(chain: [TokenDocument]) {
    var groupTypes: [String: String] = [:]
    for (position, document) in chain.enumerated() {
      groupTypes.merge(document.groupTypes) { _, child in child }
      if position == chain.count - 1 {
        // The file being loaded, usually the largest: its table is taken whole rather than
        // rehashed token by token, then its ancestors' tokens it does not override are added.
        let ancestors = tokens
        tokens = document.tokens
        // Tokens share groups: each group's nearest type is looked up once.
        var typeOfGroup: [Substring: String?] = [:]
        for (path, token) in document.tokens where token.type == nil {
          if let type = ancestors[path]?.type {
            tokens[path]?.type = type
            continue
          }
          let group = path[..<(path.lastIndex(of: ".") ?? path.startIndex)]
          let type = typeOfGroup[group] ?? Self.nearestGroupType(of: path, in: groupTypes)
          typeOfGroup[group] = type
          tokens[path]?.type = type
        }
        for (path, token) in ancestors where tokens[path] == nil { tokens[path] = token }
      } else {
        for (path, token) in document.tokens {
          var merged = token
          if merged.type == nil {
            merged.type = tokens[path]?.type ?? Self.nearestGroupType(of: path, in: groupTypes)
          }
          tokens[path] = merged
        }
      }
      rootExtensions.merge(document.rootExtensions) { _, child in child }
      for key in document.rootExtensions.keys { extensionFiles["$root.\(key)"] = document.file }
      for (path, extensions) in document.groupExtensions {
        groupExtensions[path, default: [:]].merge(extensions) { _, child in child }
        for key in extensions.keys { extensionFiles["\(path).\(key)"] = document.file }
      }
    }
  }

  /// The `$type` of the nearest enclosing group that declares one. Each enclosing group's path
  /// is a prefix of `path` up to a dot, looked up as it stands: splitting the path and joining
  /// the parts again for every level cost the square of the depth per token.
  static func nearestGroupType(of path: String, in groupTypes: [String: String]) -> String? {
    guard !groupTypes.isEmpty else { return nil }
    var end = path.endIndex
    while let dot = path[..<end].lastIndex(of: ".") {
      if let type = groupTypes[String(path[..<dot])] { return type }
      end = dot
    }
    return groupTypes[""]
  }

  /// Every token resolved, every alias problem (dangling targets, cycles with their whole
  /// chain), each reported once, and the paths that failed to resolve.
  func resolved() -> (tokens: [String: ResolvedToken], errors: [ThemeError], unresolved: Set<String>) {
    // Without problems the order tokens are resolved in is not observable, so they are
    // resolved as the dictionary holds them. A problem's wording can depend on where its
    // chain was entered, so then everything is resolved again in path order, as messages are.
    var resolver = AliasResolver(tokens: tokens, sortedPaths: nil)
    for (path, raw) in tokens { _ = resolver.resolve(path, raw) }
    if resolver.failures.isEmpty { return (resolver.done, [], []) }
    let sortedPaths = tokens.keys.sorted()
    resolver = AliasResolver(tokens: tokens, sortedPaths: sortedPaths)
    var errors: [ThemeError] = []
    for path in sortedPaths {
      if case .failure(let error) = resolver.resolve(path, tokens[path]!) { errors.append(error) }
    }
    return (resolver.done, errors, Set(resolver.failures.keys))
  }
}

/// "a" or "an" before a `$type` name: an alias to an `opaque`… token, a `dimension` token.
func article(_ word: String) -> String {
  word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
}

/// `{group.token}` when the whole string is one reference, as the Design Tokens format writes
/// aliases; nil for any other string.
func aliasTarget(_ value: JSONValue) -> String? {
  guard var text = value.string else { return nil }
  // ASCII text (every real alias) is checked as bytes, the same as by Characters there; this
  // runs once per token per resolution.
  let ascii: String?? = text.withUTF8 { bytes in
    guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return .some(nil) }
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    let inner = UnsafeBufferPointer(rebasing: bytes.dropFirst().dropLast())
    guard !inner.isEmpty, !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") })
    else { return .some(nil) }
    return String(decoding: inner, as: UTF8.self)
  }
  if let ascii { return ascii }
  guard text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
  let inner = text.dropFirst().dropLast()
  guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
  return String(inner)
}

private struct AliasResolver {
  let tokens: [String: RawToken]
  /// Every token path in order, when this pass words its errors (the second pass); nil in the
  /// first pass, whose errors only say whether there are any. A dangling alias looks here,
  /// by binary search, for a token under the name it gives (to say it names a group): a scan
  /// of every path per dangling alias made loading quadratic (issue 13, item 1).
  let sortedPaths: [String]?
  /// Resolve an object's fields in key order, so the first failure in that order is reported
  /// (and every alias is entered as the messages' order enters it).
  var inMessageOrder: Bool { sortedPaths != nil }
  /// Every token resolved so far, by path: the memo, and in the end the result.
  var done: [String: ResolvedToken] = [:]
  /// Every token that failed to resolve, by path, with the error reported for it.
  var failures: [String: ThemeError] = [:]
  /// The tokens being resolved, outermost first.
  private var stack: [String] = []

  init(tokens: [String: RawToken], sortedPaths: [String]?) {
    self.tokens = tokens
    self.sortedPaths = sortedPaths
    done.reserveCapacity(tokens.count)
  }

  func memo(_ path: String) -> Result<ResolvedToken, ThemeError>? {
    if let token = done[path] { return .success(token) }
    if !failures.isEmpty, let error = failures[path] { return .failure(error) }
    return nil
  }

  /// Resolves `raw`, the token at `path`, and records the outcome.
  mutating func resolve(_ path: String, _ raw: RawToken) -> Result<ResolvedToken, ThemeError> {
    if let known = memo(path) { return known }
    stack.append(path)
    defer { stack.removeLast() }
    // Each link costs stack frames, so a chain is bounded like the file's nesting. Every token
    // on an over-long chain, before this link (as the frames return) and after it (walked here
    // without recursion), shares the one error, so it is reported once.
    guard stack.count <= Theme.maximumNesting else {
      let error = ThemeError(
        .outOfRange, file: tokens[stack[0]]?.file ?? raw.file, path: stack[0],
        expected: "a chain of at most \(Theme.maximumNesting) aliases",
        found: "\(stack[0]) → \(stack[1]) → … → \(path) → …")
      var next: String? = path
      while let link = next, memo(link) == nil, let token = tokens[link] {
        failures[link] = error
        next = aliasTarget(token.value)
      }
      return .failure(error)
    }
    let result: Result<ResolvedToken, ThemeError>
    switch resolveValue(raw.value, owner: raw) {
    case .failure(let error):
      result = .failure(error)
    case .success(let (_, target?)) where raw.type != nil && target.type != nil && raw.type != target.type:
      // The target's value would be read as this token's type and fail on a member the user
      // never wrote (a dimension's `value` read as a colour's `colorSpace`): say what the alias
      // points at instead, naming both tokens.
      let own = raw.type!
      let other = target.type!
      result = .failure(
        ThemeError(
          .wrongType, file: raw.file, path: path, expected: "an alias to \(article(own)) \(own) token",
          found: "\(raw.value.summary), which points at \(target.path), \(article(other)) \(other) token"))
    case .success(let (value, target)):
      result = .success(
        ResolvedToken(
          path: path, value: value, type: raw.type ?? target?.type, extensions: raw.extensions,
          file: raw.file, origin: target.map { $0.origin ?? $0.path }))
    }
    switch result {
    case .success(let token): done[path] = token
    case .failure(let error): failures[path] = error
    }
    return result
  }

  /// The value with aliases replaced (anywhere inside it: a shadow's colour may be an alias),
  /// and, when the whole value is an alias, the resolved target (for its type and origin).
  mutating func resolveValue(
    _ value: JSONValue, owner: RawToken
  ) -> Result<(JSONValue, ResolvedToken?), ThemeError> {
    if let target = aliasTarget(value) {
      // A target already resolved exists and is not on the stack (a token joins `done` only
      // when its own resolution ends): take it without the checks below.
      if let token = done[target] { return .success((token.value, token)) }
      if let start = stack.firstIndex(of: target) {
        return .failure(cycleError(Array(stack[start...]), owner: owner))
      }
      guard let raw = tokens[target] else {
        let isGroup = sortedPaths.map { Self.hasPath(under: target, in: $0) } ?? false
        return .failure(
          ThemeError(
            .danglingAlias, file: owner.file, path: owner.path,
            expected: "a token at \(target)",
            found: isGroup ? "\(value.summary), which names a group" : value.summary
          ))
      }
      return resolve(target, raw).map { ($0.value, $0) }
    }
    switch value {
    case .array(let items):
      var resolved: [JSONValue] = []
      resolved.reserveCapacity(items.count)
      for item in items {
        switch resolveValue(item, owner: owner) {
        case .success(let (value, _)): resolved.append(value)
        case .failure(let error): return .failure(error)
        }
      }
      return .success((.array(resolved), nil))
    case .object(let fields):
      var resolved: [String: JSONValue] = [:]
      resolved.reserveCapacity(fields.count)
      if inMessageOrder {
        for key in fields.keys.sorted() {
          switch resolveValue(fields[key]!, owner: owner) {
          case .success(let (value, _)): resolved[key] = value
          case .failure(let error): return .failure(error)
          }
        }
      } else {
        for (key, field) in fields {
          switch resolveValue(field, owner: owner) {
          case .success(let (value, _)): resolved[key] = value
          case .failure(let error): return .failure(error)
          }
        }
      }
      return .success((.object(resolved), nil))
    default:
      return .success((value, nil))
    }
  }

  /// Whether some path in `sorted` starts with `group.`: the first path not before `group.`
  /// in sorted order is the only one that needs checking.
  static func hasPath(under group: String, in sorted: [String]) -> Bool {
    let prefix = group + "."
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < prefix { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low].hasPrefix(prefix)
  }

  /// One error per cycle however it was entered: the chain is rotated to start at its first
  /// token in path order, and names every token in it.
  func cycleError(_ members: [String], owner: RawToken) -> ThemeError {
    let first = members.indices.min { members[$0] < members[$1] }!
    let rotated = Array(members[first...] + members[..<first])
    let chain = (rotated + [rotated[0]]).joined(separator: " → ")
    let file = tokens[rotated[0]]?.file ?? owner.file
    return ThemeError(
      .cycle, file: file, path: rotated[0], expected: "aliases that end at a value", found: chain)
  }
}
