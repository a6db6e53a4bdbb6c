import Foundation
import Testing

@testable import SpecCompileKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// `tokens check`, `tokens export` and `--theme` against hostile files (issue 23, items 5 and
/// 6): problems capped as the compile path caps them, every one with its line; special files
/// refused without waiting; the same exit code for the same fault under every command.
@Suite("tokens check against hostile files")
struct TokensCheckHostileTests {
  func run(_ arguments: [String]) -> (ExitCode, RecordingConsole) {
    let console = RecordingConsole()
    return (SpecCompile.run(arguments, console: console), console)
  }

  /// A token document of `count` tokens whose values are the wrong type, one per line.
  static func badTokens(_ count: Int) -> String {
    let members = (0..<count).map { "    \"t\($0)\": {\"$value\": \"x\"}" }.joined(separator: ",\n")
    return "{\n  \"g\": {\n    \"$type\": \"number\",\n\(members)\n  }\n}\n"
  }

  @Test("#23.5 a file's problems are listed to the first 100, then one line counts the rest by kind")
  func capped() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(Self.badTokens(2_000), to: "many.json")
    let (code, console) = run(["tokens", "check", path])
    #expect(code == .dataError)
    #expect(console.errorLines.count == 101)
    #expect(
      console.errorLines.last
        == "spec-compile: \(path): and 1900 more problems of the same kind: invalid value (1900) (--all-problems lists them all)"
    )
  }

  @Test(
    "#23.5 --all-problems lists every problem, and every one has its line and column (not only the first 500)"
  )
  func all() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(Self.badTokens(2_000), to: "many.json")
    let (code, console) = run(["tokens", "check", "--all-problems", path])
    #expect(code == .dataError)
    #expect(console.errorLines.count == 2_000)
    // Token tN is on line N + 4, its value after `    "tN": {"$value": `.
    for (index, line) in console.errorLines.enumerated() {
      let column = 4 + "\"t\(index)\": {\"$value\": ".utf8.count + 1
      #expect(
        line.hasPrefix("spec-compile: \(path):\(index + 4):\(column): /g/t\(index)/$value: invalid value"),
        "\(line)")
    }
  }

  @Test(
    "#23.6 tokens check refuses a named pipe at once, in its own words; a directory is not a 'token file file'"
  )
  func specialFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let pipe = directory.file("pipe.json")
    #expect(mkfifo(pipe, 0o644) == 0)
    // Before the fix the open waited for a writer forever.
    let (code, console) = run(["tokens", "check", pipe])
    #expect(code == .noInput)
    #expect(
      console.errorLines == [
        "spec-compile: \(pipe): cannot read the token file: it is a named pipe (FIFO), not a regular file"
      ])
    let folder = directory.file("folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let (folderCode, folderConsole) = run(["tokens", "check", folder])
    #expect(folderCode == .noInput)
    #expect(
      folderConsole.errorLines == [
        "spec-compile: \(folder): cannot read the token file: it is a directory, not a regular file"
      ])
  }

  @Test("#23.6 tokens check - is a usage error naming what '-' would be, not a 'token file file'")
  func dash() {
    let (code, console) = run(["tokens", "check", "-"])
    #expect(code == .usage)
    #expect(
      console.errorLines.joined(separator: "\n").contains(
        "'-' would be standard input, which tokens check does not read"))
    #expect(!console.errorLines.joined(separator: "\n").contains("file file"))
  }

  /// A folder with a resolver whose one source is `reference`.
  static func resolver(naming reference: String, in directory: TemporaryDirectory) throws -> String {
    try directory.write(
      ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "\##(reference)"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
      to: "r.resolver.json")
  }

  @Test("#23.6 an unreadable file a resolver names is 66 under tokens check, --theme and tokens export alike")
  func unreadableAgrees() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try Self.resolver(naming: "absent.json", in: directory)
    // Before: 65 under tokens check, 66 under --theme.
    #expect(run(["tokens", "check", path]).0 == .noInput)
    #expect(run(["--sample", "--theme", path]).0 == .noInput)
    #expect(run(["tokens", "export", "--theme", path, "--format", "css"]).0 == .noInput)
  }

  @Test("#23.6 a file over the limit is 65 under tokens check, as under --theme, named or referenced")
  func tooLargeAgrees() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.sparse("big.json", size: 65 << 20)
    // Before: 66 under tokens check, 65 elsewhere.
    let (code, console) = run(["tokens", "check", directory.file("big.json")])
    #expect(code == .dataError)
    #expect(
      console.errorLines.joined(separator: "\n").contains(
        "too large: expected a token file of at most 67108864 bytes, found 68157440 bytes"))
    let path = try Self.resolver(naming: "big.json", in: directory)
    #expect(run(["tokens", "check", path]).0 == .dataError)
    #expect(run(["--sample", "--theme", path]).0 == .dataError)
  }
}
