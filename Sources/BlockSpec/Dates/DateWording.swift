import Foundation

/// Words for a series' dates: the scrubbed reading's label in the headline, and the three
/// short labels under the chart (O-DA-4). Locale and time zone are inputs, never the
/// machine's; dates are read in the locale's calendar.
///
/// en_US forms, by cadence:
///
/// | cadence | scrub label               | axis labels              |
/// |---------|---------------------------|--------------------------|
/// | hourly  | "Mon, Oct 12 at 3 PM"     | "3 PM"; across days "Oct 12" or "Oct 12 at 3 PM" |
/// | daily   | "Mon, Oct 12"             | "Oct 12"                 |
/// | weekly  | "Week of Sep 22"          | "Sep 22"                 |
/// | monthly | "Oct 2026"                | "Oct", or "Oct 2026" when the labels span two years |
///
/// Hourly labels carry the day because an hourly series often spans several days; its axis
/// labels name the day whenever they cross days (`hourlyForm`). A weekly
/// point is dated by its week's first day. Foundation's forms are kept as they are, including
/// the narrow no-break space (U+202F) it puts before "PM". "Week of" is English, like the rest
/// of the block's copy.
///
/// The words are Foundation's, remembered per locale, time zone, form and date (`DateLabels`),
/// so a dashboard compiled again and again words each date once.
public struct DateWording: Hashable, Sendable {
  public var cadence: Cadence
  public var locale: Locale
  public var timeZone: TimeZone

  public init(cadence: Cadence, locale: Locale, timeZone: TimeZone) {
    self.cadence = cadence
    self.locale = locale
    self.timeZone = timeZone
  }

  /// The headline's date while scrubbing: "Mon, Oct 12", "Week of Sep 22".
  public func scrubLabel(for date: Date) -> String {
    let (form, prefix) = scrubForm
    return prefix + text(date, form)
  }

  /// `scrubLabel(for:)` of each date, in order, worded in one visit to the label memo: what a
  /// chart's scrub track and data table ask for every reading they list.
  public func scrubLabels(for dates: [Date]) -> [String] {
    let (form, prefix) = scrubForm
    let labels = texts(dates, form)
    return prefix.isEmpty ? labels : labels.map { prefix + $0 }
  }

  /// The form of a scrubbed date for this cadence, and the words before it.
  private var scrubForm: (form: DateForm, prefix: String) {
    switch cadence {
    case .hourly: (.weekdayMonthDayHour, "")
    case .daily: (.weekdayMonthDay, "")
    case .weekly: (.monthDay, "Week of ")
    case .monthly: (.monthYear, "")
    }
  }

  /// The date as it reads inside a sentence, with its preposition: "on Mon, Oct 12",
  /// "in the week of Sep 22", "in Oct 2026". The chart's spoken summary uses it.
  public func phrase(for date: Date) -> String {
    switch cadence {
    case .hourly, .daily: "on " + scrubLabel(for: date)
    case .weekly: "in the week of " + text(date, .monthDay)
    case .monthly: "in " + scrubLabel(for: date)
    }
  }

  /// Up to three labels for under the chart: the first, middle and last dates (fewer when
  /// there are fewer dates). For 30 daily dates from Oct 1: "Oct 1", "Oct 15", "Oct 30".
  public func axisLabels(for dates: [Date]) -> [String] {
    let picked: [Date]
    switch dates.count {
    case 0: return []
    case 1, 2: picked = dates
    default: picked = [dates[0], dates[(dates.count - 1) / 2], dates[dates.count - 1]]
    }
    // Only monthly and hourly labels depend on the calendar, and reading it costs more than the labels.
    let spanningYears = cadence == .monthly && distinctCount(picked, .year) > 1
    let hourForm = cadence == .hourly ? hourlyForm(picked) : .hour
    return picked.map { date in
      switch cadence {
      case .hourly: text(date, hourForm)
      case .daily, .weekly: text(date, .monthDay)
      case .monthly: text(date, spanningYears ? .monthYear : .month)
      }
    }
  }

  /// Hourly labels name the day whenever they cross days, or a week of hours would read as one
  /// day: the hour alone within one day ("3 PM"); the day alone when the labels stand a day or
  /// more apart ("Oct 6", "Oct 9", "Oct 12"), since their hours then say little; otherwise the
  /// day and the hour ("Oct 11 at 6 PM", "Oct 12 at 6 AM").
  private func hourlyForm(_ dates: [Date]) -> DateForm {
    guard distinctCount(dates, .day) > 1 else { return .hour }
    let gaps = zip(dates, dates.dropFirst()).map { $1.timeIntervalSince($0) }
    return gaps.allSatisfy { $0 >= 86_400 } ? .monthDay : .monthDayHour
  }

  /// How many different values `component` takes over `dates` (days are counted as whole local
  /// dates, so Oct 12 and Nov 12 differ).
  private func distinctCount(_ dates: [Date], _ component: Calendar.Component) -> Int {
    var calendar = locale.calendar
    calendar.timeZone = timeZone
    if component == .day {
      return Set(dates.map { calendar.startOfDay(for: $0) }).count
    }
    return Set(dates.map { calendar.component(component, from: $0) }).count
  }

  /// Foundation's words for `date`, remembered across compiles (`DateLabels`).
  private func text(_ date: Date, _ form: DateForm) -> String {
    DateLabels.text(date, form, locale: locale, timeZone: timeZone)
  }

  private func texts(_ dates: [Date], _ form: DateForm) -> [String] {
    DateLabels.texts(dates, form, locale: locale, timeZone: timeZone)
  }
}
