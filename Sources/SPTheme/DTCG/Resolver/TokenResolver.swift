import Foundation
import JSONDocuments

/// A resolver document (Design Tokens Resolver Module 2025.10): token sets and modifiers, put
/// together in a `resolutionOrder`, giving one token tree per input.
///
/// ```swift
/// let resolver = try TokenResolver.read(contentsOf: url)
/// let dark = try resolver.resolve(["appearance": "dark", "contrast": "high"])
/// ```
///
/// Reading checks every rule the module states and reads every file the document names
/// (relative to it). Resolution validates the input, merges the sources in order, and reads the
/// result as one token document: aliases are resolved only then, across every source.
public struct TokenResolver: Sendable {
  public var file: String
  public var name: String?
  public var description: String?
  /// Every modifier, sorted by name.
  public var modifiers: [ResolverModifier]
  let modifierSources: [String: ResolverModifierSources]
  let order: [ResolutionStep]
  /// Every declared set's items, by name (a set's items name other sets rather than copy them).
  let declaredSets: [String: [SourceItem]]
  /// Every file's text, to place a problem's line and column.
  var texts: [String: Data]
  let options: TokenReadingOptions
  /// Named inputs from the root `$extensions` (see `namedInputs`).
  let themeNames: [String: [String: String]]
  /// The deviations the resolver document itself holds (a set no `resolutionOrder` uses), as
  /// warnings; each resolved tree has its own.
  public var warnings: [TokenProblem] = []
  /// The sets `resolutionOrder` never includes, by name: a dangling alias into one says so.
  var unusedSets: [String] = []

  /// Every file the document was read from: itself (as `file`) and each file source, by the
  /// path it names relative to the resolver's folder, sorted. What a watcher must watch.
  public var files: [String] { texts.keys.sorted() }

  /// Reads a resolver document from disk; its file sources are read relative to it.
  public static func read(
    contentsOf url: URL, options: TokenReadingOptions = .init()
  ) throws(TokenError) -> TokenResolver {
    let name = url.lastPathComponent
    let data = try TokenFiles.read(
      url, named: name, from: name, pointer: "", limit: options.limits.maximumBytes)
    return try read(data: data, file: name, baseURL: url.deletingLastPathComponent(), options: options)
  }

  /// Reads a resolver document's text. With no `baseURL`, sources must be inline or sets.
  public static func read(
    data: Data, file: String, baseURL: URL? = nil, options: TokenReadingOptions = .init()
  ) throws(TokenError) -> TokenResolver {
    try read(data: data, file: file, baseURL: baseURL, embeddedFiles: nil, options: options)
  }

  /// Reads a resolver document whose file sources are given as text, by the path each source
  /// names (the shipped themes, embedded in the library).
  static func read(
    data: Data, file: String, baseURL: URL?, embeddedFiles: [String: Data]?, options: TokenReadingOptions
  ) throws(TokenError) -> TokenResolver {
    if data.count > options.limits.maximumBytes {
      throw TokenError([
        TokenProblem(
          .tooLarge, file: file, pointer: "",
          expected: "a document of at most \(options.limits.maximumBytes) bytes",
          found: "\(data.count) bytes")
      ])
    }
    let json: JSONValue
    switch TokenDocumentJSON.parse(data) {
    case .failure(let complaint):
      throw TokenError([
        TokenProblem(.invalidJSON, file: file, pointer: "", expected: "a JSON object", found: complaint.text)
      ])
    case .success(let value): json = value
    }
    var reader = ResolverDocumentReader(
      file: file, baseURL: baseURL, embeddedFiles: embeddedFiles, options: options)
    reader.bytesRead = data.count
    let document = reader.read(json)
    var texts = reader.texts
    texts[file] = data
    let applied = reader.problems.map { $0.applying(options) }
    guard !applied.contains(where: { $0.severity == .error }), let document else {
      throw TokenError(JSONLocator.placed(applied, in: texts))
    }
    var resolver = TokenResolver(
      file: file, name: document.name, description: document.description,
      modifiers: document.modifiers.values.map(\.modifier).sorted { $0.name < $1.name },
      modifierSources: document.modifiers, order: document.order, declaredSets: document.sets,
      texts: texts, options: options,
      themeNames: document.themeNames)
    resolver.warnings = TokenProblem.ordered(JSONLocator.placed(applied, in: texts))
    resolver.unusedSets = document.unusedSets
    return resolver
  }

