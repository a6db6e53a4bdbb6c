import Foundation
import SPTheme
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Files that cannot be read as themes are reported in the loader's own words: no Foundation
/// text ("NSCocoaErrorDomain error 256", "You don't have permission"), the real reason, and a
/// device read only to the size limit (issue 13, item 5; E-T-19, E-T-21).
@Suite("Reading theme files")
struct ThemeFileReadingTests {
  static func error(loading url: URL) -> ThemeError? {
    do {
      _ = try Theme.load(contentsOf: url)
      return nil
    } catch {
      return error
    }
  }

  /// No Foundation wording, which differs by platform and says what the user did not do.
  static func expectOwnWords(_ message: String) {
    for foreign in [
      "NSCocoaErrorDomain", "operation could not be completed", "permission", "doesn’t exist",
      "doesn't exist",
    ] {
      #expect(!message.contains(foreign), "\(message)")
    }
  }

  @Test("#13.5 $extends naming a directory says it is a directory")
  func extendsDirectory() throws {
    let directory = try themeDirectory(["child.json": #"{"$extends": "base.json"}"#])
    defer { try? FileManager.default.removeItem(at: directory) }
    let base = directory.appendingPathComponent("base.json")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: false)
    let error = try #require(Self.error(loading: directory.appendingPathComponent("child.json")))
    #expect(
      error.message
        == "child.json: $extends: unreadable file: expected a readable theme file at \(base.standardizedFileURL.path), found a directory"
    )
    Self.expectOwnWords(error.message)
  }

  @Test("#13.5 a missing $extends sibling says there is no file there")
  func missingSibling() throws {
    let directory = try themeDirectory(["child.json": #"{"$extends": "absent.json"}"#])
    defer { try? FileManager.default.removeItem(at: directory) }
    let error = try #require(Self.error(loading: directory.appendingPathComponent("child.json")))
    #expect(error.kind == .unreadableFile)
    #expect(error.found == "no file there")
    Self.expectOwnWords(error.message)
  }

  @Test("#13.5 a theme that is a directory, or missing, says so")
  func fileItself() throws {
    let directory = try themeDirectory([:])
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("folder.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    #expect(Self.error(loading: folder)?.found == "a directory")
    #expect(Self.error(loading: directory.appendingPathComponent("absent.json"))?.found == "no file there")
  }

  @Test("#23.6 a device is refused as not a regular file, without being read")
  func device() throws {
    let error = try #require(Self.error(loading: URL(fileURLWithPath: "/dev/zero")))
    #expect(
      error.message
        == "zero: unreadable file: expected a readable theme file at /dev/zero, found a character device, not a regular file"
    )
    Self.expectOwnWords(error.message)
  }

  @Test("#23.6 $extends naming a named pipe is refused at once, not waited on")
  func extendsFIFO() throws {
    let directory = try themeDirectory(["child.json": #"{"$extends": "pipe.json"}"#])
    defer { try? FileManager.default.removeItem(at: directory) }
    let pipe = directory.appendingPathComponent("pipe.json")
    #expect(mkfifo(pipe.path, 0o644) == 0)
    // Before the fix this load waited for a writer forever.
    let error = try #require(Self.error(loading: directory.appendingPathComponent("child.json")))
    #expect(error.kind == .unreadableFile)
    #expect(error.found == "a named pipe (FIFO), not a regular file")
  }

  @Test(
    "#23.4 $extends stays inside the first theme's folder: no '..' out of it, no absolute path, no link out",
    arguments: ["../outside.json", "/tmp/outside.json", "link.json", "sub/../../outside.json"])
  func extendsOutside(name: String) throws {
    let parent = try themeDirectory(["outside.json": #"{"$extends": "light"}"#])
    defer { try? FileManager.default.removeItem(at: parent) }
    let directory = parent.appendingPathComponent("theme")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    try Data(#"{"$extends": "\#(name)"}"#.utf8).write(to: directory.appendingPathComponent("child.json"))
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("link.json"),
      withDestinationURL: parent.appendingPathComponent("outside.json"))
    let error = try #require(Self.error(loading: directory.appendingPathComponent("child.json")))
    #expect(error.kind == .unreadableFile)
    #expect(error.path == "$extends")
    #expect(
      error.expected.hasPrefix("a file inside the folder \(directory.standardizedFileURL.path) "), "\(error)")
  }

  @Test("#23.4 $extends may name a file in a folder below, and that file a sibling of its own")
  func extendsBelow() throws {
    let directory = try themeDirectory([
      "child.json": #"{"$extends": "base/middle.json"}"#
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let base = directory.appendingPathComponent("base")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: false)
    try Data(#"{"$extends": "root.json"}"#.utf8).write(to: base.appendingPathComponent("middle.json"))
    try Data(#"{"$extends": "light"}"#.utf8).write(to: base.appendingPathComponent("root.json"))
    _ = try Theme.load(contentsOf: directory.appendingPathComponent("child.json"))
  }

  @Test("#13.5 a file read by the caller loads with its siblings from its location")
  func dataWithLocation() throws {
    let directory = try themeDirectory([
      "base.json": #"{"$extends": "light", "radius": {"lg": {"$value": {"value": 20, "unit": "px"}}}}"#
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let theme = try Theme.load(
      data: Data(#"{"$extends": "base.json"}"#.utf8), fileName: "child.json",
      location: directory.appendingPathComponent("child.json"))
    #expect(theme.radius(.lg) == 20)
    #expect(theme.name == "child")
  }
}
