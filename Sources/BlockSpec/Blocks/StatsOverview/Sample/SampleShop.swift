/// One day of the preview shop's trade, drawn from the seed and the day alone, so every range
/// (and every `today`) sees the same history.
///
/// Revenue grows linearly (about a fifth a year), has a weekday rhythm (busy Fridays and
/// Saturdays, quiet Sundays) and a holiday season, with ±18% noise. Only arithmetic is used,
/// no `exp` or `sin`, whose last bits differ between C libraries, so the figures are the same
/// on every platform.
struct ShopDay: Sendable {
  var revenueCents: Int
  var orders: Int
  var sessions: Int
  /// Expected refunded orders; totals round the sum, so short ranges are not all rounding noise.
  var refunds: Double

  /// `day` counts days since 1970-01-01 in the shop's time zone.
  init(day: Int, seed: UInt64) {
    var random = SplitMix64(seed: seed ^ (UInt64(bitPattern: Int64(day)) &* 0xD1B5_4A32_D192_ED03))
    let sinceLaunch = Double(day - Self.launchDay)
    let trend = 800 + 0.65 * sinceLaunch
    let weekday = Self.weekdayFactors[((day + 3) % 7 + 7) % 7]
    let season = Self.monthFactors[ISODate.civil(fromDays: day).month - 1]
    let noise = 1 + 0.12 * (random.unit() + random.unit() + random.unit() - 1.5)
    let revenue = max(trend, 100) * weekday * season * noise
    revenueCents = Int((revenue * 100).rounded())

    let averageOrder = 37.6 * (1 + 0.08 * (random.unit() - 0.5))
    orders = max(1, Int((revenue / averageOrder).rounded()))
    let conversion = 0.032 * (1 + 0.2 * (random.unit() - 0.5))
    sessions = max(orders, Int((Double(orders) / conversion).rounded()))
    // Refunds ease as the shop matures: about 2.6% of orders at launch, 2.1% by late 2026.
    let refundRate = max(0.01, 0.026 - 0.000_005 * sinceLaunch) * (1 + 0.2 * (random.unit() - 0.5))
    refunds = Double(orders) * refundRate
  }

  /// 2024-01-01, when the shop opened; the trend counts from here.
  static let launchDay = 19_723
  /// Monday first.
  static let weekdayFactors = [0.96, 0.98, 1.0, 1.03, 1.1, 1.12, 0.9]
  /// January first: a slow January, a busy November and December.
  static let monthFactors = [0.88, 0.95, 1.0, 1.0, 1.0, 0.97, 0.95, 0.97, 1.0, 1.02, 1.12, 1.25]
}

/// Several days' trade added up.
struct ShopTotals: Sendable {
  var revenueCents = 0
  var orders = 0
  var sessions = 0
  var refunds = 0.0

  init(days: some Sequence<Int>, seed: UInt64) {
    for day in days {
      let trade = ShopDay(day: day, seed: seed)
      revenueCents += trade.revenueCents
      orders += trade.orders
      sessions += trade.sessions
      refunds += trade.refunds
    }
  }

  var revenue: Double { Double(revenueCents) / 100 }
  var averageOrder: Double { orders == 0 ? 0 : (Double(revenueCents) / Double(orders)).rounded() / 100 }
  var conversion: Double { sessions == 0 ? 0 : Self.round4(Double(orders) / Double(sessions)) }
  var refundRate: Double { orders == 0 ? 0 : Self.round4(refunds.rounded() / Double(orders)) }

  /// The change from `previous` to `current` as a fraction to four decimals (0.1303), or nil
  /// when there is nothing to compare with.
  static func change(_ current: Double, from previous: Double) -> Double? {
    guard previous != 0 else { return nil }
    let change = round4(current / previous - 1)
    return change == 0 ? 0 : change
  }

  static func round4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
