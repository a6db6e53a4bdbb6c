import Foundation

/// A result worked out on a thread of its own while the caller goes on: the compile command
/// loads a shipped theme this way while it reads the document, the two being independent.
///
/// On a five-minute year the theme (parsing the embedded resolver, resolving an input, binding
/// the roles: about 14 M instructions) took 7 % of a `spec-compile` run, all of it after the
/// document's read; beside it, on a second core, it costs the run nothing (#27). On one core
/// the run takes as long as before. The work must be pure or touch only what nothing else
/// touches meanwhile: it runs unsynchronised with the caller until `value()`.
final class WorkAside<Value: Sendable>: @unchecked Sendable {
  private let finished = DispatchSemaphore(value: 0)
  // Written once by the worker before `finished` is signalled, read only after waiting for it.
  private var result: Value?

  init(_ work: @escaping @Sendable () -> Value) {
    let thread = Thread { [self] in
      result = work()
      finished.signal()
    }
    // As much stack as a main thread has, whatever the platform gives secondary threads
    // (512 KB on Apple platforms): the work is the same code the main thread would run.
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// The work's result, waiting for it if it is not done yet.
  func value() -> Value {
    finished.wait()
    finished.signal()  // a second call returns too
    return result!
  }
}
