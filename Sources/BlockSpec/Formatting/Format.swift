/// How a figure is written. The text itself comes from `formatted(_:locale:)`.
public enum Format: Hashable, Sendable {
  /// Money in an ISO 4217 currency: "$44,051.40", or "$44,051" with `fractionDigits: 0`.
  case currency(code: String, fractionDigits: Int? = nil)
  /// A plain number: "1,172", or with fixed fraction digits.
  case number(fractionDigits: Int? = nil)
  /// A fraction written as a percentage: 0.032 reads "3.2%".
  case percent
  /// A short form for large figures: "12.4K", "1.2M".
  case compact
  /// Seconds written as a duration: 252 reads "4m 12s".
  case duration
}
