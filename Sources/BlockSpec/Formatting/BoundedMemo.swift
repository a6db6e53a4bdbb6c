import Foundation

/// A process-wide memo of values that are expensive to compute and always the same for the
/// same key: text Foundation (ICU) would write, or what was learned from it.
///
/// Compiles run concurrently, so every access takes the lock; the work of computing a missing
/// value is done outside it (two threads may both compute one, and both get the same answer).
/// The memo never grows past `capacity`: when full it is emptied and starts over, which keeps
/// it bounded for a long-running server without bookkeeping on every hit.
final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [Key: Value] = [:]
  let capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// The value for `key`, computed by `make` when the memo does not hold it yet.
  func value(for key: Key, make: () -> Value) -> Value {
    lock.lock()
    let known = entries[key]
    lock.unlock()
    if let known { return known }
    let made = make()
    lock.lock()
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = made
    lock.unlock()
    return made
  }

  /// How many values the memo holds now (for tests of its bound).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
  }
}
