import Foundation
import Testing

@testable import SpecCompileKit

@Suite("Atomic output files")
struct AtomicFileTests {
  @Test("writes a new file, leaving no temporary file behind")
  func writesNewFile() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("tree.json")
    try AtomicFile.write(Data("{}".utf8), to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("{}".utf8))
    #expect(try directory.contents() == ["tree.json"])
  }

  @Test("replaces an existing file whole and keeps its permissions")
  func replacesExistingFile() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(String(repeating: "old ", count: 1000), to: "tree.json")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try AtomicFile.write(Data("new".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    #expect(try directory.contents() == ["tree.json"])
  }

  @Test("a missing directory is EX_CANTCREAT naming the file")
  func missingDirectory() throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("absent/tree.json")
    #expect(
      throws: CommandFailure(
        .cannotCreate, "\(path): cannot write the output file: No such file or directory; nothing was written"
      )
    ) {
      try AtomicFile.write(Data("{}".utf8), to: path)
    }
  }

  @Test("a directory as the target is refused, and left alone")
  func directoryTarget() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: directory.file("out"), withIntermediateDirectories: false)
    #expect(throws: CommandFailure.self) { try AtomicFile.write(Data("{}".utf8), to: directory.file("out")) }
    #expect(try directory.contents() == ["out"])
  }
}
