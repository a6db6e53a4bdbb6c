import BlockSpecTesting
import Testing

@Suite("Record mode")
struct RecordModeTests {
  @Test(
    "what a missing reference does under each environment",
    arguments: [
      ([:], SnapshotFailure.Kind.recorded),
      (["BLOCKSPEC_RECORD": ""], .recorded),
      (["BLOCKSPEC_RECORD": "missing"], .recorded),
      (["BLOCKSPEC_RECORD": "all"], .recorded),
      (["BLOCKSPEC_RECORD": "none"], .missing),
      (["CI": "true"], .missing),
      (["CI": "TRUE"], .missing),
      (["CI": "1"], .missing),
      (["CI": "yes", "BLOCKSPEC_RECORD": "all"], .missing),
      (["CI": "false"], .recorded),
      (["CI": ""], .recorded),
    ])
  func missingReference(environment: [String: String], outcome: SnapshotFailure.Kind) throws {
    let sandbox = try SnapshotSandbox(environment: environment)
    sandbox.run { assertSnapshot(of: "fresh", as: .text, named: "new") }

    #expect(sandbox.takeFailures().map(\.kind) == [outcome])
    #expect(sandbox.exists("new.txt") == (outcome == .recorded))
  }
}
