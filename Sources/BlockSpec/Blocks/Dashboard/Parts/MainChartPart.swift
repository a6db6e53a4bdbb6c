import Foundation
import SPTheme

/// The main chart's card (D-4, D-5): a header with the chart's label, its figure and what the
/// figure is (the range's span at rest, the scrubbed sample's date while scrubbing), the shared
/// line chart in the tint, and the range picker beneath.
enum MainChartPart {
  /// The plot's height: a little taller than the overview's, as the screen's one chart.
  static let height = 200.0
  static let emptySentence = "Nothing to chart yet."

  static func card(_ screen: DashboardScreen, order: Int) -> LayoutNode {
    let context = screen.context
    let chart = screen.model.chart
    var children = [header(screen)]
    let style = LineChartStyle(
      height: height, tint: screen.tint, transitions: DashboardMotion.chart(in: context),
      emptySentence: emptySentence, emptyTransitions: [], middleLabelByDate: true,
      // The seed's theming: `separator` is for grid lines and dividers (D-10).
      gridLines: .separator)
    let part = LineChartPart(style: style, context: context)
    if let range = screen.range, let points = chart.series[range] {
      let readings = ChartReadings(points: points, previous: [], width: screen.cardInnerWidth)
      let dates = screen.words(for: points.map(\.date))
      children.append(
        part.node(
          .init(
            title: chart.label, seriesName: range.span,
            figures: FigureWriter(chart.format, locale: screen.locale), readings: readings,
            currentCount: points.count, previousCount: 0, scrub: screen.scrub, dates: dates,
            summary: summary(screen, range: range, readings: readings.current, dates: dates),
            accessibilityLabel: "\(chart.label), \(range.span)",
            scrubTrack: { place in
              scrubReadings(screen, readings: readings.current, place: place, dates: dates)
            }
          )))
      if let picker = RangeControlPart.node(
        selected: range, offered: screen.offered, context: context,
        style: .init(
          plate: .surface, darkPlate: .fill, track: .fill,
          transitions: DashboardMotion.plate(in: context)))
      {
        children.append(picker)
      }
    } else {
      children.append(part.empty())
    }
    return screen.card(
      id: "chart.card",
      children: [
        LayoutNode(
          id: "chart.content",
          .stack(.init(axis: .vertical, spacing: context.space(.md), alignment: .leading)),
          children: children)
      ],
      transitions: DashboardMotion.reveal(order: order, in: context))
  }

  /// The figure at rest: the range's total, or its latest reading; while scrubbing, the
  /// sample's value and date (D-4).
  static func header(_ screen: DashboardScreen) -> LayoutNode {
    let context = screen.context
    let chart = screen.model.chart
    var value: Double?
    var detail = screen.range?.span ?? ""
    if let range = screen.range, let points = chart.series[range] {
      if let index = screen.scrub {
        value = points[index].value
        detail = screen.words(for: points.map(\.date)).scrubLabel(for: points[index].date)
      } else {
        value = chart.totals[range] ?? points.last { $0.value.isFinite }?.value
      }
    }
    let figure = value.map { screen.figure($0, chart.format) } ?? "–"
    return LayoutNode(
      id: "chart.header", .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
      children: [
        LayoutNode(
          id: "chart.header.label",
          .text(
            .init(
              string: chart.label, font: context.font(.subhead, weight: .medium),
              color: context.color(.textSecondary)))),
        LayoutNode(
          id: "chart.header.value",
          .text(
            .init(
              string: figure, font: context.display(28), color: context.color(.textPrimary), lineLimit: 1,
              minimumScaleFactor: 0.5, numericRoll: true)),
          transitions: DashboardMotion.roll(in: context)),
        LayoutNode(
          id: "chart.header.detail",
          .text(detailText(detail, context))),
      ],
      accessibility: Accessibility(
        label: chart.label, value: detail.isEmpty ? figure : "\(figure), \(detail)", traits: [.header],
        element: .combine))
  }

  /// Every drawable reading with the header's texts for it (D-4), so a renderer scrubs under the
  /// finger without recompiling and shows exactly what the tree compiled with that
  /// `scrubPosition` shows: the figure in `chart.header.value`, the date in place of the span in
  /// `chart.header.detail` (the same node, its string replaced), and "figure, date" as the
  /// header's accessibility value. Nil past `Scrub.maximumReadings` (1W's hourly readings): the
  /// host compiles per position then.
  static func scrubReadings(
    _ screen: DashboardScreen, readings current: FiniteReadings, place: Placement, dates: DateWording
  ) -> LayoutNode.Chart.Scrub? {
    guard let first = current.first, current.count <= LayoutNode.Chart.Scrub.maximumReadings else {
      return nil
    }
    let readings = LineChartPart.scrubTrackReadings(
      current, place: place, figures: FigureWriter(screen.model.chart.format, locale: screen.locale),
      dates: dates)
    return .init(
      value: "chart.header.value", replaces: "chart.header.detail",
      date: .init(
        id: "chart.header.detail", text: detailText(dates.scrubLabel(for: first.date), screen.context)),
      label: "chart.header", readings: readings)
  }

  /// The line under the header's figure: the range's span at rest, the scrubbed reading's date.
  static func detailText(_ string: String, _ context: CompileContext) -> LayoutNode.Text {
    .init(string: string, font: context.font(.footnote), color: context.color(.textSecondary))
  }

  /// "Revenue, last 7 days: $12,345.67. Lowest $4.10 on Mon, Nov 23 at 3 AM; highest …"
  static func summary(
    _ screen: DashboardScreen, range: TimeRange, readings: FiniteReadings, dates: DateWording
  ) -> String {
    let chart = screen.model.chart
    let figures = FigureWriter(chart.format, locale: screen.locale)
    let atRest = chart.totals[range] ?? readings.last?.value
    var text = "\(chart.label), \(range.span.lowercasedFirst)"
    if let atRest { text += ": " + figures.text(atRest) }
    text += "."
    if readings.count > 1, let low = readings.lowest, let high = readings.highest {
      text +=
        " Lowest \(figures.text(low.value)) \(dates.phrase(for: low.date));"
        + " highest \(figures.text(high.value)) \(dates.phrase(for: high.date))."
    }
    return text
  }
}
