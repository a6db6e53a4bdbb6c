import Foundation

/// One way Foundation writes a number: plain, percent or a currency, with a range of fraction
/// digits. The unit a learned `NumberPattern` is kept and checked for, per locale.
///
/// Foundation's `FloatingPointFormatStyle` looks up or builds an ICU formatter on every call
/// (a skeleton string is built and hashed, a lock taken): about 13,000 instructions for a
/// currency figure and 46,000 for a percentage. `text(_:locale:)` writes the same bytes from a
/// pattern learned once per locale and style, and asks Foundation only when it has no pattern
/// it trusts.
struct NumberStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case decimal
    /// The value is a fraction, shown multiplied by 100.
    case percent
    case currency(code: String)
  }

  let kind: Kind
  let minimumFractionDigits: Int
  let maximumFractionDigits: Int

  /// `fractionDigits` shown after the separator, trailing zeros kept down to the lower bound.
  init(_ kind: Kind, fractionDigits: ClosedRange<Int>) {
    self.kind = kind
    minimumFractionDigits = max(fractionDigits.lowerBound, 0)
    maximumFractionDigits = max(fractionDigits.upperBound, minimumFractionDigits)
  }

  /// The power of ten between the value and the number shown: 2 for percent (0.032 shows 3.2).
  var shift: Int { kind == .percent ? 2 : 0 }

  /// The text Foundation writes for `value` in this style: what every fast answer must equal
  /// byte for byte, and the answer itself when there is no trusted pattern.
  func foundationText(_ value: Double, locale: Locale) -> String {
    let precision: NumberFormatStyleConfiguration.Precision =
      minimumFractionDigits == maximumFractionDigits
      ? .fractionLength(maximumFractionDigits)
      : .fractionLength(minimumFractionDigits...maximumFractionDigits)
    switch kind {
    case .decimal:
      return value.formatted(FloatingPointFormatStyle<Double>(locale: locale).precision(precision))
    case .percent:
      return value.formatted(FloatingPointFormatStyle<Double>.Percent(locale: locale).precision(precision))
    case .currency(let code):
      return value.formatted(
        FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale).precision(precision))
    }
  }

  /// The text for `value`, which the caller has already rounded half away from zero to the
  /// digits shown (`Format.rounded(_:digits:)` with `maximumFractionDigits + shift`), as
  /// Foundation would write it.
  func text(_ value: Double, locale: Locale) -> String {
    let learned = NumberPatterns.memo.value(in: locale, for: self) {
      NumberPattern.learn(self, locale: locale)
    }
    if let pattern = learned, let text = pattern.text(value) { return text }
    return foundationText(value, locale: locale)
  }
}

/// Patterns learned so far, per locale; `nil` for a style Foundation keeps (digits other than
/// 0–9, or a pattern that failed its check). A handful per process in practice; the bounds
/// only guard against a host cycling through every locale. An auto-updating locale is not
/// remembered: its patterns change with the user's settings.
enum NumberPatterns {
  static let memo = ScopedMemo<Locale, NumberStyle, NumberPattern?>(scopeLimit: 8, valueLimit: 64) {
    $0 != Locale.autoupdatingCurrent
  }
}
