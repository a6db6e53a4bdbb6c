import Foundation

extension Overview {
  /// The shop from the preview (O-DA-9): revenue in US dollars over all four ranges, each with
  /// the previous period, ending on `today` (whose whole day is counted), with the tiles
  /// orders, average order, conversion and refund rate (a fall in refunds is good news).
  ///
  /// The same `today`, `seed` and `timeZone` always give the same overview. The ranges:
  /// - 1W: the last 7 days, daily; previous: the 7 days before.
  /// - 1M: the last 30 days, daily; previous: the 30 days before.
  /// - 3M: the last 91 days as 13 weekly totals, each dated by its first day; previous: the
  ///   91 days before.
  /// - 1Y: the 12 calendar months up to this one, monthly totals dated by their first day, the
  ///   current month to `today`; previous: the same months a year earlier, the last of them to
  ///   the same day of the month.
  ///
  /// Each period's value is its total and its change is against the previous period's total.
  /// Points fall on midnight in `timeZone`.
  public static func sample(
    today: Date, seed: UInt64 = 42, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .gmt
  ) -> Overview {
    SampleBuilder(today: today, seed: seed, timeZone: timeZone).overview
  }
}

private struct SampleBuilder {
  let seed: UInt64
  let calendar: Calendar
  /// Today as days since 1970-01-01 in the shop's time zone.
  let today: Int

  init(today date: Date, seed: UInt64, timeZone: TimeZone) {
    self.seed = seed
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    today = ISODate.daysFromCivil(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  var overview: Overview {
    var periods: [TimeRange: Period] = [:]
    periods[.week] = dailyPeriod(days: 7)
    periods[.month] = dailyPeriod(days: 30)
    periods[.quarter] = weeklyPeriod(weeks: 13)
    periods[.year] = monthlyPeriod(months: 12)
    return Overview(
      label: "Revenue", format: .currency(code: "USD"), periods: periods,
      metrics: periods[.month]?.metrics ?? [])
  }

  /// A bucket of days shown as one point, dated by its first day.
  typealias Bucket = ClosedRange<Int>

  func dailyPeriod(days count: Int) -> Period {
    let current = (0..<count).map { today - count + 1 + $0 }.map { $0...$0 }
    let previous = current.map { ($0.lowerBound - count)...($0.upperBound - count) }
    return period(current: current, previous: previous)
  }

  func weeklyPeriod(weeks count: Int) -> Period {
    let span = count * 7
    let current = (0..<count).map { week in
      let start = today - span + 1 + week * 7
      return start...(start + 6)
    }
    let previous = current.map { ($0.lowerBound - span)...($0.upperBound - span) }
    return period(current: current, previous: previous)
  }

  func monthlyPeriod(months count: Int) -> Period {
    let (year, month, day) = ISODate.civil(fromDays: today)
    func buckets(yearOffset: Int) -> [Bucket] {
      (0..<count).map { index in
        // Months back from this one: count - 1 … 0.
        let monthsBack = count - 1 - index
        let total = (year - yearOffset) * 12 + (month - 1) - monthsBack
        let (y, m) = (total / 12, total % 12 + 1)
        let first = ISODate.daysFromCivil(year: y, month: m, day: 1)
        let length = ISODate.daysIn(month: m, year: y)
        let last = monthsBack == 0 ? first + min(day, length) - 1 : first + length - 1
        return first...last
      }
    }
    return period(current: buckets(yearOffset: 0), previous: buckets(yearOffset: 1))
  }

  func period(current: [Bucket], previous: [Bucket]) -> Period {
    let points = current.map { point(for: $0) }
    let previousPoints = previous.map { point(for: $0) }
    let now = ShopTotals(days: current.joined(), seed: seed)
    let before = ShopTotals(days: previous.joined(), seed: seed)
    return Period(
      points: points, previousPoints: previousPoints, value: now.revenue,
      change: ShopTotals.change(now.revenue, from: before.revenue),
      metrics: metrics(now: now, before: before))
  }

  func point(for bucket: Bucket) -> Point {
    Point(date: midnight(of: bucket.lowerBound), value: ShopTotals(days: bucket, seed: seed).revenue)
  }

  func metrics(now: ShopTotals, before: ShopTotals) -> [Metric] {
    [
      Metric(
        id: "orders", label: "Orders", value: Double(now.orders), format: .number(),
        change: ShopTotals.change(Double(now.orders), from: Double(before.orders))),
      Metric(
        id: "average-order", label: "Average order", value: now.averageOrder,
        format: .currency(code: "USD"),
        change: ShopTotals.change(now.averageOrder, from: before.averageOrder)),
      Metric(
        id: "conversion", label: "Conversion", value: now.conversion, format: .percent,
        change: ShopTotals.change(now.conversion, from: before.conversion)),
      Metric(
        id: "refund-rate", label: "Refund rate", value: now.refundRate, format: .percent,
        change: ShopTotals.change(now.refundRate, from: before.refundRate), increaseIsGood: false),
    ]
  }

  /// The start of a civil day in the shop's time zone (DST-aware through the calendar).
  func midnight(of day: Int) -> Date {
    let (year, month, dayOfMonth) = ISODate.civil(fromDays: day)
    let parts = DateComponents(year: year, month: month, day: dayOfMonth)
    return calendar.date(from: parts) ?? Date(timeIntervalSince1970: Double(day) * 86_400)
  }
}
