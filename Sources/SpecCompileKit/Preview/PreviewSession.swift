import BlockSpec
import Foundation
import JSONDocuments
import SPTheme

/// What `spec-compile preview` shows, without any HTTP: the documents and the themes it was
/// given, each read from disk when first needed and again after it changes, and the compile of
/// one choice of controls (`PreviewQuery`), done in-process by the same calls as `spec-compile`.
/// Every decision about a tree stays the block's; this only chooses the inputs.
final class PreviewSession {
  /// A document the page offers: a file (read again when it changes) or a block's sample.
  enum DocumentSource: Hashable, Sendable {
    case file(String)
    case sample(block: String, today: Date, seed: UInt64)

    var label: String {
      switch self {
      case .file(let path): path
      case .sample(let block, _, _): "--sample --block \(block)"
      }
    }
  }

  /// A theme the page offers: a shipped one, a theme file, or a resolver document with its
  /// modifiers (the page offers each one's contexts) and the files it reads.
  struct ThemeOption: Sendable {
    var label: String
    var reference: ThemeReference
    var modifiers: [ResolverModifier] = []
    /// The resolver document and every file source it read, for the watcher.
    var files: [String] = []
    var isResolver: Bool { !modifiers.isEmpty || !files.isEmpty }
  }

  let documents: [DocumentSource]
  private(set) var themes: [ThemeOption]
  /// The index in `themes` the page starts on.
  let initialTheme: Int
  /// The resolver input the page starts with (`--input`).
  let initialInput: [String: String]

  private var loadedDocuments: [Int: Result<AnyBlockDocument, CommandFailure>] = [:]
  private var loadedThemes: [String: Result<Theme, CommandFailure>] = [:]
  /// The block each document was last read as, so its controls stay while it does not parse.
  private var lastBlocks: [Int: String] = [:]
  /// Bumped by every reload; the page shows it so a test can wait for one.
  private(set) var generation = 0

  init(documents: [DocumentSource], themes given: [ThemeReference], input: [String: String]) {
    self.documents = documents
    var options = Theme.shippedNames.map { ThemeOption(label: $0, reference: .shipped($0)) }
    var initial = options.firstIndex { $0.label == CompileOptions.defaultTheme } ?? 0
    for (offset, reference) in given.enumerated() {
      let index: Int
      switch reference {
      case .shipped(let name) where Theme.shippedNames.contains(name):
        index = options.firstIndex { $0.label == name } ?? 0
      case .shipped(let path), .file(let path), .resolved(let path, _):
        if let existing = options.firstIndex(where: { $0.label == path }) {
          index = existing
        } else {
          options.append(ThemeOption(label: path, reference: .file(path)))
          index = options.count - 1
        }
      }
      if offset == 0 { initial = index }
    }
    themes = options
    initialTheme = initial
    initialInput = input
    for index in themes.indices { readResolver(index) }
  }

  // MARK: - Files

  /// Every file whose change the page must see: the documents, the theme files, each
  /// resolver's sources.
  var watchedPaths: [String] {
    var paths: [String] = []
    for case .file(let path) in documents { paths.append(path) }
    for theme in themes {
      if case .file(let path) = theme.reference { paths.append(path) }
      paths += theme.files
    }
    var seen: Set<String> = []
    return paths.filter { seen.insert($0).inserted }
  }

  /// Forgets what was read from `changed` files and reads the documents again; returns a line
  /// for each changed file, then the problems of each document or theme that no longer reads,
  /// as the command prints them.
  func reload(changed: [String]) -> [String] {
    generation += 1
    let changedSet = Set(changed)
    var lines = changed.map { "preview: reloaded \($0) (reload \(generation))" }
    for (index, source) in documents.enumerated() {
      guard case .file(let path) = source, changedSet.contains(path) else { continue }
      loadedDocuments[index] = nil
      if case .failure(let failure) = document(index) { lines += failure.problems }
    }
    for index in themes.indices {
      let theme = themes[index]
      var files = theme.files
      if case .file(let path) = theme.reference { files.append(path) }
      guard files.contains(where: changedSet.contains) else { continue }
      loadedThemes = loadedThemes.filter { !$0.key.hasPrefix("\(index)|") }
      readResolver(index)
      if case .failure(let failure) = self.theme(index, input: [:]) { lines += failure.problems }
    }
    return lines
  }

