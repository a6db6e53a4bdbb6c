import Foundation

/// Reads a theme file from disk for `Theme.load(contentsOf:)` and for each `$extends` sibling,
/// saying what went wrong in the loader's own words.
///
/// `Data(contentsOf:)` said Foundation's words ("The operation could not be completed.
/// (NSCocoaErrorDomain error 256.)" for a directory), or the wrong reason ("You don't have
/// permission" for `/dev/zero`), and read a device without end. Here a directory, a missing file
/// and a file this process may not open are told apart before reading, and anything that is
/// not a regular file (a device, a pipe) is read only up to the size limit.
enum ThemeFileReader {
  /// The bytes at `url`, or the problem, reported in `file` at `path` (the file itself, with an
  /// empty path; or the child naming it, at `$extends`). `name` is how a size problem names the
  /// file read.
  static func read(_ url: URL, name: String, reportedIn file: String, at path: String) -> Result<
    Data, ThemeError
  > {
    func unreadable(_ found: String) -> Result<Data, ThemeError> {
      .failure(
        ThemeError(
          .unreadableFile, file: file, path: path, expected: "a readable theme file at \(url.path)",
          found: found))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return unreadable("no file there")
    }
    if isDirectory.boolValue { return unreadable("a directory") }
    let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
    let isRegular = values?.isRegularFile == true
    if isRegular, let size = values?.fileSize,
      let problem = ThemeInputLimits.problem(byteCount: size, file: name)
    {
      return .failure(problem)
    }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      return unreadable(reason(error))
    }
    defer { try? handle.close() }
    // One byte past the limit tells a file at the limit from a longer one; a device such as
    // /dev/zero never ends, so it is never read further.
    let limit = Theme.maximumFileSize + 1
    var data = Data()
    do {
      while data.count < limit, let chunk = try handle.read(upToCount: limit - data.count), !chunk.isEmpty {
        data.append(chunk)
      }
    } catch {
      return unreadable(reason(error))
    }
    if data.count > Theme.maximumFileSize {
      return .failure(
        ThemeError(
          .outOfRange, file: name, path: "",
          expected: "a theme file of at most \(Theme.maximumFileSize) bytes",
          found: isRegular
            ? "\(data.count) bytes" : "more than \(Theme.maximumFileSize) bytes (not a regular file)"))
    }
    return .success(data)
  }

  /// Why opening or reading failed, from the error's code rather than its localized text.
  private static func reason(_ error: any Error) -> String {
    guard let code = (error as? CocoaError)?.code else { return "a file that could not be read" }
    switch code {
    case .fileReadNoPermission: return "a file this process may not read"
    case .fileReadNoSuchFile, .fileNoSuchFile: return "no file there"
    case .fileReadInvalidFileName: return "a name the system cannot open"
    default: return "a file that could not be read"
    }
  }
}
