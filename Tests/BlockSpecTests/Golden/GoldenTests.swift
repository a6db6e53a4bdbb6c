import BlockSpec
import BlockSpecTesting
import Foundation
import Testing

/// The block's behaviour as reviewed text: each case of `GoldenMatrix` compiled and compared with
/// its file in `Tests/BlockSpecTests/__Snapshots__/GoldenTests/`. When the compiler changes on
/// purpose, re-record with `BLOCKSPEC_RECORD=all swift test --filter Golden` and review the diff
/// (docs/snapshot-testing.md).
@Suite("Golden layout trees")
struct GoldenTests {
  /// The target-level `__Snapshots__` folder, which Package.swift excludes from the target.
  static let snapshotRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
  static let snapshots = SnapshotSettings(directory: .root(snapshotRoot))

  @Test("Golden: the stats overview block across the reviewed matrix", arguments: GoldenMatrix.cases)
  func golden(_ golden: GoldenCase) throws {
    let tree = try golden.compile()
    withSnapshotSettings(Self.snapshots) {
      assertSnapshot(of: tree, as: .tree, named: golden.name)
      if golden.pinsJSON { assertSnapshot(of: tree, as: .json, named: golden.name) }
    }
  }

  @Test("Golden: every case has its own file name")
  func namesAreUnique() {
    let names = GoldenMatrix.cases.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test("Golden: every committed snapshot belongs to a case, so none goes stale unnoticed")
  func noOrphans() throws {
    let folder = Self.snapshotRoot.appendingPathComponent("GoldenTests", isDirectory: true)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      !$0.contains(".actual.")
    }
    let expected = Set(
      GoldenMatrix.cases.flatMap { [$0.name + ".txt"] + ($0.pinsJSON ? [$0.name + ".json"] : []) })
    #expect(Set(files).subtracting(expected).sorted() == [])
  }
}
