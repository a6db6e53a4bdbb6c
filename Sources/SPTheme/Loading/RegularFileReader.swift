import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads a file a document names (a resolver's `$ref` source, a theme's `$extends` sibling, or a
/// token or resolver document read by URL): only a regular file, its size known before a byte of
/// it is read, in the library's own words.
///
/// `Data(contentsOf:)` read a 3 GB file whole before its size was checked, waited forever on a
/// named pipe, said "You don't have permission" for `/dev/zero` (as root) and
/// "(NSCocoaErrorDomain error 256.)" for a directory or a loop of symbolic links. Here the path
/// is looked at (`stat`, following links) before it is opened; anything that is not a regular
/// file is refused without being opened, and a regular file is opened with `O_NONBLOCK` (so a
/// file swapped for a pipe in between cannot block either) and looked at again before reading.
enum RegularFileReader {
  /// Why a file was not read.
  enum Problem: Error, Equatable {
    case missing
    case notRegular(String)
    case noPermission
    case loop
    /// A regular file of `size` bytes, over the limit: nothing of it was read.
    case tooLarge(size: Int)
    case other(String)

    /// "no file there", "a directory", "a named pipe (FIFO)", … for a message's `found`.
    var text: String {
      switch self {
      case .missing: "no file there"
      case .notRegular(let what): what == "a directory" ? what : "\(what), not a regular file"
      case .noPermission: "a file this process may not read"
      case .loop: "symbolic links that go round in a loop"
      case .tooLarge(let size): "\(size) bytes"
      case .other(let text): text
      }
    }
  }

  /// The bytes of the regular file at `path`, when it holds at most `limit` bytes.
  static func read(_ path: String, limit: Int) -> Result<Data, Problem> {
    var status = stat()
    guard stat(path, &status) == 0 else { return .failure(problem(errno)) }
    if let kind = nonRegularKind(status.st_mode) { return .failure(.notRegular(kind)) }
    if Int(status.st_size) > limit { return .failure(.tooLarge(size: Int(status.st_size))) }
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return .failure(problem(errno)) }
    defer { close(fd) }
    guard fstat(fd, &status) == 0 else { return .failure(problem(errno)) }
    if let kind = nonRegularKind(status.st_mode) { return .failure(.notRegular(kind)) }
    let size = Int(status.st_size)
    if size > limit { return .failure(.tooLarge(size: size)) }
    // One byte past the size (and at most past the limit): a file growing while it is read is
    // still bounded.
    let capacity = min(size, limit) + 1
    var bytes = [UInt8](repeating: 0, count: capacity)
    var count = 0
    while count < capacity {
      let got = bytes.withUnsafeMutableBytes { buffer in
        readBytes(fd, buffer.baseAddress! + count, capacity - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(problem(errno))
      }
      if got == 0 { break }
      count += got
    }
    if count > limit { return .failure(.tooLarge(size: count)) }
    return .success(Data(bytes.prefix(count)))
  }

  /// Why a path whose real path cannot be found does not resolve (`realpath` failed).
  static func unresolvable(_ path: String) -> Problem {
    var status = stat()
    return stat(path, &status) == 0 ? .other("a path that does not resolve") : problem(errno)
  }

  /// What a file that is not regular is, in words; nil for a regular file.
  private static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a directory"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }

  private static func problem(_ code: Int32) -> Problem {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .noPermission
    case ELOOP: .loop
    case ENAMETOOLONG: .other("a name too long for the system")
    default:
      .other("a file that could not be read (\(String(cString: strerror(code))), error \(code))")
    }
  }
}

/// `read(2)`, out of the reach of `RegularFileReader.read`'s name.
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// The one rule for every file a document names (a resolver's `$ref` source, a theme's
/// `$extends` sibling): a relative path that stays, after symbolic links, inside the folder of
/// the file the load started from (the resolver document, or the theme file first loaded), or a
/// folder below it. An absolute path is refused, not re-rooted; a file the rule refuses is
/// never opened, so nothing of it can appear in a message.
enum FileReferenceRule {
  /// How messages state the rule, after "expected".
  static func expectation(root: String) -> String {
    "a file inside the folder \(root) (the folder of the file the load started from) or below it: a relative path that does not leave it, also through symbolic links"
  }

  /// Why `path`, as written, leaves its folder before any link is followed ("an absolute path",
  /// "a path that climbs out with '..'"), or nil. `depth` is how many folders below the root
  /// the naming file is.
  static func lexicalProblem(_ path: String, depth: Int = 0) -> String? {
    if path.hasPrefix("/") || path.hasPrefix("~") { return "an absolute path" }
    var level = depth
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == ".." {
        level -= 1
        if level < 0 { return "a path that climbs out of the folder with '..'" }
      } else if part != "." {
        level += 1
      }
    }
    return nil
  }

  /// The real path of `path` (every symbolic link followed), or nil when it does not resolve.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether the real path `inner` is `root` or inside it.
  static func contains(root: String, _ inner: String) -> Bool {
    if root == "/" { return true }
    return inner == root || inner.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  /// The folder depth of `url` below `root` (both standardized file URLs), for `lexicalProblem`.
  static func depth(of folder: URL, below root: URL) -> Int {
    let folderParts = folder.standardizedFileURL.pathComponents
    let rootParts = root.standardizedFileURL.pathComponents
    guard folderParts.starts(with: rootParts) else { return 0 }
    return folderParts.count - rootParts.count
  }
}
