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
    for (earlier, later) in zip(dates, dates.dropFirst()) where later > earlier {
      gaps.append(days(from: earlier, to: later, calendar: calendar))
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

  /// Whole calendar days plus the remaining hours as a fraction of a day. Gaps well under a
  /// day cannot straddle a whole calendar day, so they skip the calendar (long hourly series
  /// stay cheap).
  private static func days(from start: Date, to end: Date, calendar: Calendar) -> Double {
    let seconds = end.timeIntervalSince(start)
    guard seconds >= 20 * 3600 else { return seconds / 86_400 }
    let parts = calendar.dateComponents([.day, .hour, .minute], from: start, to: end)
    guard let day = parts.day, let hour = parts.hour, let minute = parts.minute else {
      return seconds / 86_400
    }
    return Double(day) + Double(hour) / 24 + Double(minute) / 1440
  }
}
