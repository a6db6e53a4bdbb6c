import Foundation
import SPTheme

/// The line chart two blocks draw alike: the stats overview's chart under its headline and the
/// dashboard's main chart. One part, its differences as `LineChartStyle`: the highlighted line
/// in the style's tint, an optional previous period dashed in `textTertiary` at 60 % over the
/// same span, three dates beneath in `type.caption` clamped at xxxLarge, the scrub rule and dot,
/// the selection tick per reading, the transitions the block asks for, and the accessibility
/// chart descriptor with the real readings. Long series are reduced (`ChartReadings`), so a year
/// of five-minute readings stays within the tree's budget.
struct LineChartPart {
  /// What the chart is about: its title, how a reading is written, and the readings.
  struct Subject {
    /// "Revenue": the descriptor's title and y axis.
    var title: String
    /// The current series' name in the descriptor: "Last 30 days".
    var seriesName: String
    /// How a reading is written: the block's writer for the chart's format and locale (the
    /// compile's shared one, which remembers the figures it wrote).
    var figures: FigureWriter
    var readings: ChartReadings
    /// Readings before reduction, per series (the tree's `originalCount`).
    var currentCount: Int
    var previousCount: Int
    /// The current series' index of the reading under the finger, if any.
    var scrub: Int?
    var dates: DateWording
    /// The descriptor's spoken summary, worded by the block.
    var summary: String
    /// The chart node's accessibility label.
    var accessibilityLabel: String
    /// Every drawable reading with the block's texts for it, placed on the current series'
    /// span (the chart's `scrub`); nil: the chart carries none.
    var scrubTrack: ((Placement) -> LayoutNode.Chart.Scrub?)? = nil
  }

  let style: LineChartStyle
  let context: CompileContext

  func node(_ subject: Subject) -> LayoutNode {
    let readings = subject.readings
    let current = readings.current
    let previous = readings.previous
    guard let first = current.first, let drawn = readings.drawn else { return empty() }

    let placeCurrent = drawn.currentPlace
    let id = style.id
    var series: [LayoutNode.Chart.Series] = []
    if let previousFirst = previous.first, let place = drawn.previousPlace {
      series.append(
        .init(
          id: id + ".series.previous", role: .previous,
          stroke: Stroke(
            color: context.color(.textTertiary, opacity: 0.6), width: 1.5, dash: [2, 4], lineCap: .butt),
          interpolation: .monotone, start: ISODate.utcTimestamp(previousFirst.date),
          points: drawn.previous.map(place.point), originalCount: subject.previousCount))
    }
    series.append(
      .init(
        id: id + ".series.current", role: .current,
        stroke: Stroke(color: style.tint, width: style.lineWidth, lineCap: .round),
        interpolation: style.interpolation, start: ISODate.utcTimestamp(first.date),
        points: drawn.current(keeping: subject.scrub, from: current).map(placeCurrent.point),
        originalCount: subject.currentCount))

    let domain = YDomain(readingsOf: current, previous)
    let selection = subject.scrub.flatMap(current.reading(atIndex:)).map { reading in
      LayoutNode.Chart.Selection(
        index: reading.index, x: placeCurrent.x(reading.date), y: reading.value,
        dateText: subject.dates.scrubLabel(for: reading.date),
        valueText: subject.figures.text(reading.value))
    }

    let chart = LayoutNode.Chart(
      height: style.height,
      domain: .init(
        yLower: domain.lower, yUpper: domain.upper, start: ISODate.utcTimestamp(first.date),
        end: ISODate.utcTimestamp(first.date.addingTimeInterval(placeCurrent.span))),
      series: series,
      axisLabels: axisLabels(current, place: placeCurrent, words: subject.dates),
      selectionStyle: .init(
        rule: Stroke(color: context.color(style.ruleColor), width: 1, lineCap: .butt),
        dot: .init(fill: style.tint, ring: context.color(.surface), diameter: 10, ringWidth: 2)),
      selection: selection,
      scrub: subject.scrubTrack?(placeCurrent),
      gridLines: style.gridLines.map { role in
        LayoutNode.Chart.GridLines(
          stroke: Stroke(color: context.color(role), width: LineChartStyle.gridLineWidth, lineCap: .butt),
          values: Self.gridValues(lower: domain.lower, upper: domain.upper))
      })

    let descriptor = ChartDescriptorPart.descriptor(
      subject, current: current, previous: previous, currentPlace: placeCurrent,
      previousPlace: drawn.previousPlace, domain: domain)

    return LayoutNode(
      id: id, .chart(chart),
      accessibility: Accessibility(label: subject.accessibilityLabel, chart: descriptor),
      action: Action(id: .scrub), haptics: [Haptic(kind: .selection, trigger: .scrub)],
      transitions: style.transitions)
  }

