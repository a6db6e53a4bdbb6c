import Foundation

/// Figures of one format in one locale, many at a time: what `Format.formatted(_:locale:)`
/// writes for each, with the style's learned pattern found once rather than looked up in the
/// process-wide memo (a lock and a hash) for every figure. The width rules format every drawn
/// reading of a period to measure them.
struct FigureWriter {
  let format: Format
  let locale: Locale
  /// The style of a currency, number or percent format (`Format.numberPlan`); nil otherwise.
  private let style: NumberStyle?
  private let pattern: NumberPattern?
  private let roundingDigits: Int
  private let thresholdScale: Double

  init(_ format: Format, locale: Locale) {
    self.format = format
    self.locale = locale
    let plan = format.numberPlan
    style = plan?.style
    pattern = plan?.style.pattern(in: locale)
    roundingDigits = plan?.roundingDigits ?? 0
    thresholdScale = plan?.thresholdScale ?? 1
  }

  /// `format.formatted(value, locale: locale)`, byte for byte.
  func text(_ value: Double) -> String {
    guard style != nil, value.isFinite, abs(value) * thresholdScale < Format.scientificThreshold else {
      return format.formatted(value, locale: locale)
    }
    let shown = Format.rounded(value, digits: roundingDigits)
    if let text = pattern?.text(shown) { return text }
    return style?.foundationText(shown, locale: locale) ?? format.formatted(value, locale: locale)
  }
}
