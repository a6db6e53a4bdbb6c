/// Group `$extends` (format §6.5): the extending group gets every token of the group it names,
/// deep-merged, its own tokens winning at the same path. Copies keep their original's value
/// (so an alias in it still names the same token) and its type.
extension TokenDocumentReader {
  mutating func applyExtends() {
    // Without `$extends`, every token's inherited type was found during the walk.
    guard hasExtends else { return }
    let extending = groups.filter { $0.value.extends != nil }.keys.sorted()
    guard !extending.isEmpty else {
      settleGroupTypes()
      return
    }
    settleGroupTypes()
    // Refused before any copy: a document whose groups extend groups that extend groups… can
    // name a million copies in a kilobyte, and making them took seconds and hundreds of MB.
    // The count is an upper bound where no `$extends` loops; a loop (reported as the copying
    // meets it) can hide copies from it, so the copying itself also stops at the bound.
    let written = tokens.count
    allowedTokens = options.limits.allowedTokens(writing: written)
    if (tokensAfterExtends(limit: allowedTokens) ?? 0) > allowedTokens {
      refuseExtends(written: written)
      return
    }
    var state: [String: ExtendState] = [:]
    for name in extending where tokens.count <= allowedTokens { extend(name, state: &state, chain: []) }
    if tokens.count > allowedTokens {
      refuseExtends(written: written)
      return
    }
    settleGroupTypes()
  }

  /// The one problem for `$extends` that would make more tokens than the limits allow.
  private mutating func refuseExtends(written: Int) {
    fail(
      .tooLarge, JSONPointer(),
      expected:
        "$extends making at most \(allowedTokens) tokens (\(options.limits.maximumExtendsCopies) copies, or \(TokenTree.Limits.copiesPerWrittenToken) per token written, whichever is more)",
      found: "\(written) tokens written, whose $extends would make more")
    extendsRefused = true
  }

  /// An upper bound on the tokens the document holds after every `$extends`, found without
  /// copying: a group holds its own tokens, those of its groups and those of the group it
  /// extends. Each group is counted once (memoised), so this is linear in the document; counts
  /// stop at `limit + 1`. Nil when a chain is deeper than `$extends` chains may be (the copying
  /// reports that).
  private func tokensAfterExtends(limit: Int) -> Int? {
    var counted: [String: Int] = [:]
    counted.reserveCapacity(groups.count)
    var tooDeep = false
    let maximumDepth = (options.limits.maximumExtendsDepth + 2) * (options.limits.maximumNesting + 2)
    func count(_ name: String, depth: Int) -> Int {
      if let known = counted[name] { return known }
      guard let group = groups[name] else { return 0 }
      if depth > maximumDepth {
        tooDeep = true
        return 0
      }
      counted[name] = 0  // a loop of $extends (reported when copying) adds nothing
      var total = group.childTokens.count
      for child in group.childGroups where total <= limit {
        total += count(name.isEmpty ? child : name + "." + child, depth: depth + 1)
      }
      if total <= limit, let (text, _) = group.extends, let targetName = target(of: text),
        tokenIndex[targetName] == nil
      {
        total += count(targetName, depth: depth + 1)
      }
      total = min(total, limit + 1)
      counted[name] = total
      return total
    }
    let total = count("", depth: 0)
    return tooDeep && total <= limit ? nil : total
  }

  enum ExtendState { case inProgress, done }

  /// The group a `$extends` names: `{a.b}` or `#/a/b`.
  private func target(of text: String) -> String? {
    if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 { return String(text.dropFirst().dropLast()) }
    if case .success(let pointer) = JSONPointer.parse(reference: text) {
      return pointer.segments.joined(separator: ".")
    }
    return nil
  }

