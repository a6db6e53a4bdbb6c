import BlockSpec
import Foundation
import JSONDocuments
import SPTheme

/// The `spec-compile` command as a function from arguments and streams to an exit status, so
/// `main.swift` is three lines and tests can run the whole command in-process.
public enum SpecCompile {
  /// The command's own version.
  public static let version = "0.1.0"

  /// Runs one command line (without the program name).
  ///
  /// Output is produced completely in memory before anything is written, so a failure at any
  /// step leaves standard output empty and the `--output` file as it was.
  public static func run(_ arguments: [String], console: some Console) -> ExitCode {
    do throws(CommandFailure) {
      let invocation = try Invocation.parse(
        arguments, standardInputIsTerminal: console.standardInputIsTerminal
      )
      .get()
      let result = try perform(invocation, console: console)
      for line in result.notes { writeStandardError(line, console: console) }
      return result.exitCode
    } catch {
      for problem in error.problems { writeStandardError(problem, console: console) }
      return error.exitCode
    }
  }

  /// Every line the command prints on standard error goes out here, one line whatever the
  /// names and values it echoes hold: what cannot be seen is escaped (`MessageText.oneLine`,
  /// which the theme and overview messages use too, so their lines pass through unchanged).
  private static func writeStandardError(_ line: String, console: some Console) {
    console.writeStandardErrorLine("\(HelpText.program): \(MessageText.oneLine(line))")
  }

  /// What a successful command leaves behind besides its output.
  struct Outcome {
    var exitCode: ExitCode = .success
    /// Lines for standard error even on success: why `check-theme` exits 1, a selected range
    /// the overview has no period for.
    var notes: [String] = []
  }

  private static func perform(_ invocation: Invocation, console: some Console) throws(CommandFailure)
    -> Outcome
  {
    switch invocation {
    case .help(let text):
      try write(Data(text.utf8), console: console)
      return Outcome()
    case .version:
      try write(Data("\(HelpText.program) \(versionDescription)\n".utf8), console: console)
      return Outcome()
    case .compile(let request):
      let (output, notes) = try CompileCommand.output(for: request, console: console)
      if let path = request.outputPath {
        try AtomicFile.write(output, to: path)
      } else {
        try write(output, console: console)
      }
      return Outcome(notes: notes)
    case .listBlocks:
      try write(Data(BlocksCommand.listing().utf8), console: console)
      return Outcome()
    case .listThemes:
      try write(Data(ThemesCommand.listing().utf8), console: console)
      return Outcome()
    case .checkTheme(let reference):
      let report = try CheckThemeCommand.report(for: reference)
      try write(Data(report.text.utf8), console: console)
      return Outcome(exitCode: report.passes ? .success : .checkFailed, notes: report.notes)
    case .exportTokens(let export):
      var warnings: [String] = []
      let text = try TokensCommand.output(for: export) { warnings.append($0) }
      try write(Data(text.utf8), console: console)
      return Outcome(notes: warnings)
    case .checkTokens(let check):
      var warnings: [String] = []
      let report = try TokensCommand.check(check) { warnings.append($0) }
      try write(Data(report.utf8), console: console)
      return Outcome(notes: warnings)
    case .preview(let request):
      try PreviewCommand.run(request, console: console)
      return Outcome()
    case .audit(let request):
      // A progress line for people at a terminal; never in a pipe or a CI log.
      let progress: (String) -> Void =
        console.standardErrorIsTerminal
        ? { console.writeStandardErrorLine("\(HelpText.program): \($0)") } : { _ in }
      let documents = try AuditCommand.audit(request, progress: progress)
      let text: String
      switch request.format {
      case .text: text = AuditTextReport.render(documents)
      case .json: text = AuditJSONReport.render(documents)
      case .sarif: text = AuditSARIFReport.render(documents, toolVersion: version)
      }
      if let path = request.outputPath {
        try AtomicFile.write(Data(text.utf8), to: path)
      } else {
        try write(Data(text.utf8), console: console)
      }
      let found = documents.contains { !$0.groups.isEmpty }
      return Outcome(exitCode: found ? .checkFailed : .success)
    }
  }

  static func write(_ data: Data, console: some Console) throws(CommandFailure) {
    do {
      try console.writeStandardOutput(data)
    } catch {
      throw CommandFailure(.ioError, "standard output: cannot write: \(FileProblem.writing(error))")
    }
  }
}

extension SpecCompile {
  /// `0.1.0 (layout tree schema 2.0)`: the schema is what a renderer needs to know.
  static var versionDescription: String {
    "\(version) (layout tree schema \(LayoutTree.currentSchemaVersion))"
  }
}
