import JSONDocuments

/// Every context of a resolver's modifiers as CSS (#24): `:root` holds the chosen input (the
/// defaults for what it leaves out); `[data-<modifier>="<context>"]` holds, for each context of
/// each modifier (the root's own too, so a nested element can restore it), what that context
/// changes and every alias depending on it, redeclared so its `var()` resolves on that element;
/// a compound selector `[data-a="x"][data-b="y"]` holds what a combination resolves to that the
/// single blocks' cascade would not give; a modifier the input leaves at its default follows a
/// user preference by a `CSSMediaMapping` (`@media (prefers-color-scheme: dark) { :root … }`).
///
/// Each block is a set of pins: contexts chosen by a media condition (on `:root`) and contexts
/// chosen by attributes (on the element). Blocks are written in order of their number of
/// attributes (the selector's specificity), then of media pins, so a block wins over every block
/// it extends; media blocks come before attribute blocks, so an explicit attribute wins over a
/// preference. A block declares a property when its value differs from what the blocks before it
/// that match the same element give (under every state of the preferences its attributes
/// override), or when changing one of its attributes' contexts changes it and no attribute block
/// before it declares it (so an element nested in another context of the same modifier gets its
/// own, not the inherited one); then every alias depending on one of those. So an element's computed values are the resolver's resolution of its attributes over
/// the matched preferences over the root input, for any attributes on one element.
///
/// Combinations multiply: when the modifiers' contexts have more than `combinationLimit`
/// combinations, only blocks pinning one context are written (a warning says so).
extension TokenCSSExport {
  /// What the export of a resolver's contexts takes besides the resolver.
  public struct ContextOptions: Hashable, Sendable {
    /// The input the command named (`--input`): what `:root` holds; the modifiers it names
    /// stay chosen under every preference.
    public var input: [String: String]
    public var media: CSSMediaMapping
    public var prefix: String
    /// The most combinations of contexts evaluated; above it, single-context blocks only.
    public var combinationLimit: Int

    public init(
      input: [String: String] = [:], media: CSSMediaMapping = .init(), prefix: String = "",
      combinationLimit: Int = 64
    ) {
      self.input = input
      self.media = media
      self.prefix = prefix
      self.combinationLimit = combinationLimit
    }
  }

  /// Why a resolver's contexts cannot be exported.
  public enum ContextFailure: Error, Sendable {
    /// The input, or one combination of contexts, does not resolve.
    case tokens(TokenError, input: [String: String])
    case collision(Collision)
    /// Two modifiers that are one `data-` attribute after kebab-casing.
    case attribute(String, first: String, second: String)
  }

  /// The stylesheet, and the warnings to print beside it.
  public struct ContextStylesheet: Hashable, Sendable {
    public var text: String
    public var warnings: [String]
  }

  /// One modifier's context chosen by a block.
  struct Pin: Hashable, Sendable {
    var modifier: String
    var context: String
  }

  /// A block: the contexts a media condition chooses, and those its attributes choose.
  struct ContextBlock: Hashable, Sendable {
    var media: [Pin]
    var attributes: [Pin]
  }

