import SPTheme

/// The chart node's content, members in any order. A drawn point is the triple
/// `[index, x, y]` and a scrub reading `[index, x, y, valueText, dateText]`, exactly that many
/// items, as their `init(from:)` requires.
extension TreeJSONReader {
  mutating func readChart() throws(NotFast) -> LayoutNode.Chart {
    var height: Double?
    var domain: LayoutNode.Chart.Domain?
    var series: [LayoutNode.Chart.Series]?
    var axisLabels: [LayoutNode.Chart.AxisLabel]?
    var selectionStyle: LayoutNode.Chart.SelectionStyle?
    var selection: LayoutNode.Chart.Selection?
    var scrub: LayoutNode.Chart.Scrub?
    var gridLines: LayoutNode.Chart.GridLines?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "series") {
        try claim(&series) { () throws(NotFast) in
          var series: [LayoutNode.Chart.Series] = []
          var array = try beginArray()
          while try nextItem(in: &array) { series.append(try readSeries()) }
          return series
        }
      } else if matches(key, "height") {
        try read(&height)
      } else if matches(key, "domain") {
        try claim(&domain) { () throws(NotFast) in try readDomain() }
      } else if matches(key, "axisLabels") {
        try claim(&axisLabels) { () throws(NotFast) in
          var labels: [LayoutNode.Chart.AxisLabel] = []
          var array = try beginArray()
          while try nextItem(in: &array) { labels.append(try readAxisLabel()) }
          return labels
        }
      } else if matches(key, "selectionStyle") {
        try claim(&selectionStyle) { () throws(NotFast) in try readSelectionStyle() }
      } else if matches(key, "selection") {
        try claim(&selection) { () throws(NotFast) in try readSelection() }
      } else if matches(key, "scrub") {
        try claim(&scrub) { () throws(NotFast) in try readScrub() }
      } else if matches(key, "gridLines") {
        try claim(&gridLines) { () throws(NotFast) in try readGridLines() }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Chart(
      height: try required(height), domain: try required(domain), series: try required(series),
      axisLabels: try required(axisLabels), selectionStyle: try required(selectionStyle),
      selection: selection,
      scrub: scrub, gridLines: gridLines)
  }

  private mutating func readDomain() throws(NotFast) -> LayoutNode.Chart.Domain {
    var yLower: Double?
    var yUpper: Double?
    var start: String?
    var end: String?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "yLower") {
        try read(&yLower)
      } else if matches(key, "yUpper") {
        try read(&yUpper)
      } else if matches(key, "start") {
        try read(&start)
      } else if matches(key, "end") {
        try read(&end)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Chart.Domain(
      yLower: try required(yLower), yUpper: try required(yUpper), start: try required(start),
      end: try required(end))
  }

  private mutating func readGridLines() throws(NotFast) -> LayoutNode.Chart.GridLines {
    var stroke: Stroke?
    var values: [Double]?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "stroke") {
        try claim(&stroke) { () throws(NotFast) in try readStroke() }
      } else if matches(key, "values") {
        try read(&values)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Chart.GridLines(stroke: try required(stroke), values: try required(values))
  }

  private mutating func readSeries() throws(NotFast) -> LayoutNode.Chart.Series {
    var id: String?
    var role: LayoutNode.Chart.Series.Role?
    var stroke: Stroke?
    var interpolation: LayoutNode.Chart.Series.Interpolation?
    var start: String?
    var points: [LayoutNode.Chart.Point]?
    var originalCount: Int?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "points") {
        try claim(&points) { () throws(NotFast) in try readPoints() }
      } else if matches(key, "id") {
        try read(&id)
      } else if matches(key, "role") {
        try read(&role)
      } else if matches(key, "stroke") {
        try claim(&stroke) { () throws(NotFast) in try readStroke() }
      } else if matches(key, "interpolation") {
        try read(&interpolation)
      } else if matches(key, "start") {
        try read(&start)
      } else if matches(key, "originalCount") {
        try read(&originalCount)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Chart.Series(
      id: try required(id), role: try required(role), stroke: try required(stroke),
      interpolation: try required(interpolation), start: try required(start), points: try required(points),
      originalCount: try required(originalCount))
  }

  /// Hot: two points per point of width, in every series of every chart.
  private mutating func readPoints() throws(NotFast) -> [LayoutNode.Chart.Point] {
    var points: [LayoutNode.Chart.Point] = []
    var array = try beginArray()
    while try nextItem(in: &array) {
      var triple = try beginArray()
      guard try nextItem(in: &triple) else { throw NotFast() }
      let index = try readInt()
      guard try nextItem(in: &triple) else { throw NotFast() }
      let x = try readDouble()
      guard try nextItem(in: &triple) else { throw NotFast() }
      let y = try readDouble()
      guard try !nextItem(in: &triple) else { throw NotFast() }
      points.append(LayoutNode.Chart.Point(index: index, x: x, y: y))
    }
    return points
  }

