import Foundation
import SpecCompileKit
import Testing

/// Two processes given the same command line print the same bytes, whatever the machine's
/// locale, time zone and working directory say (architecture rule 1).
@Suite("Determinism: the command")
struct CommandDeterminismTests {
  static let commandLines: [[String]] = [
    ["--sample"],
    ["--sample", "--range", "1Y", "--format", "tree"],
    [
      "--sample", "--theme", "dark-high-contrast", "--dynamic-type", "accessibility3", "--width", "320",
      "--reduce-motion",
    ],
    ["--sample", "--locale", "de_DE", "--time-zone", "Asia/Kolkata", "--pretty"],
    ["EXAMPLE", "--theme", "brand", "--range", "1W"],
  ]

  @Test(
    "the same command line gives byte-identical output in two processes with different machine settings",
    arguments: commandLines)
  func twoProcesses(arguments: [String]) throws {
    let example = LibraryReference.repositoryRoot.appendingPathComponent("docs/examples/overview.json").path
    let resolved = arguments.map { $0 == "EXAMPLE" ? example : $0 }
    let first = try SpecCompileExecutable.run(resolved)
    let second = try SpecCompileExecutable.run(
      resolved, in: FileManager.default.temporaryDirectory,
      shell: "export LANG=ja_JP.UTF-8 LC_ALL=ar_EG.UTF-8 TZ=Pacific/Chatham")
    #expect(first.status == 0)
    #expect(second.status == 0)
    #expect(!first.standardOutput.isEmpty)
    #expect(first.standardOutput == second.standardOutput)
  }
}
