import Foundation

/// Compares `value`, as `strategy` prints it, with its reference file and returns the failure to
/// report, or nil when it matches. `assertSnapshot` is this plus reporting; call this directly to
/// handle the outcome yourself.
///
/// Files are touched only as the record mode allows (see ``SnapshotRecordMode``): a new reference
/// is written only when recording, and a failure's actual output is written next to the reference
/// as `<name>.actual.<ext>` so it can be inspected, diffed or moved over the reference; a passing
/// run deletes a stale actual file.
public func verifySnapshot<Value>(
  of value: @autoclosure () throws -> Value,
  as strategy: Snapshotting<Value>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  let settings = SnapshotSettings.current
  let location = SnapshotSourceLocation(
    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  let snapshotName = SnapshotPaths.name(named: name, testName: testName)
  let paths = SnapshotPaths(
    directory: settings.directory, testFilePath: "\(filePath)", name: snapshotName,
    pathExtension: strategy.pathExtension)
  let check = SnapshotCheck(name: snapshotName, paths: paths, location: location)

  let policy: RecordPolicy
  switch RecordPolicy.resolve(override: record, environment: settings.resolvedEnvironment) {
  case .success(let resolved): policy = resolved
  case .failure(let error): return check.failure(.configuration, error.message)
  }
  let actual: String
  do {
    actual = SnapshotText.normalized(strategy.snapshot(try value()))
  } catch {
    return check.failure(.valueThrew, "Snapshot \"\(snapshotName)\": the value threw: \(error)")
  }
  return check.run(actual: actual, policy: policy)
}

/// One comparison's files and wording; each outcome is a small method so the messages read
/// side by side.
private struct SnapshotCheck {
  var name: String
  var paths: SnapshotPaths
  var location: SnapshotSourceLocation
  let files = FileManager.default

  func run(actual: String, policy: RecordPolicy) -> SnapshotFailure? {
    guard files.fileExists(atPath: paths.reference.path) else {
      return missing(actual: actual, policy: policy)
    }
    let reference: String
    do {
      reference = SnapshotText.normalized(try String(contentsOf: paths.reference, encoding: .utf8))
    } catch {
      return failure(.fileError, "Snapshot \"\(name)\": cannot read \(paths.reference.path): \(error)")
    }
    let diff = UnifiedDiff().render(
      old: reference, new: actual, oldName: "\(paths.reference.lastPathComponent) (reference)",
      newName: "\(paths.actual.lastPathComponent) (actual)")
    guard let diff else {
      removeStaleActual()
      return nil
    }
    let changes =
      "\(diff.summary.removed) line\(diff.summary.removed == 1 ? "" : "s") removed, "
      + "\(diff.summary.added) added, in \(diff.summary.hunks) hunk\(diff.summary.hunks == 1 ? "" : "s")"

    if policy.mode == .all {
      if let error = write(actual, to: paths.reference) { return error }
      removeStaleActual()
      return failure(
        .recorded,
        """
        Snapshot "\(name)" re-recorded (\(policy.source)): \(changes).
          reference: \(paths.reference.path)
        \(diff.text)
        Review the change and commit it; the run passes once nothing is left to record.
        """)
    }
    if let error = write(actual, to: paths.actual) { return error }
    return failure(
      .mismatch,
      """
      Snapshot "\(name)" does not match its reference: \(changes).
        reference: \(paths.reference.path)
        actual:    \(paths.actual.path)
      \(diff.text)
      If the change is intended, re-record with \(RecordPolicy.recordVariable)=all (or move the actual \
      file over the reference) and commit it.
      """,
      actual: paths.actual)
  }

  private func missing(actual: String, policy: RecordPolicy) -> SnapshotFailure? {
    if policy.mode == .none {
      if let error = write(actual, to: paths.actual) { return error }
      return failure(
        .missing,
        """
        Snapshot "\(name)" has no reference and recording is off (\(policy.source)).
          expected:  \(paths.reference.path)
          actual:    \(paths.actual.path)
        Record it on a development machine (\(RecordPolicy.recordVariable)=missing, the default), \
        review it and commit it.
        """,
        actual: paths.actual)
    }
    if let error = write(actual, to: paths.reference) { return error }
    removeStaleActual()
    return failure(
      .recorded,
      """
      Snapshot "\(name)" had no reference; recorded it (\(policy.source)).
        reference: \(paths.reference.path)
      Review the file and commit it; the next run compares against it.
      """)
  }

  func failure(_ kind: SnapshotFailure.Kind, _ message: String, actual: URL? = nil) -> SnapshotFailure {
    SnapshotFailure(
      kind: kind, message: message, reference: paths.reference, actual: actual, location: location)
  }

  private func write(_ text: String, to url: URL) -> SnapshotFailure? {
    do {
      try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      return nil
    } catch {
      return failure(.fileError, "Snapshot \"\(name)\": cannot write \(url.path): \(error)")
    }
  }

  private func removeStaleActual() {
    if files.fileExists(atPath: paths.actual.path) { try? files.removeItem(at: paths.actual) }
  }
}

/// The one text form snapshots are compared and stored in.
enum SnapshotText {
  /// Line feeds only (a checkout that turned them into CRLF still matches) and one final newline
  /// (editors add it; a missing one would be a spurious diff).
  static func normalized(_ text: String) -> String {
    var result = text.replacingOccurrences(of: "\r\n", with: "\n")
    if !result.isEmpty, !result.hasSuffix("\n") { result += "\n" }
    return result
  }
}
