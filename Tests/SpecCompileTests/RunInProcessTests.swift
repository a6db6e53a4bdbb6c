import BlockSpec
import Foundation
import Testing

@testable import SpecCompileKit

/// The whole command run in-process with in-memory streams: the cases a process test cannot set
/// up portably (an interactive terminal, a failing standard output).
@Suite("The command in-process")
struct RunInProcessTests {
  @Test("no input at an interactive terminal is a usage error, and nothing is read")
  func terminal() {
    let console = RecordingConsole(terminal: true)
    #expect(SpecCompile.run([], console: console) == .usage)
    #expect(console.output.isEmpty)
    #expect(
      console.errorLines == [
        "spec-compile: no input: give an overview file, '-' for standard input, or --sample"
      ])
  }

  @Test("a failing standard output exits 74 with the reason")
  func failingOutput() {
    let console = RecordingConsole()
    console.outputFailure = SystemError(code: 28)  // ENOSPC on Linux and Apple platforms
    #expect(SpecCompile.run(["--sample"], console: console) == .ioError)
    #expect(
      console.errorLines == ["spec-compile: standard output: cannot write: no space left on the device"])
  }

  @Test("standard input is read when no file is given")
  func standardInput() throws {
    let overview = LibraryReference.sample(seed: 9)
    let console = RecordingConsole(input: overview.encodedJSON())
    #expect(SpecCompile.run(["--theme", "dark"], console: console) == .success)
    let decoded = try Overview.decode(from: overview.encodedJSON(), source: "<stdin>")
    #expect(console.output == LibraryReference.output(decoded, theme: try .shipped(named: "dark")))
  }

  @Test("the sample's default seed is the library's own default")
  func defaultSeed() {
    let today = LibraryReference.day(2026, 10, 12)
    #expect(Overview.sample(today: today) == Overview.sample(today: today, seed: CompileOptions.defaultSeed))
  }
}
