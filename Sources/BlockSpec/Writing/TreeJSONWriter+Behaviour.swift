import SPTheme

/// What a node does and says: accessibility (with the chart descriptor), its action, haptics
/// and transitions, in key order.
extension TreeJSONWriter {
  mutating func write(_ accessibility: Accessibility) {
    var o = beginObject()
    if let announcement = accessibility.announcement { member("announcement", announcement, in: &o) }
    if let chart = accessibility.chart {
      key("chart", in: &o)
      write(chart)
    }
    if let actions = accessibility.customActions {
      key("customActions", in: &o)
      var array = beginArray()
      for custom in actions {
        item(in: &array)
        var c = beginObject()
        key("action", in: &c)
        write(custom.action)
        member("name", custom.name, in: &c)
        endObject(c)
      }
      endArray(array)
    }
    if let element = accessibility.element { member("element", element, in: &o) }
    if let hidden = accessibility.hidden { member("hidden", hidden, in: &o) }
    if let hint = accessibility.hint { member("hint", hint, in: &o) }
    if let label = accessibility.label { member("label", label, in: &o) }
    if let traits = accessibility.traits {
      key("traits", in: &o)
      var array = beginArray()
      for trait in traits {
        item(in: &array)
        raw(trait)
      }
      endArray(array)
    }
    if let value = accessibility.value { member("value", value, in: &o) }
    endObject(o)
  }

  private mutating func write(_ chart: ChartDescriptor) {
    var o = beginObject()
    key("series", in: &o)
    var series = beginArray()
    for line in chart.series {
      item(in: &series)
      var s = beginObject()
      member("isContinuous", line.isContinuous, in: &s)
      member("name", line.name, in: &s)
      key("points", in: &s)
      var points = beginArray()
      for point in line.points {
        item(in: &points)
        var p = beginObject()
        member("label", point.label, in: &p)
        member("value", point.value, in: &p)
        member("valueText", point.valueText, in: &p)
        member("x", point.x, in: &p)
        endObject(p)
      }
      endArray(points)
      endObject(s)
    }
    endArray(series)
    member("summary", chart.summary, in: &o)
    member("title", chart.title, in: &o)
    key("xAxis", in: &o)
    var x = beginObject()
    member("lowerText", chart.xAxis.lowerText, in: &x)
    member("title", chart.xAxis.title, in: &x)
    member("upperText", chart.xAxis.upperText, in: &x)
    endObject(x)
    key("yAxis", in: &o)
    var y = beginObject()
    member("lower", chart.yAxis.lower, in: &y)
    member("lowerText", chart.yAxis.lowerText, in: &y)
    member("title", chart.yAxis.title, in: &y)
    member("upper", chart.yAxis.upper, in: &y)
    member("upperText", chart.yAxis.upperText, in: &y)
    endObject(y)
    endObject(o)
  }

  /// The payload's keys are data: sorted by UTF-8 bytes here, as the canonical printer sorts
  /// (a payload of one member, the usual case, needs no sort).
  mutating func write(_ action: Action) {
    var o = beginObject()
    member("id", action.id, in: &o)
    if let payload = action.payload {
      key("payload", in: &o)
      var p = beginObject()
      if payload.count == 1, let (name, value) = payload.first {
        dataKey(name, in: &p)
        string(value)
      } else {
        for name in payload.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
          dataKey(name, in: &p)
          string(payload[name] ?? "")
        }
      }
      endObject(p)
    }
    endObject(o)
  }

  mutating func write(_ haptic: Haptic) {
    var o = beginObject()
    member("kind", haptic.kind, in: &o)
    member("trigger", haptic.trigger, in: &o)
    endObject(o)
  }

  mutating func write(_ transition: NodeTransition) {
    var o = beginObject()
    if let delay = transition.delay { member("delay", delay, in: &o) }
    member("effect", transition.effect, in: &o)
    member("event", transition.event, in: &o)
    key("motion", in: &o)
    write(transition.motion)
    if let offset = transition.offset { member("offset", offset, in: &o) }
    if let fallback = transition.reduceMotion {
      key("reduceMotion", in: &o)
      var f = beginObject()
      member("effect", fallback.effect, in: &f)
      key("motion", in: &f)
      write(fallback.motion)
      endObject(f)
    }
    endObject(o)
  }
}
