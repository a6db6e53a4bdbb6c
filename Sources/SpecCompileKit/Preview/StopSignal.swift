#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Set by the SIGINT and SIGTERM handler, read by the serving loop between polls. A signal
/// also interrupts `poll`, so the loop sees it at once. Only a handler writes it.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// Ctrl-C for `spec-compile preview`: the first SIGINT (or SIGTERM) asks the loop to stop,
/// which closes every socket and returns 0. SIGPIPE is ignored, so a browser that closes a
/// connection mid-write costs that connection only.
enum StopSignal {
  static func install() {
    stopRequested = 0
    signal(SIGPIPE, SIG_IGN)
    signal(SIGINT) { _ in stopRequested = 1 }
    signal(SIGTERM) { _ in stopRequested = 1 }
  }

  /// The default actions back, once serving is over (SIGPIPE's too: a process started later
  /// inherits an ignored SIGPIPE).
  static func uninstall() {
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    signal(SIGPIPE, SIG_DFL)
  }

  static var isRequested: Bool { stopRequested != 0 }
}
