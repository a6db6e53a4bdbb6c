import Foundation
import Testing

/// Every `spec-compile` command the docs show is run against the built executable, the way a
/// reader would run it from the repository's root (#13.11): `sh` blocks must succeed, `console`
/// transcripts must give their status and output, inline commands must be accepted. The
/// conventions are in docs/writing-docs.md.
@Suite("Docs: spec-compile commands")
struct DocCommandTests {
  static let commands = DocCommand.read(DocPages.all)

  @Test("#13.11 the docs show commands and the harness finds them")
  func found() {
    #expect(Self.commands.count >= 20, "\(Self.commands.count) commands found")
    #expect(Self.commands.contains { if case .transcript = $0.expectation { true } else { false } })
  }

  @Test(
    "#13.11 every spec-compile command in README.md and docs/ does what its page says", arguments: commands)
  func command(_ command: DocCommand) throws {
    let sandbox = try DocSandbox()
    defer { sandbox.remove() }
    let run = try sandbox.run(command.shell)
    let where_ = "\(command.page):\(command.line): \(command.shell)"
    switch command.expectation {
    case .succeeds:
      #expect(run.status == 0, "\(where_)\nexited \(run.status):\n\(run.output.suffix(2_000))")
    case .parses:
      #expect(run.status != 64, "\(where_)\nis a usage error:\n\(run.output)")
    case .transcript(let status, let output):
      #expect(run.status == status, "\(where_)\nexited \(run.status), the page says \(status)")
      let lines = TranscriptMatch.lines(run.output)
      #expect(
        TranscriptMatch.matches(lines, output),
        "\(where_)\nthe page shows:\n\(output.joined(separator: "\n"))\nthe command printed:\n\(run.output.prefix(4_000))"
      )
    }
  }

  @Test("#13.11 a transcript reads its commands, outputs and stated exit status")
  func transcriptReading() throws {
    let page = DocPage(
      path: "docs/t.md",
      text: """
        ```console
        $ spec-compile themes
        brand
        …
        $ swift run spec-compile --widht 3
        spec-compile: unknown option '--widht' (did you mean '--width'?)
        $ echo $?
        64
        ```
        """)
    let commands = DocCommand.read([page])
    #expect(commands.map(\.shell) == ["spec-compile themes", "spec-compile --widht 3"])
    guard case .transcript(let status, let output) = commands.last?.expectation else {
      Issue.record("not a transcript")
      return
    }
    #expect(status == 64 && output.count == 1)
  }

  @Test(
    "#13.11 transcript lines match with … for elided lines and text",
    arguments: [
      (["a", "b", "c"], ["a", "…"], true), (["a", "b", "c"], ["a", "…", "c"], true),
      (["a", "c"], ["a", "…", "c"], true), (["a", "b"], ["a"], false), (["a", "b"], ["a", "c"], false),
      (["ratio 4.62:1 pass"], ["ratio …:1 pass"], true), (["ratio 4.62:1 fail"], ["ratio …:1 pass"], false),
      (["abc"], ["ab…bc"], false), (["x  "], ["x"], true),
    ])
  func matching(output: [String], pattern: [String], expected: Bool) {
    #expect(TranscriptMatch.matches(output, pattern) == expected)
  }
}

/// A scratch working directory that looks like the repository's root to a command (its
/// folders and files linked in), so what a command writes lands in the scratch directory, and
/// `spec-compile` on the `PATH`.
struct DocSandbox {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
    let root = DocPages.root
    for name in try FileManager.default.contentsOfDirectory(atPath: root.path) where !name.hasPrefix(".") {
      try FileManager.default.createSymbolicLink(
        at: directory.url.appendingPathComponent(name), withDestinationURL: root.appendingPathComponent(name))
    }
  }

  func remove() { directory.remove() }

  struct Run {
    var status: Int32
    /// Standard output and standard error as a terminal shows them, interleaved.
    var output: String
  }

  /// Runs `line` with `/bin/sh` in the sandbox, standard input empty, for at most a minute.
  func run(_ line: String) throws -> Run {
    let executable = try #require(SpecCompileExecutable.url, "spec-compile not found next to the test bundle")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", line]
    process.currentDirectoryURL = directory.url
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let log = directory.file(".output")
    try Data().write(to: URL(fileURLWithPath: log))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      Issue.record("\(line): still running after a minute; stopped")
    }
    try handle.close()
    return Run(status: process.terminationStatus, output: try String(contentsOfFile: log, encoding: .utf8))
  }
}
