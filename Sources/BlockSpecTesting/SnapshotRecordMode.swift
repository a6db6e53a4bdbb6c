/// When `assertSnapshot` may write a reference file.
///
/// Chosen, from strongest to weakest, by: `CI=true` (never writes), the `record:` argument, the
/// `BLOCKSPEC_RECORD` environment variable, and the default `.missing`. See
/// `docs/snapshot-testing.md`.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Rewrite every reference whose content changed (and fail, listing the diff); an unchanged
  /// reference passes. `BLOCKSPEC_RECORD=all swift test --filter Golden` re-records our goldens.
  case all
  /// Record a reference that does not exist yet (and fail, saying so); compare the others.
  case missing
  /// Never write a reference: a missing one is a failure.
  case none
}

/// The record mode one assertion runs under, with the reason, so a failure can say why it did or
/// did not record.
struct RecordPolicy: Equatable, Sendable {
  var mode: SnapshotRecordMode
  /// Where the mode came from, as the failure message words it (`CI=true`, `BLOCKSPEC_RECORD=all`).
  var source: String

  /// The environment variable that selects the record mode.
  static let recordVariable = "BLOCKSPEC_RECORD"

  /// Resolves the policy, or explains why `BLOCKSPEC_RECORD` cannot be read.
  ///
  /// Continuous integration must never record, or a missing reference would be written on the
  /// build machine and the test would pass with nothing reviewed; so `CI` overrides everything,
  /// even an explicit `record:` left in the code.
  static func resolve(
    override: SnapshotRecordMode?, environment: [String: String]
  ) -> Result<RecordPolicy, RecordModeError> {
    if let ci = environment["CI"], isTruthy(ci) {
      return .success(RecordPolicy(mode: .none, source: "CI=\(ci)"))
    }
    if let override {
      return .success(RecordPolicy(mode: override, source: "record: .\(override.rawValue)"))
    }
    guard let raw = environment[recordVariable] else {
      return .success(RecordPolicy(mode: .missing, source: "record mode missing, the default"))
    }
    let word = raw.trimmingASCIIWhitespace().lowercased()
    if word.isEmpty {
      return .success(RecordPolicy(mode: .missing, source: "record mode missing, the default"))
    }
    guard let mode = SnapshotRecordMode(rawValue: word) else {
      return .failure(RecordModeError(found: raw))
    }
    return .success(RecordPolicy(mode: mode, source: "\(recordVariable)=\(word)"))
  }

  /// CI services set `CI=true`; accept the spellings people use by hand too.
  private static func isTruthy(_ value: String) -> Bool {
    ["true", "1", "yes"].contains(value.trimmingASCIIWhitespace().lowercased())
  }
}

/// `BLOCKSPEC_RECORD` holds something other than a record mode.
struct RecordModeError: Error, Equatable, Sendable {
  var found: String

  var message: String {
    let expected = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    return "\(RecordPolicy.recordVariable): expected one of \(expected), found \"\(found)\"."
  }
}

extension String {
  func trimmingASCIIWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
