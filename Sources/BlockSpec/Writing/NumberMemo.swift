/// The spellings of the numbers one tree writer has written lately, by bit pattern.
///
/// A tree repeats its fractions: a drawn point's `x` and `y` come again in the accessibility
/// descriptor's points, and fonts, strokes and motion repeat the same few sizes, durations and
/// spring constants. Copying a remembered spelling costs a few moves where spelling it again
/// costs about 180 instructions (`CanonicalBytes.appendShortDecimal`). Spelling is a pure
/// function of the bits, so a hit writes exactly what spelling it again would. One memo
/// belongs to one writer and lives as long as one `jsonData` call: nothing is shared.
///
/// 256 slots, direct-mapped by a multiplicative hash of the bits; a slot holds the bits, the
/// spelling's length (0 for an empty slot) and up to 23 bytes of spelling (the short spellings
/// take at most 19).
struct NumberMemo: ~Copyable {
  private static var slotCount: Int { 256 }
  private static var slotSize: Int { 32 }
  /// Where the spelling starts in a slot, after the 8-byte key and the length byte.
  private static var spellingOffset: Int { 9 }
  /// Spellings longer than this are not remembered.
  static var longestSpelling: Int { 23 }

  private let slots: UnsafeMutableRawPointer

  /// Only the length bytes start initialized (all empty): a slot's key and spelling are read
  /// only once its length says they were written.
  init() {
    slots = .allocate(byteCount: Self.slotCount * Self.slotSize, alignment: 8)
    for slot in 0..<Self.slotCount {
      slots.storeBytes(of: 0, toByteOffset: slot &* Self.slotSize &+ 8, as: UInt8.self)
    }
  }

  deinit { slots.deallocate() }

  @inline(__always)
  private func slot(for bits: UInt64) -> UnsafeMutableRawPointer {
    slots + Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 56) &* Self.slotSize
  }

  /// Writes the remembered spelling of `value` and returns true, or returns false.
  @inline(__always)
  func write(_ value: Double, to out: inout JSONByteBuffer) -> Bool {
    let bits = value.bitPattern
    let slot = slot(for: bits)
    let length = Int(slot.load(fromByteOffset: 8, as: UInt8.self))
    guard length > 0, slot.load(as: UInt64.self) == bits else { return false }
    out.appendShort(UnsafeRawPointer(slot + Self.spellingOffset), count: length)
    return true
  }

  /// Remembers `spelling`, the bytes just written for `value`, if it fits a slot.
  @inline(__always)
  func remember(_ value: Double, spelling: UnsafeBufferPointer<UInt8>) {
    guard let source = spelling.baseAddress, spelling.count > 0, spelling.count <= Self.longestSpelling
    else { return }
    let bits = value.bitPattern
    let slot = slot(for: bits)
    slot.storeBytes(of: bits, as: UInt64.self)
    slot.storeBytes(of: UInt8(truncatingIfNeeded: spelling.count), toByteOffset: 8, as: UInt8.self)
    (slot + Self.spellingOffset).copyMemory(from: source, byteCount: spelling.count)
  }
}
