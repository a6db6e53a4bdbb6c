import BlockSpecTesting
import Foundation
import Testing

@Suite("assertSnapshot")
struct AssertSnapshotTests {
  @Test("a missing reference is recorded and the test fails, saying so")
  func recordsOnFirstRun() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: "one\ntwo", as: .text, named: "greeting") }

    let failures = sandbox.takeFailures()
    #expect(failures.map(\.kind) == [.recorded])
    #expect(failures.first?.message.contains("had no reference; recorded it") == true)
    #expect(failures.first?.message.contains("Review the file and commit it") == true)
    #expect(sandbox.contents("greeting.txt") == "one\ntwo\n")
    #expect(!sandbox.exists("greeting.actual.txt"))
  }

  @Test("a matching reference passes and removes a stale actual file")
  func passesOnMatch() throws {
    let sandbox = try SnapshotSandbox()
    try sandbox.write("one\ntwo\n", to: "greeting.txt")
    try sandbox.write("old output\n", to: "greeting.actual.txt")

    sandbox.run { assertSnapshot(of: "one\ntwo", as: .text, named: "greeting") }

    #expect(sandbox.takeFailures().isEmpty)
    #expect(!sandbox.exists("greeting.actual.txt"))
  }

  @Test("a reference checked out with CRLF line ends or without a final newline still matches")
  func normalisesLineEnds() throws {
    let sandbox = try SnapshotSandbox()
    try sandbox.write("one\r\ntwo\r\n", to: "crlf.txt")
    try sandbox.write("one\ntwo", to: "unterminated.txt")

    sandbox.run {
      assertSnapshot(of: "one\ntwo\n", as: .text, named: "crlf")
      assertSnapshot(of: "one\ntwo\n", as: .text, named: "unterminated")
    }

    #expect(sandbox.takeFailures().isEmpty)
  }

  @Test("a change fails with a unified diff and leaves the actual output beside the reference")
  func failsWithDiffOnChange() throws {
    let sandbox = try SnapshotSandbox()
    let reference = (1...10).map { "line \($0)" }
    try sandbox.write(reference.joined(separator: "\n") + "\n", to: "list.txt")
    var changed = reference
    changed[4] = "line five"

    sandbox.run { assertSnapshot(of: changed, as: .lines, named: "list") }

    let failure = try #require(sandbox.takeFailures().first)
    #expect(failure.kind == .mismatch)
    #expect(failure.message.contains("does not match its reference: 1 line removed, 1 added, in 1 hunk"))
    #expect(failure.message.contains("--- list.txt (reference)\n+++ list.actual.txt (actual)\n"))
    #expect(
      failure.message.contains(
        "@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+line five\n line 6\n line 7\n line 8\n"))
    #expect(failure.actual == sandbox.file("list.actual.txt"))
    #expect(sandbox.contents("list.actual.txt") == changed.joined(separator: "\n") + "\n")
    #expect(sandbox.contents("list.txt") == reference.joined(separator: "\n") + "\n", "the reference is kept")
  }

  @Test("under CI=true a missing reference fails and is never recorded, whatever the record mode")
  func neverRecordsUnderCI() throws {
    let sandbox = try SnapshotSandbox(environment: ["CI": "true", "BLOCKSPEC_RECORD": "all"])
    sandbox.run {
      assertSnapshot(of: "fresh", as: .text, named: "new")
      assertSnapshot(of: "fresh", as: .text, named: "forced", record: .all)
    }

    let failures = sandbox.takeFailures()
    #expect(failures.map(\.kind) == [.missing, .missing])
    #expect(failures.allSatisfy { $0.message.contains("has no reference and recording is off (CI=true)") })
    #expect(!sandbox.exists("new.txt"))
    #expect(!sandbox.exists("forced.txt"))
    #expect(sandbox.contents("new.actual.txt") == "fresh\n", "the output is left for inspection")
  }

  @Test("under CI=true a changed snapshot fails and the reference is not rewritten")
  func neverRewritesUnderCI() throws {
    let sandbox = try SnapshotSandbox(environment: ["CI": "true"])
    try sandbox.write("before\n", to: "pinned.txt")
    sandbox.run { assertSnapshot(of: "after", as: .text, named: "pinned", record: .all) }

    #expect(sandbox.takeFailures().map(\.kind) == [.mismatch])
    #expect(sandbox.contents("pinned.txt") == "before\n")
  }

  @Test("BLOCKSPEC_RECORD=none fails on a missing reference without writing it")
  func recordNone() throws {
    let sandbox = try SnapshotSandbox(environment: ["BLOCKSPEC_RECORD": "none"])
    sandbox.run { assertSnapshot(of: "fresh", as: .text, named: "new") }

    let failure = try #require(sandbox.takeFailures().first)
    #expect(failure.kind == .missing)
    #expect(failure.message.contains("recording is off (BLOCKSPEC_RECORD=none)"))
    #expect(!sandbox.exists("new.txt"))
  }

  @Test("BLOCKSPEC_RECORD=all rewrites a changed reference and fails with the diff; an unchanged one passes")
  func recordAll() throws {
    let sandbox = try SnapshotSandbox(environment: ["BLOCKSPEC_RECORD": " ALL "])
    try sandbox.write("before\n", to: "changed.txt")
    try sandbox.write("same\n", to: "unchanged.txt")
    try sandbox.write("stale\n", to: "changed.actual.txt")

    sandbox.run {
      assertSnapshot(of: "after", as: .text, named: "changed")
      assertSnapshot(of: "same", as: .text, named: "unchanged")
    }

    let failures = sandbox.takeFailures()
    #expect(failures.map(\.kind) == [.recorded])
    #expect(failures.first?.message.contains("re-recorded (BLOCKSPEC_RECORD=all)") == true)
    #expect(failures.first?.message.contains("-before\n+after") == true)
    #expect(sandbox.contents("changed.txt") == "after\n")
    #expect(!sandbox.exists("changed.actual.txt"))
  }

  @Test("the record: argument overrides BLOCKSPEC_RECORD")
  func recordArgumentWins() throws {
    let sandbox = try SnapshotSandbox(environment: ["BLOCKSPEC_RECORD": "all"])
    try sandbox.write("before\n", to: "pinned.txt")
    sandbox.run { assertSnapshot(of: "after", as: .text, named: "pinned", record: SnapshotRecordMode.none) }

    #expect(sandbox.takeFailures().map(\.kind) == [.mismatch])
    #expect(sandbox.contents("pinned.txt") == "before\n")
  }

  @Test("an unknown BLOCKSPEC_RECORD value is a failure naming the accepted values")
  func invalidRecordMode() throws {
    let sandbox = try SnapshotSandbox(environment: ["BLOCKSPEC_RECORD": "yes"])
    sandbox.run { assertSnapshot(of: "fresh", as: .text, named: "new") }

    let failure = try #require(sandbox.takeFailures().first)
    #expect(failure.kind == .configuration)
    #expect(failure.message == "BLOCKSPEC_RECORD: expected one of all, missing, none, found \"yes\".")
    #expect(!sandbox.exists("new.txt"))
  }

  @Test("the snapshot is named after the test function unless named:, and the failure points at the call")
  func defaultName() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: "x", as: .text) }
    let line = #line - 1

    let failure = try #require(sandbox.takeFailures().first)
    #expect(failure.reference == sandbox.file("defaultName.txt"))
    #expect(failure.location.line == line)
    #expect(failure.location.fileID.hasSuffix("AssertSnapshotTests.swift"))
  }

  @Test("a value that throws is reported, and no file is written")
  func throwingValue() throws {
    struct Broken: Error {}
    let sandbox = try SnapshotSandbox()
    func produce() throws -> String { throw Broken() }
    // A named function: a closure containing `try` would be inferred as throwing.
    func assertion() { assertSnapshot(of: try produce(), as: .text, named: "broken") }
    sandbox.run(assertion)

    #expect(sandbox.takeFailures().map(\.kind) == [.valueThrew])
    #expect(!sandbox.exists("broken.txt"))
  }

  @Test("without an injected reporter, a failure is recorded as a Swift Testing issue")
  func reportsToSwiftTesting() throws {
    let sandbox = try SnapshotSandbox()
    let settings = SnapshotSettings(directory: .root(sandbox.root), environment: [:])
    withKnownIssue {
      withSnapshotSettings(settings) { assertSnapshot(of: "fresh", as: .text, named: "reported") }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Snapshot \"reported\" had no reference") }
    }
  }
}
