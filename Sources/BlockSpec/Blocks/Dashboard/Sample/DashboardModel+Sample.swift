import Foundation

extension DashboardModel {
  /// The screen of the preview (D-13), a starting point to copy: a shop's morning, seeded and
  /// dated up to `today` (whose whole day is counted), so the same inputs give the same model.
  ///
  /// - Greeting "Good morning, Ana", subtitle `today` as "Tuesday, December 1".
  /// - Four tiles with 14-value sparklines: Revenue (compact currency), Orders (compact),
  ///   Checkout rate (percent), Refund rate (percent; a fall is good news).
  /// - The chart, revenue in US dollars: 1W hourly (168 readings), 1M daily (30), 3M daily but
  ///   irregular (a day's total only on days with sales, about four in five), 1Y weekly (52).
  ///   Each range's total is the sum of its readings.
  /// - Six activity rows through `today`, newest first.
  public static func sample(
    today: Date, seed: UInt64 = 7, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .gmt
  ) -> DashboardModel {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let midnight = calendar.startOfDay(for: today)
    var random = SplitMix64(seed: seed)
    let hour = 3600.0
    let day = 24 * hour

    func wave(_ index: Int, period: Double, base: Double, swing: Double, noise: Double) -> Double {
      let phase = 2 * Double.pi * Double(index) / period
      let value = base + swing * sin(phase - Double.pi / 2) + noise * (random.unit() - 0.5)
      return (max(0, value) * 100).rounded() / 100
    }

    // 1W: hourly through today's last hour, a daily rhythm peaking mid-afternoon.
    let weekStart = midnight.addingTimeInterval(-6 * day)
    let week = (0..<(7 * 24)).map { index in
      Point(
        date: weekStart.addingTimeInterval(Double(index) * hour),
        value: wave(index, period: 24, base: 60, swing: 45, noise: 30))
    }
    // 1M: daily.
    let monthStart = midnight.addingTimeInterval(-29 * day)
    let month = (0..<30).map { index in
      Point(
        date: monthStart.addingTimeInterval(Double(index) * day),
        value: wave(index, period: 7, base: 1_450, swing: 260, noise: 320) + Double(index) * 9)
    }
    // 3M: daily totals on days with sales only: irregular in time.
    let quarterStart = midnight.addingTimeInterval(-90 * day)
    var quarter: [Point] = []
    for index in 0..<91 {
      let value = wave(index, period: 7, base: 1_380, swing: 240, noise: 340) + Double(index) * 4
      if random.unit() < 0.8 || index == 0 || index == 90 {
        quarter.append(Point(date: quarterStart.addingTimeInterval(Double(index) * day), value: value))
      }
    }
    // 1Y: weekly totals, each dated by its week's first day.
    let yearStart = midnight.addingTimeInterval(-51 * 7 * day)
    let year = (0..<52).map { index in
      Point(
        date: yearStart.addingTimeInterval(Double(index) * 7 * day),
        value: wave(index, period: 13, base: 9_800, swing: 1_400, noise: 1_600) + Double(index) * 40)
    }
    var series: [TimeRange: [Point]] = [:]
    var totals: [TimeRange: Double] = [:]
    for (range, points) in [(TimeRange.week, week), (.month, month), (.quarter, quarter), (.year, year)] {
      series[range] = points
      totals[range] = (points.reduce(0) { $0 + $1.value } * 100).rounded() / 100
    }

    func sparkline(base: Double, slope: Double, swing: Double, phase: Double) -> [Double] {
      (0..<14).map { index in
        let i = Double(index)
        return ((base + i * slope + sin(i * 0.8 + phase) * swing) * 1000).rounded() / 1000
      }
    }
    let revenueLine = sparkline(base: 38_000, slope: 420, swing: 1_900, phase: 0.3)
    let ordersLine = sparkline(base: 1_020, slope: 11, swing: 60, phase: 1.1)
    let conversionLine = sparkline(base: 0.029, slope: 0.0003, swing: 0.002, phase: 2.0)
    let refundLine = sparkline(base: 0.024, slope: -0.0004, swing: 0.0015, phase: 0.6)
    let metrics = [
      DashboardMetric(
        id: "revenue", label: "Revenue", value: revenueLine.last ?? 0, format: .currency(code: "USD"),
        series: revenueLine, symbol: "dollarsign.circle"),
      DashboardMetric(
        id: "orders", label: "Orders", value: ordersLine.last ?? 0, format: .compact, series: ordersLine,
        symbol: "shippingbox"),
      DashboardMetric(
        id: "conversion", label: "Checkout rate", value: conversionLine.last ?? 0, format: .percent,
        series: conversionLine, symbol: "arrow.triangle.branch"),
      DashboardMetric(
        id: "refunds", label: "Refund rate", value: refundLine.last ?? 0, format: .percent,
        increaseIsGood: false, series: refundLine, symbol: "arrow.uturn.backward"),
    ]

    let rows: [(String, String, String?, Double, String, Double?)] = [
      ("order-1042", "Order #1042", "Paid by card · 2 items", 9.7, "cart", 84),
      ("customer-ana", "New customer", "Ana Lima signed up", 8.2, "person.badge.plus", nil),
      ("order-1041", "Order #1041", "Paid by Apple Pay · 1 item", 7.5, "cart", 32.5),
      ("refund-1038", "Refund", "Order #1038 · damaged in transit", 4.1, "arrow.uturn.backward", -45),
      ("review-311", "New review", "5 stars · “Fast delivery”", 1.3, "star", nil),
      ("payout-27", "Payout sent", "To account ending 4821", -14, "building.columns", 3_120.4),
    ]
    let activity = rows.map { id, title, detail, hours, symbol, amount in
      DashboardActivity(
        id: id, title: title, detail: detail, date: midnight.addingTimeInterval(hours * hour), symbol: symbol,
        amount: amount)
    }

    let subtitle = midnight.formatted(
      Date.FormatStyle(
        date: .omitted, time: .omitted, locale: Locale(identifier: "en_US"), calendar: calendar,
        timeZone: timeZone
      ).weekday(.wide).month(.wide).day())
    return DashboardModel(
      greeting: "Good morning, Ana", subtitle: subtitle, metrics: metrics,
      chart: DashboardChart(label: "Revenue", format: .currency(code: "USD"), series: series, totals: totals),
      activity: activity)
  }
}
