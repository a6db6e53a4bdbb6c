import Foundation

/// The audio graph and data table of the shared line chart (O-AX-2): real readings, never the
/// reduced series; at most `ChartDataTable.defaultMaximumRows` of them per series, the block's
/// summary speaking for all.
enum ChartDescriptorPart {
  static func descriptor(
    _ subject: LineChartPart.Subject, current: FiniteReadings, previous: FiniteReadings,
    currentPlace: Placement, previousPlace: Placement?, domain: YDomain
  ) -> ChartDescriptor {
    let words = subject.dates
    // Each listed reading's figure and date: the figures by the block's writer (its pattern
    // found once, figures the scrub track wrote remembered) and the dates worded in one visit
    // to the label memo (#27).
    let figures = subject.figures
    func points(_ readings: FiniteReadings, place: Placement) -> [ChartDescriptor.Point] {
      let listed = tableReadings(readings)
      return zip(listed, words.scrubLabels(for: listed.map(\.date))).map { reading, label in
        .init(
          x: place.x(reading.date), value: reading.value, label: label, valueText: figures.text(reading.value)
        )
      }
    }
    let currentRows = points(current, place: currentPlace)
    var series = [ChartDescriptor.Series(name: subject.seriesName, isContinuous: true, points: currentRows)]
    if let previousPlace, !previous.isEmpty {
      series.append(
        .init(name: "Previous period", isContinuous: true, points: points(previous, place: previousPlace)))
    }
    return ChartDescriptor(
      title: subject.title, summary: subject.summary,
      // The table always lists the first and the last reading: their labels are the axis' ends.
      xAxis: .init(
        title: "Date", lowerText: currentRows.first?.label ?? "", upperText: currentRows.last?.label ?? ""),
      yAxis: .init(
        title: subject.title, lower: domain.lower, upper: domain.upper,
        lowerText: figures.text(domain.lower), upperText: figures.text(domain.upper)),
      series: series)
  }
}
