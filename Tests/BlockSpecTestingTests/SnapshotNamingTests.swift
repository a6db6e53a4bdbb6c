import BlockSpecTesting
import Foundation
import Testing

@Suite("Snapshot names and places")
struct SnapshotNamingTests {
  @Test(
    "names become one portable file name",
    arguments: [
      ("Light / 390 pt", "Light-390-pt"), ("loaded.dark", "loaded.dark"), ("..hidden", "hidden"),
      ("Größe", "Gr-e"), ("", "snapshot"), ("a--b__c", "a--b__c"),
    ])
  func sanitised(named: String, fileName: String) throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run {
      assertSnapshot(of: "x", as: .text, named: named)
    }
    #expect(sandbox.takeFailures().first?.reference == sandbox.file("\(fileName).txt"))
  }

  @Test("without named:, the test function's name without its argument labels")
  func fromTestName() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run {
      assertSnapshot(
        of: "x", as: .text, testName: "golden(case:)")
    }
    #expect(sandbox.takeFailures().first?.reference == sandbox.file("golden.txt"))
  }

  @Test("by default a snapshot lives in __Snapshots__/<TestFileName>/<name>.<ext> beside the test file")
  func besideTestFile() {
    let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/SnapshotNamingTests/besideTestFile.txt")
    #expect(FileManager.default.fileExists(atPath: reference.path))
    assertSnapshot(of: "This reference sits beside the test that pins it.", as: .text)
  }
}
