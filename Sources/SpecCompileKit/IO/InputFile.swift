import Foundation

/// Reading the files the command is given, with failures worded for the person who named them.
enum InputFile {
  /// The bytes of `path`, or an `EX_NOINPUT` failure naming the file and the system's reason.
  /// `role` says what the file was for: "overview", "theme".
  /// With a `limit`, at most `limit + 1` bytes are read (see `SystemCalls.readAll`).
  static func read(_ path: String, role: String, limit: Int = .max) throws(CommandFailure) -> Data {
    do {
      let fd = try SystemCalls.openForReading(path)
      defer { try? SystemCalls.closeFile(fd) }
      return try SystemCalls.readAll(fd, limit: limit)
    } catch {
      throw CommandFailure(.noInput, "\(path): cannot read the \(role) file: \(error.reason)")
    }
  }
}
