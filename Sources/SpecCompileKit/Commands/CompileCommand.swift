import BlockSpec
import Foundation
import SPTheme

/// The main command: read the overview and the theme, compile, encode. No design logic lives
/// here; every decision about the tree is the compiler's.
enum CompileCommand {
  /// How error lines name standard input.
  static let standardInputName = "<stdin>"

  /// The bytes to write for `request` and the notes for standard error, or every problem found
  /// reading its inputs.
  ///
  /// The overview and the theme are both read before either failure is reported, so a command
  /// line with a bad file and a bad theme hears about both at once.
  static func output(for request: CompileRequest, console: some Console) throws(CommandFailure)
    -> (output: Data, notes: [String])
  {
    let overview = Result { () throws(CommandFailure) in try loadOverview(request, console: console) }
    let theme = Result { () throws(CommandFailure) in
      try ThemeSource.load(request.theme, subject: CompileOptions.theme.usage)
    }
    switch (overview, theme) {
    case (.success(let overview), .success(let theme)):
      let tree = Engine.compile(
        overview, theme: theme, environment: request.environment, state: request.state)
      try checkScrub(request.state, overview: overview, tree: tree)
      let output = Engine.encode(tree, format: request.format, pretty: request.pretty, frames: request.frames)
      return (output, missingPeriodNote(request, overview: overview, tree: tree).map { [$0] } ?? [])
    case (.failure(let first), .failure(let second)):
      throw CommandFailure(first.exitCode, first.problems + second.problems)
    case (.failure(let failure), _), (_, .failure(let failure)):
      throw failure
    }
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
        data.count > Overview.maximumInputSize ? .tooLarge(byteCount: nil) : .bytes(data),
        source: standardInputName)
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

  private static func decode(_ contents: InputFile.Contents, source: String) throws(CommandFailure)
    -> Overview
  {
    do throws(OverviewError) {
      switch contents {
      case .bytes(let data): return try Overview.decode(from: data, source: source)
      case .tooLarge(let byteCount): throw OverviewError.inputTooLarge(source: source, byteCount: byteCount)
      }
    } catch {
      throw CommandFailure(.dataError, error.lines)
    }
  }

  /// One line when the selected range has no period in the file: the tree rightly shows that
  /// range loading (the host would fetch it), which from a command line looks like a failure
  /// to read the data. `spec-compile: overview.json: no 1M period, so the tree shows 1M
  /// loading; the file has periods for 1W, 1Y (try --range 1W)`.
  private static func missingPeriodNote(_ request: CompileRequest, overview: Overview?, tree: LayoutTree)
    -> String?
  {
    guard tree.state == .rangeLoading, let range = tree.range, let overview else { return nil }
    let source: String
    switch request.input {
    case .file(let path): source = path
    case .standardInput: source = standardInputName
    case .sample: return nil
    }
    let given = TimeRange.allCases.filter { overview.periods[$0] != nil }
    var note = "\(source): no \(range.rawValue) period, so the tree shows \(range.rawValue) loading; "
    guard !given.isEmpty else { return note + "the file has no periods" }
    note += "the file has periods for \(given.map(\.rawValue).joined(separator: ", "))"
    if let offered = given.first(where: request.state.ranges.contains) {
      note += " (try --range \(offered.rawValue))"
    }
    return note
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
