import Foundation
import Testing

@testable import SpecCompileKit

@Suite("Atomic output files")
struct AtomicFileTests {
  @Test("writes a new file, leaving no temporary file behind")
  func writesNewFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("tree.json")
    try AtomicFile.write(Data("{}".utf8), to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("{}".utf8))
    #expect(try directory.contents() == ["tree.json"])
  }

  @Test("replaces an existing file whole and keeps its permissions")
  func replacesExistingFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try directory.write(String(repeating: "old ", count: 1000), to: "tree.json")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try AtomicFile.write(Data("new".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    #expect(try directory.contents() == ["tree.json"])
  }

  @Test("#13.5 a missing directory is EX_CANTCREAT naming the file and the directory")
  func missingDirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("absent/tree.json")
    #expect(
      throws: CommandFailure(
        .cannotCreate,
        "\(path): cannot write the output file: the directory '\(directory.file("absent"))' does not exist; "
          + "nothing was written"
      )
    ) {
      try AtomicFile.write(Data("{}".utf8), to: path)
    }
  }

  @Test("a directory as the target is refused, and left alone")
  func directoryTarget() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(atPath: directory.file("out"), withIntermediateDirectories: false)
    #expect(throws: CommandFailure.self) { try AtomicFile.write(Data("{}".utf8), to: directory.file("out")) }
    #expect(try directory.contents() == ["out"])
  }

  @Test("a symbolic link is followed: its target is replaced and the link survives")
  func symbolicLink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let real = try directory.write("old", to: "real.json")
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("link.json"), withDestinationPath: "real.json")
    try AtomicFile.write(Data("new".utf8), to: directory.file("link.json"))
    #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("link.json")) == "real.json")
    #expect(try directory.contents() == ["link.json", "real.json"])
  }

  @Test("a device is written in place, never replaced by a regular file")
  func device() throws {
    try AtomicFile.write(Data("discarded".utf8), to: "/dev/null")
    let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
    #expect(type == .typeCharacterSpecial)
  }
}
