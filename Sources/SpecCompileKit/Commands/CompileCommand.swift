import BlockSpec
import Foundation
import SPTheme

/// The main command: read the block's document and the theme, compile, encode. No design logic
/// lives here; every decision about the tree is the block's.
enum CompileCommand {
  /// How error lines name standard input.
  static let standardInputName = "<stdin>"

  /// The bytes to write for `request`, or every problem found reading its inputs.
  ///
  /// The document and the theme are both read before either failure is reported, so a command
  /// line with a bad file and a bad theme hears about both at once.
  static func output(for request: CompileRequest, console: some Console) throws(CommandFailure) -> Data {
    let document = Result { () throws(CommandFailure) in try loadDocument(request, console: console) }
    let theme = Result { () throws(CommandFailure) in
      try ThemeSource.load(request.theme, subject: CompileOptions.theme.usage)
    }
    switch (document, theme) {
    case (.success(let document), .success(let theme)):
      let tree = try Engine.compile(
        document, theme: theme, environment: request.environment, flags: request.stateFlags)
      for line in ContrastWarning.lines(for: theme, checkCommand: request.theme.checkCommand) {
        console.writeStandardErrorLine("\(HelpText.program): \(line)")
      }
      if request.format == .html {
        return try page(tree, document: document, theme: theme, request: request)
      }
      return Engine.encode(tree, format: request.format, pretty: request.pretty, frames: request.frames)
    case (.failure(let first), .failure(let second)):
      throw CommandFailure(first.exitCode, first.problems + second.problems)
    case (.failure(let failure), _), (_, .failure(let failure)):
      throw failure
    }
  }

  /// The HTML page: the tree as compiled and, for range picking, the tree of each range its
  /// controls offer (every `selectRange` action's range), at rest: the same flags with that
  /// `--range` and no `--scrub`.
  private static func page(
    _ tree: LayoutTree, document: AnyBlockDocument, theme: Theme, request: CompileRequest
  ) throws(CommandFailure) -> Data {
    var ranges: [String] = []
    for node in tree.root.allNodes where node.action?.id == .selectRange {
      if let range = node.action?.payload?["range"], !ranges.contains(range) { ranges.append(range) }
    }
    var rangeTrees: [(range: String, tree: LayoutTree)] = []
    for range in ranges {
      var flags = request.stateFlags
      flags.values["range"] = range
      flags.values["scrub"] = nil
      let picked = try Engine.compile(document, theme: theme, environment: request.environment, flags: flags)
      rangeTrees.append((range: range, tree: picked))
    }
    return HTMLPage.render(tree: tree, rangeTrees: rangeTrees, background: theme.color(.bg).hex)
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
          InputFile.read(path, role: "overview", limit: Overview.maximumInputSize), source: path)
      } catch {
        throw withSubcommandHint(error, path: path)
      }
    case .standardInput:
      let data: Data
      do {
        data = try console.readStandardInput()
      } catch {
        throw CommandFailure(.noInput, "\(standardInputName): cannot read standard input: \(error.reason)")
      }
      if data.isEmpty {
        throw CommandFailure(
          .dataError,
          "\(standardInputName): standard input is empty; pipe an overview in, name a file, or use --sample")
      }
      return try decode(data, source: standardInputName)
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

  static func decode(_ data: Data, source: String) throws(CommandFailure) -> AnyBlockDocument {
    // The read stopped one byte past the limit: the size is unknown, only that it is too big.
    guard data.count <= Overview.maximumInputSize else {
      throw CommandFailure(
        .dataError,
        "\(source): expected an overview of at most \(Overview.maximumInputSize) bytes, found more")
    }
    do {
      return try BlockRegistry.decode(from: data, source: source)
    } catch {
      throw CommandFailure(.dataError, error.lines)
    }
  }
}
