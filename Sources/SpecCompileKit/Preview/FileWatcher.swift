import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Portable file watching by polling: every `interval`, `changes()` compares each path's
/// modification time, size and file number with the last look. An editor that saves by
/// renaming a new file over the old one changes the file number; a file that disappears, or
/// appears, is a change too. No inotify or FSEvents, so it behaves the same on Linux and on
/// Apple platforms, and a few files cost a few `stat` calls a poll.
struct FileWatcher: Sendable {
  /// How often `spec-compile preview` looks: a change shows within this and one recompile.
  static let intervalMilliseconds = 250

  struct Stamp: Hashable, Sendable {
    var exists: Bool
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
    var fileNumber: UInt64
  }

  private(set) var stamps: [String: Stamp] = [:]

  init(paths: [String] = []) { watch(paths) }

  /// Watches exactly `paths` from now on: a path new to the list is stamped now (so it is not
  /// reported), one no longer listed is forgotten.
  mutating func watch(_ paths: [String]) {
    var next: [String: Stamp] = [:]
    for path in paths { next[path] = stamps[path] ?? Self.stamp(path) }
    stamps = next
  }

  var paths: [String] { stamps.keys.sorted() }

  /// The watched paths that changed since the last call, sorted.
  mutating func changes() -> [String] {
    var changed: [String] = []
    for (path, old) in stamps {
      let new = Self.stamp(path)
      if new != old {
        stamps[path] = new
        changed.append(path)
      }
    }
    return changed.sorted()
  }

  static func stamp(_ path: String) -> Stamp {
    var status = stat()
    guard stat(path, &status) == 0 else {
      return Stamp(exists: false, seconds: 0, nanoseconds: 0, size: 0, fileNumber: 0)
    }
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return Stamp(
      exists: true, seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int64(status.st_size),
      fileNumber: UInt64(status.st_ino))
  }
}
