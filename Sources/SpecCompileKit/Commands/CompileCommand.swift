import BlockSpec
import Foundation
import SPTheme

/// The main command: read the block's document and the theme, compile, encode. No design logic
/// lives here; every decision about the tree is the block's.
enum CompileCommand {
  /// How error lines name standard input.
  static let standardInputName = "<stdin>"

  /// The bytes to write for `request` and the notes for standard error, or every problem found
  /// reading its inputs.
  ///
  /// The document and the theme are both read before either failure is reported, so a command
  /// line with a bad file and a bad theme hears about both at once.
  static func output(for request: CompileRequest, console: some Console) throws(CommandFailure)
    -> (output: Data, notes: [String])
  {
    let loadTheme = { @Sendable [reference = request.theme] in
      Result { () throws(CommandFailure) in
        try ThemeSource.load(reference, subject: CompileOptions.theme.usage)
      }
    }
    // A shipped theme is built from data in the binary, so it is built beside the document's
    // read; a theme file is read after the document, as always, so two inputs that are one
    // stream (`-` and `/dev/stdin`) are read in a known order.
    let aside: WorkAside<Result<Theme, CommandFailure>>?
    if case .shipped = request.theme { aside = WorkAside(loadTheme) } else { aside = nil }
    // Foundation's formatters for the environment's locale and time zone, built meanwhile too
    // (about 25 M instructions in a fresh process: a seventh of the main thread's work on a
    // five-minute year).
    let formatting = WorkAside { [environment = request.environment] in environment.prepareFormatting() }
    let document = Result { () throws(CommandFailure) in try loadDocument(request, console: console) }
    let theme = aside?.value() ?? loadTheme()
    // Waited for before the compile, which then finds every formatter made, and before the
    // process can exit with the thread inside ICU.
    formatting.value()
    switch (document, theme) {
    case (.success(let document), .success(let theme)):
      let tree = try Engine.compile(
        document, theme: theme, environment: request.environment, flags: request.stateFlags)
      for line in ContrastWarning.lines(for: theme, checkCommand: request.theme.checkCommand) {
        console.writeStandardErrorLine("\(HelpText.program): \(line)")
      }
      let notes = notes(request, document: document, tree: tree)
      if request.format == .html {
        return (try page(tree, document: document, theme: theme, request: request), notes)
      }
      let output = Engine.encode(tree, format: request.format, pretty: request.pretty, frames: request.frames)
      return (output, notes)
    case (.failure(let first), .failure(let second)):
      throw CommandFailure(first.exitCode, first.problems + second.problems)
    case (.failure(let failure), _), (_, .failure(let failure)):
      throw failure
    }
  }

  /// Ticks of a screen's clock the HTML page carries: a page cannot compile, so its clock runs
  /// this many steps (seconds, for the demo screen) and then stops.
  static let pageTicks = 10

  /// The block's flag that picks the range shown (`--range`, the dashboard's `--chart-range`) and
  /// the flags that scrub its chart (`--scrub`, `--scrub-position`): a range tree is at rest.
  static let rangeFlagNames = ["range", "chart-range"]
  static let scrubFlagNames = ["scrub", "scrub-position"]

  /// The HTML page: the tree as compiled and, for range picking, the tree of each range its
  /// controls offer (every `selectRange` action's range), at rest: the same flags with that
  /// range (the block's range flag) and no scrub; for a screen's clock (`screen.tick`), the trees
  /// of its next `pageTicks` steps: the same flags with the clock's input advanced; for a screen
  /// with pull to refresh, its refreshing and finished trees.
  private static func page(
    _ tree: LayoutTree, document: AnyBlockDocument, theme: Theme, request: CompileRequest
  ) throws(CommandFailure) -> Data {
    var ranges: [String] = []
    for node in tree.root.allNodes where node.action?.id == .selectRange {
      if let range = node.action?.payload?["range"], !ranges.contains(range) { ranges.append(range) }
    }
    let flagNames = Set(document.block.stateFlags.map(\.name))
    let rangeFlag = rangeFlagNames.first { flagNames.contains($0) }
    var rangeTrees: [(range: String, tree: LayoutTree)] = []
    for range in ranges {
      guard let rangeFlag else { break }
      var flags = request.stateFlags
      flags.values[rangeFlag] = range
      for name in scrubFlagNames { flags.values[name] = nil }
      let picked = try Engine.compile(document, theme: theme, environment: request.environment, flags: flags)
      rangeTrees.append((range: range, tree: picked))
    }
    var stateTrees: [(input: String, value: Int, tree: LayoutTree)] = []
    for node in tree.root.allNodes {
      guard case .screen(let screen) = node.content, let tick = screen.tick, tick.modulo > 0 else { continue }
      var value = 0
      if case .integer(let current)? = tree.environment[state: tick.input] { value = current }
      for _ in 0..<pageTicks {
        value = (value + 1) % tick.modulo
        var flags = request.stateFlags
        flags.values[tick.input] = String(value)
        let next = try Engine.compile(document, theme: theme, environment: request.environment, flags: flags)
        stateTrees.append((input: tick.input, value: value, tree: next))
      }
    }
    // A screen with pull to refresh (a `refresh` action) also carries its refreshing and finished
    // trees, so a pull on the page plays the cycle a host would: the same flags at rest, with
    // that `--refresh` phase.
    if flagNames.contains("refresh"), tree.root.allNodes.contains(where: { $0.action?.id == .refresh }) {
      for phase in ["refreshing", "finished"] {
        var flags = request.stateFlags
        flags.values["refresh"] = phase
        for name in scrubFlagNames + ["pull"] { flags.values[name] = nil }
        let cycled = try Engine.compile(
          document, theme: theme, environment: request.environment, flags: flags)
        rangeTrees.append((range: phase, tree: cycled))
      }
    }
    return HTMLPage.render(
      tree: tree, rangeTrees: rangeTrees, stateTrees: stateTrees,
      background: "var(\(CSSPropertyName.of(token: "color.bg")), \(theme.color(.bg).hex))")
  }

