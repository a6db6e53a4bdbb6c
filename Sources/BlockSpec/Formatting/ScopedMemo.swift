import Foundation

/// A process-wide memo of values that are expensive to compute and always the same for the
/// same scope and key: text Foundation (ICU) would write for a locale (the scope) and a value
/// (the key), or what was learned from Foundation for a locale.
///
/// Values are kept per scope, and scopes are found by comparing rather than hashing: a process
/// formats for one locale or a few, so the scope is nearly always the first one compared, and
/// a dictionary keyed by `Locale` would hash it (about 400 instructions) and then compare it
/// anyway (about 500). Only the small key is hashed, and only once a scope holds more
/// than a few (see `Shelf`).
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
  ///
  /// The first few values are kept in a short list searched by `==`, the rest in a dictionary:
  /// most scopes see a handful of keys (a process writes numbers in three or four styles), and
  /// comparing a few keys costs less than hashing one.
  ///
  /// A memo given `keyBits` keeps every value in a `KeyTable` instead, found by those bits
  /// without hashing: the date labels, thirty or sixty lookups a chart.
  private final class Shelf {
    static var listedLimit: Int { 8 }

    let scope: Scope
    let remembers: Bool
    let keyBits: (@Sendable (Key) -> UInt64)?
    @exclusivity(unchecked) var listed: [(key: Key, value: Value)] = []
    @exclusivity(unchecked) var hashed: [Key: Value] = [:]
    let table: KeyTable<Key, Value>?

    init(scope: Scope, remembers: Bool, keyBits: (@Sendable (Key) -> UInt64)?, valueLimit: Int) {
      self.scope = scope
      self.remembers = remembers
      self.keyBits = keyBits
      // A scope that is not remembered never holds a value: no table for it.
      table = keyBits == nil || !remembers ? nil : KeyTable(capacity: valueLimit)
    }

    var count: Int { table?.count ?? listed.count + hashed.count }

    subscript(key: Key) -> Value? {
      if let keyBits { return table?.value(for: key, bits: keyBits(key)) }
      for entry in listed where entry.key == key { return entry.value }
      return listed.count < Self.listedLimit ? nil : hashed[key]
    }

    func insert(_ value: Value, for key: Key) {
      if let keyBits {
        table?.insert(value, for: key, bits: keyBits(key))
      } else if listed.count < Self.listedLimit {
        listed.append((key, value))
      } else {
        hashed[key] = value
      }
    }

    func removeAll() {
      table?.removeAll()
      listed.removeAll(keepingCapacity: true)
      hashed.removeAll(keepingCapacity: true)
    }
  }

  private let lock = NSLock()
  /// Only read or changed under `lock`, which already makes every access exclusive: the
  /// runtime's own exclusivity check (here and on a shelf's values) cost two calls per lookup.
  @exclusivity(unchecked) private var shelves: [Shelf] = []
  let scopeLimit: Int
  let valueLimit: Int
  private let remembers: @Sendable (Scope) -> Bool
  /// Bits of a key for its scope's `KeyTable` (equal keys, equal bits); nil: keys are hashed.
  private let keyBits: (@Sendable (Key) -> UInt64)?

  init(
    scopeLimit: Int, valueLimit: Int, remembers: @escaping @Sendable (Scope) -> Bool = { _ in true },
    keyBits: (@Sendable (Key) -> UInt64)? = nil
  ) {
    self.scopeLimit = max(scopeLimit, 1)
    self.valueLimit = max(valueLimit, 1)
    self.keyBits = keyBits
    self.remembers = remembers
  }

  /// The value for `key` in `scope`, computed by `make` when the memo does not hold it.
  func value(in scope: Scope, for key: Key, make: () -> Value) -> Value {
    lock.lock()
    let shelf = shelves.first { Self.same($0.scope, scope) }
    if let shelf, let known = shelf[key] {
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
    if let existing = shelves.first(where: { Self.same($0.scope, scope) }) {
      target = existing
    } else {
      target = Shelf(scope: scope, remembers: remembering, keyBits: keyBits, valueLimit: valueLimit)
      shelves.insert(target, at: 0)
      if shelves.count > scopeLimit { shelves.removeLast() }
    }
    guard target.remembers else { return made }
    if target.count >= valueLimit { target.removeAll() }
    target.insert(made, for: key)
    return made
  }

  /// `value(in:for:make:)` of each key, in order, with the lock taken and the scope found once
  /// for all the values the memo holds: a chart words its thirty or sixty readings' dates at
  /// once (#27). A key the memo lacks is made and kept as `value(in:for:make:)` does.
  ///
  /// The held values go straight into the result: from the first key the memo lacks on, each
  /// key goes through `value(in:for:make:)` (a chart's dates are nearly always all held, and a
  /// list of optionals zipped into the result cost a fifth of a chart's date wording).
  func values(in scope: Scope, for keys: [Key], make: (Key) -> Value) -> [Value] {
    var values: [Value] = []
    values.reserveCapacity(keys.count)
    lock.lock()
    if let shelf = shelves.first(where: { Self.same($0.scope, scope) }) {
      for key in keys {
        guard let known = shelf[key] else { break }
        values.append(known)
      }
    }
    lock.unlock()
    for key in keys[values.count...] { values.append(value(in: scope, for: key) { make(key) }) }
    return values
  }

  /// Whether two scopes are equal, by their bits first: a value with the same bits as another
  /// is the same value (the same references, the same fields), and a compile passes the one
  /// locale it was given to every figure, so `==` (about 500 instructions for a `Locale`)
  /// runs only for scopes that really differ.
  private static func same(_ a: Scope, _ b: Scope) -> Bool {
    let identical = withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in
        guard let l = left.baseAddress, let r = right.baseAddress else { return true }
        return memcmp(l, r, left.count) == 0
      }
    }
    return identical || a == b
  }

  /// How many scopes and values the memo holds now (for tests of its bounds).
  var counts: (scopes: Int, values: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (shelves.count, shelves.reduce(0) { $0 + $1.count })
  }
}
