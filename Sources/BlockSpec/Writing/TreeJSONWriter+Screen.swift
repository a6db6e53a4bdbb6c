import SPTheme

/// The screen kinds (schema 2.1): navigation bar, scroll, refresh, swipe row, divider, and the
/// card's elevation, in key order.
extension TreeJSONWriter {
  mutating func write(_ bar: LayoutNode.NavigationBar) {
    var o = beginObject()
    key("background", in: &o)
    write(bar.background)
    key("collapse", in: &o)
    var c = beginObject()
    member("end", bar.collapse.end, in: &c)
    member("progress", bar.collapse.progress, in: &c)
    member("source", bar.collapse.source, in: &c)
    member("start", bar.collapse.start, in: &c)
    endObject(c)
    key("color", in: &o)
    write(bar.color)
    key("font", in: &o)
    write(bar.font)
    member("height", bar.height, in: &o)
    member("ownsStack", bar.ownsStack, in: &o)
    key("separator", in: &o)
    write(bar.separator)
    member("title", bar.title, in: &o)
    endObject(o)
  }

  mutating func write(_ scroll: LayoutNode.Scroll) {
    var o = beginObject()
    key("background", in: &o)
    write(scroll.background)
    member("offset", scroll.offset, in: &o)
    key("padding", in: &o)
    write(scroll.padding)
    key("spacing", in: &o)
    write(scroll.spacing)
    endObject(o)
  }

  mutating func write(_ refresh: LayoutNode.Refresh) {
    var o = beginObject()
    member("diameter", refresh.diameter, in: &o)
    member("distance", refresh.distance, in: &o)
    member("finishedSymbol", refresh.finishedSymbol, in: &o)
    member("inset", refresh.inset, in: &o)
    member("lineWidth", refresh.lineWidth, in: &o)
    member("phase", refresh.phase, in: &o)
    member("progress", refresh.progress, in: &o)
    member("threshold", refresh.threshold, in: &o)
    key("tint", in: &o)
    write(refresh.tint)
    key("track", in: &o)
    write(refresh.track)
    key("triggers", in: &o)
    var triggers = beginArray()
    for trigger in refresh.triggers {
      item(in: &triggers)
      var t = beginObject()
      member("fires", trigger.fires, in: &t)
      member("minimumVersion", trigger.minimumVersion, in: &t)
      member("platform", trigger.platform, in: &t)
      endObject(t)
    }
    endArray(triggers)
    endObject(o)
  }

  mutating func write(_ row: LayoutNode.SwipeRow) {
    var o = beginObject()
    key("actions", in: &o)
    var actions = beginArray()
    for action in row.actions {
      item(in: &actions)
      var a = beginObject()
      key("action", in: &a)
      write(action.action)
      key("background", in: &a)
      write(action.background)
      key("font", in: &a)
      write(action.font)
      key("foreground", in: &a)
      write(action.foreground)
      member("revealedWidth", action.revealedWidth, in: &a)
      member("symbol", action.symbol, in: &a)
      member("title", action.title, in: &a)
      member("width", action.width, in: &a)
      endObject(a)
    }
    endArray(actions)
    key("background", in: &o)
    write(row.background)
    member("claimDistance", row.claimDistance, in: &o)
    member("fullSwipe", row.fullSwipe, in: &o)
    member("fullSwipeFraction", row.fullSwipeFraction, in: &o)
    member("horizontalDominance", row.horizontalDominance, in: &o)
    member("minHeight", row.minHeight, in: &o)
    member("open", row.open, in: &o)
    member("release", row.release, in: &o)
    member("reveal", row.reveal, in: &o)
    member("revealFraction", row.revealFraction, in: &o)
    key("settle", in: &o)
    write(row.settle)
    endObject(o)
  }

  mutating func write(_ divider: LayoutNode.Divider) {
    var o = beginObject()
    key("color", in: &o)
    write(divider.color)
    member("inset", divider.inset, in: &o)
    member("thickness", divider.thickness, in: &o)
    endObject(o)
  }

  mutating func write(_ elevation: ElevationValue) {
    var o = beginObject()
    member("blur", elevation.blur, in: &o)
    member("color", elevation.color, in: &o)
    member("spread", elevation.spread, in: &o)
    member("token", elevation.token, in: &o)
    member("x", elevation.x, in: &o)
    member("y", elevation.y, in: &o)
    endObject(o)
  }
}
