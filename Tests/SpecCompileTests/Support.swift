import Foundation
import Testing

@testable import SpecCompileKit

/// A fresh empty directory for one test. Remove it with a `defer` right after creating it: a
/// `deinit` could run as soon as the value's last use, before a process is done with its files.
struct TemporaryDirectory {
  let url: URL
  var path: String { url.path }

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spec-compile-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }

  func file(_ name: String) -> String { url.appendingPathComponent(name).path }

  func write(_ text: String, to name: String) throws -> String {
    let path = file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A sparse file of `size` bytes: costs nothing to make, and read whole would cost the memory,
  /// so a test can show a file is refused by its size.
  func sparse(_ name: String, size: UInt64, after text: String = "") throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: try write(text, to: name)))
    try handle.truncate(atOffset: size)
    try handle.close()
  }

  /// Every name in the directory, hidden ones included: where leftover temporary files show.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}

/// In-memory standard streams for running the whole command in-process.
final class RecordingConsole: Console {
  var standardInputIsTerminal: Bool
  var input: Data
  private(set) var output = Data()
  private(set) var errorLines: [String] = []
  /// When set, writing standard output fails with this error.
  var outputFailure: SystemError?

  init(input: Data = Data(), terminal: Bool = false) {
    self.input = input
    self.standardInputIsTerminal = terminal
  }

  func readStandardInput() throws(SystemError) -> Data { input }

  func writeStandardOutput(_ data: Data) throws(SystemError) {
    if let outputFailure { throw outputFailure }
    output.append(data)
  }

  func writeStandardErrorLine(_ line: String) { errorLines.append(line) }

  var outputText: String { String(decoding: output, as: UTF8.self) }
}

extension OptionSpec: CustomTestStringConvertible {
  /// `--width <points>` in test names, rather than every field.
  public var testDescription: String { usage }
}
