import Foundation

/// The two files of one snapshot: the committed reference and, after a failure, the actual output.
struct SnapshotPaths: Hashable, Sendable {
  var reference: URL
  var actual: URL

  /// `<folder>/<TestFileName>/<name>.<ext>` and `<name>.actual.<ext>` beside it, where the folder
  /// is the test file's `__Snapshots__` unless `directory` names another root.
  init(directory: SnapshotDirectory, testFilePath: String, name: String, pathExtension: String) {
    let testFile = URL(fileURLWithPath: testFilePath)
    let root: URL
    switch directory {
    case .besideTestFile:
      root = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
    case .root(let url):
      root = url
    }
    let folder = root.appendingPathComponent(
      Self.sanitized(testFile.deletingPathExtension().lastPathComponent), isDirectory: true)
    let suffix = pathExtension.isEmpty ? "" : ".\(pathExtension)"
    reference = folder.appendingPathComponent("\(name)\(suffix)", isDirectory: false)
    actual = folder.appendingPathComponent("\(name).actual\(suffix)", isDirectory: false)
  }

  /// The snapshot's file name: `named` when given, else the test function's name without its
  /// argument labels (`golden(case:)` → `golden`).
  static func name(named: String?, testName: String) -> String {
    if let named { return sanitized(named) }
    let base = testName.firstIndex(of: "(").map { testName[..<$0] } ?? Substring(testName)
    return sanitized(String(base))
  }

  /// A name that is one portable file name on every platform: ASCII letters, digits, `_`, `-`
  /// and inner dots; anything else becomes a single `-`. Never empty, never hidden.
  static func sanitized(_ raw: String) -> String {
    var result = ""
    for scalar in raw.unicodeScalars {
      let keep =
        scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "_-.".unicodeScalars.contains(scalar))
      if keep {
        result.unicodeScalars.append(scalar)
      } else if !result.hasSuffix("-") {
        result += "-"
      }
    }
    let trimmed = result.drop { $0 == "-" || $0 == "." }.reversed().drop { $0 == "-" || $0 == "." }.reversed()
    return trimmed.isEmpty ? "snapshot" : String(trimmed)
  }
}
