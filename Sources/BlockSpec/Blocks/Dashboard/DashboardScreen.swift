import Foundation
import SPTheme

/// Everything a dashboard part reads, worked out once per compile: the model and state, the
/// theme lookups, the tint, the range shown and the sample under the finger.
struct DashboardScreen {
  let model: DashboardModel
  let state: DashboardState
  let context: CompileContext
  /// `accent`, or the model's tint in its place (D-10): the tree names it `tint`.
  let tint: ColorValue
  /// The ranges the picker offers: those with readings (D-5).
  let offered: [TimeRange]
  /// The range shown: the host's when offered, else 1M when offered, else the first offered;
  /// nil when the chart has no readings at all.
  let range: TimeRange?
  /// The index in `model.chart.series[range]` of the sample under the finger (D-4).
  let scrub: Int?

  init(_ model: DashboardModel, state: DashboardState, context: CompileContext) {
    self.model = model
    self.state = state
    self.context = context
    tint = model.tint.map { ColorValue(token: "tint", value: $0.hex) } ?? context.color(.accent)
    offered = model.chart.ranges
    let ranges = offered
    let range =
      state.selectedRange.flatMap { ranges.contains($0) ? $0 : nil }
      ?? (ranges.contains(.month) ? .month : ranges.first)
    self.range = range
    scrub = range.flatMap { range in
      state.scrubPosition.flatMap { model.chart.nearestSample(in: range, at: $0) }
    }
  }

  var locale: Locale { context.environment.locale }

  /// A figure in its format, in the environment's locale: `format.formatted(_:locale:)` byte
  /// for byte, through the pattern found once per format and locale (`FigureWriter`), as the
  /// overview writes its figures; Foundation's formatter would be a tenth of the screen's time.
  func figure(_ value: Double, _ format: Format) -> String { FigureWriter(format, locale: locale).text(value) }

  /// Words for a series' dates, by the spacing of `dates`.
  func words(for dates: [Date]) -> DateWording {
    var calendar = locale.calendar
    calendar.timeZone = context.environment.timeZone
    return DateWording(
      cadence: Cadence.detect(in: dates, calendar: calendar), locale: locale,
      timeZone: context.environment.timeZone)
  }

  /// The card every section sits on (D-10): `surface`, `radius.lg`, `space.lg` inside, at `e1`.
  func card(id: String, children: [LayoutNode], transitions: [NodeTransition]) -> LayoutNode {
    LayoutNode(
      id: id,
      .card(
        .init(
          background: context.color(.surface), cornerRadius: context.radius(.lg), padding: context.space(.lg),
          elevation: elevation)),
      children: children, transitions: transitions)
  }

  /// The surface elevation every card sits at (D-10: `e1`).
  var elevation: ElevationValue {
    let shadow = context.theme.elevation(.e1)
    return ElevationValue(
      token: "elevation.e1", color: shadow.color.hex, x: Precision.points(shadow.x),
      y: Precision.points(shadow.y),
      blur: Precision.points(shadow.blur), spread: Precision.points(shadow.spread))
  }

  /// The width of the scroll's column: the screen less the scroll's padding.
  var contentWidth: Double { max(0, context.width - 2 * context.theme.space(.lg)) }

  /// The width inside a card: the column less the card's padding.
  var cardInnerWidth: Double { max(0, contentWidth - 2 * context.theme.space(.lg)) }
}
