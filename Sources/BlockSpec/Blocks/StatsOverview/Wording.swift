import Foundation

/// Every word and figure the block writes, in one place: the compiler's seam onto the model's
/// formatting (`Format.formatted`, `Change`, `Headline`, `Cadence`, `DateWording`), with the
/// environment's locale and time zone applied. Parts ask here, never Foundation.
///
/// One compile's: it holds the writer of the overview's figures, which remembers what it wrote.
struct Wording {
  let locale: Locale
  let timeZone: TimeZone
  /// The writer of figures in the overview's format, shared by every part of one compile.
  private let overviewFigures: FigureWriter?

  init(_ environment: BlockEnvironment, figuresIn format: Format? = nil) {
    locale = environment.locale
    timeZone = environment.timeZone
    overviewFigures = format.map { FigureWriter($0, locale: environment.locale, remembering: true) }
  }

  /// A figure in its format: "$44,051.40", "1,172", "3.2%", "12.4K", "4m 12s" (O-DA-6).
  func figure(_ value: Double, _ format: Format) -> String {
    shared(format)?.text(value) ?? format.formatted(value, locale: locale)
  }

  /// The writer of figures in `format`: the compile's shared one for the overview's format.
  func figureWriter(_ format: Format) -> FigureWriter {
    shared(format) ?? FigureWriter(format, locale: locale)
  }

  /// The shared writer, when `format` is the overview's.
  private func shared(_ format: Format) -> FigureWriter? {
    overviewFigures.flatMap { $0.format == format ? $0 : nil }
  }

  /// A change's direction, sentiment and words (O-ST-5).
  func change(_ fraction: Double, increaseIsGood: Bool) -> Change {
    Change(fraction: fraction, increaseIsGood: increaseIsGood, locale: locale)
  }

  /// "+13.0% vs last month" (O-DA-7).
  func changeLine(_ change: Change, range: TimeRange) -> String {
    Headline.changeLine(change: change, range: range)
  }

  /// The headline's sentence: "$44,051.40, up 13.0% vs last month" (O-AX-1).
  func headlineSentence(value: Double, format: Format, change: Change?, range: TimeRange) -> String {
    Headline.spokenSentence(value: value, format: format, change: change, range: range, locale: locale)
  }

  /// Dates worded for the spacing of `dates` (O-DA-4): "Mon, Oct 12", "Week of Sep 22".
  func dates(_ dates: [Date]) -> DateWording {
    var calendar = locale.calendar
    calendar.timeZone = timeZone
    return DateWording(
      cadence: Cadence.detect(in: dates, calendar: calendar), locale: locale, timeZone: timeZone)
  }

}
