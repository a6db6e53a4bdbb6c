import Foundation
import Testing

/// Each class of failure, run as a process: its exit status, its one line per problem on
/// standard error, and nothing at all on standard output.
@Suite("The executable's failures")
struct ExecutableErrorTests {
  /// Runs and checks the promises every failure keeps.
  private func fail(
    _ arguments: [String], input: SpecCompileExecutable.Input = .none, in directory: URL? = nil,
    status: Int32, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let run = try SpecCompileExecutable.run(arguments, input: input, in: directory)
    #expect(run.status == status, "\(run.standardError)", sourceLocation: sourceLocation)
    #expect(
      run.standardOutput.isEmpty, "nothing on standard output on failure", sourceLocation: sourceLocation)
    #expect(!run.errorLines.isEmpty, sourceLocation: sourceLocation)
    #expect(
      run.errorLines.allSatisfy { $0.hasPrefix("spec-compile: ") }, "every line names the program",
      sourceLocation: sourceLocation)
    return run.errorLines
  }

  @Test(
    "usage errors exit 64 with one line naming the flag",
    arguments: [
      (["--sample", "--them", "dark"], "spec-compile: unknown option '--them' (did you mean '--theme'?)"),
      (["--sample", "--width"], "spec-compile: missing value for --width <points>"),
      (
        ["--sample", "--dynamic-type", "huge"],
        "spec-compile: --dynamic-type <size>: 'huge' is not one of xSmall, small, medium, large, xLarge, "
          + "xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"
      ),
      (
        ["--sample", "--time-zone", "Mars/Olympus"],
        "spec-compile: --time-zone <id>: 'Mars/Olympus' is not a known time zone (an IANA name such as UTC or Europe/Paris)"
      ),
      (
        ["--sample", "--theme", "drak"],
        "spec-compile: --theme <name|path>: 'drak' is not a shipped theme (brand, dark, dark-high-contrast, light, "
          + "light-high-contrast) (did you mean 'dark'?); give a theme file by its path, e.g. ./drak.json"
      ),
      (["--sample", "--format", "tree", "--pretty"], "spec-compile: --pretty applies to --format json only"),
      (["check-theme"], "spec-compile: check-theme: missing the theme to check (a shipped name or a path)"),
    ])
  func usageErrors(arguments: [String], line: String) throws {
    #expect(try fail(arguments, status: 64) == [line])
  }

  @Test("several usage errors are reported together, one line each")
  func severalUsageErrors() throws {
    let lines = try fail(["--sample", "--width", "-3", "--range", "2Y", "--bogus"], status: 64)
    #expect(lines.count == 3)
  }

  @Test("no input at all is a usage error when nothing is piped in")
  func emptyStandardInput() throws {
    #expect(
      try fail([], status: 65) == [
        "spec-compile: <stdin>: standard input is empty; pipe an overview in, name a file, or use --sample"
      ])
  }

  @Test("#13.5 a missing or unreadable overview file exits 66 naming the file, in the command's words")
  func missingFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(
      try fail(["absent.json"], in: directory.url, status: 66) == [
        "spec-compile: absent.json: cannot read the overview file: no such file"
      ])
    #expect(
      try fail(["."], in: directory.url, status: 66) == [
        "spec-compile: .: cannot read the overview file: it is a directory"
      ])
    #expect(
      try fail(["missing/absent.json"], in: directory.url, status: 66) == [
        "spec-compile: missing/absent.json: cannot read the overview file: the directory 'missing' does not exist"
      ])
    _ = try directory.write("", to: "file.txt")
    #expect(
      try fail(["file.txt/absent.json"], in: directory.url, status: 66) == [
        "spec-compile: file.txt/absent.json: cannot read the overview file: 'file.txt' is not a directory"
      ])
  }

  @Test("a missing file named like a subcommand suggests the subcommand")
  func subcommandTypo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(
      try fail(["theme"], in: directory.url, status: 66) == [
        "spec-compile: theme: cannot read the overview file: no such file "
          + "(did you mean the subcommand 'themes'?)"
      ])
  }

  @Test("an overview that is not valid exits 65 with the file and JSON path")
  func badOverview() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(#"{"label": 3}"#, to: "overview.json")
    let lines = try fail([path], status: 65)
    #expect(lines.contains("spec-compile: \(path): label: expected a label, found 3"))
  }

  @Test("bad JSON on standard input is named <stdin>")
  func badStandardInput() throws {
    let lines = try fail(["-"], input: .pipe(Data("{".utf8)), status: 65)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("spec-compile: <stdin>: ") == true)
  }

  @Test("a missing theme file exits 66; an invalid one exits 65 listing every problem")
  func badThemeFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(
      try fail(["--sample", "--theme", "absent.json"], in: directory.url, status: 66) == [
        "spec-compile: absent.json: cannot read the theme file: no such file"
      ])
    _ = try directory.write(
      #"{"$extends": "light", "color": {"accent": {"$value": "blue"}, "bg": {"$value": "{color.nope}"}}}"#,
      to: "bad.json")
    for arguments in [["--sample", "--theme", "bad.json"], ["check-theme", "bad.json"]] {
      let lines = try fail(arguments, in: directory.url, status: 65)
      #expect(lines.count == 2)
      #expect(lines.allSatisfy { $0.hasPrefix("spec-compile: bad.json: color.") })
    }
  }

  @Test("a bad overview and a bad theme are both reported")
  func bothInputsBad() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write("[]", to: "overview.json")
    let lines = try fail(["overview.json", "--theme", "nope.json"], in: directory.url, status: 65)
    #expect(lines.count == 2)
    #expect(lines.last == "spec-compile: nope.json: cannot read the theme file: no such file")
  }

  @Test(
    "a failed write to standard output exits 74",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func fullStandardOutput() throws {
    let run = try SpecCompileExecutable.run(["--help"], shell: "exec >/dev/full")
    #expect(run.status == 74)
    #expect(run.errorLines == ["spec-compile: standard output: cannot write: no space left on the device"])
  }
}