  /// Round values strictly inside `lower…upper`, one step apart: the span over
  /// `gridLineCount + 1` rounded up to 1, 2, 2.5 or 5 × 10ⁿ (as a chart's automatic axis marks
  /// are), each written with the step's decimals so no binary noise reaches the tree. Empty for
  /// an empty or non-finite span.
  static func gridValues(lower: Double, upper: Double) -> [Double] {
    let span = upper - lower
    guard span > 0, span.isFinite, lower.isFinite else { return [] }
    let raw = span / Double(LineChartStyle.gridLineCount + 1)
    var magnitude = 1.0
    var decimals = 0
    while magnitude * 10 <= raw {
      magnitude *= 10
    }
    while magnitude > raw {
      magnitude /= 10
      decimals += 1
    }
    let multiple = [1.0, 2, 2.5, 5, 10].first { $0 * magnitude >= raw } ?? 10
    let step = multiple * magnitude
    if multiple == 2.5 { decimals += 1 }
    var k = (lower / step).rounded(.down) + 1
    var values: [Double] = []
    while values.count <= 2 * LineChartStyle.gridLineCount {
      let value = Format.rounded(k * step, digits: decimals)
      guard value < upper else { break }
      if value > lower { values.append(value) }
      k += 1
    }
    return values
  }

  /// The style's sentence where the chart would be, at the chart's height.
  func empty() -> LayoutNode {
    LayoutNode(
      id: style.id + ".empty",
      .stack(
        .init(axis: .vertical, spacing: context.space(.xs), alignment: .center, minHeight: style.height)),
      children: [
        LayoutNode(
          id: style.id + ".empty.text",
          .text(
            .init(
              string: style.emptySentence, font: context.font(.subhead), color: context.color(.textSecondary))
          ))
      ],
      transitions: style.emptyTransitions)
  }

  /// Three dates beneath the plot: first, middle and last reading (fewer when there are fewer).
  func axisLabels(
    _ current: FiniteReadings, place: Placement, words: DateWording
  ) -> [LayoutNode.Chart.AxisLabel] {
    let picked: [IndexedPoint]
    switch current.count {
    case 0: picked = []
    case 1, 2: picked = Array(current)
    default: picked = [current[0], current[middle(of: current)], current[current.count - 1]]
    }
    let texts = words.axisLabels(for: picked.map(\.date))
    let font = context.font(.caption, clamp: LineChartStyle.dateClamp)
    let color = context.color(.textTertiary)
    return zip(picked, texts).enumerated().map { offset, pair in
      let anchor: LayoutNode.Chart.AxisLabel.Anchor =
        picked.count == 1
        ? .center : offset == 0 ? .leading : offset == picked.count - 1 ? .trailing : .center
      return .init(text: pair.1, position: place.x(pair.0.date), anchor: anchor, font: font, color: color)
    }
  }

  /// The reading labelled in the middle: the middle one, or for `middleLabelByDate` the one
  /// nearest the middle of the span in time (an irregular series' middle reading can sit
  /// beside its first).
  func middle(of readings: FiniteReadings) -> Int {
    let byIndex = (readings.count - 1) / 2
    guard style.middleLabelByDate, let first = readings.first, let last = readings.last else {
      return byIndex
    }
    let target = first.date.addingTimeInterval(last.date.timeIntervalSince(first.date) / 2)
    var low = 0
    var high = readings.count - 1
    while low < high {
      let mid = (low + high) / 2
      if readings[mid].date < target { low = mid + 1 } else { high = mid }
    }
    guard low > 0 else { return low }
    let before = target.timeIntervalSince(readings[low - 1].date)
    let after = readings[low].date.timeIntervalSince(target)
    return after < before ? low : low - 1
  }
}

/// How a block draws the shared line chart: what differs between the overview's chart and the
/// dashboard's.
struct LineChartStyle {
  /// The chart node's id, and the prefix of its series' and empty state's ids.
  var id = "chart"
  /// The plot's height in points.
  var height: Double
  /// The highlighted line and the scrub dot.
  var tint: ColorValue
  var lineWidth = 2.0
  var interpolation = LayoutNode.Chart.Series.Interpolation.monotone
  /// The scrub rule's colour.
  var ruleColor = ColorRole.textTertiary
  /// What the chart node does on appear and on a range change.
  var transitions: [NodeTransition]
  /// What shows when the range has no readings.
  var emptySentence: String
  var emptyTransitions: [NodeTransition]
  /// The middle date label names the reading nearest the middle of the span in time rather
  /// than the middle reading (for series irregular in time).
  var middleLabelByDate = false
  /// Horizontal grid lines in this colour (the dashboard's `separator`, D-10); nil: none (the
  /// stats overview's seed names every part of its chart, and no grid line).
  var gridLines: ColorRole? = nil
  /// A grid line's width: the dividers' hairline.
  static let gridLineWidth = 0.5
  /// About this many lines: the domain's span over one more than this, rounded up to 1, 2, 2.5
  /// or 5 × 10ⁿ, is the step.
  static let gridLineCount = 3

  /// Chart dates stop growing at the largest standard size (O-DT-3).
  static let dateClamp = DynamicTypeRange.upTo(.xxxLarge)
}

extension LineChartPart {
  /// A scrub track's readings: each drawable reading placed on the plot with its figure and its
  /// date as the block's header shows them, the figures written by one `FigureWriter` and the
  /// dates worded in one visit to the label memo (#27). Both blocks' scrub tracks are this.
  static func scrubTrackReadings(
    _ current: FiniteReadings, place: Placement, figures: FigureWriter, dates: DateWording
  ) -> [LayoutNode.Chart.Scrub.Reading] {
    zip(current, dates.scrubLabels(for: current.map(\.date))).map { reading, dateText in
      LayoutNode.Chart.Scrub.Reading(
        index: reading.index, x: place.x(reading.date), y: reading.value,
        valueText: figures.text(reading.value),
        dateText: dateText)
    }
  }
}
