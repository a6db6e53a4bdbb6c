import Foundation

extension NumberPattern {
  /// The pattern Foundation follows for `style` in `locale`, or `nil` when Foundation must
  /// keep writing it: digits other than ASCII 0–9, text that does not split into affixes,
  /// digits and separators as expected, or a pattern that writes any check value
  /// (`checkValues`, both signs) differently from Foundation, byte for byte. Learning costs
  /// about a hundred Foundation calls, once per locale and style in a process.
  static func learn(_ style: NumberStyle, locale: Locale) -> NumberPattern? {
    guard let pattern = derive(style, locale: locale), pattern.agreesWithFoundation(in: locale) else {
      return nil
    }
    return pattern
  }

  /// Display values (before the percent shift) at the edges where writing could go wrong:
  /// zero, halves, carries into a new digit, each power of ten up to the largest exact one,
  /// and fractions shorter than the digits shown.
  static let checkValues: [Double] = [
    0, 0.5, 1, 0.05, 0.005, 0.0005, 0.000_001, 0.125, 0.994, 0.995, 0.999_5, 9.995, 99.5, 999.5,
    999.995, 1000, 1234.5678, 9999.99, 10_000, 12_345.678, 99_999.5, 100_000, 123_456.789, 1e6,
    1_234_567.891, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 999_999_999_999.99,
    99_999_999_999_999.9,
  ]

  /// Whether this pattern writes every check value as Foundation does.
  func agreesWithFoundation(in locale: Locale) -> Bool {
    let places = style.maximumFractionDigits + style.shift
    let divisor = Format.powersOfTen[style.shift]
    // Several check values round to the same figure at few digits (0.005, 0.0005 and 0.000001
    // all show as 0): each figure is asked of Foundation once, the costly half of learning.
    var checked = Set<UInt64>()
    for display in Self.checkValues {
      for signed in [display, -display] {
        let value = Format.rounded(signed / divisor, digits: places)
        guard checked.insert(value.bitPattern).inserted, let fast = text(value) else { continue }
        if !fast.utf8.elementsEqual(style.foundationText(value, locale: locale).utf8) { return false }
      }
    }
    return true
  }

  /// Reads the pattern off Foundation's text for ±123456789012.5 (or ±123456789012 when no
  /// fraction is shown) and the smallest grouped whole numbers.
  static func derive(_ style: NumberStyle, locale: Locale) -> NumberPattern? {
    let places = style.maximumFractionDigits + style.shift
    guard places < Format.powersOfTen.count else { return nil }
    let showsFraction = style.maximumFractionDigits > 0
    let integerDigits = "123456789012"
    let probe = (showsFraction ? 123_456_789_012.5 : 123_456_789_012) / Format.powersOfTen[style.shift]
    let fraction =
      showsFraction ? "5" + String(repeating: "0", count: max(style.minimumFractionDigits - 1, 0)) : ""

    guard let positive = Written(style.foundationText(probe, locale: locale)),
      let negative = Written(style.foundationText(-probe, locale: locale)),
      positive.body == negative.body,
      positive.digits == integerDigits + fraction
    else { return nil }

    // Separators by the number of digits before them; the decimal one comes last.
    var separators = positive.separators
    var decimal: [UInt8] = []
    if showsFraction {
      guard let last = separators.last, last.digitsBefore == integerDigits.count else { return nil }
      decimal = last.text
      separators.removeLast()
    }
    guard !separators.contains(where: { $0.digitsBefore >= integerDigits.count }) else { return nil }

    var grouping: Grouping?
    if !separators.isEmpty {
      guard var learned = Self.grouping(separators, integerDigits: integerDigits.count),
        let minimum = minimumGroupingDigits(learned, style: style, locale: locale)
      else { return nil }
      learned.minimumDigits = minimum
      grouping = learned
    }
    return NumberPattern(
      style: style, positive: (positive.prefix, positive.suffix),
      negative: (negative.prefix, negative.suffix),
      decimalSeparator: decimal, grouping: grouping)
  }

  /// Group sizes from the separators' places in a whole number of `integerDigits` digits:
  /// one primary group at the right, equal secondary groups before it, a shorter one allowed
  /// at the far left.
  private static func grouping(_ separators: [Written.Separator], integerDigits: Int) -> Grouping? {
    guard separators.count >= 2, let text = separators.first?.text,
      separators.allSatisfy({ $0.text == text })
    else { return nil }
    let places = separators.map(\.digitsBefore) + [integerDigits]
    let sizes = zip(places.dropFirst(), places).map { $0 - $1 }
    guard let primary = sizes.last, let secondary = sizes.dropLast().last, primary > 0, secondary > 0,
      sizes.dropLast().allSatisfy({ $0 == secondary }), places[0] > 0, places[0] <= secondary
    else { return nil }
    return Grouping(separator: text, primary: primary, secondary: secondary, minimumDigits: 1)
  }

  /// The fewest integer digits past the primary group that Foundation groups: the smallest
  /// power of ten written with a separator.
  private static func minimumGroupingDigits(_ grouping: Grouping, style: NumberStyle, locale: Locale) -> Int?
  {
    for minimum in 1...3 {
      let exponent = grouping.primary + minimum - 1
      guard exponent + style.maximumFractionDigits + style.shift < 15 else { return nil }
      let value = Format.powersOfTen[exponent] / Format.powersOfTen[style.shift]
      guard let written = Written(style.foundationText(value, locale: locale)) else { return nil }
      if written.separators.contains(where: { $0.text == grouping.separator }) { return minimum }
    }
    return nil
  }
}

/// Foundation's text for one number, split at its first and last ASCII digit: the prefix, the
/// digits and the separators between them, and the suffix. Text with no ASCII digit (a locale
/// writing its own digits) gives `nil`.
private struct Written {
  struct Separator: Equatable {
    var digitsBefore: Int
    var text: [UInt8]
  }

  var prefix: [UInt8]
  var body: [UInt8]
  var suffix: [UInt8]
  var digits = ""
  var separators: [Separator] = []

  init?(_ text: String) {
    let bytes = Array(text.utf8)
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    guard let first = bytes.firstIndex(where: isDigit), let last = bytes.lastIndex(where: isDigit) else {
      return nil
    }
    prefix = Array(bytes[..<first])
    body = Array(bytes[first...last])
    suffix = Array(bytes[(last + 1)...])
    var run: [UInt8] = []
    for byte in body {
      if isDigit(byte) {
        if !run.isEmpty {
          separators.append(Separator(digitsBefore: digits.count, text: run))
          run = []
        }
        digits.append(Character(Unicode.Scalar(byte)))
      } else {
        run.append(byte)
      }
    }
  }
}
