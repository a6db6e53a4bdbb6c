/// Follows every reference of a document (`{alias}` strings and `$ref` JSON Pointers, whole
/// values and parts of composites), gives every token its type, and checks its value.
///
/// Each token is resolved once and remembered, in dependency order, with an explicit stack
/// rather than recursion: a chain of thousands of aliases costs one step per alias and no
/// call depth, so the work is linear in the document however it is built. A reference back into
/// the stack is a cycle; it is reported once, naming every token in it.
struct TokenReferenceResolver {
  let reader: TokenDocumentReader
  var problems: [TokenProblem] = []

  private enum State: UInt8 { case unvisited, inProgress, done, failed }
  private var state: [State]
  private var resolved: [JSONValue?]
  private var types: [TokenType?]
  /// Each token's decoded value, as a place in `values` (-1 for none yet): an alias shares its
  /// target's place, so a large value is copied once into the tree, not along every alias.
  private var decoded: [Int]
  private var values: [TokenValue] = []
  private var stackPosition: [Int]
  /// For a token whose whole value is a reference to a whole token: that token, found once.
  private var wholeTarget: [Int?]
  /// Whether a token's value holds a reference inside it (a composite's part), so finishing it
  /// substitutes; most values hold none and are used as written.
  private var hasNestedReferences: [Bool]

  init(reader: TokenDocumentReader) {
    self.reader = reader
    let count = reader.tokens.count
    state = Array(repeating: .unvisited, count: count)
    resolved = Array(repeating: nil, count: count)
    types = Array(repeating: nil, count: count)
    decoded = Array(repeating: -1, count: count)
    stackPosition = Array(repeating: -1, count: count)
    wholeTarget = Array(repeating: nil, count: count)
    hasNestedReferences = Array(repeating: false, count: count)
  }

  private mutating func fail(
    _ kind: TokenProblem.Kind, _ pointer: JSONPointer, expected: String, found: String
  ) {
    problems.append(
      TokenProblem(kind, file: reader.file, pointer: pointer.description, expected: expected, found: found))
  }

  /// Every token that resolved and decoded, as the public value, sorted by name.
  mutating func resolveAll() -> [DesignToken] {
    for start in reader.tokens.indices where state[start] == .unvisited { resolve(from: start) }
    // Sorted here, by index, and each token built once in its place: sorting the built tokens
    // (large values) copied each of them.
    let tokens = reader.tokens
    let order = Self.nameOrder(tokens)
    var result: [DesignToken] = []
    result.reserveCapacity(tokens.count)
    var position = Array(repeating: -1, count: tokens.count)
    for index in order {
      guard state[index] == .done, let type = types[index], decoded[index] >= 0,
        let json = resolved[index]
      else { continue }
      position[index] = result.count
      result.append(
        DesignToken(
          name: tokens[index].name, type: type, value: values[decoded[index]], resolvedJSON: json,
          description: tokens[index].description,
          deprecated: tokens[index].deprecated, extensions: tokens[index].extensions,
          aliasOf: wholeTarget[index].map { tokens[$0].name }))
    }
    // The tree's index by name: the reader's, renumbered when every token is in the tree (the
    // only tree a read returns), which keeps its hashes rather than hashing every name again.
    if result.count == tokens.count, reader.tokenIndex.count == tokens.count {
      treeIndex = reader.tokenIndex.mapValues { position[$0] }
    }
    return result
  }

  /// The tokens' indices sorted by name. When every name is ASCII (nearly always), each is
  /// compared first by its first 16 bytes packed into two integers, and as a string only when
  /// those are equal: `String`'s order is its Unicode scalars' after normalisation, which for
  /// ASCII text is its bytes' order, so the result is the same, without a string comparison
  /// for most of the 120,000 comparisons 9,000 names take.
  static func nameOrder(_ tokens: [WrittenToken]) -> [Int] {
    var keys: [(high: UInt64, low: UInt64, index: Int)] = []
    keys.reserveCapacity(tokens.count)
    for index in tokens.indices {
      var high: UInt64 = 0
      var low: UInt64 = 0
      var count = 0
      var ascii = true
      for byte in tokens[index].name.utf8 {
        if byte >= 0x80 {
          ascii = false
          break
        }
        if count < 8 {
          high |= UInt64(byte) << (56 - 8 * count)
        } else if count < 16 {
          low |= UInt64(byte) << (56 - 8 * (count - 8))
        }
        count += 1
      }
      guard ascii else { return tokens.indices.sorted { tokens[$0].name < tokens[$1].name } }
      keys.append((high, low, index))
    }
    keys.sort { left, right in
      if left.high != right.high { return left.high < right.high }
      if left.low != right.low { return left.low < right.low }
      return tokens[left.index].name < tokens[right.index].name
    }
    return keys.map(\.index)
  }

