import Foundation
import Testing

@testable import SpecCompileKit

/// `SystemCalls.readAll` reads a whole file, or stops one byte past a limit.
@Suite("Reading input to its end")
struct ReadAllTests {
  static func file(_ bytes: Int) throws -> (URL, TemporaryDirectory) {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("input")
    try Data(repeating: 0x61, count: bytes).write(to: url)
    return (url, directory)
  }

  static func read(_ url: URL, limit: Int? = nil) throws -> Data {
    let fd = open(url.path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    return try limit.map { try SystemCalls.readAll(fd, limit: $0) } ?? SystemCalls.readAll(fd)
  }

  @Test("without a limit the whole file is read (no overflow at the default limit)")
  func noLimit() throws {
    let (url, directory) = try Self.file(600_000)
    defer { directory.remove() }
    #expect(try Self.read(url).count == 600_000)
  }

  @Test(
    "with a limit, reading stops one byte past it",
    arguments: [(10, 11), (600_000, 600_000), (599_999, 600_000)])
  func limited(limit: Int, expected: Int) throws {
    let (url, directory) = try Self.file(600_000)
    defer { directory.remove() }
    #expect(try Self.read(url, limit: limit).count == expected)
  }
}
