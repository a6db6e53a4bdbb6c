import Foundation

/// Every word and figure the block writes, in one place: the compiler's seam onto the model's
/// formatting (`Format.formatted`, `Change`, `DateWording`). Parts ask here, never Foundation.
struct Wording: Sendable {
  let locale: Locale
  let timeZone: TimeZone

  init(_ environment: Environment) {
    locale = environment.locale
    timeZone = environment.timeZone
  }

  // TEMPORARY: replaced by the model's API when it lands.
  func figure(_ value: Double, _ format: Format) -> String {
    switch format {
    case .currency(let code, let digits):
      var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
      if let digits { style = style.precision(.fractionLength(digits)) }
      return value.formatted(style)
    case .number(let digits):
      var style = FloatingPointFormatStyle<Double>(locale: locale)
      if let digits { style = style.precision(.fractionLength(digits)) }
      return value.formatted(style)
    case .percent:
      return value.formatted(
        FloatingPointFormatStyle<Double>.Percent(locale: locale).precision(.fractionLength(0...1)))
    case .compact:
      return value.formatted(
        FloatingPointFormatStyle<Double>(locale: locale).notation(.compactName).precision(
          .fractionLength(0...1)))
    case .duration:
      let seconds = Int(value.rounded())
      return "\(seconds / 60)m \(seconds % 60)s"
    }
  }

  /// How a change reads and looks.
  struct ChangeWords: Hashable, Sendable {
    enum Direction: String, Sendable { case up, down, flat }
    enum Sentiment: String, Sendable { case good, bad, neutral }
    var direction: Direction
    var sentiment: Sentiment
    /// "+13.0%"
    var percentText: String
    /// "up 13.0%"
    var spokenText: String
  }

  func change(_ fraction: Double, increaseIsGood: Bool) -> ChangeWords {
    let percent = (fraction * 1000).rounded() / 10
    let magnitude = abs(percent).formatted(
      FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(1)))
    if percent == 0 {
      return ChangeWords(direction: .flat, sentiment: .neutral, percentText: "0.0%", spokenText: "unchanged")
    }
    let up = percent > 0
    return ChangeWords(
      direction: up ? .up : .down, sentiment: up == increaseIsGood ? .good : .bad,
      percentText: (up ? "+" : "−") + magnitude + "%", spokenText: (up ? "up " : "down ") + magnitude + "%")
  }

  func changeLine(_ words: ChangeWords, range: TimeRange) -> String {
    "\(words.percentText) \(range.comparison)"
  }

  /// The headline's sentence: "$44,051.40, up 13.0% vs last month" (O-AX-1).
  func headlineSentence(valueText: String, change: ChangeWords?, range: TimeRange) -> String {
    guard let change else { return "\(valueText), \(range.span)" }
    return "\(valueText), \(change.spokenText) \(range.comparison)"
  }

  /// Dates worded for the spacing of `dates` (O-DA-4).
  struct DateWords: Sendable {
    let locale: Locale
    let timeZone: TimeZone
    func scrubLabel(for date: Date) -> String {
      var style = Date.FormatStyle(locale: locale, timeZone: timeZone)
      style = style.weekday(.abbreviated).month(.abbreviated).day()
      return date.formatted(style)
    }
    func axisLabels(for dates: [Date]) -> [String] {
      guard let first = dates.first, let last = dates.last else { return [] }
      let middle = dates[dates.count / 2]
      let style = Date.FormatStyle(locale: locale, timeZone: timeZone).month(.abbreviated).day()
      return [first, middle, last].map { $0.formatted(style) }
    }
  }

  func dates(_ dates: [Date]) -> DateWords { DateWords(locale: locale, timeZone: timeZone) }

  /// ISO 8601 in UTC, for the tree's machine-readable dates.
  func iso(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? timeZone))
  }
}
