import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a file could not be read or written, in the command's own words and for the step that
/// failed: the system's one error code means different things when opening an input, creating
/// the file beside an output and writing it (`ENOENT` is "no such file" for an input, "the
/// directory does not exist" for an output in a missing directory, and "the directory does not
/// allow new files" in `/proc`). Names are the caller's, as given; the line they end up in is
/// escaped where it is printed.
enum FileProblem {
  /// Opening or reading the input file `path` failed.
  static func reading(_ path: String, _ error: SystemError) -> String {
    switch error.code {
    case ENOENT: missingDirectory(directory(of: path)) ?? "no such file"
    case ENOTDIR: notADirectory(in: directory(of: path)) ?? "a part of its path is not a directory"
    case EISDIR: "it is a directory"
    case EACCES, EPERM: "no permission to read it"
    default: common(error)
    }
  }

  /// Creating a new file in `directory` failed: the temporary file an output is written to
  /// before it takes the target's place.
  static func creating(in directory: String, _ error: SystemError) -> String {
    let named = shown(directory)
    switch error.code {
    case ENOENT: return missingDirectory(directory) ?? "\(named) does not allow new files"
    case ENOTDIR: return notADirectory(in: directory) ?? "a part of its path is not a directory"
    case EACCES, EPERM: return "no permission to create files in \(named)"
    case EROFS: return "\(named) is on a read-only file system"
    case EEXIST: return "no free name for a temporary file in \(named)"
    default: return common(error)
    }
  }

  /// Writing, flushing, or putting the written file in place failed; also standard output.
  static func writing(_ error: SystemError) -> String {
    switch error.code {
    case EACCES, EPERM: "no permission to write it"
    case EROFS: "it is on a read-only file system"
    case EISDIR: "it is a directory"
    case EBUSY: "the system holds it in use"
    case EBADF: "it is closed"
    case EPIPE: "its reader has closed it"
    default: common(error)
    }
  }

  /// Failures worded the same whatever the step.
  private static func common(_ error: SystemError) -> String {
    switch error.code {
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "the disk quota is used up"
    case EFBIG: return "the output is larger than the size limit for files"
    case EIO: return "the device reported an input/output error"
    case ENAMETOOLONG: return "the name is too long for the system"
    case ELOOP: return "its symbolic links go round in a loop"
    case EMFILE, ENFILE: return "too many files are open"
    case EAGAIN: return "it has no data ready and does not wait (a non-blocking stream)"
    default:
      // A failure this rare is named in the system's words, without the capital they start
      // with, and with its number for a search.
      let text = error.systemText
      return text.prefix(1).lowercased() + text.dropFirst() + " (error \(error.code))"
    }
  }

  /// The directory `path` is in, as the caller wrote it: `missing` for `missing/out.json`,
  /// `.` for `out.json`, `/` for `/out.json`.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `the directory 'out'`; `the current directory` for `.`.
  private static func shown(_ directory: String) -> String {
    directory == "." ? "the current directory" : "the directory '\(directory)'"
  }

  /// "the directory 'missing' does not exist" when `directory` is not there; nil when it is.
  private static func missingDirectory(_ directory: String) -> String? {
    FileManager.default.fileExists(atPath: directory) ? nil : "\(shown(directory)) does not exist"
  }

  /// "'notes.txt' is not a directory": the first part of `directory` that exists as something
  /// other than a directory.
  private static func notADirectory(in directory: String) -> String? {
    var prefix = directory.hasPrefix("/") ? "/" : ""
    for part in directory.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory), !isDirectory.boolValue {
        return "'\(prefix)' is not a directory"
      }
    }
    return nil
  }
}
