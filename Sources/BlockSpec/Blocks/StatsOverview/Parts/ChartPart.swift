import Foundation
import SPTheme

/// The chart under the headline (O-ST-6): the shared line chart (`LineChartPart`) with the
/// overview's choices: the current series in `accent` at 2 pt, the previous period dashed
/// beneath, a 180 pt plot, the draw-in and morph (O-MO-1) and the selection tick per reading
/// (O-HA-1). A period without readings shows a sentence instead (O-SS-3).
enum ChartPart {
  /// The plot's height in points. The seed names none; 180 pt keeps the card under half an
  /// iPhone screen at the default size with room for the dates and the range control.
  static let height = 180.0
  /// Chart dates stop growing at the largest standard size (O-DT-3).
  static let dateClamp = LineChartStyle.dateClamp
  static let emptySentence = "No data for this range yet."

  static func node(
    overview: Overview, range: TimeRange, period: Period, readings: ChartReadings, scrub: Int?,
    dates dateWords: DateWording, context: CompileContext, wording: Wording
  ) -> LayoutNode {
    let style = LineChartStyle(
      height: height, tint: context.color(.accent), transitions: Motion.line(in: context),
      emptySentence: emptySentence, emptyTransitions: Motion.phase(in: context))
    let part = LineChartPart(style: style, context: context)
    guard !readings.current.isEmpty else { return part.empty() }
    return part.node(
      .init(
        title: overview.label, seriesName: range.span, figures: wording.figureWriter(overview.format),
        readings: readings,
        currentCount: period.points.count, previousCount: period.previousPoints.count, scrub: scrub,
        dates: dateWords,
        summary: AccessibilityPart.summary(
          overview: overview, range: range, period: period, current: readings.current, words: dateWords,
          wording: wording),
        accessibilityLabel: "\(overview.label), \(range.span)",
        scrubTrack: { place in
          scrubReadings(
            readings.current, place: place, overview: overview, dates: dateWords, context: context,
            wording: wording)
        }))
  }

  /// Every drawable reading with the headline's texts for it, so a renderer scrubs without
  /// recompiling and shows what the scrubbed tree shows; nil past `Scrub.maximumReadings`.
  static func scrubReadings(
    _ current: FiniteReadings, place: Placement, overview: Overview, dates: DateWording,
    context: CompileContext,
    wording: Wording
  ) -> LayoutNode.Chart.Scrub? {
    guard let first = current.first, current.count <= LayoutNode.Chart.Scrub.maximumReadings else {
      return nil
    }
    let readings = LineChartPart.scrubTrackReadings(
      current, place: place, figures: wording.figureWriter(overview.format), dates: dates)
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
}