  public static func stylesheet(
    _ resolver: TokenResolver, options: ContextOptions
  ) throws(ContextFailure) -> ContextStylesheet {
    let root: [String: String]
    do throws(TokenError) {
      root = try resolver.validated(options.input)
    } catch {
      throw .tokens(error, input: options.input)
    }
    var attributeOwners: [String: String] = [:]
    for modifier in resolver.modifiers {
      let attribute = ExportText.cssDataAttribute(modifier.name)
      if let other = attributeOwners[attribute] {
        throw .attribute(attribute, first: other, second: modifier.name)
      }
      attributeOwners[attribute] = modifier.name
    }
    // A modifier the input names stays chosen; one it leaves at the default follows a preference.
    var mediaContexts: [String: [String]] = [:]
    for modifier in resolver.modifiers where options.input[modifier.name] == nil {
      mediaContexts[modifier.name] = modifier.contexts.filter {
        $0 != root[modifier.name] && options.media.query(modifier: modifier.name, context: $0) != nil
      }
    }
    var combinations = 1
    for modifier in resolver.modifiers {
      combinations =
        combinations > options.combinationLimit ? combinations : combinations * modifier.contexts.count
    }
    let all = combinations <= options.combinationLimit
    var warnings: [String] = []
    if !all {
      warnings.append(
        "\(MessageText.oneLine(resolver.file)): tokens export --format css: the modifiers' contexts have more than \(options.combinationLimit) combinations: only the blocks choosing one context are written, and two modifiers chosen at once (by attributes or preferences) get the cascade of their blocks, not the resolver's resolution of the pair"
      )
    }
    let blocks = Self.blocks(resolver.modifiers, mediaContexts: mediaContexts, all: all)
    var evaluation = ContextEvaluation(resolver: resolver, root: root, prefix: options.prefix)
    var declared: [[String: Declaration]] = []
    for block in blocks {
      let values = try evaluation.values(block)
      guard !(block.media.isEmpty && block.attributes.isEmpty) else {
        declared.append(values)
        continue
      }
      var chosen: Set<String> = []
      // Nested in another context of one of its modifiers, an element inherits that context's
      // values: it declares every property the modifier changes that no attribute block before
      // it declares on the same element.
      var covered: Set<String> = []
      for index in 1..<declared.count
      where !blocks[index].attributes.isEmpty && Set(blocks[index].attributes).isSubset(of: block.attributes)
        && Set(blocks[index].media).isSubset(of: block.media)
      {
        covered.formUnion(declared[index].keys)
      }
      for pin in block.attributes {
        let modifier = resolver.modifiers.first { $0.name == pin.modifier }
        for other in modifier?.contexts ?? [] where other != pin.context {
          var changed = block
          changed.attributes = block.attributes.map {
            $0 == pin ? Pin(modifier: pin.modifier, context: other) : $0
          }
          let there = try evaluation.values(changed)
          for (name, value) in values where !covered.contains(name) && there[name] != value {
            chosen.insert(name)
          }
        }
      }
      // What the blocks before it give the same element, under each state of the preferences
      // for the modifiers its attributes choose (which the attributes override).
      for state in states(block, mediaContexts: mediaContexts) {
        var cascade: [String: Declaration] = [:]
        for index in 1..<declared.count
        where Set(blocks[index].attributes).isSubset(of: block.attributes)
          && Set(blocks[index].media).isSubset(of: state)
        {
          cascade.merge(declared[index]) { _, new in new }
        }
        for (name, value) in values where (cascade[name] ?? declared[0][name]) != value {
          chosen.insert(name)
        }
      }
      // A `var()` resolves where it is declared: on an element, every alias of a changed
      // property is declared again, or it keeps the value it had where it was declared.
      if !block.attributes.isEmpty { chosen = dependents(of: chosen, users: evaluation.users(block)) }
      declared.append(values.filter { chosen.contains($0.key) })
    }
    var text =
      "/* \(ExportText.cssComment(resolver.file)): every token and every context, generated by spec-compile tokens export --format css. */\n"
    let order = evaluation.order
    for (block, declarations) in zip(blocks, declared) where !declarations.isEmpty {
      let sorted = declarations.values.sorted { order[$0.name, default: 0] < order[$1.name, default: 0] }
      let selector =
        block.attributes.isEmpty
        ? ":root"
        : block.attributes.map { ExportText.cssAttributeSelector(modifier: $0.modifier, context: $0.context) }
          .joined()
      let query = block.media.compactMap { options.media.query(modifier: $0.modifier, context: $0.context) }
        .joined(separator: " and ")
      let base = CSSExport.block(selector, sorted.map { ($0.name, $0.value) })
      text += query.isEmpty ? base : "@media \(query) {\n" + CSSExport.indented(base) + "}\n"
      let wide = sorted.compactMap { declaration in declaration.wide.map { (declaration.name, $0) } }
      if !wide.isEmpty {
        let gamut = (query.isEmpty ? "" : query + " and ") + "(color-gamut: p3)"
        text += "@media \(gamut) {\n" + CSSExport.indented(CSSExport.block(selector, wide)) + "}\n"
      }
    }
    return ContextStylesheet(text: text, warnings: warnings)
  }

