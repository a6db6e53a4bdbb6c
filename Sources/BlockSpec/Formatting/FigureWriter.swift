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
    // (about 260 instructions a figure, with what they called).
    guard let style, value.isFinite, abs(value) * thresholdScale < Format.scientificThreshold else {
      return format.formatted(value, locale: locale)
    }
    let shown = Format.rounded(value, digits: roundingDigits)
    if let text = pattern?.text(shown) { return text }
    return style.foundationText(shown, locale: locale)
  }
}
