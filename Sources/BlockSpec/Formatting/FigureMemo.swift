/// The figures one `FigureWriter` wrote lately, by the value's bits: 64 slots, direct-mapped by
/// a multiplicative hash, each holding the last value that landed there. A figure is a pure
/// function of the writer's format, its locale and the value's bits, so a hit is exactly what
/// writing the figure again gives. Bounded by construction; one compile's, on one thread.
///
/// The slots are raw memory the memo owns: an array's uniqueness and bounds checks, and the
/// runtime's exclusivity check on a class's stored array, cost more than the lookup itself.
final class FigureMemo {
  private static var slotCount: Int { 64 }
  private let bits: UnsafeMutablePointer<UInt64>
  private let texts: UnsafeMutablePointer<String?>

  init() {
    bits = .allocate(capacity: Self.slotCount)
    bits.initialize(repeating: 0, count: Self.slotCount)
    texts = .allocate(capacity: Self.slotCount)
    texts.initialize(repeating: nil, count: Self.slotCount)
  }

  deinit {
    texts.deinitialize(count: Self.slotCount)
    texts.deallocate()
    bits.deallocate()
  }

  /// 0 ..< 64: the top six bits of the product.
  @inline(__always)
  private static func slot(_ bits: UInt64) -> Int {
    Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }

  func text(for value: Double) -> String? {
    let key = value.bitPattern
    let slot = Self.slot(key)
    return bits[slot] == key ? texts[slot] : nil
  }

  func remember(_ text: String, for value: Double) {
    let key = value.bitPattern
    let slot = Self.slot(key)
    bits[slot] = key
    texts[slot] = text
  }
}
