import Foundation

/// A change as the sparkline tile writes it (S-5, S-6): a percentage with one decimal, in the
/// environment's locale, through Foundation's own format style, as the seed formats it.
enum PercentChange {
  /// "+12.3%", "-4.0%", "+0.0%": one decimal and an explicit sign
  /// (`.percent.precision(.fractionLength(1)).sign(strategy: .always())`).
  static func signed(_ fraction: Double, locale: Locale) -> String {
    guard fraction.isFinite else { return "–" }
    return fraction.formatted(style(locale: locale, magnitude: abs(fraction)).sign(strategy: .always()))
  }

  /// "12.3%": the magnitude VoiceOver reads after "up" or "down".
  static func magnitude(_ fraction: Double, locale: Locale) -> String {
    guard fraction.isFinite else { return "–" }
    return abs(fraction).formatted(style(locale: locale, magnitude: abs(fraction)))
  }

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
