import Foundation

/// A growable byte buffer the canonical writer owns alone: one allocation, written through a
/// pointer, handed to `Data` without a copy at the end.
///
/// `[UInt8].append` checks that the array is uniquely referenced and goes through a generic
/// `append(contentsOf:)` on every call: about a quarter of the tree writer's instructions
/// before this type. Here a write is a capacity comparison and a store. Every write reserves its bytes first
/// (`reserve`), and the unchecked stores are private to this type, so nothing writes past the
/// allocation. It is non-copyable, so the memory has exactly one owner and is freed once:
/// by `deinit`, or by the `Data` that `data()` returns.
struct JSONByteBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// Bytes written so far.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The bytes written, owned by the `Data` from here on.
  consuming func data() -> Data {
    let (base, count) = (self.base, self.count)
    discard self
    return Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
  }

  /// The bytes written so far, as an array (tests and tools).
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  // MARK: Capacity

  /// Makes room for `extra` more bytes.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if capacity &- count < extra { grow(toFit: extra) }
  }

  @inline(never)
  private mutating func grow(toFit extra: Int) {
    var newCapacity = capacity * 2
    while newCapacity - count < extra { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  // MARK: Writes

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  /// Two bytes at once (`":"` and a space, a comma and a newline, an escape).
  @inline(__always)
  mutating func append(_ first: UInt8, _ second: UInt8) {
    reserve(2)
    base[count] = first
    base[count &+ 1] = second
    count &+= 2
  }

  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress else { return }
    reserve(bytes.count)
    (base + count).initialize(from: start, count: bytes.count)
    count &+= bytes.count
  }

  /// A literal's bytes between two single bytes, e.g. a key between its quotes. Inlined, a
  /// literal's length is a constant and the copy a few moves.
  @inline(__always)
  mutating func append(_ open: UInt8, _ text: StaticString, _ close: UInt8) {
    let length = text.utf8CodeUnitCount
    reserve(length &+ 2)
    base[count] = open
    (base + (count &+ 1)).initialize(from: text.utf8Start, count: length)
    base[count &+ 1 &+ length] = close
    count &+= length &+ 2
  }

  /// A compact member's start, `,"name":` (the comma only after another member), checking
  /// capacity once.
  @inline(__always)
  mutating func appendKey(_ name: StaticString, afterComma: Bool) {
    let length = name.utf8CodeUnitCount
    reserve(length &+ 4)
    var at = count
    if afterComma {
      base[at] = UInt8(ascii: ",")
      at &+= 1
    }
    base[at] = UInt8(ascii: "\"")
    (base + (at &+ 1)).initialize(from: name.utf8Start, count: length)
    base[at &+ 1 &+ length] = UInt8(ascii: "\"")
    base[at &+ 2 &+ length] = UInt8(ascii: ":")
    count = at &+ 3 &+ length
  }

  @inline(__always)
  mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func append(repeating byte: UInt8, count repeats: Int) {
    guard repeats > 0 else { return }
    reserve(repeats)
    (base + count).initialize(repeating: byte, count: repeats)
    count &+= repeats
  }

  /// Writes `bytes` between double quotes if they fit without growing (after a `reserve`), and
  /// says whether it did. Never reallocates, so a caller may use it while borrowing a string's
  /// bytes (an opaque call there makes the optimiser retain and release the string).
  @inline(__always)
  mutating func appendQuotedIfRoom(_ source: UnsafePointer<UInt8>, count length: Int) -> Bool {
    guard length >= 0, capacity &- count >= length &+ 2 else { return false }
    let target = base + count
    target[0] = UInt8(ascii: "\"")
    Self.copy(source, count: length, to: UnsafeMutableRawPointer(target + 1))
    target[length &+ 1] = UInt8(ascii: "\"")
    count &+= length &+ 2
    return true
  }

  /// Copies `count` bytes, runs of up to 24 as overlapping loads and stores within both
  /// ranges (raw: `source` may be any initialized memory).
  @inline(__always)
  static func copy(_ source: UnsafeRawPointer, count: Int, to target: UnsafeMutableRawPointer) {
    switch count {
    case 17...24:
      let head = source.loadUnaligned(as: UInt64.self)
      let middle = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      let tail = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      target.storeBytes(of: head, as: UInt64.self)
      target.storeBytes(of: middle, toByteOffset: 8, as: UInt64.self)
      target.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
    case 8...16:
      let head = source.loadUnaligned(as: UInt64.self)
      let tail = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      target.storeBytes(of: head, as: UInt64.self)
      target.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
    case 4..<8:
      let head = source.loadUnaligned(as: UInt32.self)
      let tail = source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
      target.storeBytes(of: head, as: UInt32.self)
      target.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
    case 0..<4:
      for index in 0..<count {
        target.storeBytes(
          of: source.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
      }
    default:
      target.copyMemory(from: source, byteCount: count)
    }
  }

  /// A short run (a remembered number's spelling), copied inline rather than by `memcpy`.
  @inline(__always)
  mutating func appendShort(_ source: UnsafeRawPointer, count length: Int) {
    guard length > 0 else { return }
    reserve(length)
    Self.copy(source, count: length, to: UnsafeMutableRawPointer(base + count))
    count &+= length
  }

  /// The bytes written from `start` on, for a caller to read before the next write.
  @inline(__always)
  func written(from start: Int) -> UnsafeBufferPointer<UInt8> {
    let start = min(max(start, 0), count)
    return UnsafeBufferPointer(start: base + start, count: count &- start)
  }

  /// Lets a caller write up to `maximum` bytes in place (never more); `body` returns how many
  /// it wrote.
  @inline(__always)
  mutating func write(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    reserve(maximum)
    let written = body(base + count)
    count &+= min(max(written, 0), maximum)
  }
}