  /// Reads a theme file given by path as a resolver document when it is one, for its
  /// modifiers and the files it names; a file that does not read keeps what was known.
  private func readResolver(_ index: Int) {
    guard case .file(let path) = themes[index].reference,
      let data = FileManager.default.contents(atPath: path), TokenResolver.isResolverDocument(data)
    else { return }
    let url = URL(fileURLWithPath: path)
    guard let resolver = try? TokenResolver.read(contentsOf: url) else {
      if themes[index].files.isEmpty { themes[index].files = [path] }
      return
    }
    themes[index].modifiers = resolver.modifiers
    let folder = url.deletingLastPathComponent()
    themes[index].files =
      [path]
      + resolver.files.map { folder.appendingPathComponent($0).path }
      .filter { URL(fileURLWithPath: $0).standardizedFileURL != url.standardizedFileURL }
  }

  // MARK: - Reading

  func document(_ index: Int) -> Result<AnyBlockDocument, CommandFailure> {
    if let loaded = loadedDocuments[index] { return loaded }
    let result = Result { () throws(CommandFailure) -> AnyBlockDocument in
      switch documents[index] {
      case .sample(let name, let today, let seed):
        guard let block = BlockRegistry.block(named: name) else {
          throw .usage(
            StateFlagReader.notOneOf(name, usage: CompileOptions.block.usage, names: BlockRegistry.names))
        }
        return AnyBlockDocument(sampleOf: block, SampleOptions(today: today, seed: seed))
      case .file(let path):
        return try CompileCommand.decode(
          InputFile.read(path, role: "overview", limit: Overview.maximumInputSize), source: path,
          head: InputFile.head(path))
      }
    }
    if case .success(let document) = result { lastBlocks[index] = document.block.name }
    loadedDocuments[index] = result
    return result
  }

  /// The block `document(index)` is, or was when it last read; nil if it never has.
  func block(of index: Int) -> (any BlockDefinition.Type)? {
    _ = document(index)
    return lastBlocks[index].flatMap(BlockRegistry.block(named:))
  }

  func theme(_ index: Int, input: [String: String]) -> Result<Theme, CommandFailure> {
    let option = themes[index]
    let key =
      "\(index)|" + input.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    if let loaded = loadedThemes[key] { return loaded }
    var reference = option.reference
    if option.isResolver, case .file(let path) = reference { reference = .resolved(path, input: input) }
    let result = Result { () throws(CommandFailure) in
      try ThemeSource.load(reference, subject: CompileOptions.theme.usage)
    }
    loadedThemes[key] = result
    return result
  }

  // MARK: - Compiling

  /// A compiled tree with what it was compiled from, or every problem on the way, one line each.
  enum Outcome {
    case compiled(LayoutTree, theme: Theme, document: AnyBlockDocument)
    case problems([String])
  }

  func compile(_ query: PreviewQuery) -> Outcome {
    guard documents.indices.contains(query.document) else {
      return .problems(["preview: no document \(query.document) (0 to \(documents.count - 1))"])
    }
    guard themes.indices.contains(query.theme) else {
      return .problems(["preview: no theme \(query.theme) (0 to \(themes.count - 1))"])
    }
    let document = self.document(query.document)
    let theme = self.theme(query.theme, input: query.input)
    switch (document, theme) {
    case (.success(let document), .success(let theme)):
      switch document.compile(theme: theme, environment: query.environment, flags: query.flags) {
      case .success(let tree): return .compiled(tree, theme: theme, document: document)
      case .failure(let error): return .problems(error.problems)
      }
    case (.failure(let first), .failure(let second)): return .problems(first.problems + second.problems)
    case (.failure(let failure), _), (_, .failure(let failure)): return .problems(failure.problems)
    }
  }

  /// The matrix views' axes: the same choice of controls over each value of one input.
  enum MatrixAxis: String, CaseIterable, Sendable {
    case sizes, themes, widths
  }

