import Foundation

/// Every word and figure the block writes, in one place: the compiler's seam onto the model's
/// formatting (`Format.formatted`, `Change`, `Headline`, `Cadence`, `DateWording`), with the
/// environment's locale and time zone applied. Parts ask here, never Foundation.
struct Wording: Sendable {
  let locale: Locale
  let timeZone: TimeZone
  /// One compile's words, each worded once: the headline's width rule, the chart's data table
  /// and its summary word the same readings, and the headline and the summary the same change.
  private let memo = WordingMemo()

  init(_ environment: Environment) {
    locale = environment.locale
    timeZone = environment.timeZone
  }

  /// A figure in its format: "$44,051.40", "1,172", "3.2%", "12.4K", "4m 12s" (O-DA-6).
  func figure(_ value: Double, _ format: Format) -> String {
    memo.figure(value, format) { format.formatted(value, locale: locale) }
  }

  /// A change's direction, sentiment and words (O-ST-5).
  func change(_ fraction: Double, increaseIsGood: Bool) -> Change {
    memo.change(fraction, increaseIsGood) {
      Change(fraction: fraction, increaseIsGood: increaseIsGood, locale: locale)
    }
  }

  /// "+13.0% vs last month" (O-DA-7).
  func changeLine(_ change: Change, range: TimeRange) -> String {
    Headline.changeLine(change: change, range: range)
  }

  /// The headline's sentence: "$44,051.40, up 13.0% vs last month" (O-AX-1).
  func headlineSentence(value: Double, format: Format, change: Change?, range: TimeRange) -> String {
    memo.sentence(value, format, change, range) {
      Headline.spokenSentence(value: value, format: format, change: change, range: range, locale: locale)
    }
  }

  /// Dates worded for the spacing of `dates` (O-DA-4): "Mon, Oct 12", "Week of Sep 22".
  func dates(_ dates: [Date]) -> DateWording {
    var calendar = locale.calendar
    calendar.timeZone = timeZone
    return DateWording(
      cadence: Cadence.detect(in: dates, calendar: calendar), locale: locale, timeZone: timeZone)
  }

  /// ISO 8601 in UTC, for the tree's machine-readable dates.
  func iso(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
  }
}

/// Words already worded in one compile, by what they were worded from. A `Wording` lives for
/// one compile, so the memo holds at most what that compile words (the drawn readings and the
/// data table's, a few thousand figures at most) and goes with it; the lock is there because
/// `Wording` is `Sendable`, not because a compile shares it.
private final class WordingMemo: @unchecked Sendable {
  private struct FigureKey: Hashable {
    var bits: UInt64
    var format: Format
  }

  private struct ChangeKey: Hashable {
    var bits: UInt64
    var increaseIsGood: Bool
  }

  private struct SentenceKey: Hashable {
    var bits: UInt64
    var format: Format
    var change: Change?
    var range: TimeRange
  }

  private let lock = NSLock()
  private var figures: [FigureKey: String] = [:]
  private var changes: [ChangeKey: Change] = [:]
  private var sentences: [SentenceKey: String] = [:]

  func figure(_ value: Double, _ format: Format, wording: () -> String) -> String {
    let key = FigureKey(bits: value.bitPattern, format: format)
    if let known = lock.withLock({ figures[key] }) { return known }
    let text = wording()
    lock.withLock { figures[key] = text }
    return text
  }

  func change(_ fraction: Double, _ increaseIsGood: Bool, wording: () -> Change) -> Change {
    let key = ChangeKey(bits: fraction.bitPattern, increaseIsGood: increaseIsGood)
    if let known = lock.withLock({ changes[key] }) { return known }
    let change = wording()
    lock.withLock { changes[key] = change }
    return change
  }

  func sentence(
    _ value: Double, _ format: Format, _ change: Change?, _ range: TimeRange, wording: () -> String
  ) -> String {
    let key = SentenceKey(bits: value.bitPattern, format: format, change: change, range: range)
    if let known = lock.withLock({ sentences[key] }) { return known }
    let text = wording()
    lock.withLock { sentences[key] = text }
    return text
  }
}
