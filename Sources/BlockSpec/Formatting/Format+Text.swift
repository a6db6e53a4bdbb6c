import Foundation

extension Format {
  /// Beyond this magnitude figures are written in scientific notation ("1E308"): the full
  /// digits of 1e308 are 400 characters no layout can hold. A quadrillion is past any real
  /// revenue or count.
  static let scientificThreshold = 1e15

  /// The text for `value` in this format, through Foundation's locale data; en_US reads
  /// "$44,051.40", "1,172", "3.2%", "12.4K", "4m 12s".
  ///
  /// Currency, number and percent text comes from `NumberStyle.text(_:locale:)`, which writes
  /// Foundation's bytes from a pattern learned once per locale; compact, duration and
  /// scientific text, off the hot path, comes from Foundation on each call.
  ///
  /// Values are rounded to the digits shown before formatting, so a figure that rounds to zero
  /// never reads "-$0.00". NaN and infinities, which validation keeps out of overviews, read
  /// "–" (an en dash) rather than crashing or printing "nan".
  public func formatted(_ value: Double, locale: Locale) -> String {
    guard value.isFinite else { return "–" }
    switch self {
    case .currency(let code, let digits):
      let shown = Self.clamped(digits ?? CurrencyDigits.minorUnits(of: code) ?? 2)
      if abs(value) >= Self.scientificThreshold {
        let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
        return value.formatted(style.notation(.scientific).precision(.significantDigits(1...3)))
      }
      return NumberStyle(.currency(code: code), fractionDigits: shown...shown).text(
        Self.rounded(value, digits: shown), locale: locale)

    case .number(let digits):
      if abs(value) >= Self.scientificThreshold { return Self.scientific(value, locale: locale) }
      if let digits = digits.map(Self.clamped) {
        return NumberStyle(.decimal, fractionDigits: digits...digits).text(
          Self.rounded(value, digits: digits), locale: locale)
      }
      // Without fixed digits: whole numbers stay whole ("1,172"), others keep up to two.
      return NumberStyle(.decimal, fractionDigits: 0...2).text(Self.rounded(value, digits: 2), locale: locale)

    case .percent:
      // The value is a fraction; one decimal at most ("3.2%", "12%").
      if abs(value) * 100 >= Self.scientificThreshold {
        let style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
        return value.formatted(style.notation(.scientific).precision(.significantDigits(1...3)))
      }
      return NumberStyle(.percent, fractionDigits: 0...1).text(Self.rounded(value, digits: 3), locale: locale)

    case .compact:
      if abs(value) >= Self.scientificThreshold { return Self.scientific(value, locale: locale) }
      let style = FloatingPointFormatStyle<Double>(locale: locale).notation(.compactName)
      return Self.rounded(value, digits: 1).formatted(style.precision(.fractionLength(0...1)))

    case .duration:
      return Self.duration(seconds: value, locale: locale)
    }
  }

  /// How `formatted(_:locale:)` writes currency, number and percent figures below the
  /// scientific threshold: the style, the decimals a value is rounded to first (two more for
  /// percent, whose value is a fraction), and what the value is multiplied by before the
  /// threshold is checked. Nil for compact and duration. `FigureWriter` writes from it; the
  /// differential tests hold the two to the same bytes. (`formatted` keeps its own switch:
  /// copying this optional tuple out cost more than the switch.)
  var numberPlan: (style: NumberStyle, roundingDigits: Int, thresholdScale: Double)? {
    switch self {
    case .currency(let code, let digits):
      let shown = Self.clamped(digits ?? CurrencyDigits.minorUnits(of: code) ?? 2)
      return (NumberStyle(.currency(code: code), fractionDigits: shown...shown), shown, 1)
    case .number(let digits):
      if let digits = digits.map(Self.clamped) {
        return (NumberStyle(.decimal, fractionDigits: digits...digits), digits, 1)
      }
      // Without fixed digits: whole numbers stay whole ("1,172"), others keep up to two.
      return (NumberStyle(.decimal, fractionDigits: 0...2), 2, 1)
    case .percent:
      // The value is a fraction; one decimal at most ("3.2%", "12%").
      return (NumberStyle(.percent, fractionDigits: 0...1), 3, 100)
    case .compact, .duration:
      return nil
    }
  }

  /// One rule per magnitude, so neighbouring values read alike: under a minute seconds ("42s");
  /// under an hour minutes and seconds ("4m 12s", "4m"); from an hour on hours and minutes, the
  /// seconds rounded to the nearest minute ("1h 2m", "1h 1m" for 3,630 s, "48h 1m", "1h"). A unit
  /// that is zero is left out; hours do not roll into days. A negative duration reads "-4m 12s".
  /// Beyond a quadrillion seconds the hours are written in scientific notation, as `Duration`
  /// cannot hold them.
  private static func duration(seconds: Double, locale: Locale) -> String {
    let whole = seconds.rounded()
    guard abs(whole) >= scientificThreshold else {
      // Rounded here, so 3,599.6 s reads "1h" rather than "60m".
      if abs(whole) >= 3600 {
        let minutes = (whole / 60).rounded()
        let style = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .narrow)
        return Duration.seconds(Int64(minutes * 60)).formatted(style.locale(locale))
      }
      let style = Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .narrow)
      return Duration.seconds(Int64(whole == 0 ? 0 : whole)).formatted(style.locale(locale))
    }
    // Use the locale's own hour pattern ("1h", "1 Std.", "1時間") with the number swapped in.
    let hourStyle = Duration.UnitsFormatStyle(allowedUnits: [.hours], width: .narrow).locale(locale)
    let oneHour = Duration.seconds(3600).formatted(hourStyle)
    let hours = scientific(seconds / 3600, locale: locale)
    guard let one = oneHour.firstRange(of: "1") else { return hours }
    return oneHour.replacingCharacters(in: one, with: hours)
  }

  private static func scientific(_ value: Double, locale: Locale) -> String {
    value.formatted(
      FloatingPointFormatStyle<Double>(locale: locale).notation(.scientific).precision(
        .significantDigits(1...3)))
  }

  /// `value` rounded half away from zero to `digits` decimals, with a zero result made
  /// positive so no sign survives on a figure that reads as zero.
  static func rounded(_ value: Double, digits: Int) -> Double {
    let scale = powersOfTen[min(max(digits, 0), powersOfTen.count - 1)]
    let scaled = value * scale
    // Past 2^52 a Double has no fraction to round.
    guard abs(scaled) < 0x1p52 else { return value }
    let result = scaled.rounded() / scale
    return result == 0 ? 0 : result
  }

  /// Fraction digits a format can show; validation allows 0…6, an overview built in code
  /// without validation is kept within what Foundation accepts.
  private static func clamped(_ digits: Int) -> Int { min(max(digits, 0), 15) }

  /// Exact powers of ten, so rounding does not depend on the C library's `pow`.
  static let powersOfTen: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  ]

}