  /// Each name's place in `resolveAll`'s result, when every token made it.
  private(set) var treeIndex: [String: Int]?

  // MARK: - The walk

  private struct Frame {
    var token: Int
    /// The first dependency (-1 for none) and any others: most tokens have one or none, and
    /// then the frame allocates nothing.
    var first: Int
    var rest: [Int]
    var next = 0
    var dependencyFailed = false

    var count: Int { first < 0 ? 0 : 1 + rest.count }
    func dependency(_ position: Int) -> Int { position == 0 ? first : rest[position - 1] }
  }

  private mutating func resolve(from start: Int) {
    var stack: [Frame] = []
    push(start, onto: &stack)
    while !stack.isEmpty {
      let top = stack.count - 1
      if stack[top].next < stack[top].count {
        let dependency = stack[top].dependency(stack[top].next)
        stack[top].next += 1
        switch state[dependency] {
        case .unvisited: push(dependency, onto: &stack)
        case .inProgress: reportCycle(closingAt: dependency, stack: &stack)
        case .failed: stack[top].dependencyFailed = true
        case .done: break
        }
        continue
      }
      let frame = stack.removeLast()
      stackPosition[frame.token] = -1
      if frame.dependencyFailed || state[frame.token] == .failed {
        state[frame.token] = .failed
        if let below = stack.indices.last { stack[below].dependencyFailed = true }
        continue
      }
      let succeeded = finish(frame.token)
      state[frame.token] = succeeded ? .done : .failed
      if !succeeded, let below = stack.indices.last { stack[below].dependencyFailed = true }
    }
  }

  private mutating func push(_ token: Int, onto stack: inout [Frame]) {
    state[token] = .inProgress
    stackPosition[token] = stack.count
    var found = Dependencies()
    if !dependencies(of: token, into: &found) {
      state[token] = .failed
      found = Dependencies()
    }
    stack.append(Frame(token: token, first: found.first, rest: found.rest))
  }

  /// The tokens a value needs first, gathered without allocating for the first.
  struct Dependencies {
    var first = -1
    var rest: [Int] = []

    mutating func append(_ token: Int) {
      if first < 0 { first = token } else { rest.append(token) }
    }
  }

  private mutating func reportCycle(closingAt token: Int, stack: inout [Frame]) {
    var members = stack[stackPosition[token]...].map(\.token)
    // Start the chain at its first name, so the message does not depend on where it was entered.
    if let start = members.indices.min(by: {
      reader.tokens[members[$0]].name < reader.tokens[members[$1]].name
    }) {
      members = Array(members[start...] + members[..<start])
    }
    let first = members[0]
    let names = (members + [first]).map { reader.tokens[$0].name }.joined(separator: " → ")
    fail(
      .cycle, reader.tokens[first].pointer, expected: "references that end at a value",
      found: names)
    for member in members { state[member] = .failed }
  }

  // MARK: - References in a value

  /// A reference written in a token: an alias to a token's whole value, or a pointer.
  enum Reference {
    case alias(String)
    case pointer(JSONPointer)
  }

