import Foundation

/// The Foundation date forms `DateWording` writes, named by their fields.
enum DateForm: Int, Hashable, Sendable, CaseIterable {
  /// "Mon, Oct 12 at 3 PM".
  case weekdayMonthDayHour
  /// "Mon, Oct 12".
  case weekdayMonthDay
  /// "Oct 12".
  case monthDay
  /// "Oct 12 at 3 PM".
  case monthDayHour
  /// "Oct 2026".
  case monthYear
  /// "Oct".
  case month
  /// "3 PM".
  case hour
}

/// Dates as Foundation words them, remembered: a label is a function of the locale (with its
/// calendar), the time zone, the form and the date alone, and building and running an ICU date
/// formatter costs about 16,000 instructions a label.
///
/// A memo rather than a learned pattern: month and weekday names, their order, the "at" and
/// the hour cycle all vary by locale and calendar, and a memo is exact by construction.
/// It pays because dashboards word the same recent dates over and over: every compile of a
/// 30-day chart words the same 30 midnights, and the next day's compiles 29 of them again.
/// Bounded at 4,096 labels for each of 8 locale and time zone pairs (a full set is emptied),
/// a few megabytes at most.
enum DateLabels {
  /// Where labels are kept: the locale (with its calendar) and the time zone.
  struct Scope: Equatable, Sendable {
    let locale: Locale
    let timeZone: TimeZone
  }

  struct Key: Hashable, Sendable {
    let form: DateForm
    let date: Date

    /// The date's bits with the form folded in: equal keys, equal bits (`KeyTable`). Dates
    /// compare by their `Double`, so the only equal values with other bits are the zeros,
    /// which are made one.
    var bits: UInt64 {
      let seconds = date.timeIntervalSinceReferenceDate
      return (seconds == 0 ? 0 : seconds.bitPattern) ^ UInt64(form.rawValue) &* 0x1000_0000_0000_0001
    }
  }

  /// Auto-updating locales and time zones are not remembered: their words change with the
  /// user's settings.
  static let memo = ScopedMemo<Scope, Key, String>(
    scopeLimit: 8, valueLimit: 4096,
    remembers: { $0.locale != Locale.autoupdatingCurrent && $0.timeZone != TimeZone.autoupdatingCurrent },
    keyBits: { $0.bits })

  /// `date` in `form`, as `foundationText` words it.
  static func text(_ date: Date, _ form: DateForm, locale: Locale, timeZone: TimeZone) -> String {
    memo.value(in: Scope(locale: locale, timeZone: timeZone), for: Key(form: form, date: date)) {
      foundationText(date, form, locale: locale, timeZone: timeZone)
    }
  }

  /// `text(_:_:locale:timeZone:)` of each date, from the memo in one visit.
  static func texts(_ dates: [Date], _ form: DateForm, locale: Locale, timeZone: TimeZone) -> [String] {
    memo.values(in: Scope(locale: locale, timeZone: timeZone), for: dates.map { Key(form: form, date: $0) }) {
      foundationText($0.date, form, locale: locale, timeZone: timeZone)
    }
  }

  /// Foundation's words for `date` in `form`, read in the locale's calendar in `timeZone`.
  static func foundationText(_ date: Date, _ form: DateForm, locale: Locale, timeZone: TimeZone) -> String {
    var calendar = locale.calendar
    calendar.timeZone = timeZone
    let base = Date.FormatStyle(
      date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
    let style =
      switch form {
      case .weekdayMonthDayHour: base.weekday(.abbreviated).month(.abbreviated).day().hour()
      case .weekdayMonthDay: base.weekday(.abbreviated).month(.abbreviated).day()
      case .monthDay: base.month(.abbreviated).day()
      case .monthDayHour: base.month(.abbreviated).day().hour()
      case .monthYear: base.month(.abbreviated).year()
      case .month: base.month(.abbreviated)
      case .hour: base.hour()
      }
    return date.formatted(style)
  }
}