  /// Whether a JSON document is a resolver document rather than a token document: it has a
  /// `resolutionOrder` (a token document's group could not be an array).
  public static func isResolverDocument(_ data: Data) -> Bool {
    guard case .success(let json) = TokenDocumentJSON.parse(data), let root = json.object else {
      return false
    }
    return root["resolutionOrder"] != nil || root["version"]?.string != nil
  }

  /// The tokens for one input: a context for every modifier (those with a `default` may be
  /// left out). Throws for an input naming an unknown modifier or context, or leaving one out,
  /// and for every problem of the merged tokens, traced to the file that wrote them.
  public func resolve(_ input: [String: String] = [:]) throws(TokenError) -> TokenTree {
    let merge = try merged(input)
    var reader = TokenDocumentReader(file: file, options: options)
    let tree = reader.read(.object(merge.root))
    if reader.problems.isEmpty, let tree { return tree }
    return try TokenTree.settled(
      tree, problems: reader.problems.map { explained(merge.traced($0)) }, options: options, texts: texts)
  }

  /// A dangling alias `{a.b}` to a token that an unused set defines, saying so.
  func explained(_ problem: TokenProblem) -> TokenProblem {
    guard !unusedSets.isEmpty, problem.kind == .danglingReference, problem.found.hasPrefix("\"{"),
      problem.found.hasSuffix("}\"")
    else { return problem }
    let name = String(problem.found.dropFirst(2).dropLast(2))
    let path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    for setName in unusedSets.sorted() {
      for source in sources(inSet: setName) {
        var node: JSONValue? = source.json
        for segment in path { node = node?.object?[segment] }
        if let token = node?.object, token["$value"] != nil || token["$ref"] != nil {
          var told = problem
          told.found += ", defined in set `\(setName)`, which resolutionOrder never includes"
          return told
        }
      }
    }
    return problem
  }

  /// Every token source a declared set holds, through the sets it includes, each set once.
  func sources(inSet name: String) -> [TokenSource] {
    var walked: Set<String> = []
    var found: [TokenSource] = []
    func walk(_ items: [SourceItem]) {
      for item in items {
        switch item {
        case .source(let source): found.append(source)
        case .set(let name): if walked.insert(name).inserted { walk(declaredSets[name] ?? []) }
        }
      }
    }
    walked.insert(name)
    walk(declaredSets[name] ?? [])
    return found
  }

  /// The sources for one input laid over one another in the resolution order: one token
  /// document, its references not yet followed.
  func merged(_ input: [String: String]) throws(TokenError) -> TokenMerge {
    let chosen = try validated(input)
    var merge = TokenMerge()
    for source in laidSources(chosen) { merge.lay(source) }
    return merge
  }

  /// The sources one input lays, in order, each once, at its last place: laying a source
  /// again makes its earlier laying moot (a later source wins every member both write, and
  /// the source's own members come back as they were). Found by walking the order backwards
  /// and skipping a set already walked (all of its sources were met at a later place), so the
  /// walk visits each set and source once: linear in the resolver, however often its sets
  /// include one another.
  func laidSources(_ chosen: [String: String]) -> [TokenSource] {
    var walkedSets: Set<String> = []
    var laid: Set<Int> = []
    var backwards: [TokenSource] = []
    func walk(_ items: [SourceItem]) {
      for item in items.reversed() {
        switch item {
        case .source(let source):
          if laid.insert(source.id).inserted { backwards.append(source) }
        case .set(let name):
          if walkedSets.insert(name).inserted { walk(declaredSets[name] ?? []) }
        }
      }
    }
    for step in order.reversed() {
      switch step {
      case .set(let set): walk(set.items)
      case .modifier(let name):
        guard let modifier = modifierSources[name], let context = chosen[name] else { continue }
        walk(modifier.contexts[context] ?? [])
      }
    }
    return backwards.reversed()
  }

