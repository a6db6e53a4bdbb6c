import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The few POSIX calls the command's I/O needs, wrapped so callers get Swift errors
/// (`SystemError`, worded by `FileProblem`) and never see a raw errno.
///
/// Foundation's file APIs would do for reading, but atomic replacement needs `O_EXCL`, `fsync`
/// and `rename` in a known order, and its error texts differ between platforms.
enum SystemCalls {
  static func lastFailure() -> SystemError { SystemError(code: errno) }

  /// Opens an input without waiting: `O_NONBLOCK`, so a named pipe with no writer does not
  /// block the open (it then reads as empty), cleared once open so a pipe with a writer is read
  /// as it comes.
  static func openForReading(_ path: String) throws(SystemError) -> Int32 {
    let fd = retrying { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard fd >= 0 else { throw lastFailure() }
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
    return fd
  }

  /// What the file open as `fd` is when it is not a regular file ("a directory", "a named
  /// pipe (FIFO)", "a character device"); nil for a regular file.
  static func nonRegularKind(_ fd: Int32) -> String? {
    var status = stat()
    guard fstat(fd, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a named pipe (FIFO)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "a special file"
    }
  }

  /// Opens something that exists for writing: a device or a pipe, never created or truncated.
  static func openForWriting(_ path: String) throws(SystemError) -> Int32 {
    let fd = retrying { open(path, O_WRONLY | O_CLOEXEC) }
    guard fd >= 0 else { throw lastFailure() }
    return fd
  }

  /// Creates `path`, failing if anything is there already. The mode is filtered by the umask as
  /// for any new file, so output gets the permissions the user expects.
  static func createExclusively(_ path: String) throws(SystemError) -> Int32 {
    let fd = retrying { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
    guard fd >= 0 else { throw lastFailure() }
    return fd
  }

  /// The size of the regular file open as `fd`; nil for anything else (a pipe, a device, a
  /// directory), whose size says nothing about what a read returns.
  static func regularFileSize(_ fd: Int32) -> Int? {
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(status.st_size)
  }

  /// Everything `fd` holds until its end, read straight into the result. With a `limit`, stops
  /// after `limit + 1` bytes, so a caller can tell "too long" from "at the limit" without reading
  /// an endless stream or a huge file.
  ///
  /// A regular file's size (`sizeHint`) sizes the result once: a 10 MB overview is read into one
  /// allocation, not grown by doubling (each growth copies what was read and touches fresh
  /// pages, and page faults were a third of `spec-compile`'s time on such a file). A stream, or a
  /// file that grows while it is read, goes on in large chunks.
  static func readAll(_ fd: Int32, limit: Int = .max, sizeHint: Int? = nil) throws(SystemError) -> [UInt8] {
    let chunkSize = 1 << 18
    // One byte more than expected, so the end (a read of 0) or a file past its size shows.
    let first = min(max(sizeHint ?? 0, chunkSize - 1), limit) + 1
    var failure: SystemError?
    var bytes = [UInt8](unsafeUninitializedCapacity: first) { buffer, count in
      count = 0
      adviseLargePages(UnsafeMutableRawBufferPointer(buffer))
      while count < buffer.count {
        let got = retrying { read(fd, buffer.baseAddress! + count, buffer.count - count) }
        if got < 0 {
          failure = lastFailure()
          return
        }
        if got == 0 { return }
        count += got
      }
    }
    if let failure { throw failure }
    guard bytes.count == first else { return bytes }
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while bytes.count <= limit {
      let wanted = min(chunk.count - 1, limit - bytes.count) + 1
      let count = chunk.withUnsafeMutableBytes { buffer in
        retrying { read(fd, buffer.baseAddress, wanted) }
      }
      if count < 0 { throw lastFailure() }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk.prefix(count))
    }
    return bytes
  }

  /// Asks the kernel to back `buffer` with large pages where it can (Linux's transparent huge
  /// pages, when set to `madvise`): most of a 10 MB input is then faulted in 2 MB at a time (the
  /// five-minute year's read took 2,447 page faults, now 908, all in the buffer's unaligned ends;
  /// a fault costs about 2.5 µs here, #27). Only the 2 MB-aligned middle of the buffer is
  /// advised; a hint, so a refusal (or another platform) changes nothing.
  private static func adviseLargePages(_ buffer: UnsafeMutableRawBufferPointer) {
    #if canImport(Glibc)
      let page = 2 << 20
      guard let base = buffer.baseAddress, buffer.count >= 2 * page else { return }
      let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
      let end = (Int(bitPattern: base) + buffer.count) & ~(page - 1)
      guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(pointer, end - start, MADV_HUGEPAGE)
    #endif
  }

  /// Writes every byte, going on after short writes and interruptions.
  static func writeAll(_ fd: Int32, _ bytes: some Collection<UInt8>) throws(SystemError) {
    let contiguous = Array(bytes)
    var offset = 0
    while offset < contiguous.count {
      let count = contiguous.withUnsafeBytes { buffer in
        retrying { write(fd, buffer.baseAddress! + offset, buffer.count - offset) }
      }
      if count < 0 { throw lastFailure() }
      offset += count
    }
  }

  static func synchronize(_ fd: Int32) throws(SystemError) {
    guard retrying({ fsync(fd) }) == 0 else { throw lastFailure() }
  }

  static func closeFile(_ fd: Int32) throws(SystemError) {
    guard close(fd) == 0 else { throw lastFailure() }
  }

  static func changeMode(_ fd: Int32, _ mode: Int) throws(SystemError) {
    guard fchmod(fd, mode_t(mode)) == 0 else { throw lastFailure() }
  }

  /// Puts `source` in place of `destination` in one step: a reader sees the old file or the
  /// new one, never a mix.
  static func replace(_ destination: String, with source: String) throws(SystemError) {
    guard rename(source, destination) == 0 else { throw lastFailure() }
  }

  static func removeFile(_ path: String) {
    _ = unlink(path)
  }

  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// Repeats a call interrupted by a signal before it did anything (`EINTR`).
  private static func retrying<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
      let result = call()
      if result >= 0 || errno != EINTR { return result }
    }
  }
}

/// A failed system call. `FileProblem` words it for a message; `systemText` is the system's
/// own wording, for the rare failure the command has no words of its own for.
public struct SystemError: Error, Equatable, Sendable {
  /// The `errno` value.
  public var code: Int32
  public init(code: Int32) { self.code = code }
  /// "No such file or directory".
  public var systemText: String { String(cString: strerror(code)) }
  var isAlreadyExists: Bool { code == EEXIST }
}
