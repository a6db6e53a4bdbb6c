import SPTheme

/// The sparkline and the screen that shows tiles, in key order. A drawn value is the pair
/// `[x, y]`.
extension TreeJSONWriter {
  mutating func write(_ sparkline: LayoutNode.Sparkline) {
    var o = beginObject()
    key("area", in: &o)
    write(sparkline.area)
    key("domain", in: &o)
    var domain = beginObject()
    member("xLower", sparkline.domain.xLower, in: &domain)
    member("xUpper", sparkline.domain.xUpper, in: &domain)
    member("yLower", sparkline.domain.yLower, in: &domain)
    member("yUpper", sparkline.domain.yUpper, in: &domain)
    endObject(domain)
    member("height", sparkline.height, in: &o)
    member("interpolation", sparkline.interpolation, in: &o)
    key("line", in: &o)
    write(sparkline.line)
    member("originalCount", sparkline.originalCount, in: &o)
    member("placement", sparkline.placement, in: &o)
    key("points", in: &o)
    var points = beginArray()
    for point in sparkline.points {
      item(in: &points)
      var pair = beginArray()
      item(in: &pair)
      number(point.x)
      item(in: &pair)
      number(point.y)
      endArray(pair)
    }
    endArray(points)
    endObject(o)
  }

  mutating func write(_ screen: LayoutNode.Screen) {
    var o = beginObject()
    key("background", in: &o)
    write(screen.background)
    key("padding", in: &o)
    write(screen.padding)
    member("scrolls", screen.scrolls, in: &o)
    if let tick = screen.tick {
      key("tick", in: &o)
      var t = beginObject()
      member("input", tick.input, in: &t)
      member("interval", tick.interval, in: &t)
      member("modulo", tick.modulo, in: &t)
      endObject(t)
    }
    endObject(o)
  }
}