  /// Every block, in the order written: `:root` first, then by the number of attributes, then
  /// of media pins; among equals, by modifier (sorted) and context (sorted). With `all` false,
  /// the blocks pinning one context only.
  static func blocks(
    _ modifiers: [ResolverModifier], mediaContexts: [String: [String]], all: Bool
  ) -> [ContextBlock] {
    var found: [ContextBlock] = [ContextBlock(media: [], attributes: [])]
    for modifier in modifiers.reversed() {
      var next: [ContextBlock] = []
      for block in found {
        next.append(block)
        for context in modifier.contexts {
          var pinned = block
          pinned.attributes.insert(Pin(modifier: modifier.name, context: context), at: 0)
          next.append(pinned)
        }
        for context in mediaContexts[modifier.name] ?? [] {
          var pinned = block
          pinned.media.insert(Pin(modifier: modifier.name, context: context), at: 0)
          next.append(pinned)
        }
      }
      found = all ? next : next.filter { $0.media.count + $0.attributes.count <= 1 }
    }
    return found.enumerated().sorted {
      ($0.element.attributes.count, $0.element.media.count, $0.offset)
        < ($1.element.attributes.count, $1.element.media.count, $1.offset)
    }.map(\.element)
  }

  /// The media pins an element matching `block` may be under: the block's own, and for each
  /// modifier its attributes choose, none or any context a preference may choose.
  static func states(_ block: ContextBlock, mediaContexts: [String: [String]]) -> [Set<Pin>] {
    var states: [Set<Pin>] = [Set(block.media)]
    for pin in block.attributes {
      let contexts = mediaContexts[pin.modifier] ?? []
      states = states.flatMap { state in
        [state] + contexts.map { state.union([Pin(modifier: pin.modifier, context: $0)]) }
      }
    }
    return states
  }

  /// `names` and every property whose value names one of them in a `var()` (`users`: by the
  /// property named, those naming it), transitively.
  static func dependents(of names: Set<String>, users: [String: [String]]) -> Set<String> {
    var result = names
    var pending = Array(names)
    while let name = pending.popLast() {
      for user in users[name] ?? [] where result.insert(user).inserted { pending.append(user) }
    }
    return result
  }

  /// The properties a value's `var()`s name.
  static func references(_ value: String) -> [String] {
    var found: [String] = []
    var rest = value[...]
    while let start = rest.range(of: "var(") {
      let after = rest[start.upperBound...]
      let end = after.firstIndex { $0 == ")" || $0 == "," } ?? after.endIndex
      found.append(String(after[..<end]))
      rest = after[end...]
    }
    return found
  }
}

/// The resolved declarations of each combination of contexts an export needs, each resolved once.
struct ContextEvaluation {
  let resolver: TokenResolver
  let root: [String: String]
  let prefix: String
  var cache: [[String: String]: [String: TokenCSSExport.Declaration]] = [:]
  /// For each input, by property, the properties whose value names it in a `var()`.
  var usersCache: [[String: String]: [String: [String]]] = [:]
  /// Each property's place: the root's first, then each new one where it first appears.
  var order: [String: Int] = [:]

  init(resolver: TokenResolver, root: [String: String], prefix: String) {
    self.resolver = resolver
    self.root = root
    self.prefix = prefix
  }

  /// By property, the properties whose value under `block` names it in a `var()`; `values`
  /// must have been asked for the block first.
  mutating func users(_ block: TokenCSSExport.ContextBlock) -> [String: [String]] {
    let input = self.input(block)
    if let known = usersCache[input] { return known }
    var users: [String: [String]] = [:]
    for (name, declaration) in cache[input] ?? [:] {
      for target in TokenCSSExport.references(declaration.value) { users[target, default: []].append(name) }
    }
    usersCache[input] = users
    return users
  }

  /// The input a block resolves: the root's, the media pins over it, the attributes over both.
  func input(_ block: TokenCSSExport.ContextBlock) -> [String: String] {
    var input = root
    for pin in block.media + block.attributes { input[pin.modifier] = pin.context }
    return input
  }

  mutating func values(
    _ block: TokenCSSExport.ContextBlock
  ) throws(TokenCSSExport.ContextFailure) -> [String: TokenCSSExport.Declaration] {
    let input = self.input(block)
    if let known = cache[input] { return known }
    let tree: TokenTree
    do throws(TokenError) {
      tree = try resolver.resolve(input)
    } catch {
      throw .tokens(error, input: input)
    }
    let declarations: [TokenCSSExport.Declaration]
    do throws(TokenCSSExport.Collision) {
      declarations = try TokenCSSExport.declarations(tree, prefix: prefix)
    } catch {
      throw .collision(error)
    }
    var values: [String: TokenCSSExport.Declaration] = [:]
    for declaration in declarations {
      values[declaration.name] = declaration
      if order[declaration.name] == nil { order[declaration.name] = order.count }
    }
    cache[input] = values
    return values
  }
}
