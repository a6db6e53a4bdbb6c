import BlockSpec
import Foundation

/// Reading the files the command is given, with failures worded for the person who named them.
enum InputFile {
  /// What a file holds, as far as the command reads it.
  enum Contents {
    /// As an array, which the block and token readers read without another copy.
    case bytes([UInt8])
    /// More than the limit: `byteCount` is the size of a regular file, known without reading
    /// it; nil for a stream (a pipe, a device), of which one byte past the limit was read.
    case tooLarge(byteCount: Int?)
  }

  /// The bytes of `path`, or an `EX_NOINPUT` failure naming the file and why (`FileProblem`).
  /// `role` says what the file was for: "overview", "theme". A regular file larger than
  /// `limit` is not read at all; anything else is read to at most `limit + 1` bytes
  /// (`SystemCalls.readAll`).
  /// The open never waits: a named pipe with no writer reads as empty rather than blocking.
  /// With `regularOnly`, anything but a regular file (a directory, a pipe, a device) is refused
  /// before it is read.
  static func read(_ path: String, role: String, limit: Int, regularOnly: Bool = false) throws(CommandFailure)
    -> Contents
  {
    do {
      let fd = try SystemCalls.openForReading(path)
      defer { try? SystemCalls.closeFile(fd) }
      if regularOnly, let kind = SystemCalls.nonRegularKind(fd) {
        throw CommandFailure(
          .noInput, "\(path): cannot read the \(role) file: it is \(kind), not a regular file")
      }
      let size = SystemCalls.regularFileSize(fd)
      if let size, size > limit { return .tooLarge(byteCount: size) }
      let data = try SystemCalls.readAll(fd, limit: limit, sizeHint: size)
      return data.count > limit ? .tooLarge(byteCount: nil) : .bytes(data)
    } catch let failure as CommandFailure {
      throw failure
    } catch let error as SystemError {
      throw CommandFailure(
        .noInput, "\(path): cannot read the \(role) file: \(FileProblem.reading(path, error))")
    } catch {
      throw CommandFailure(.noInput, "\(path): cannot read the \(role) file")
    }
  }

  /// The first `count` bytes of `path`, or none when it cannot be read: what a too-large
  /// document's first bytes say it is (`BlockRegistry.documentNoun(forHead:)`), read without
  /// reading the rest.
  static func head(_ path: String, count: Int = BlockRegistry.headSize) -> Data {
    guard let fd = try? SystemCalls.openForReading(path) else { return Data() }
    defer { try? SystemCalls.closeFile(fd) }
    return Data((try? SystemCalls.readAll(fd, limit: count - 1)) ?? [])
  }
}