  private mutating func extend(_ name: String, state: inout [String: ExtendState], chain: [String]) {
    if state[name] == .done { return }
    guard let group = groups[name], let (text, pointer) = group.extends else {
      state[name] = .done
      return
    }
    if state[name] == .inProgress {
      let names = (chain.drop { $0 != name } + [name]).joined(separator: " → ")
      fail(
        .invalidExtends, pointer, expected: "$extends chains that end at a group extending nothing",
        found: names)
      return
    }
    if chain.count >= options.limits.maximumExtendsDepth {
      fail(
        .tooLarge, pointer, expected: "chains of at most \(options.limits.maximumExtendsDepth) $extends",
        found: "a longer chain")
      state[name] = .done
      return
    }
    state[name] = .inProgress
    defer { state[name] = .done }
    guard let targetName = target(of: text) else {
      fail(
        .invalidExtends, pointer, expected: "a reference to a group, \"{group.path}\"", found: "\"\(text)\"")
      return
    }
    if tokenIndex[targetName] != nil {
      fail(
        .invalidExtends, pointer, expected: "a group to extend, not a token", found: "\"\(text)\" (a token)")
      return
    }
    guard groups[targetName] != nil else {
      fail(.invalidExtends, pointer, expected: "an existing group", found: "\"\(text)\"")
      return
    }
    if targetName == name || targetName.hasPrefix(name + ".") || name.hasPrefix(targetName + ".") {
      let names = [name, targetName, name].joined(separator: " → ")
      fail(
        .invalidExtends, pointer, expected: "a group that is neither this one, inside it nor around it",
        found: names)
      return
    }
    // The target must be complete first: its own extension and those of the groups inside it.
    extend(targetName, state: &state, chain: chain + [name])
    var pending = [targetName]
    var copies: [(source: Int, relative: [String])] = []
    let base = groups[targetName]!.path
    while let current = pending.popLast() {
      guard let groupNow = groups[current] else { continue }
      if current != targetName, groupNow.extends != nil {
        extend(current, state: &state, chain: chain + [name])
      }
      let refreshed = groups[current]!
      for child in refreshed.childTokens {
        let childName = current.isEmpty ? child : current + "." + child
        if let index = tokenIndex[childName] {
          copies.append((index, Array(tokens[index].path.dropFirst(base.count))))
        }
      }
      for child in refreshed.childGroups { pending.append(current.isEmpty ? child : current + "." + child) }
      if copies.count > allowedTokens { break }
    }
    for (source, relative) in copies {
      let path = group.path + relative
      let copyName = path.joined(separator: ".")
      if tokenIndex[copyName] != nil || groups[copyName] != nil { continue }
      var copy = tokens[source]
      copy.name = copyName
      if copy.ownType == nil { copy.ownType = groupTypes[tokens[source].parentGroup] }
      copy.parentGroup = path.dropLast().joined(separator: ".")
      add(copy)
      // Record the copy as a member of its group so a later extension of this group sees it.
      var parentPath = path
      parentPath.removeLast()
      ensureGroup(parentPath)
      groups[parentPath.joined(separator: ".")]!.childTokens.append(path.last!)
      if tokens.count > allowedTokens { return }
    }
  }

  /// Creates (empty) the groups down to `path` that a copy lands in.
  private mutating func ensureGroup(_ path: [String]) {
    let name = path.joined(separator: ".")
    guard groups[name] == nil else { return }
    var parentPath = path
    let last = parentPath.popLast()
    ensureGroup(parentPath)
    let parentName = parentPath.joined(separator: ".")
    if let last { groups[parentName]!.childGroups.append(last) }
    groups[name] = WrittenGroup(
      name: name, pointerName: groups[parentName]?.pointerName ?? "", ownType: nil, parent: parentName)
  }

  /// Settles every group's `$type` once: its own, else that of the group it extends (after that
  /// group's own settling), else its parent's. Memoised, so each group is settled once.
  mutating func settleGroupTypes() {
    var settled: [String: TokenType?] = [:]
    settled.reserveCapacity(groups.count)
    for name in groups.keys { _ = settle(name, &settled, depth: 0) }
    groupTypes = settled.compactMapValues { $0 }
  }

  private func settle(_ name: String, _ settled: inout [String: TokenType?], depth: Int) -> TokenType? {
    if let known = settled[name] { return known }
    guard let group = groups[name], depth < 4 * options.limits.maximumNesting else { return nil }
    settled[name] = .some(nil)  // a loop of $extends (reported elsewhere) ends here
    var type = group.ownType
    if type == nil, let (text, _) = group.extends, let targetName = target(of: text) {
      type = settle(targetName, &settled, depth: depth + 1)
    }
    if type == nil, let parent = group.parent { type = settle(parent, &settled, depth: depth + 1) }
    settled[name] = .some(type)
    return type
  }

  /// A group's settled `$type`.
  func effectiveType(ofGroup name: String) -> TokenType? { groupTypes[name] }
}