  struct MatrixCell {
    var label: String
    var outcome: Outcome
    var findings: [AuditFinding]
  }

  /// The cells of `axis` for `query`, each laid out and audited as `spec-compile audit` does.
  func matrix(_ axis: MatrixAxis, _ query: PreviewQuery) -> [MatrixCell] {
    var queries: [(String, PreviewQuery)] = []
    switch axis {
    case .sizes:
      for size in DynamicTypeStep.allCases {
        var cell = query
        cell.environment.dynamicTypeSize = size
        queries.append((size.rawValue, cell))
      }
    case .themes:
      for index in themes.indices {
        var cell = query
        cell.theme = index
        if index != query.theme { cell.input = [:] }
        queries.append((themes[index].label, cell))
      }
    case .widths:
      for width in AuditMatrix.defaultWidths {
        var cell = query
        cell.environment.width = width
        queries.append(("\(CompileOptions.format(width)) pt", cell))
      }
    }
    return queries.map { label, cellQuery in
      let outcome = compile(cellQuery)
      var findings: [AuditFinding] = []
      if case .compiled(let tree, let theme, let document) = outcome {
        findings = TreeAudit.findings(in: tree, theme: theme, headers: document.block.auditHeaders)
      }
      return MatrixCell(label: label, outcome: outcome, findings: findings)
    }
  }
}

/// One choice of the page's controls, read from a request's query: `doc`, `theme`, `input.<modifier>`,
/// `size`, `width`, `reduceMotion`, `locale`, and `flag.<name>` for the block's state flags (a
/// toggle is given as `flag.<name>=on`). What is left out takes the command's default.
struct PreviewQuery: Hashable, Sendable {
  var document = 0
  var theme = 0
  var input: [String: String] = [:]
  var environment = BlockEnvironment()
  var flags = StateFlagValues()

  static func parse(_ query: [String: String], defaultTheme: Int) -> Result<PreviewQuery, CommandFailure> {
    var result = PreviewQuery(theme: defaultTheme)
    var problems: [String] = []
    func index(_ name: String) -> Int? {
      guard let text = query[name] else { return nil }
      guard let value = Int(text), value >= 0 else {
        problems.append("preview: \(name): '\(MessageText.shortened(text))' is not an index (0 or more)")
        return nil
      }
      return value
    }
    if let value = index("doc") { result.document = value }
    if let value = index("theme") { result.theme = value }
    if let text = query["size"], !text.isEmpty {
      if let size = DynamicTypeStep(rawValue: text) {
        result.environment.dynamicTypeSize = size
      } else {
        problems.append(
          "\(CompileOptions.dynamicType.usage): '\(MessageText.shortened(text))' is not a size ("
            + DynamicTypeStep.allCases.map(\.rawValue).joined(separator: ", ") + ")")
      }
    }
    if let text = query["width"], !text.isEmpty {
      switch CompileOptions.parseWidth(text) {
      case .success(let width): result.environment.width = width
      case .failure(let error): problems.append(error.message)
      }
    }
    result.environment.reduceMotion = query["reduceMotion"] == "1" || query["reduceMotion"] == "on"
    if let text = query["locale"], !text.isEmpty {
      switch CompileOptions.parseLocale(text) {
      case .success(let locale): result.environment.locale = locale
      case .failure(let error): problems.append(error.message)
      }
    }
    for (name, value) in query {
      if name.hasPrefix("input."), !value.isEmpty { result.input[String(name.dropFirst(6))] = value }
      guard name.hasPrefix("flag."), !value.isEmpty else { continue }
      let flag = String(name.dropFirst(5))
      let isToggle = BlockRegistry.blocks.contains { block in
        block.stateFlags.contains { $0.name == flag && $0.kind == .toggle }
      }
      if isToggle {
        if value == "on" || value == "1" { result.flags.toggles.insert(flag) }
      } else {
        result.flags.values[flag] = value
      }
    }
    return problems.isEmpty ? .success(result) : .failure(CommandFailure(.usage, problems))
  }
}
