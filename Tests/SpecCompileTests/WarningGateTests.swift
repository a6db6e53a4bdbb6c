import Foundation
import Testing

/// `.ci/run` fails on any warning in the build's or the tests' output (#13.13). Its check is a
/// shell function; these run it on logs with and without warnings, as CI would.
@Suite("CI warning gate")
struct WarningGateTests {
  /// Runs `.ci/run`'s `no_warnings` on `log`; its exit status.
  static func gate(_ log: String) throws -> Int32 {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(log, to: "build.log")
    let script = LibraryReference.repositoryRoot.appendingPathComponent(".ci/run").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "-c", "eval \"$(sed -n '/^no_warnings()/,/^}/p' \"$0\")\"; no_warnings \"$1\"", script, path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Warning lines as the toolchain prints them, spelled in pieces: the test's own output (its
  /// arguments are printed) must not hold a warning line, or CI's gate would trip on it.
  enum Source: String, CaseIterable, Sendable {
    case compiler, macroExpansion, swiftPM

    var line: String {
      let warning = "warn" + "ing: "
      switch self {
      case .compiler:
        return "/repo/Tests/T.swift:23:25: " + warning + "result of call to 'createFile' is unused"
      case .macroExpansion: return "macro expansion #expect:1:65: " + warning + "'5e-324' underflows"
      case .swiftPM:
        return warning + "'spblocks': Invalid Exclude '/repo/Tests/X/__Snapshots__': File not found."
      }
    }
  }

  @Test(
    "#13.13 a compiler, macro or SwiftPM warning anywhere in the output fails CI", arguments: Source.allCases)
  func warningFails(source: Source) throws {
    #expect(try Self.gate("[1/2] Compiling\n\(source.line)\nBuild complete!\n") == 1)
  }

  @Test("#13.13 output without warnings passes the gate")
  func cleanPasses() throws {
    let log =
      "[1/2] Compiling BlockSpec Format.swift\nBuild complete! (9.1s)\n✔ Test \"no warnings here\" passed\n"
    #expect(try Self.gate(log) == 0)
  }
}
