/// A fixed-size table from keys to values, found by bits the caller derives from each key
/// (`ScopedMemo`'s `keyBits`) rather than by `Hasher`.
///
/// A `Dictionary` lookup hashes its key with SipHash (about 270 instructions for a date
/// label's form and date); a chart words thirty or sixty dates a compile, so the memo's lookups
/// were a twentieth of a compile (#27). Here a lookup multiplies the bits once and compares
/// keys along a short probe: open addressing, linear probing, at most half full, so a miss ends
/// at an empty slot within a few steps. Equal keys must give equal bits; unequal keys may share
/// them (they then sit side by side), so the answer is always the key's own value.
///
/// Not thread-safe: `ScopedMemo` reads and changes it under its lock. A class, so that a
/// lookup reads its arrays in place (a struct held in the memo's shelf was copied out, with a
/// retain and a release of each array, on every lookup).
final class KeyTable<Key: Equatable, Value> {
  /// `entries` index per slot; -1 for an empty slot.
  @exclusivity(unchecked) private var slots: [Int32]
  @exclusivity(unchecked) private var entries: [(bits: UInt64, key: Key, value: Value)] = []
  /// Bits of `slots.count - 1`, the mask from a hash to a slot.
  private let mask: Int
  /// The most entries it holds; `insert` beyond it is refused (the memo empties it first).
  let capacity: Int

  /// Room for `capacity` entries (at least one), in twice as many slots rounded up to a power
  /// of two.
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    var slotCount = 2
    while slotCount < 2 * self.capacity { slotCount *= 2 }
    slots = [Int32](repeating: -1, count: slotCount)
    mask = slotCount - 1
  }

  var count: Int { entries.count }

  @inline(__always)
  private func start(_ bits: UInt64) -> Int {
    Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// The value for `key`, whose bits are `bits`.
  func value(for key: Key, bits: UInt64) -> Value? {
    var slot = start(bits)
    while true {
      let index = Int(slots[slot])
      if index < 0 { return nil }
      let entry = entries[index]
      if entry.bits == bits, entry.key == key { return entry.value }
      slot = (slot &+ 1) & mask
    }
  }

  /// Adds `value` for `key` (not already held); false when the table is full.
  @discardableResult
  func insert(_ value: Value, for key: Key, bits: UInt64) -> Bool {
    guard entries.count < capacity else { return false }
    var slot = start(bits)
    while slots[slot] >= 0 { slot = (slot &+ 1) & mask }
    slots[slot] = Int32(entries.count)
    entries.append((bits, key, value))
    return true
  }

  func removeAll() {
    guard !entries.isEmpty else { return }
    for slot in slots.indices { slots[slot] = -1 }
    entries.removeAll(keepingCapacity: true)
  }
}
