import Foundation

/// Where reference files live.
public enum SnapshotDirectory: Hashable, Sendable {
  /// `__Snapshots__/<TestFileName>/` in the folder of the test file: the default, so a snapshot
  /// is found next to the code that pins it.
  case besideTestFile
  /// `<root>/<TestFileName>/`: one folder collecting the snapshots of several test files, for
  /// example a target-level `__Snapshots__` that `Package.swift` excludes once for the whole target.
  case root(URL)
}

/// What `assertSnapshot` needs from its surroundings, injectable for one scope with
/// `withSnapshotSettings`, so a test of the library (or a suite with its own folder) changes it
/// without touching the process environment or the working tree.
///
/// Settings travel as a task-local value: parallel tests each see their own.
public struct SnapshotSettings: Sendable {
  public var directory: SnapshotDirectory
  /// The variables `BLOCKSPEC_RECORD` and `CI` are read from; `nil` reads the process environment
  /// at each assertion.
  public var environment: [String: String]?
  /// Receives every failure instead of the test framework; `nil` reports to Swift Testing when a
  /// Swift Testing test is running, else to XCTest.
  public var reportFailure: (@Sendable (SnapshotFailure) -> Void)?

  public init(
    directory: SnapshotDirectory = .besideTestFile, environment: [String: String]? = nil,
    reportFailure: (@Sendable (SnapshotFailure) -> Void)? = nil
  ) {
    self.directory = directory
    self.environment = environment
    self.reportFailure = reportFailure
  }

  /// The settings in force for the current task.
  @TaskLocal public static var current = SnapshotSettings()

  var resolvedEnvironment: [String: String] { environment ?? ProcessInfo.processInfo.environment }
}

/// Runs `operation` with `settings` in force for every snapshot assertion it makes.
public func withSnapshotSettings<R>(
  _ settings: SnapshotSettings, operation: () throws -> R
) rethrows -> R {
  try SnapshotSettings.$current.withValue(settings, operation: operation)
}

/// Runs `operation` with `settings` in force for every snapshot assertion it makes.
public func withSnapshotSettings<R>(
  _ settings: SnapshotSettings, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotSettings.$current.withValue(settings, operation: operation, isolation: isolation)
}
