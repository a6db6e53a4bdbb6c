import Foundation

/// Reads a theme file from disk for `Theme.load(contentsOf:)` and for each `$extends` sibling,
/// saying what went wrong in the loader's own words.
///
/// `Data(contentsOf:)` said Foundation's words ("The operation could not be completed.
/// (NSCocoaErrorDomain error 256.)" for a directory), or the wrong reason ("You don't have
/// permission" for `/dev/zero`), and read a device without end. Here (`RegularFileReader`) a
/// directory, a missing file and a file this process may not open are told apart before
/// reading, a file's size is known before it is read, and anything that is not a regular file
/// (a device, a named pipe) is refused without being opened, so nothing blocks.
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
    switch RegularFileReader.read(url.path, limit: Theme.maximumFileSize) {
    case .success(let data): return .success(data)
    case .failure(.tooLarge(let size)):
      return .failure(ThemeInputLimits.problem(byteCount: size, file: name)!)
    case .failure(let problem):
      return unreadable(problem.text)
    }
  }
}
