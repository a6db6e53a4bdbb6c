import Foundation

/// Writing the `--output` file so that it is either the complete new output or whatever was
/// there before, never a truncated mix, even if the disk fills or the process dies mid-way.
///
/// The bytes go to a new temporary file in the same directory (a rename is only atomic within
/// one file system), which is flushed to disk with `fsync` and then renamed over the target. On
/// any failure the temporary file is removed and the target is untouched. A replaced file keeps
/// its permission bits; a new one gets the usual `0666` less the umask.
public enum AtomicFile {
  /// Writes `data` to `path`, or throws an `EX_CANTCREAT` failure naming the file as given and
  /// why, in the command's words (`FileProblem`).
  ///
  /// A symbolic link is followed and its target replaced, so the link survives. A target that
  /// is not a regular file (`/dev/stdout`, `/dev/null`, a named pipe) cannot be replaced by a
  /// rename and is written in place: atomicity means nothing for a stream.
  public static func write(_ data: Data, to path: String) throws(CommandFailure) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let attributes = try? FileManager.default.attributesOfItem(atPath: target.path)
    switch attributes?[.type] as? FileAttributeType {
    case nil:
      try replace(target, with: data, path: path, existingMode: nil)
    case .typeRegular?:
      let mode = attributes?[.posixPermissions] as? Int
      try replace(target, with: data, path: path, existingMode: mode)
    case .typeDirectory?:
      throw failure(path, "it is a directory", existed: false)
    default:
      try writeInPlace(data, to: target.path, path: path)
    }
  }

  private static func replace(_ target: URL, with data: Data, path: String, existingMode: Int?)
    throws(CommandFailure)
  {
    let exists = existingMode != nil
    let (temporaryPath, fd) = try createTemporaryFile(besides: target, path: path, existed: exists)
    do throws(SystemError) {
      if let existingMode { try SystemCalls.changeMode(fd, existingMode & 0o7777) }
      try SystemCalls.writeAll(fd, data)
      try SystemCalls.synchronize(fd)
    } catch {
      try? SystemCalls.closeFile(fd)
      SystemCalls.removeFile(temporaryPath)
      throw failure(path, FileProblem.writing(error), existed: exists)
    }
    do throws(SystemError) {
      try SystemCalls.closeFile(fd)
      try SystemCalls.replace(target.path, with: temporaryPath)
    } catch {
      SystemCalls.removeFile(temporaryPath)
      throw failure(path, FileProblem.writing(error), existed: exists)
    }
    synchronizeDirectory(target.deletingLastPathComponent().path)
  }

  private static func writeInPlace(_ data: Data, to target: String, path: String) throws(CommandFailure) {
    do throws(SystemError) {
      let fd = try SystemCalls.openForWriting(target)
      defer { try? SystemCalls.closeFile(fd) }
      try SystemCalls.writeAll(fd, data)
    } catch {
      throw CommandFailure(.cannotCreate, "\(path): cannot write the output: \(FileProblem.writing(error))")
    }
  }

  /// A new file named `.<name>.<random>.tmp` next to the target. The leading dot keeps it out of
  /// globs like `*.json` while it exists. The name is shortened to fit the system's 255 bytes,
  /// so a target whose own name fits is never refused for its temporary file's.
  private static func createTemporaryFile(
    besides url: URL, path: String, existed: Bool
  ) throws(CommandFailure) -> (String, Int32) {
    let directory = url.deletingLastPathComponent()
    var lastFailure = SystemError(code: 0)
    for _ in 0..<16 {
      let suffix = String(UInt32.random(in: .min ... .max), radix: 36)
      var name = url.lastPathComponent
      while name.utf8.count > 255 - ".\(suffix).tmp".utf8.count - 1 { name.removeLast() }
      let candidate = directory.appendingPathComponent(".\(name).\(suffix).tmp").path
      do {
        return (candidate, try SystemCalls.createExclusively(candidate))
      } catch {
        lastFailure = error
        if !error.isAlreadyExists { break }
      }
    }
    // Name the directory as the user wrote it, unless a symbolic link led elsewhere.
    let given = URL(fileURLWithPath: path).standardizedFileURL
    let shown = given.path == url.path ? FileProblem.directory(of: path) : directory.path
    throw failure(path, FileProblem.creating(in: shown, lastFailure), existed: existed)
  }

  /// Makes the rename itself durable. Best effort: some file systems refuse to sync a directory,
  /// and the file's own contents are already on disk.
  private static func synchronizeDirectory(_ path: String) {
    guard let fd = try? SystemCalls.openForReading(path) else { return }
    try? SystemCalls.synchronize(fd)
    try? SystemCalls.closeFile(fd)
  }

  private static func failure(_ path: String, _ reason: String, existed: Bool) -> CommandFailure {
    let outcome = existed ? "the existing file is unchanged" : "nothing was written"
    return CommandFailure(.cannotCreate, "\(path): cannot write the output file: \(reason); \(outcome)")
  }
}
