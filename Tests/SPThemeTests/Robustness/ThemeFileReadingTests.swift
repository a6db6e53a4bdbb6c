import Foundation
import SPTheme
import Testing

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

  @Test("#13.5 a device is read only to the size limit and refused as too long, not as forbidden")
  func device() throws {
    let error = try #require(Self.error(loading: URL(fileURLWithPath: "/dev/zero")))
    #expect(
      error.message
        == "zero: value out of range: expected a theme file of at most 1048576 bytes, found more than 1048576 bytes (not a regular file)"
    )
    Self.expectOwnWords(error.message)
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
