import Foundation

/// A change as the sparkline tile writes it (S-5, S-6): a percentage with one decimal, in the
/// environment's locale, exactly as the seed's Foundation format style writes it.
///
/// Foundation builds an ICU formatter on every call (about 46,000 instructions for a
/// percentage, `NumberStyle`), and a demo screen writes eighteen. So the number comes from the
/// pattern `NumberStyle` learns once per locale, and the sign from affixes learned once per
/// locale from Foundation's own `.sign(strategy: .always())` text; anything the fast path does
/// not trust (a negative change that rounds to zero, scientific magnitudes, a locale whose signed
/// text is not affix + number) is Foundation's, call by call. A test compares both paths.
enum PercentChange {
  /// "+12.3%", "-4.0%", "+0.0%": one decimal and an explicit sign
  /// (`.percent.precision(.fractionLength(1)).sign(strategy: .always())`).
  static func signed(_ fraction: Double, locale: Locale) -> String {
    guard fraction.isFinite else { return "–" }
    let shown = roundedHalfEven(abs(fraction))
    guard abs(fraction) * 100 < Format.scientificThreshold, fraction >= 0 || shown != 0,
      let affixes = SignAffixes.memo.value(in: locale, for: 0, make: { SignAffixes(locale: locale) })
    else { return foundationSigned(fraction, locale: locale) }
    let number = oneDecimal.text(shown, locale: locale)
    let affix = fraction >= 0 ? affixes.plus : affixes.minus
    return affix.prefix + number + affix.suffix
  }

  /// "12.3%": the magnitude VoiceOver reads after "up" or "down".
  static func magnitude(_ fraction: Double, locale: Locale) -> String {
    guard fraction.isFinite else { return "–" }
    let magnitude = abs(fraction)
    guard magnitude * 100 < Format.scientificThreshold else {
      return magnitude.formatted(style(locale: locale, magnitude: magnitude))
    }
    return oneDecimal.text(roundedHalfEven(magnitude), locale: locale)
  }

  /// `magnitude` rounded to a tenth of a per cent as ICU rounds it: half to even, on the
  /// shortest decimal that reads back as the double ("0.1245" → 0.124, "0.0005" → 0).
  static func roundedHalfEven(_ magnitude: Double) -> Double {
    let scaled = magnitude * 1_000
    let floor = scaled.rounded(.down)
    // Away from a tie, the nearest thousandth is the answer whatever the rounding rule.
    guard abs(scaled - floor - 0.5) < 1e-6 else { return scaled.rounded() / 1_000 }
    guard var exact = Decimal(string: String(magnitude), locale: Locale(identifier: "en_US_POSIX")) else {
      return scaled.rounded(.toNearestOrEven) / 1_000
    }
    var rounded = Decimal()
    NSDecimalRound(&rounded, &exact, 3, .bankers)
    return Double(truncating: rounded as NSDecimalNumber)
  }

  /// Foundation's text, as the seed writes it: the reference the fast path must equal.
  static func foundationSigned(_ fraction: Double, locale: Locale) -> String {
    fraction.formatted(style(locale: locale, magnitude: abs(fraction)).sign(strategy: .always()))
  }

  private static let oneDecimal = NumberStyle(.percent, fractionDigits: 1...1)

  /// One decimal, or three significant digits in scientific notation past a quadrillion per cent
  /// (a first value near zero), whose full digits no tile could hold.
  private static func style(locale: Locale, magnitude: Double) -> FloatingPointFormatStyle<Double>.Percent {
    let style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
    guard magnitude * 100 < Format.scientificThreshold else {
      return style.notation(.scientific).precision(.significantDigits(1...3))
    }
    return style.precision(.fractionLength(1))
  }
}

/// What Foundation writes around a percentage to sign it, in one locale: learned from ±12.5 %,
/// nil when the signed text is not the unsigned text with an affix (then Foundation answers).
struct SignAffixes: Sendable {
  var plus: (prefix: String, suffix: String)
  var minus: (prefix: String, suffix: String)

  init?(locale: Locale) {
    let unsigned = PercentChange.magnitude(0.125, locale: locale)
    guard let plus = Self.affix(PercentChange.foundationSigned(0.125, locale: locale), around: unsigned),
      let minus = Self.affix(PercentChange.foundationSigned(-0.125, locale: locale), around: unsigned)
    else { return nil }
    self.plus = plus
    self.minus = minus
  }

  private static func affix(_ signed: String, around number: String) -> (prefix: String, suffix: String)? {
    guard signed != number else { return nil }
    if signed.hasSuffix(number) { return (String(signed.dropLast(number.count)), "") }
    if signed.hasPrefix(number) { return ("", String(signed.dropFirst(number.count))) }
    return nil
  }

  /// Per locale; an auto-updating locale is not remembered (its format changes with settings).
  static let memo = ScopedMemo<Locale, Int, SignAffixes?>(scopeLimit: 8, valueLimit: 1) {
    $0 != Locale.autoupdatingCurrent
  }
}
