import Foundation

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
  /// Every file's text, to place a problem's line and column.
  var texts: [String: Data]
  let options: TokenReadingOptions
  /// Named inputs from the root `$extensions` (see `namedInputs`).
  let themeNames: [String: [String: String]]
  /// The deviations the resolver document itself holds (a set no `resolutionOrder` uses), as
  /// warnings; each resolved tree has its own.
  public var warnings: [TokenProblem] = []
  /// The sets `resolutionOrder` never includes, by name: a dangling alias into one says so.
  var unusedSets: [String: [TokenSource]] = [:]

  /// Reads a resolver document from disk; its file sources are read relative to it.
  public static func read(
    contentsOf url: URL, options: TokenReadingOptions = .init()
  ) throws(TokenError) -> TokenResolver {
    let name = url.lastPathComponent
    let data = try TokenFiles.read(url, named: name, from: name, pointer: "")
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
      modifierSources: document.modifiers, order: document.order, texts: texts, options: options,
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
    for setName in unusedSets.keys.sorted() {
      for source in unusedSets[setName] ?? [] {
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

  /// The sources for one input laid over one another in the resolution order: one token
  /// document, its references not yet followed.
  func merged(_ input: [String: String]) throws(TokenError) -> TokenMerge {
    let chosen = try validated(input)
    var merge = TokenMerge()
    for step in order {
      switch step {
      case .set(let set):
        for source in set.sources { merge.lay(source) }
      case .modifier(let name):
        guard let modifier = modifierSources[name], let context = chosen[name] else { continue }
        for source in modifier.contexts[context] ?? [] { merge.lay(source) }
      }
    }
    return merge
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
            found: "\"\(key)\""))
        continue
      }
      guard modifier.contexts.contains(value) else {
        problems.append(
          TokenProblem(
            .invalidInput, file: file, pointer: "/modifiers/\(key)/contexts",
            expected: "a context of \(key): \(modifier.contexts.joined(separator: ", "))",
            found: "\"\(value)\""))
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
    for input in inputs {
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
      input[String(parts[0]).trimmingCharacters(in: .whitespaces)] = String(parts[1])
        .trimmingCharacters(in: .whitespaces)
    }
    return .success(input)
  }
}
