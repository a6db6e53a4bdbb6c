import Foundation

/// Words for the headline as a whole.
public enum Headline {
  /// What VoiceOver reads for the headline's value: "$44,051.40, up 13.0% vs last month", or
  /// with no change "$44,051.40, Last 30 days" (the range's span, as the change line shows).
  public static func spokenSentence(
    value: Double, format: Format, change: Change?, range: TimeRange, locale: Locale
  ) -> String {
    let figure = format.formatted(value, locale: locale)
    guard let change else { return "\(figure), \(range.span)" }
    return "\(figure), \(change.spokenLine(for: range))"
  }

  /// The change line as shown: "+13.0% vs last month", or the span ("Last 30 days") without a
  /// change.
  public static func changeLine(change: Change?, range: TimeRange) -> String {
    change?.line(for: range) ?? range.span
  }
}
