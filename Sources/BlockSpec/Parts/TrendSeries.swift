import Foundation

/// A trend as a sparkline reads it: the finite values, the change from first to last (S-1) and
/// the vertical domain (S-2). The seed's `SparklineStatTileLogic`, as data.
public struct TrendSeries: Hashable, Sendable {
  /// The trend's finite values in order; missing readings (`nil`), NaN and infinities dropped.
  public let values: [Double]

  public init(_ trend: [Double?]) {
    var values: [Double] = []
    values.reserveCapacity(trend.count)
    for case let value? in trend where value.isFinite { values.append(value) }
    self.values = values
  }

  /// `init(_:)` of a series without missing readings (a dashboard metric's), read as it is:
  /// passed as `[Double?]`, it was first copied into a new array of optionals.
  init(gapless trend: [Double]) {
    values = trend.allSatisfy(\.isFinite) ? trend : trend.filter(\.isFinite)
  }

  /// S-1: (last − first) / abs(first) over the finite values; nil with fewer than two, a first
  /// value of 0, or a result that is not finite.
  public var change: Double? {
    guard values.count > 1, let first = values.first, let last = values.last, first != 0 else { return nil }
    let change = (last - first) / abs(first)
    return change.isFinite ? change : nil
  }

  /// S-2: a flat series gets (low − 1 … high + 1); otherwise (low − 10 % of the span … high +
  /// 50 % of the span), room above for the text the line sits behind. 0 … 1 without values.
  public var domain: ClosedRange<Double> {
    guard var low = values.first else { return 0...1 }
    var high = low
    for value in values {
      low = Swift.min(low, value)
      high = Swift.max(high, value)
    }
    let span = high - low
    guard span > 0, span.isFinite else { return (low - 1)...(high + 1) }
    return (low - span * 0.1)...(high + span * 0.5)
  }

  /// S-3: a line needs more than one finite value.
  public var drawsLine: Bool { values.count > 1 }
}

/// The sparkline tile's words for a change, for hosts and tests: the seed's
/// `.percent.precision(.fractionLength(1))` with and without `.sign(strategy: .always())`.
public enum SparklineTileWording {
  /// "+12.3%" (S-5).
  public static func signed(_ change: Double, locale: Locale) -> String {
    PercentChange.signed(change, locale: locale)
  }
  /// "12.3%", read after "up" or "down" (S-6).
  public static func magnitude(_ change: Double, locale: Locale) -> String {
    PercentChange.magnitude(change, locale: locale)
  }
}
