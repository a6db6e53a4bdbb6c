/// Why a run stopped, as the lines to print on standard error and the status to exit with.
///
/// Each line is one problem and names the flag or file it is about, so a run that finds three
/// mistakes in a command line reports all three at once rather than one per attempt.
public struct CommandFailure: Error, Equatable, Sendable {
  public var exitCode: ExitCode
  /// One problem per line, without the program-name prefix or a trailing newline.
  public var problems: [String]

  public init(_ exitCode: ExitCode, _ problems: [String]) {
    self.exitCode = exitCode
    self.problems = problems
  }

  public init(_ exitCode: ExitCode, _ problem: String) {
    self.init(exitCode, [problem])
  }

  static func usage(_ problem: String) -> CommandFailure { .init(.usage, problem) }
}
