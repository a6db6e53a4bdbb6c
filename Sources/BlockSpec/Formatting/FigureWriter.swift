import Foundation

/// Figures of one format in one locale, many at a time: what `Format.formatted(_:locale:)`
/// writes for each, with the style's learned pattern found once rather than looked up in the
/// process-wide memo (a lock and a hash) for every figure. The width rules format every drawn
/// reading of a period to measure them.
///
/// A writer made `remembering` keeps the figures it wrote lately (`FigureMemo`): one compile
/// shares one such writer for the overview's format (`Wording.figureWriter`), and the headline's
/// widths, the scrub track and the chart's data table each word the same readings, so the
/// second and third time a value is a lookup (#27). Copies of a writer share its memo; it is
/// meant for one compile on one thread, so it is not `Sendable`.
struct FigureWriter {
  let format: Format
  let locale: Locale
  private let memo: FigureMemo?
  /// The style of a currency, number or percent format (`Format.numberPlan`); nil otherwise.
  private let style: NumberStyle?
  private let pattern: NumberPattern?
  private let roundingDigits: Int
  private let thresholdScale: Double

  init(_ format: Format, locale: Locale, remembering: Bool = false) {
    self.format = format
    self.locale = locale
    memo = remembering ? FigureMemo() : nil
    let plan = format.numberPlan
    style = plan?.style
    pattern = plan?.style.pattern(in: locale)
    roundingDigits = plan?.roundingDigits ?? 0
    thresholdScale = plan?.thresholdScale ?? 1
  }

  /// `format.formatted(value, locale: locale)`, byte for byte.
  func text(_ value: Double) -> String {
    guard let memo else { return written(value) }
    if let known = memo.text(for: value) { return known }
    let text = written(value)
    memo.remember(text, for: value)
    return text
  }

  private func written(_ value: Double) -> String {
    // `guard let`, not `style != nil`: for an `Equatable` wrapped type that compares two
    // optionals, and the pair was built and destroyed through the runtime's generic witnesses
    // (about 130 instructions a figure).
    guard let style, value.isFinite, abs(value) * thresholdScale < Format.scientificThreshold else {
      return format.formatted(value, locale: locale)
    }
    let shown = Format.rounded(value, digits: roundingDigits)
    if let text = pattern?.text(shown) { return text }
    return style.foundationText(shown, locale: locale)
  }
}

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