  static func loadDocument(_ request: CompileRequest, console: some Console) throws(CommandFailure)
    -> AnyBlockDocument
  {
    switch request.input {
    case .sample(let name, let today, let seed):
      guard let block = BlockRegistry.block(named: name) else {
        throw .usage(
          StateFlagReader.notOneOf(name, usage: CompileOptions.block.usage, names: BlockRegistry.names))
      }
      return AnyBlockDocument(
        sampleOf: block, SampleOptions(today: today, seed: seed, timeZone: request.environment.timeZone))
    case .file(let path):
      do {
        return try decode(
          InputFile.read(path, role: "overview", limit: Overview.maximumInputSize), source: path,
          head: InputFile.head(path))
      } catch {
        throw withSubcommandHint(error, path: path)
      }
    case .standardInput:
      let data: Data
      do {
        data = try console.readStandardInput()
      } catch {
        throw CommandFailure(
          .noInput,
          "\(standardInputName): cannot read standard input: \(FileProblem.reading(standardInputName, error))"
        )
      }
      if data.isEmpty {
        throw CommandFailure(
          .dataError,
          "\(standardInputName): standard input is empty; pipe an overview in, name a file, or use --sample")
      }
      // The console stops reading one byte past the limit.
      return try decode(
        data.count > Overview.maximumInputSize ? .tooLarge(byteCount: nil) : .bytes(Array(data)),
        source: standardInputName, head: data.prefix(BlockRegistry.headSize))
    }
  }

  /// `spec-compile theme` reads a file named "theme"; when no such file exists and the word is
  /// close to a subcommand's name, say so.
  private static func withSubcommandHint(_ failure: CommandFailure, path: String) -> CommandFailure {
    guard failure.exitCode == .noInput, !FileManager.default.fileExists(atPath: path),
      let name = NearMiss.suggestion(for: path, among: Subcommand.allCases.map(\.rawValue))
    else { return failure }
    var hinted = failure
    hinted.problems = failure.problems.map { $0 + " (did you mean the subcommand '\(name)'?)" }
    return hinted
  }

  /// - Parameter head: the document's first bytes, when it is too large to read: they name its
  ///   kind in the error (`expected a dashboard document of at most …`); none names it an overview.
  static func decode(_ contents: InputFile.Contents, source: String, head: @autoclosure () -> Data = Data())
    throws(CommandFailure) -> AnyBlockDocument
  {
    do throws(DocumentError) {
      switch contents {
      case .bytes(let bytes): return try BlockRegistry.decode(bytes: bytes, source: source)
      case .tooLarge(let byteCount):
        // The size is checked before the document is read: its first bytes say which block's it
        // is, as far as they show a `block` member; else it is the default block's, an overview.
        throw DocumentError.inputTooLarge(
          source: source, byteCount: byteCount, document: BlockRegistry.documentNoun(forHead: head()))
      }
    } catch {
      throw CommandFailure(.dataError, error.lines)
    }
  }

  /// The block's notes on the compiled tree (`BlockDefinition.notes`), each starting with the
  /// file's name: `spec-compile: overview.json: no 1M period, so the tree shows 1M loading; the
  /// file has periods for 1W, 1Y (try --range 1W)`. The sample has none worth a note.
  private static func notes(_ request: CompileRequest, document: AnyBlockDocument, tree: LayoutTree)
    -> [String]
  {
    let source: String
    switch request.input {
    case .file(let path): source = path
    case .standardInput: source = standardInputName
    case .sample: return WebSymbols.notes(for: tree)
    }
    return document.notes(flags: request.stateFlags, compiled: tree).map { "\(source): \($0)" }
      + WebSymbols.notes(for: tree).map { "\(source): \($0)" }
  }
}
