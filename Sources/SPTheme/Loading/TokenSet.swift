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
    for document in chain {
      groupTypes.merge(document.groupTypes) { _, child in child }
      for (path, token) in document.tokens {
        var merged = token
        if merged.type == nil {
          merged.type = tokens[path]?.type ?? Self.nearestGroupType(of: path, in: groupTypes)
        }
        tokens[path] = merged
      }
      rootExtensions.merge(document.rootExtensions) { _, child in child }
      for key in document.rootExtensions.keys { extensionFiles["$root.\(key)"] = document.file }
      for (path, extensions) in document.groupExtensions {
        groupExtensions[path, default: [:]].merge(extensions) { _, child in child }
        for key in extensions.keys { extensionFiles["\(path).\(key)"] = document.file }
      }
    }
  }

  static func nearestGroupType(of path: String, in groupTypes: [String: String]) -> String? {
    var parts = path.split(separator: ".").map(String.init)
    while !parts.isEmpty {
      parts.removeLast()
      if let type = groupTypes[dotted(parts)] { return type }
    }
    return nil
  }

  /// Every token resolved, and every alias problem (dangling targets, cycles with their whole
  /// chain), each reported once.
  func resolved() -> ([String: ResolvedToken], [ThemeError]) {
    var resolver = AliasResolver(tokens: tokens)
    var result: [String: ResolvedToken] = [:]
    var errors: [ThemeError] = []
    for path in tokens.keys.sorted() {
      switch resolver.resolve(path, stack: []) {
      case .success(let token): result[path] = token
      case .failure(let error): errors.append(error)
      }
    }
    return (result, errors)
  }
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
  var memo: [String: Result<ResolvedToken, ThemeError>] = [:]

  mutating func resolve(_ path: String, stack: [String]) -> Result<ResolvedToken, ThemeError> {
    if let done = memo[path] { return done }
    let raw = tokens[path]!
    let stack = stack + [path]
    // Each link costs stack frames, so a chain is bounded like the file's nesting. Every token
    // on an over-long chain, before this link (as the frames return) and after it (walked here
    // without recursion), shares the one error, so it is reported once.
    guard stack.count <= Theme.maximumNesting else {
      let error = ThemeError(
        .outOfRange, file: tokens[stack[0]]?.file ?? raw.file, path: stack[0],
        expected: "a chain of at most \(Theme.maximumNesting) aliases",
        found: "\(stack[0]) → \(stack[1]) → … → \(path) → …")
      var next: String? = path
      while let link = next, memo[link] == nil, let token = tokens[link] {
        memo[link] = .failure(error)
        next = aliasTarget(token.value)
      }
      return .failure(error)
    }
    let result: Result<ResolvedToken, ThemeError>
    switch resolveValue(raw.value, owner: raw, stack: stack) {
    case .failure(let error):
      result = .failure(error)
    case .success(let (value, targetType)):
      let origin = aliasTarget(raw.value).flatMap { target in
        (try? memo[target]?.get()).map { $0.origin ?? target }
      }
      result = .success(
        ResolvedToken(
          path: path, value: value, type: raw.type ?? targetType, extensions: raw.extensions, file: raw.file,
          origin: origin))
    }
    memo[path] = result
    return result
  }

  /// The value with aliases replaced (anywhere inside it: a shadow's colour may be an alias),
  /// and, when the whole value is an alias, the target's type.
  mutating func resolveValue(
    _ value: JSONValue, owner: RawToken, stack: [String]
  ) -> Result<(JSONValue, String?), ThemeError> {
    if let target = aliasTarget(value) {
      if let start = stack.firstIndex(of: target) {
        return .failure(cycleError(Array(stack[start...]), owner: owner))
      }
      guard tokens[target] != nil else {
        let isGroup = tokens.keys.contains { $0.hasPrefix(target + ".") }
        return .failure(
          ThemeError(
            .danglingAlias, file: owner.file, path: owner.path,
            expected: "a token at \(target)",
            found: isGroup ? "\(value.summary), which names a group" : value.summary
          ))
      }
      return resolve(target, stack: stack).map { ($0.value, $0.type) }
    }
    switch value {
    case .array(let items):
      var resolved: [JSONValue] = []
      for item in items {
        switch resolveValue(item, owner: owner, stack: stack) {
        case .success(let (value, _)): resolved.append(value)
        case .failure(let error): return .failure(error)
        }
      }
      return .success((.array(resolved), nil))
    case .object(let fields):
      var resolved: [String: JSONValue] = [:]
      for key in fields.keys.sorted() {
        switch resolveValue(fields[key]!, owner: owner, stack: stack) {
        case .success(let (value, _)): resolved[key] = value
        case .failure(let error): return .failure(error)
        }
      }
      return .success((.object(resolved), nil))
    default:
      return .success((value, nil))
    }
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
