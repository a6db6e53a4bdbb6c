import BlockSpecTesting
import Foundation
import Synchronization

/// A throwaway snapshot folder, a chosen environment and a failure log, so a test of the library
/// drives `assertSnapshot` end to end without touching the repository, the process environment or
/// the test report.
final class SnapshotSandbox: Sendable {
  let root: URL
  let environment: [String: String]
  private let log = Mutex<[SnapshotFailure]>([])

  /// The folder the snapshots of the calling test file go to: `<root>/<TestFileName>/`.
  let folder: URL

  init(environment: [String: String] = [:], testFile: String = #filePath) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "BlockSpecTestingTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    self.environment = environment
    folder = root.appendingPathComponent(
      URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent, isDirectory: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// Failures reported since the last call, emptying the log.
  func takeFailures() -> [SnapshotFailure] {
    log.withLock { failures in
      defer { failures.removeAll() }
      return failures
    }
  }

  /// Runs `body` with this sandbox's folder, environment and failure log in force.
  func run(environment override: [String: String]? = nil, _ body: () -> Void) {
    let settings = SnapshotSettings(
      directory: .root(root), environment: override ?? environment,
      reportFailure: { [self] failure in log.withLock { $0.append(failure) } })
    withSnapshotSettings(settings, operation: body)
  }

  func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

  func contents(_ name: String) -> String? { try? String(contentsOf: file(name), encoding: .utf8) }

  func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name).path) }

  func write(_ text: String, to name: String) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file(name))
  }
}
