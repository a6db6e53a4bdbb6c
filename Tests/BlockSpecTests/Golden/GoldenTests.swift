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
  @Test("Golden: the stats overview block across the reviewed matrix", arguments: GoldenMatrix.cases)
  func golden(_ golden: GoldenCase) throws {
    GoldenFiles.assertGolden(try golden.compile(), named: golden.name, pinsJSON: golden.pinsJSON)
  }

  @Test("Golden: every case has its own file, and every file a case, so none goes stale unnoticed")
  func files() throws {
    try GoldenFiles.checkOneToOne(
      folder: "GoldenTests", cases: GoldenMatrix.cases.map { ($0.name, $0.pinsJSON) })
  }
}
