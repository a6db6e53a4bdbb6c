import Foundation
import SPTheme

/// The chart under the headline (O-ST-6): the current series in `accent` at 2 pt, the previous
/// period dashed in `textTertiary` at 60 % over the same span (left out when empty), three
/// dates beneath in `type.caption` clamped at xxxLarge (O-DT-3), the scrub rule and dot
/// (O-SS-6), the draw-in and morph (O-MO-1), the selection tick per reading (O-HA-1) and the
/// chart descriptor (O-AX-2). A period without readings shows a sentence instead (O-SS-3).
enum ChartPart {
  /// The plot's height in points. The seed names none; 180 pt keeps the card under half an
  /// iPhone screen at the default size with room for the dates and the range control.
  static let height = 180.0
  /// Chart dates stop growing at the largest standard size (O-DT-3).
  static let dateClamp = DynamicTypeRange.upTo(.xxxLarge)
  static let emptySentence = "No data for this range yet."

  static func node(
    overview: Overview, range: TimeRange, period: Period, readings: ChartReadings, scrub: Int?,
    dates dateWords: DateWording, context: CompileContext, wording: Wording
  ) -> LayoutNode {
    let current = readings.current
    let previous = readings.previous
    guard let first = current.first, let drawn = readings.drawn else { return empty(context: context) }

    let placeCurrent = drawn.currentPlace

    var series: [LayoutNode.Chart.Series] = []
    if let previousFirst = previous.first, let place = drawn.previousPlace {
      series.append(
        .init(
          id: "chart.series.previous", role: .previous,
          stroke: Stroke(
            color: context.color(.textTertiary, opacity: 0.6), width: 1.5, dash: [2, 4], lineCap: .butt),
          interpolation: .monotone, start: wording.iso(previousFirst.date),
          points: drawn.previous.map(place.point), originalCount: period.previousPoints.count))
    }
    series.append(
      .init(
        id: "chart.series.current", role: .current,
        stroke: Stroke(color: context.color(.accent), width: 2, lineCap: .round),
        interpolation: .monotone, start: wording.iso(first.date),
        points: drawn.current(keeping: scrub, from: current).map(placeCurrent.point),
        originalCount: period.points.count))

    let domain = YDomain(values: (current + previous).map(\.value))
    let selection = scrub.flatMap { index in current.first { $0.index == index } }.map { reading in
      LayoutNode.Chart.Selection(
        index: reading.index, x: placeCurrent.x(reading.date), y: reading.value,
        dateText: dateWords.scrubLabel(for: reading.date),
        valueText: wording.figure(reading.value, overview.format))
    }

    let chart = LayoutNode.Chart(
      height: height,
      domain: .init(
        yLower: domain.lower, yUpper: domain.upper, start: wording.iso(first.date),
        end: wording.iso(first.date.addingTimeInterval(placeCurrent.span))),
      series: series,
      axisLabels: axisLabels(current, place: placeCurrent, words: dateWords, context: context),
      selectionStyle: .init(
        rule: Stroke(color: context.color(.textTertiary), width: 1, lineCap: .butt),
        dot: .init(fill: context.color(.accent), ring: context.color(.surface), diameter: 10, ringWidth: 2)),
      selection: selection,
      scrub: scrubReadings(
        current, place: placeCurrent, overview: overview, dates: dateWords, context: context, wording: wording
      ))

    let descriptor = AccessibilityPart.chartDescriptor(
      overview: overview, range: range, period: period, current: current, previous: previous,
      currentPlace: placeCurrent, previousPlace: drawn.previousPlace,
      domain: domain, words: dateWords, wording: wording)

    return LayoutNode(
      id: "chart", .chart(chart),
      accessibility: Accessibility(label: "\(overview.label), \(range.span)", chart: descriptor),
      action: Action(id: .scrub), haptics: [Haptic(kind: .selection, trigger: .scrub)],
      transitions: Motion.line(in: context))
  }

  /// Every drawable reading with the headline's texts for it, so a renderer scrubs without
  /// recompiling and shows what the scrubbed tree shows; nil past `Scrub.maximumReadings`.
  static func scrubReadings(
    _ current: [IndexedPoint], place: Placement, overview: Overview, dates: DateWording,
    context: CompileContext,
    wording: Wording
  ) -> LayoutNode.Chart.Scrub? {
    guard let first = current.first, current.count <= LayoutNode.Chart.Scrub.maximumReadings else {
      return nil
    }
    let readings = current.map { reading in
      LayoutNode.Chart.Scrub.Reading(
        index: reading.index, x: place.x(reading.date), y: reading.value,
        valueText: wording.figure(reading.value, overview.format),
        dateText: dates.scrubLabel(for: reading.date))
    }
    return .init(
      value: HeadlinePart.valueID, replaces: HeadlinePart.changeID,
      date: .init(
        id: HeadlinePart.dateID,
        text: HeadlinePart.dateLine(dates.scrubLabel(for: first.date), context: context)),
      label: HeadlinePart.figureID, readings: readings)
  }

  /// The plot's width: the card's inside.
  static func plotWidth(_ context: CompileContext) -> Double {
    max(0, context.width - 2 * context.theme.space(.lg))
  }

  /// "No data for this range yet." where the chart would be, at the chart's height (O-SS-3).
  static func empty(context: CompileContext) -> LayoutNode {
    LayoutNode(
      id: "chart.empty",
      .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .center, minHeight: height)),
      children: [
        LayoutNode(
          id: "chart.empty.text",
          .text(
            .init(string: emptySentence, font: context.font(.subhead), color: context.color(.textSecondary))))
      ],
      transitions: Motion.phase(in: context))
  }

  /// The finite readings with their original indices.
  static func finite(_ points: [Point]) -> [IndexedPoint] {
    var readings: [IndexedPoint] = []
    readings.reserveCapacity(points.count)
    for (offset, point) in points.enumerated() where point.value.isFinite {
      readings.append(IndexedPoint(index: offset, date: point.date, value: point.value))
    }
    return readings
  }

  /// Three dates beneath the plot: first, middle and last reading (fewer when there are fewer).
  static func axisLabels(
    _ current: [IndexedPoint], place: Placement, words: DateWording, context: CompileContext
  ) -> [LayoutNode.Chart.AxisLabel] {
    let picked: [IndexedPoint]
    switch current.count {
    case 0: picked = []
    case 1, 2: picked = current
    default: picked = [current[0], current[(current.count - 1) / 2], current[current.count - 1]]
    }
    let texts = words.axisLabels(for: picked.map(\.date))
    let font = context.font(.caption, clamp: dateClamp)
    let color = context.color(.textTertiary)
    return zip(picked, texts).enumerated().map { offset, pair in
      let anchor: LayoutNode.Chart.AxisLabel.Anchor =
        picked.count == 1
        ? .center : offset == 0 ? .leading : offset == picked.count - 1 ? .trailing : .center
      return .init(text: pair.1, position: place.x(pair.0.date), anchor: anchor, font: font, color: color)
    }
  }
}

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

  init(values: [Double]) {
    guard let low = values.min(), let high = values.max() else {
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
