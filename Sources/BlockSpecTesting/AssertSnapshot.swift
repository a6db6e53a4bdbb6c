/// Asserts that `value`, printed by `strategy`, matches its reference snapshot, and reports a test
/// failure when it does not.
///
/// The reference is `__Snapshots__/<TestFileName>/<name>.<ext>` beside the test file, where
/// `name` is `named` or else the test function's name; give every assertion in one test (and
/// every argument of a parameterised test) its own `named`. A missing reference is recorded and
/// the test fails, saying so, so nothing is pinned unreviewed; a mismatch fails with a unified
/// diff and writes the actual output next to the reference. `record` overrides the
/// `BLOCKSPEC_RECORD` environment variable; under `CI=true` nothing is ever recorded.
///
/// Works from Swift Testing and XCTest: see ``SnapshotSettings/reportFailure`` for where the
/// failure goes.
public func assertSnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  guard
    let failure = verifySnapshot(
      of: try value(), as: strategy, named: name, record: record, fileID: fileID, filePath: filePath,
      testName: testName, line: line, column: column)
  else { return }
  if let report = SnapshotSettings.current.reportFailure {
    report(failure)
  } else {
    TestFramework.record(failure, filePath: filePath, line: line)
  }
}
