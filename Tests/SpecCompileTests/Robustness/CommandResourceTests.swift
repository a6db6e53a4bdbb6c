import BlockSpec
import Foundation
import SPTheme
import SpecCompileKit
import Testing

/// Inputs too big or too deep to process: the command refuses them with a clear line and a
/// bounded amount of memory, whether they come from a file or a pipe (`docs/errors.md`,
/// "Resource bounds").
@Suite("Resource bounds: the command")
struct CommandResourceTests {
  /// The line for an overview over the size limit, as the command prints it.
  static func tooLarge(_ source: String) -> String {
    "spec-compile: \(source): expected an overview of at most \(Overview.maximumInputSize) bytes, found more"
  }

  @Test("E-C-11 a 200 MB overview file is refused by its size, not parsed")
  func hugeFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Sparse: 200 MB that cost nothing to make; read whole, they would cost the memory.
    let path = directory.file("huge.json")
    try Data().write(to: URL(fileURLWithPath: path))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 200_000_000)
    try handle.close()
    let run = try SpecCompileExecutable.run(["huge.json"], in: directory.url)
    #expect(run.status == ExitCode.dataError.rawValue)
    #expect(run.standardOutput.isEmpty)
    #expect(run.errorLines == [Self.tooLarge("huge.json")])
  }

  @Test("E-C-13 a 200 MB theme file is refused by its size, not read")
  func hugeThemeFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("huge.json")
    try Data().write(to: URL(fileURLWithPath: path))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 200_000_000)
    try handle.close()
    let run = try SpecCompileExecutable.run(["--sample", "--theme", "./huge.json"], in: directory.url)
    #expect(run.status == ExitCode.dataError.rawValue)
    #expect(
      run.errorLines == [
        "spec-compile: ./huge.json: value out of range: expected a theme file of at most \(Theme.maximumFileSize) bytes, found 200000000 bytes"
      ])
  }

  @Test("E-C-11 an overview stream larger than the limit is refused after reading just past the limit")
  func endlessStandardInput() throws {
    // `yes` never ends: only a bounded read lets the command finish.
    let run = try Self.shell(#"yes '[1,' | "$0" -"#)
    #expect(run.status == ExitCode.dataError.rawValue)
    #expect(run.errorLines == [Self.tooLarge("<stdin>")])
  }

  @Test("E-C-12 100,000 levels of [ on standard input are refused at the 65th")
  func deepNesting() throws {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let run = try SpecCompileExecutable.run(["-"], input: .pipe(Data(text.utf8)))
    #expect(run.status == ExitCode.dataError.rawValue)
    let line = try #require(run.errorLines.first)
    #expect(line.hasPrefix("spec-compile: <stdin>: [0][0]"))
    #expect(line.hasSuffix(": expected at most 64 nested arrays and objects, found '[' at line 1, column 65"))
    #expect(run.errorLines.count == 1)
  }

  /// Runs `script` with `sh -c`, `$0` being the executable.
  static func shell(_ script: String) throws -> SpecCompileExecutable.Run {
    let executable = try #require(SpecCompileExecutable.url)
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, executable.path]
    let output = directory.file("out")
    let error = directory.file("err")
    try Data().write(to: URL(fileURLWithPath: output))
    try Data().write(to: URL(fileURLWithPath: error))
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: error))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return SpecCompileExecutable.Run(
      status: process.terminationStatus, standardOutput: try Data(contentsOf: URL(fileURLWithPath: output)),
      standardError: try String(contentsOfFile: error, encoding: .utf8))
  }
}
