import BlockSpec
import Foundation
import SPTheme

/// The main command: read the overview and the theme, compile, encode. No design logic lives
/// here; every decision about the tree is the compiler's.
enum CompileCommand {
  /// How error lines name standard input.
  static let standardInputName = "<stdin>"

  /// The bytes to write for `request`, or every problem found reading its inputs.
  ///
  /// The overview and the theme are both read before either failure is reported, so a command
  /// line with a bad file and a bad theme hears about both at once.
  static func output(for request: CompileRequest, console: some Console) throws(CommandFailure) -> Data {
    let overview = Result { () throws(CommandFailure) in try loadOverview(request, console: console) }
    let theme = Result { () throws(CommandFailure) in
      try ThemeSource.load(request.theme, subject: CompileOptions.theme.usage)
    }
    switch (overview, theme) {
    case (.success(let overview), .success(let theme)):
      let tree = Engine.compile(
        overview, theme: theme, environment: request.environment, state: request.state)
      try checkScrub(request.state, overview: overview, tree: tree)
      if request.format == .html {
        return page(tree, overview: overview, theme: theme, request: request)
      }
      return Engine.encode(tree, format: request.format, pretty: request.pretty, frames: request.frames)
    case (.failure(let first), .failure(let second)):
      throw CommandFailure(first.exitCode, first.problems + second.problems)
    case (.failure(let failure), _), (_, .failure(let failure)):
      throw failure
    }
  }

  /// The HTML page: the tree as compiled, and each offered range's tree at rest (same phase, no
  /// scrub) for the range control to swap to.
  private static func page(_ tree: LayoutTree, overview: Overview?, theme: Theme, request: CompileRequest)
    -> Data
  {
    let ranges = tree.range == nil ? [] : request.state.ranges
    let rangeTrees = ranges.map { range in
      var picked = request.state
      picked.selectedRange = range
      picked.scrubIndex = nil
      return (
        range: range.rawValue,
        tree: Engine.compile(overview, theme: theme, environment: request.environment, state: picked)
      )
    }
    return HTMLPage.render(tree: tree, rangeTrees: rangeTrees, background: theme.color(.bg).hex)
  }

  static func loadOverview(_ request: CompileRequest, console: some Console) throws(CommandFailure)
    -> Overview
  {
    switch request.input {
    case .sample(let today, let seed):
      return Overview.sample(today: today, seed: seed, timeZone: request.environment.timeZone)
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

  private static func decode(_ data: Data, source: String) throws(CommandFailure) -> Overview {
    // The read stopped one byte past the limit: the size is unknown, only that it is too big.
    guard data.count <= Overview.maximumInputSize else {
      throw CommandFailure(
        .dataError,
        "\(source): expected an overview of at most \(Overview.maximumInputSize) bytes, found more")
    }
    do {
      return try Overview.decode(from: data, source: source)
    } catch {
      throw CommandFailure(.dataError, error.lines)
    }
  }

  /// The compiler treats a scrub index that names no drawable reading as no scrub, rightly for
  /// a finger position; on a command line it is a mistake, so it is reported rather than
  /// silently giving an unscrubbed tree.
  private static func checkScrub(_ state: StatsOverviewState, overview: Overview, tree: LayoutTree)
    throws(CommandFailure)
  {
    guard let index = state.scrubIndex, tree.state != .scrubbing, let range = tree.range else { return }
    let option = CompileOptions.scrub.usage
    guard let period = overview.periods[range] else {
      throw .usage("\(option): the overview has no \(range.rawValue) period to scrub")
    }
    let count = period.points.count
    let readings = count == 0 ? "no readings" : "readings 0 to \(count - 1)"
    throw .usage(
      "\(option): \(index) names no drawable reading; the \(range.rawValue) period has \(readings)")
  }
}