  private mutating func readAxisLabel() throws(NotFast) -> LayoutNode.Chart.AxisLabel {
    var text: String?
    var position: Double?
    var anchor: LayoutNode.Chart.AxisLabel.Anchor?
    var font: ResolvedFont?
    var color: ColorValue?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "text") {
        try read(&text)
      } else if matches(key, "position") {
        try read(&position)
      } else if matches(key, "anchor") {
        try read(&anchor)
      } else if matches(key, "font") {
        try claim(&font) { () throws(NotFast) in try readFont() }
      } else if matches(key, "color") {
        try claim(&color) { () throws(NotFast) in try readColor() }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Chart.AxisLabel(
      text: try required(text), position: try required(position), anchor: try required(anchor),
      font: try required(font), color: try required(color))
  }

  private mutating func readSelectionStyle() throws(NotFast) -> LayoutNode.Chart.SelectionStyle {
    var rule: Stroke?
    var dot: LayoutNode.Chart.SelectionStyle.Dot?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "rule") {
        try claim(&rule) { () throws(NotFast) in try readStroke() }
      } else if matches(key, "dot") {
        try claim(&dot) { () throws(NotFast) in try readDot() }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Chart.SelectionStyle(rule: try required(rule), dot: try required(dot))
  }

  private mutating func readDot() throws(NotFast) -> LayoutNode.Chart.SelectionStyle.Dot {
    var fill: ColorValue?
    var ring: ColorValue?
    var diameter: Double?
    var ringWidth: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "fill") {
        try claim(&fill) { () throws(NotFast) in try readColor() }
      } else if matches(key, "ring") {
        try claim(&ring) { () throws(NotFast) in try readColor() }
      } else if matches(key, "diameter") {
        try read(&diameter)
      } else if matches(key, "ringWidth") {
        try read(&ringWidth)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Chart.SelectionStyle.Dot(
      fill: try required(fill), ring: try required(ring), diameter: try required(diameter),
      ringWidth: try required(ringWidth))
  }

  private mutating func readSelection() throws(NotFast) -> LayoutNode.Chart.Selection {
    var index: Int?
    var x: Double?
    var y: Double?
    var dateText: String?
    var valueText: String?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "index") {
        try read(&index)
      } else if matches(key, "x") {
        try read(&x)
      } else if matches(key, "y") {
        try read(&y)
      } else if matches(key, "dateText") {
        try read(&dateText)
      } else if matches(key, "valueText") {
        try read(&valueText)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Chart.Selection(
      index: try required(index), x: try required(x), y: try required(y), dateText: try required(dateText),
      valueText: try required(valueText))
  }

  private mutating func readScrub() throws(NotFast) -> LayoutNode.Chart.Scrub {
    var value: String?
    var replaces: String?
    var date: LayoutNode.Chart.Scrub.DateLine?
    var label: String?
    var readings: [LayoutNode.Chart.Scrub.Reading]?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "readings") {
        try claim(&readings) { () throws(NotFast) in try readReadings() }
      } else if matches(key, "value") {
        try read(&value)
      } else if matches(key, "replaces") {
        try read(&replaces)
      } else if matches(key, "date") {
        try claim(&date) { () throws(NotFast) in try readDateLine() }
      } else if matches(key, "label") {
        try read(&label)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Chart.Scrub(
      value: try required(value), replaces: try required(replaces), date: try required(date),
      label: try required(label), readings: try required(readings))
  }

  /// `kind` is decoded like any member (its default is the initialiser's, not the decoder's):
  /// required, and any string.
  private mutating func readDateLine() throws(NotFast) -> LayoutNode.Chart.Scrub.DateLine {
    var id: String?
    var kind: String?
    var text: LayoutNode.Text?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "id") {
        try read(&id)
      } else if matches(key, "kind") {
        try read(&kind)
      } else if matches(key, "text") {
        try claim(&text) { () throws(NotFast) in try readText() }
      } else {
        throw NotFast()
      }
    }
    var line = LayoutNode.Chart.Scrub.DateLine(id: try required(id), text: try required(text))
    line.kind = try required(kind)
    return line
  }

  private mutating func readReadings() throws(NotFast) -> [LayoutNode.Chart.Scrub.Reading] {
    var readings: [LayoutNode.Chart.Scrub.Reading] = []
    var array = try beginArray()
    while try nextItem(in: &array) {
      var items = try beginArray()
      guard try nextItem(in: &items) else { throw NotFast() }
      let index = try readInt()
      guard try nextItem(in: &items) else { throw NotFast() }
      let x = try readDouble()
      guard try nextItem(in: &items) else { throw NotFast() }
      let y = try readDouble()
      guard try nextItem(in: &items) else { throw NotFast() }
      let valueText = try readString()
      guard try nextItem(in: &items) else { throw NotFast() }
      let dateText = try readString()
      guard try !nextItem(in: &items) else { throw NotFast() }
      readings.append(
        LayoutNode.Chart.Scrub.Reading(index: index, x: x, y: y, valueText: valueText, dateText: dateText))
    }
    return readings
  }
}
