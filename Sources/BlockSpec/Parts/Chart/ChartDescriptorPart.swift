import Foundation

/// The audio graph and data table of the shared line chart (O-AX-2): real readings, never the
/// reduced series; at most `ChartDataTable.defaultMaximumRows` of them per series, the block's
/// summary speaking for all.
enum ChartDescriptorPart {
  static func descriptor(
    _ subject: LineChartPart.Subject, current: [IndexedPoint], previous: [IndexedPoint],
    currentPlace: Placement, previousPlace: Placement?, domain: YDomain, locale: Locale
  ) -> ChartDescriptor {
    let words = subject.dates
    let format = subject.format
    func points(_ readings: [IndexedPoint], place: Placement) -> [ChartDescriptor.Point] {
      tableReadings(readings).map {
        .init(
          x: place.x($0.date), value: $0.value, label: words.scrubLabel(for: $0.date),
          valueText: format.formatted($0.value, locale: locale))
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
        lowerText: format.formatted(domain.lower, locale: locale),
        upperText: format.formatted(domain.upper, locale: locale)),
      series: series)
  }
}
