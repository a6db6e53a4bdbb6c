import Foundation
import Testing

@testable import SpecCompileKit

/// `SystemCalls.readAll` reads a whole file, or stops one byte past a limit, whatever size it
/// was told to expect.
@Suite("Reading input to its end")
struct ReadAllTests {
  /// Bytes that differ from their neighbours, so a chunk read twice or out of order shows.
  static func contents(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 % 251) } }

  static func file(_ bytes: Int) throws -> (URL, TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("input")
    try Data(contents(bytes)).write(to: url)
    return (url, directory)
  }

  static func read(_ url: URL, limit: Int? = nil, sizeHint: Int? = nil) throws -> [UInt8] {
    let fd = open(url.path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    return try limit.map { try SystemCalls.readAll(fd, limit: $0, sizeHint: sizeHint) }
      ?? SystemCalls.readAll(fd, sizeHint: sizeHint)
  }

  @Test("without a limit the whole file is read (no overflow at the default limit)")
  func noLimit() throws {
    let (url, directory) = try Self.file(600_000)
    defer { directory.remove() }
    #expect(try Self.read(url) == Self.contents(600_000))
  }

  @Test(
    "with a limit, reading stops one byte past it",
    arguments: [(10, 11), (600_000, 600_000), (599_999, 600_000)])
  func limited(limit: Int, expected: Int) throws {
    let (url, directory) = try Self.file(600_000)
    defer { directory.remove() }
    #expect(try Self.read(url, limit: limit) == Array(Self.contents(600_000).prefix(expected)))
  }

  /// The size a regular file had when it was opened only sizes the first read: a file that is
  /// larger (it grew) or smaller by the time it is read is still read to its end.
  @Test(
    "a size hint, right or wrong, reads the same bytes",
    arguments: [0, 1, 599_999, 600_000, 600_001, 2_000_000])
  func sizeHint(_ hint: Int) throws {
    let (url, directory) = try Self.file(600_000)
    defer { directory.remove() }
    #expect(try Self.read(url, sizeHint: hint) == Self.contents(600_000))
    #expect(try Self.read(url, limit: 599_999, sizeHint: hint) == Self.contents(600_000))
    #expect(try Self.read(url, limit: 10, sizeHint: hint) == Array(Self.contents(11)))
  }
}
