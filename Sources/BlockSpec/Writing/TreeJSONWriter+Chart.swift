import SPTheme

/// The chart node's content, in key order. A drawn point is the triple `[index, x, y]`.
extension TreeJSONWriter {
  mutating func write(_ chart: LayoutNode.Chart) {
    var o = beginObject()
    key("axisLabels", in: &o)
    var labels = beginArray()
    for label in chart.axisLabels {
      item(in: &labels)
      write(label)
    }
    endArray(labels)
    key("domain", in: &o)
    var domain = beginObject()
    member("end", chart.domain.end, in: &domain)
    member("start", chart.domain.start, in: &domain)
    member("yLower", chart.domain.yLower, in: &domain)
    member("yUpper", chart.domain.yUpper, in: &domain)
    endObject(domain)
    if let grid = chart.gridLines {
      key("gridLines", in: &o)
      var g = beginObject()
      key("stroke", in: &g)
      write(grid.stroke)
      key("values", in: &g)
      var values = beginArray()
      for value in grid.values {
        item(in: &values)
        number(value)
      }
      endArray(values)
      endObject(g)
    }
    member("height", chart.height, in: &o)
    if let scrub = chart.scrub {
      key("scrub", in: &o)
      write(scrub)
    }
    if let selection = chart.selection {
      key("selection", in: &o)
      var s = beginObject()
      member("dateText", selection.dateText, in: &s)
      member("index", selection.index, in: &s)
      member("valueText", selection.valueText, in: &s)
      member("x", selection.x, in: &s)
      member("y", selection.y, in: &s)
      endObject(s)
    }
    key("selectionStyle", in: &o)
    write(chart.selectionStyle)
    key("series", in: &o)
    var series = beginArray()
    for line in chart.series {
      item(in: &series)
      write(line)
    }
    endArray(series)
    endObject(o)
  }

  private mutating func write(_ scrub: LayoutNode.Chart.Scrub) {
    var o = beginObject()
    key("date", in: &o)
    var date = beginObject()
    member("id", scrub.date.id, in: &date)
    member("kind", scrub.date.kind, in: &date)
    key("text", in: &date)
    write(scrub.date.text)
    endObject(date)
    member("label", scrub.label, in: &o)
    key("readings", in: &o)
    var readings = beginArray()
    for reading in scrub.readings {
      item(in: &readings)
      var items = beginArray()
      item(in: &items)
      number(reading.index)
      item(in: &items)
      number(reading.x)
      item(in: &items)
      number(reading.y)
      item(in: &items)
      string(reading.valueText)
      item(in: &items)
      string(reading.dateText)
      endArray(items)
    }
    endArray(readings)
    member("replaces", scrub.replaces, in: &o)
    member("value", scrub.value, in: &o)
    endObject(o)
  }

  private mutating func write(_ label: LayoutNode.Chart.AxisLabel) {
    var o = beginObject()
    member("anchor", label.anchor, in: &o)
    key("color", in: &o)
    write(label.color)
    key("font", in: &o)
    write(label.font)
    member("position", label.position, in: &o)
    member("text", label.text, in: &o)
    endObject(o)
  }

  private mutating func write(_ style: LayoutNode.Chart.SelectionStyle) {
    var o = beginObject()
    key("dot", in: &o)
    var dot = beginObject()
    member("diameter", style.dot.diameter, in: &dot)
    key("fill", in: &dot)
    write(style.dot.fill)
    key("ring", in: &dot)
    write(style.dot.ring)
    member("ringWidth", style.dot.ringWidth, in: &dot)
    endObject(dot)
    key("rule", in: &o)
    write(style.rule)
    endObject(o)
  }

  private mutating func write(_ series: LayoutNode.Chart.Series) {
    var o = beginObject()
    member("id", series.id, in: &o)
    member("interpolation", series.interpolation, in: &o)
    member("originalCount", series.originalCount, in: &o)
    key("points", in: &o)
    var points = beginArray()
    for point in series.points {
      item(in: &points)
      var triple = beginArray()
      item(in: &triple)
      number(point.index)
      item(in: &triple)
      number(point.x)
      item(in: &triple)
      number(point.y)
      endArray(triple)
    }
    endArray(points)
    member("role", series.role, in: &o)
    member("start", series.start, in: &o)
    key("stroke", in: &o)
    write(series.stroke)
    endObject(o)
  }
}
