import BlockSpec
import BlockSpecTesting
import Foundation
import Testing

/// What every block's golden suite does alike: compare a case's tree with its reviewed text (and
/// its JSON where the case pins it), and keep the case list and the committed files one to one.
enum GoldenFiles {
  /// The target-level `__Snapshots__` folder, which Package.swift excludes from the target.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
  static let settings = SnapshotSettings(directory: .root(root))

  /// Compares `tree` with `<name>.txt` (and `<name>.json` when `pinsJSON`) in the calling
  /// suite's folder (named by the caller's file, as `assertSnapshot` names it).
  static func assertGolden(
    _ tree: LayoutTree, named name: String, pinsJSON: Bool, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: UInt = #column
  ) {
    withSnapshotSettings(settings) {
      assertSnapshot(
        of: tree, as: .tree, named: name, fileID: fileID, filePath: filePath, testName: testName, line: line,
        column: column)
      if pinsJSON {
        assertSnapshot(
          of: tree, as: .json, named: name, fileID: fileID, filePath: filePath, testName: testName,
          line: line,
          column: column)
      }
    }
  }

  /// The names are unique, and the suite's folder holds exactly the cases' files (a `.actual.`
  /// file of a failed run aside), so no case goes unreviewed and no file goes stale.
  static func checkOneToOne(folder: String, cases: [(name: String, pinsJSON: Bool)]) throws {
    let names = cases.map(\.name)
    #expect(Set(names).count == names.count, "two cases share a file name")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(folder, isDirectory: true).path
    ).filter { !$0.contains(".actual.") }
    let expected = Set(cases.flatMap { [$0.name + ".txt"] + ($0.pinsJSON ? [$0.name + ".json"] : []) })
    #expect(Set(files).subtracting(expected).sorted() == [], "files without a case")
    #expect(expected.subtracting(files).sorted() == [], "cases without a file")
  }
}