  /// The input with every default filled in, after the module's input validation.
  func validated(_ input: [String: String]) throws(TokenError) -> [String: String] {
    var problems: [TokenProblem] = []
    var chosen: [String: String] = [:]
    let names = modifiers.map(\.name)
    for (key, value) in input.sorted(by: { $0.key < $1.key }) {
      guard let modifier = modifiers.first(where: { $0.name == key }) else {
        problems.append(
          TokenProblem(
            .invalidInput, file: file, pointer: "/modifiers",
            expected: names.isEmpty
              ? "no input (this resolver has no modifiers)" : "a modifier: \(names.joined(separator: ", "))",
            found: MessageText.quoted(key)))
        continue
      }
      guard modifier.contexts.contains(value) else {
        problems.append(
          TokenProblem(
            .invalidInput, file: file, pointer: "/modifiers/\(key)/contexts",
            expected: "a context of \(key): \(modifier.contexts.map(Self.shown).joined(separator: ", "))",
            found: MessageText.quoted(value)))
        continue
      }
      chosen[key] = value
    }
    for modifier in modifiers where chosen[modifier.name] == nil && input[modifier.name] == nil {
      if let fallback = modifier.defaultContext {
        chosen[modifier.name] = fallback
      } else {
        problems.append(
          TokenProblem(
            .invalidInput, file: file, pointer: "/modifiers/\(modifier.name)",
            expected:
              "a context for \(modifier.name) (\(modifier.contexts.joined(separator: ", "))); it has no default",
            found: "none"))
      }
    }
    if !problems.isEmpty { throw TokenError(problems) }
    return chosen
  }

  /// Every problem (warnings included) of every context: the defaults (or first contexts) resolved once, then each
  /// other context of each modifier with the rest at theirs. Linear in the contexts, where all
  /// combinations would multiply.
  public func check() -> [TokenProblem] {
    let base = Dictionary(
      uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts[0]) })
    var inputs = [base]
    for modifier in modifiers {
      for context in modifier.contexts where context != base[modifier.name] {
        var input = base
        input[modifier.name] = context
        inputs.append(input)
      }
    }
    var problems = warnings
    // Each input lays at most `maximumResolverValues`; all of them together at most four times
    // that, so many contexts over large files cannot multiply the work without end.
    let budget = 4 * options.limits.maximumResolverValues
    var laid = 0
    for input in inputs {
      if let chosen = try? validated(input) {
        laid += laidSources(chosen).reduce(0) { $0 + $1.weight }
        if laid > budget {
          problems.append(
            TokenProblem(
              .tooLarge, file: file, pointer: "/modifiers",
              expected:
                "contexts whose checking lays at most \(budget) JSON values in all (each input is checked with the others at their defaults)",
              found: "more; resolve the contexts one input at a time")
          )
          break
        }
      }
      do throws(TokenError) {
        problems += try resolve(input).warnings
      } catch {
        problems += error.problems
      }
    }
    return TokenError(problems).problems
  }
}

extension TokenResolver {
  /// Parses a command line's `appearance=dark,contrast=high`.
  public static func input(parsing text: String) -> Result<[String: String], TokenError> {
    var input: [String: String] = [:]
    for pair in text.split(separator: ",", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        return .failure(
          TokenError([
            TokenProblem(
              .invalidInput, file: "--input", pointer: "",
              expected: "modifier=context pairs separated by commas",
              found: "\"\(pair)\"")
          ]))
      }
      input[trimmed(parts[0])] = trimmed(parts[1])
    }
    return .success(input)
  }

  /// A name with the spaces around it left out (`appearance = dark`), or as written when it is
  /// spaces alone: a modifier or context may be named " ", and trimming it to "" would leave it
  /// impossible to choose.
  private static func trimmed(_ part: Substring) -> String {
    let name = part.trimmingCharacters(in: .whitespaces)
    return name.isEmpty ? String(part) : name
  }

  /// A modifier's or context's name in a message: as it is when it is a plain word, quoted (and
  /// what cannot be seen escaped) when it is empty or holds a space, a comma, an `=` or an
  /// invisible character, so `" "` is not lost in a list.
  static func shown(_ name: String) -> String {
    let plain =
      !name.isEmpty
      && name.unicodeScalars.allSatisfy {
        !$0.properties.isWhitespace && $0 != "," && $0 != "=" && $0 != "\"" && !VisibleText.isHidden($0)
      }
    return plain ? name : MessageText.quoted(name)
  }
}
