import Foundation

/// How far apart a series' readings are, which decides how its dates are worded (O-DA-4).
public enum Cadence: String, Hashable, Sendable, CaseIterable {
  case hourly, daily, weekly, monthly

  /// The cadence of `dates` (oldest first), from the median gap between neighbours measured in
  /// calendar days, so a 23- or 25-hour day at a DST change still counts as one day and a few
  /// missing or doubled readings do not change the answer. Bands: under half a day is hourly,
  /// under four days daily, under twenty days weekly, longer monthly. Fewer than two dates
  /// (no gap to measure) read as daily, the commonest cadence.
  public static func detect(in dates: [Date], calendar: Calendar) -> Cadence {
    var gaps: [Double] = []
    gaps.reserveCapacity(max(dates.count - 1, 0))
    var clock = DayGaps(dates, calendar: calendar)
    for (earlier, later) in zip(dates, dates.dropFirst()) where later > earlier {
      gaps.append(clock.days(from: earlier, to: later))
    }
    guard !gaps.isEmpty else { return .daily }
    gaps.sort()
    let middle = gaps.count / 2
    let median = gaps.count % 2 == 1 ? gaps[middle] : (gaps[middle - 1] + gaps[middle]) / 2
    switch median {
    case ..<0.5: return .hourly
    case ..<4: return .daily
    case ..<20: return .weekly
    default: return .monthly
    }
  }

  /// Whole calendar days plus the remaining hours as a fraction of a day, as the calendar counts
  /// them: the reference `DayGaps` must agree with.
  static func calendarDays(from start: Date, to end: Date, calendar: Calendar) -> Double {
    let seconds = end.timeIntervalSince(start)
    guard seconds >= DayGaps.shortGap else { return seconds / 86_400 }
    let parts = calendar.dateComponents([.day, .hour, .minute], from: start, to: end)
    guard let day = parts.day, let hour = parts.hour, let minute = parts.minute else {
      return seconds / 86_400
    }
    return Double(day) + Double(hour) / 24 + Double(minute) / 1440
  }
}

/// Gaps between readings in calendar days (`Cadence.calendarDays`), without asking the calendar
/// for most of them: a gap in which the time zone's offset from GMT never changes is the same
/// number of seconds on the wall clock as in absolute time, so its days, hours and minutes are
/// whole divisions of its seconds. The calendar is asked only for gaps that contain one of the
/// zone's transitions (a DST change, a new standard offset), for calendars other than the
/// Gregorian one, and for dates with fractions of a second.
struct DayGaps {
  /// Gaps well under a day cannot straddle a whole calendar day: they are their seconds.
  static let shortGap: TimeInterval = 20 * 3600

  let calendar: Calendar
  /// The zone's transitions between the earliest and the latest date, ascending; nil when the
  /// calendar must be asked for every gap.
  let transitions: [Date]?
  /// The calendar's zone, read once (the getter copies it each time).
  private let timeZone: TimeZone
  /// The last offset from GMT asked for: one gap's end is the next gap's start, so each
  /// reading's offset is asked of the zone (through ICU, behind a lock) once, not twice.
  private var lastOffset: (date: Date, seconds: Int)?

  init(_ dates: [Date], calendar: Calendar) {
    self.calendar = calendar
    timeZone = calendar.timeZone
    guard calendar.identifier == .gregorian, let earliest = dates.min(), let latest = dates.max() else {
      transitions = nil
      return
    }
    // A series spanning more transitions than it has gaps gains nothing from listing them.
    var found: [Date] = []
    var cursor = earliest
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next <= latest {
      guard next > cursor, found.count < dates.count else {
        transitions = nil
        return
      }
      found.append(next)
      cursor = next
    }
    transitions = found
  }

  mutating func days(from start: Date, to end: Date) -> Double {
    let seconds = end.timeIntervalSince(start)
    guard seconds >= Self.shortGap else { return seconds / 86_400 }
    guard let transitions, Self.isWholeSecond(start), Self.isWholeSecond(end), seconds < 1e15,
      !Self.contains(transitions, after: start, upTo: end),
      offsetFromGMT(at: start) == offsetFromGMT(at: end)
    else { return Cadence.calendarDays(from: start, to: end, calendar: calendar) }
    let whole = Int(seconds)
    return Double(whole / 86_400) + Double(whole % 86_400 / 3_600) / 24 + Double(whole % 3_600 / 60) / 1440
  }

  private mutating func offsetFromGMT(at date: Date) -> Int {
    if let lastOffset, lastOffset.date == date { return lastOffset.seconds }
    let seconds = timeZone.secondsFromGMT(for: date)
    lastOffset = (date, seconds)
    return seconds
  }

  private static func isWholeSecond(_ date: Date) -> Bool {
    let seconds = date.timeIntervalSinceReferenceDate
    return seconds.rounded() == seconds
  }

  /// Whether some transition falls in `(start, end]`: at `end` it already moves `end`'s wall clock.
  private static func contains(_ transitions: [Date], after start: Date, upTo end: Date) -> Bool {
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] > start { high = middle } else { low = middle + 1 }
    }
    return low < transitions.count && transitions[low] <= end
  }
}
