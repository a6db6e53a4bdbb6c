import Foundation

/// Places readings on the chart's x axis, 0…1 across `span` seconds from `origin`; a series
/// laid over the same span starts at 0 too (the previous period, O-ST-6).
struct Placement {
  var origin: Date
  var span: TimeInterval

  func x(_ date: Date) -> Double {
    guard span > 0 else { return 0.5 }
    return Precision.chartPosition(date.timeIntervalSince(origin) / span)
  }

  func point(_ reading: IndexedPoint) -> LayoutNode.Chart.Point {
    .init(index: reading.index, x: x(reading.date), y: reading.value)
  }
}

/// The chart's vertical extent: the readings' range padded by a tenth on each side, never below
/// zero for data that never is, rounded outward to a step a hundredth of the span's order, so
/// bounds read like a person chose them. A flat series gets one unit (or a tenth of its value)
/// either side.
struct YDomain: Hashable {
  var lower: Double
  var upper: Double

  /// The domain of every reading in `series` together.
  ///
  /// From each series' extremes, found as its readings were told from its gaps: joining the
  /// series first (`(current + previous).map(\.value)`) copied a year of five-minute readings
  /// twice, 6.7 MB and 1,600 fresh pages a run, and a pass over them cost 2 M instructions (#27).
  init(readingsOf series: FiniteReadings...) {
    // As `min()` and `max()` of the joined values: the first of equal values is kept.
    var extent: (low: Double, high: Double)?
    for readings in series {
      guard let lowest = readings.lowest?.value, let highest = readings.highest?.value else { continue }
      if let (low, high) = extent {
        extent = (lowest < low ? lowest : low, highest > high ? highest : high)
      } else {
        extent = (lowest, highest)
      }
    }
    self.init(extent: extent)
  }

  /// From the lowest and highest value (nil: no values).
  init(extent: (low: Double, high: Double)?) {
    guard let (low, high) = extent else {
      lower = 0
      upper = 1
      return
    }
    var span = high - low
    var padding = span * 0.1
    if span == 0 {
      padding = low == 0 ? 1 : abs(low) * 0.1
      span = 2 * padding
    }
    let step = pow(10, (log10(span + 2 * padding)).rounded(.down) - 2)
    var lower = ((low - padding) / step).rounded(.down) * step
    if low >= 0 { lower = max(0, lower) }
    let upper = ((high + padding) / step).rounded(.up) * step
    // Values at the ends of a Double break the arithmetic: a span beyond the largest double
    // gives an infinite step, a subnormal value's padding vanishes into a zero step, and
    // padding the largest values overflows. Such a series gets its own extent as its domain
    // (from zero when it is all positive or all negative, so the domain is never empty).
    guard step.isNormal, lower.isFinite, upper.isFinite else {
      self.lower = min(low, 0)
      self.upper = max(high, 0) > self.lower ? max(high, 0) : self.lower + 1
      return
    }
    self.lower = Self.clean(lower, step: step)
    self.upper = Self.clean(upper, step: step)
  }

  /// Removes the binary noise of `n × step` (`1230.0000000002` → `1230`).
  private static func clean(_ value: Double, step: Double) -> Double {
    let decimals = max(0, -Int(log10(step).rounded(.down)))
    let scale = pow(10, Double(decimals))
    let cleaned = (value * scale).rounded() / scale
    guard cleaned.isFinite else { return value }
    return cleaned == 0 ? 0 : cleaned
  }
}
