import Foundation
import SpecCompileKit
import Testing

/// The command half of `docs/errors.md`: each entry run as a process, with its exit status and
/// the exact lines on standard error. Standard output stays empty on every failure.
@Suite("Error catalogue: the command")
struct CommandCatalogueTests {
  struct Entry: Sendable, CustomTestStringConvertible {
    var id: String
    /// Arguments; `$DIR` stands for the test's directory, which holds `ok.json` (a valid
    /// overview), `bad.json` (a label that is a number), `blue.json` (a theme with a bad colour)
    /// and `empty.json`.
    var arguments: [String]
    var status: ExitCode
    var lines: [String]
    var testDescription: String { id }
  }

  static let entries: [Entry] = [
    Entry(
      id: "E-C-1", arguments: ["ok.json", "--bogus"], status: .usage,
      lines: ["spec-compile: unknown option '--bogus'"]),
    Entry(
      id: "E-C-2", arguments: ["ok.json", "--theme"], status: .usage,
      lines: ["spec-compile: missing value for --theme <name|path>"]),
    Entry(
      id: "E-C-3", arguments: ["ok.json", "--width", "-5"], status: .usage,
      lines: [
        "spec-compile: --width <points>: '-5' is not a width in points (a number above 0, at most 10000)"
      ]),
    Entry(
      id: "E-C-4", arguments: ["ok.json", "--theme", "drak"], status: .usage,
      lines: [
        "spec-compile: --theme <name|path>: 'drak' is not a shipped theme (brand, dark, dark-high-contrast, light, light-high-contrast) (did you mean 'dark'?); give a theme file by its path, e.g. ./drak.json"
      ]),
    Entry(
      id: "E-C-5", arguments: ["bad.json"], status: .dataError,
      lines: ["spec-compile: bad.json: label: expected a label, found 3"]),
    Entry(
      id: "E-C-6", arguments: ["ok.json", "--theme", "./blue.json"], status: .dataError,
      lines: [
        #"spec-compile: blue.json: color.accent: bad colour: expected #RGB, #RRGGBB, #RRGGBBAA or an sRGB colour object, found "blue""#
      ]),
    Entry(
      id: "E-C-6", arguments: ["bad.json", "--theme", "./blue.json"], status: .dataError,
      lines: [
        "spec-compile: bad.json: label: expected a label, found 3",
        #"spec-compile: blue.json: color.accent: bad colour: expected #RGB, #RRGGBB, #RRGGBBAA or an sRGB colour object, found "blue""#,
      ]),
    Entry(
      id: "E-C-7", arguments: ["empty.json"], status: .dataError,
      lines: ["spec-compile: empty.json: expected a JSON value, found the end of the input"]),
    Entry(
      id: "E-C-8", arguments: ["absent.json"], status: .noInput,
      lines: ["spec-compile: absent.json: cannot read the overview file: No such file or directory"]),
    Entry(
      id: "E-C-8", arguments: ["."], status: .noInput,
      lines: ["spec-compile: .: cannot read the overview file: Is a directory"]),
    Entry(
      id: "E-C-9", arguments: ["ok.json", "--output", "missing/out.json"], status: .cannotCreate,
      lines: [
        "spec-compile: missing/out.json: cannot write the output file: No such file or directory; nothing was written"
      ]),
  ]

  @Test("E-C catalogue entries exit with the documented status and lines", arguments: entries)
  func entry(_ entry: Entry) throws {
    let directory = try Self.fixtures()
    defer { directory.remove() }
    let run = try SpecCompileExecutable.run(entry.arguments, in: directory.url)
    #expect(run.status == entry.status.rawValue)
    #expect(run.errorLines == entry.lines)
    #expect(run.standardOutput.isEmpty)
  }

  @Test("E-C-7 empty standard input is bad data, not a wait or a crash")
  func emptyStandardInput() throws {
    let run = try SpecCompileExecutable.run(["-"], input: .pipe(Data()))
    #expect(run.status == ExitCode.dataError.rawValue)
    #expect(
      run.errorLines == [
        "spec-compile: <stdin>: standard input is empty; pipe an overview in, name a file, or use --sample"
      ])
  }

  @Test(
    "E-C-10 a standard output that cannot be written exits 74 with the system's reason",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func fullDisk() throws {
    let run = try SpecCompileExecutable.run(["--sample"], shell: "exec > /dev/full")
    #expect(run.status == ExitCode.ioError.rawValue)
    #expect(run.errorLines == ["spec-compile: standard output: cannot write: No space left on device"])
  }

  @Test("a failed run leaves an existing --output file as it was, with no temporary files beside it")
  func noPartialOutput() throws {
    let directory = try Self.fixtures()
    defer { directory.remove() }
    let before = try directory.write("previous contents", to: "out.json")
    let beforeContents = try directory.contents()
    let run = try SpecCompileExecutable.run(["bad.json", "--output", "out.json"], in: directory.url)
    #expect(run.status == ExitCode.dataError.rawValue)
    #expect(try String(contentsOfFile: before, encoding: .utf8) == "previous contents")
    #expect(try directory.contents() == beforeContents)
  }

  static func fixtures() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    let example = LibraryReference.repositoryRoot.appendingPathComponent("docs/examples/overview.json")
    try FileManager.default.copyItem(at: example, to: directory.url.appendingPathComponent("ok.json"))
    _ = try directory.write(#"{"label": 3, "format": "number", "periods": {}}"#, to: "bad.json")
    _ = try directory.write(
      #"{"$extends": "light", "color": {"accent": {"$value": "blue"}}}"#, to: "blue.json")
    _ = try directory.write("", to: "empty.json")
    return directory
  }
}