  /// `{a.b}` names token `a.b`; nil when the text is not an alias at all.
  static func aliasName(_ text: String) -> String? {
    let utf8 = text.utf8
    guard utf8.count >= 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return nil }
    return String(Substring(utf8.dropFirst().dropLast()))
  }

  /// The tokens a token's value needs first; false (after reporting) when a reference is
  /// malformed or names nothing. Reads the token's fields in place (copying the whole written
  /// token retained each of its fields) and makes a pointer only for a problem.
  private mutating func dependencies(of index: Int, into found: inout Dependencies) -> Bool {
    let tokens = reader.tokens
    if let text = tokens[index].reference {
      guard let target = pointerTarget(text, at: tokens[index].pointer.appending("$ref")) else {
        return false
      }
      found.append(target)
      if case .success(let pointer) = JSONPointer.parse(reference: text),
        case .token(_, let rest) = locate(pointer),
        rest.count == 1
      {
        wholeTarget[index] = target
      }
      return true
    }
    guard let value = reader.tokens[index].value else { return true }
    if case .string(let text) = value, let name = Self.aliasName(text) {
      // The common alias, a whole value `{a.b}`: no walk of the value needed.
      guard let target = aliasTarget(name, text: text, at: tokens[index].pointer.appending("$value"))
      else { return false }
      found.append(target)
      wholeTarget[index] = target
      return true
    }
    // Most values hold no reference at all: looked through once, without pointers, and then
    // neither walked for references nor substituted.
    guard needsWalk(value, depth: 0) else { return true }
    hasNestedReferences[index] = true
    var ok = true
    var targets: [Int] = []
    collect(value, at: reader.tokens[index].pointer.appending("$value"), into: &targets, ok: &ok, depth: 0)
    for target in targets { found.append(target) }
    return ok
  }

  /// Whether a value holds a reference (an alias string or a `$ref` object) or is nested past
  /// the limit: then `collect` walks it, with pointers, and reports what it finds.
  private func needsWalk(_ value: JSONValue, depth: Int) -> Bool {
    if depth > reader.options.limits.maximumNesting { return true }
    switch value {
    case .string(let text): return Self.aliasName(text) != nil
    case .object(let members):
      if members["$ref"] != nil { return true }
      return members.values.contains { needsWalk($0, depth: depth + 1) }
    case .array(let items): return items.contains { needsWalk($0, depth: depth + 1) }
    default: return false
    }
  }

  private mutating func collect(
    _ value: JSONValue, at pointer: JSONPointer, into found: inout [Int], ok: inout Bool, depth: Int
  ) {
    guard depth <= reader.options.limits.maximumNesting else {
      fail(
        .tooLarge, pointer, expected: "values nested at most \(reader.options.limits.maximumNesting) deep",
        found: "deeper nesting")
      ok = false
      return
    }
    switch value {
    case .string(let text):
      guard let name = Self.aliasName(text) else { return }
      if let target = aliasTarget(name, text: text, at: pointer) { found.append(target) } else { ok = false }
    case .object(let members):
      if let reference = members["$ref"] {
        guard let text = reference.string, members.count == 1 else {
          fail(
            .invalidReference, pointer, expected: "a reference object with one string member, $ref",
            found: value.summary)
          ok = false
          return
        }
        if let target = pointerTarget(text, at: pointer.appending("$ref")) {
          found.append(target)
        } else {
          ok = false
        }
        return
      }
      for (key, member) in members.sorted(by: { $0.key < $1.key }) {
        collect(member, at: pointer.appending(key), into: &found, ok: &ok, depth: depth + 1)
      }
    case .array(let items):
      for (position, item) in items.enumerated() {
        collect(item, at: pointer.appending(position), into: &found, ok: &ok, depth: depth + 1)
      }
    default: break
    }
  }

  private mutating func aliasTarget(
    _ name: String, text: String, at pointer: @autoclosure () -> JSONPointer
  ) -> Int? {
    if let target = reader.tokenIndex[name] { return target }
    let segments = name.split(separator: ".", omittingEmptySubsequences: false)
    if name.isEmpty || segments.contains(where: \.isEmpty) {
      fail(
        .invalidReference, pointer(), expected: "an alias {group.token} with non-empty names",
        found: "\"\(text)\"")
      return nil
    }
    if let target = reader.tokenIndex[name] { return target }
    let isGroup = reader.groups[name] != nil
    fail(
      .danglingReference, pointer(),
      expected: isGroup ? "an alias to a token, not a group" : "an alias to an existing token",
      found: "\"\(text)\"")
    return nil
  }

  /// The token a `$ref` pointer passes through (the token whose value it reads), after checking
  /// that it points into a token's `$value` or at a whole token.
  private mutating func pointerTarget(_ text: String, at pointer: @autoclosure () -> JSONPointer) -> Int? {
    switch JSONPointer.parse(reference: text) {
    case .failure(let malformed):
      fail(.invalidReference, pointer(), expected: malformed.reason, found: "\"\(text)\"")
      return nil
    case .success(let target):
      switch locate(target) {
      case .token(let index, let rest):
        if rest.first == "$value" { return index }
        if rest.isEmpty {
          // A pointer has no implicit `/$value` (the format's table of the two syntaxes:
          // "Explicit full path required"); the suite's json-pointer-missing-value refuses it.
          fail(
            .danglingReference, pointer(), expected: "a pointer into the token's $value (\(text)/$value)",
            found: "\"\(text)\", the token object")
          return nil
        }
        fail(
          .danglingReference, pointer(),
          expected: "a pointer to a token or into its $value, not its metadata",
          found: "\"\(text)\"")
      case .group:
        fail(
          .danglingReference, pointer(), expected: "a pointer to a token, not a group", found: "\"\(text)\"")
      case .nothing:
        fail(.danglingReference, pointer(), expected: "a pointer to an existing token", found: "\"\(text)\"")
      }
      return nil
    }
  }

  enum Location {
    case token(Int, rest: ArraySlice<String>)
    case group
    case nothing
  }

  /// Finds the token a pointer's leading segments name (tokens are found by name, so those
  /// group `$extends` copied are found too).
  func locate(_ pointer: JSONPointer) -> Location {
    var name = ""
    let segments = pointer.segments
    for (position, segment) in segments.enumerated() {
      if segment.contains(".") { return .nothing }
      name = position == 0 ? segment : name + "." + segment
      if let index = reader.tokenIndex[name] { return .token(index, rest: segments[(position + 1)...]) }
      if reader.groups[name] == nil { return .nothing }
    }
    return reader.groups[name] != nil ? .group : .nothing
  }

  // MARK: - Finishing a token

  /// Substitutes the token's references (its dependencies are done), settles its type, and
  /// decodes its value. False after reporting when any of it fails. The token's fields are
  /// read in place and its pointer made only for a problem.
  private mutating func finish(_ index: Int) -> Bool {
    let reference = reader.tokens[index].reference
    // The type the token declares or inherits (`TokenDocumentReader.inheritedType(of:)`, its
    // fields read in place).
    let declared =
      reader.tokens[index].ownType
      ?? (reader.hasExtends
        ? reader.effectiveType(ofGroup: reader.tokens[index].parentGroup) : reader.tokens[index].groupType)
    let member = reference == nil ? "$value" : "$ref"
    var type = declared
    let value: JSONValue
    if let text = reference {
      guard case .success(let pointer) = JSONPointer.parse(reference: text),
        let (target, partType) = pointerValue(pointer, at: reader.tokens[index].pointer.appending(member))
      else { return false }
      value = target
      if type == nil { type = partType }
    } else {
      guard let raw = reader.tokens[index].value else { return false }
      if let target = wholeTarget[index] {
        guard let targetType = types[target], let targetValue = resolved[target] else { return false }
        if let declared, declared != targetType {
          fail(
            .typeMismatch, reader.tokens[index].pointer.appending(member),
            expected:
              "an alias to a \(declared.rawValue) token (\(reader.tokens[index].name) is a \(declared.rawValue))",
            found: "\(reader.tokens[target].name), a \(targetType.rawValue)")
          return false
        }
        type = targetType
        value = targetValue
      } else if hasNestedReferences[index] {
        guard
          let substituted = substitute(
            raw, expected: declared, at: reader.tokens[index].pointer.appending(member))
        else { return false }
        value = substituted
      } else {
        value = raw
      }
    }
    guard let type else {
      // An invalid `$type` on the token or a group around it was reported there.
      if reader.hasInvalidType(around: reader.tokens[index].name) { return false }
      problems.append(
        TokenProblem(
          .untypedToken, .missingType, file: reader.file, pointer: reader.tokens[index].pointer.description,
          expected: "a $type on the token, a group around it, or the token it aliases",
          found: "none (the token is left out)"))
      return false
    }
    types[index] = type
    resolved[index] = value
    // A bad value reached through an alias was reported where it was written.
    if let target = wholeTarget[index], decoded[target] < 0 { return false }
    if let target = wholeTarget[index], reference == nil {
      // The same value as the target's, already checked: share its decoded form.
      decoded[index] = decoded[target]
      return true
    }
    var decoder = TokenValueDecoder(
      file: reader.file, allowsHexColorStrings: reader.options.allowsHexColorStrings)
    let typed = decoder.decode(value, as: type, at: reader.tokens[index].pointer.appending(member))
    problems += decoder.problems
    guard let typed else { return false }
    decoded[index] = values.count
    values.append(typed)
    return true
  }

  /// The value with every nested alias and `$ref` replaced. An alias in a composite's part is
  /// checked against the part's type.
  private mutating func substitute(_ value: JSONValue, expected: TokenType?, at pointer: JSONPointer)
    -> JSONValue?
  {
    switch value {
    case .string(let text):
      guard let name = Self.aliasName(text), let target = reader.tokenIndex[name] else { return value }
      guard let targetType = types[target], let targetValue = resolved[target] else { return nil }
      if let expected, expected != targetType {
        fail(
          .typeMismatch, pointer, expected: "an alias to a \(expected.rawValue) token here",
          found: "\(reader.tokens[target].name), a \(targetType.rawValue)")
        return nil
      }
      return targetValue
    case .object(let members):
      if let reference = members["$ref"]?.string {
        guard case .success(let pointerValue) = JSONPointer.parse(reference: reference),
          let (target, _) = self.pointerValue(pointerValue, at: pointer.appending("$ref"))
        else { return nil }
        return target
      }
      var result: [String: JSONValue] = [:]
      result.reserveCapacity(members.count)
      let parts = expected?.partTypes ?? [:]
      for (key, member) in members {
        guard let part = substitute(member, expected: parts[key], at: pointer.appending(key)) else {
          return nil
        }
        result[key] = part
      }
      return .object(result)
    case .array(let items):
      var result: [JSONValue] = []
      result.reserveCapacity(items.count)
      for (position, item) in items.enumerated() {
        // A list of shadows or stops keeps the composite's type, a dash array (typed as its
        // part, dimension) holds dimensions; fontFamily names, Bézier numbers and colour
        // components are plain values.
        let itemType: TokenType? =
          switch expected {
          case .shadow, .gradient, .dimension: expected
          default: nil
          }
        guard let item = substitute(item, expected: itemType, at: pointer.appending(position)) else {
          return nil
        }
        result.append(item)
      }
      return .array(result)
    default:
      return value
    }
  }

  /// What a `$ref` pointer reads: a token's resolved value, or a part of it; with the part's
  /// type when the format fixes it (a shadow's `color` is a colour).
  private mutating func pointerValue(_ pointer: JSONPointer, at place: JSONPointer) -> (
    JSONValue, TokenType?
  )? {
    guard case .token(let index, let rest) = locate(pointer), let value = resolved[index] else { return nil }
    var current = value
    var type = types[index]
    for segment in rest.dropFirst() {
      switch current {
      case .object(let members):
        guard let member = members[segment] else {
          fail(
            .danglingReference, place, expected: "a pointer to an existing property",
            found: "\"\(pointer.reference)\"")
          return nil
        }
        current = member
        type = type?.partTypes[segment]
      case .array(let items):
        guard let position = Int(segment), segment.allSatisfy(\.isASCII), segment.allSatisfy(\.isNumber),
          segment == "0" || !segment.hasPrefix("0"), position < items.count
        else {
          fail(
            .danglingReference, place, expected: "an array index from 0 to \(items.count - 1)",
            found: "\"\(segment)\" in \"\(pointer.reference)\"")
          return nil
        }
        current = items[position]
        if let listType = type, !listType.isListOfParts { type = nil }
      default:
        fail(
          .danglingReference, place, expected: "a pointer to an existing property",
          found: "\"\(pointer.reference)\"")
        return nil
      }
    }
    return (current, type)
  }
}
