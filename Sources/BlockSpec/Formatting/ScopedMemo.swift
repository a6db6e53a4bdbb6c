import Foundation

/// A process-wide memo of values that are expensive to compute and always the same for the
/// same scope and key: text Foundation (ICU) would write for a locale (the scope) and a value
/// (the key), or what was learned from Foundation for a locale.
///
/// Values are kept per scope, and scopes are found by comparing rather than hashing: a process
/// formats for one locale or a few, so the scope is nearly always the first one compared, and
/// a dictionary keyed by `Locale` would hash it (about 400 instructions) and then compare it
/// anyway (about 500). Only the small key is hashed.
///
/// Compiles run concurrently, so every access takes the lock; a missing value is computed
/// outside it (two threads may both compute one, and both get the same answer). Bounded: at
/// most `scopeLimit` scopes (the oldest dropped) of at most `valueLimit` values each (a full
/// scope is emptied and starts over), which keeps a long-running server's memory flat
/// without bookkeeping on every hit.
///
/// A scope can ask not to be remembered (`remembers` answers `false`): an auto-updating
/// locale or time zone, whose text changes when the user changes their settings. Its values
/// are computed on every call.
final class ScopedMemo<Scope: Equatable & Sendable, Key: Hashable & Sendable, Value: Sendable>:
  @unchecked Sendable
{
  /// One scope's values. Only read or changed under the memo's lock.
  private final class Shelf {
    let scope: Scope
    let remembers: Bool
    var values: [Key: Value] = [:]

    init(scope: Scope, remembers: Bool) {
      self.scope = scope
      self.remembers = remembers
    }
  }

  private let lock = NSLock()
  private var shelves: [Shelf] = []
  let scopeLimit: Int
  let valueLimit: Int
  private let remembers: @Sendable (Scope) -> Bool

  init(scopeLimit: Int, valueLimit: Int, remembers: @escaping @Sendable (Scope) -> Bool = { _ in true }) {
    self.scopeLimit = max(scopeLimit, 1)
    self.valueLimit = max(valueLimit, 1)
    self.remembers = remembers
  }

  /// The value for `key` in `scope`, computed by `make` when the memo does not hold it.
  func value(in scope: Scope, for key: Key, make: () -> Value) -> Value {
    lock.lock()
    let shelf = shelves.first { $0.scope == scope }
    if let shelf, let known = shelf.values[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    if let shelf, !shelf.remembers { return make() }
    let remembering = shelf?.remembers ?? remembers(scope)
    let made = make()
    lock.lock()
    defer { lock.unlock() }
    let target: Shelf
    if let existing = shelves.first(where: { $0.scope == scope }) {
      target = existing
    } else {
      target = Shelf(scope: scope, remembers: remembering)
      shelves.insert(target, at: 0)
      if shelves.count > scopeLimit { shelves.removeLast() }
    }
    guard target.remembers else { return made }
    if target.values.count >= valueLimit { target.values.removeAll(keepingCapacity: true) }
    target.values[key] = made
    return made
  }

  /// How many scopes and values the memo holds now (for tests of its bounds).
  var counts: (scopes: Int, values: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (shelves.count, shelves.reduce(0) { $0 + $1.values.count })
  }
}
