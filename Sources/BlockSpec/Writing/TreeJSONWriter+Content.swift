import SPTheme

/// The content kinds a node carries (all but the chart), in key order.
extension TreeJSONWriter {
  mutating func write(_ section: LayoutNode.Section) {
    var o = beginObject()
    member("block", section.block, in: &o)
    endObject(o)
  }

  mutating func write(_ card: LayoutNode.Card) {
    var o = beginObject()
    key("background", in: &o)
    write(card.background)
    key("cornerRadius", in: &o)
    write(card.cornerRadius)
    if let elevation = card.elevation {
      key("elevation", in: &o)
      write(elevation)
    }
    if let hugsContent = card.hugsContent { member("hugsContent", hugsContent, in: &o) }
    if let material = card.material { member("material", material, in: &o) }
    if let minHeight = card.minHeight { member("minHeight", minHeight, in: &o) }
    key("padding", in: &o)
    write(card.padding)
    endObject(o)
  }

  mutating func write(_ stack: LayoutNode.Stack) {
    var o = beginObject()
    member("alignment", stack.alignment, in: &o)
    member("axis", stack.axis, in: &o)
    if let minHeight = stack.minHeight { member("minHeight", minHeight, in: &o) }
    key("spacing", in: &o)
    write(stack.spacing)
    endObject(o)
  }

  mutating func write(_ grid: LayoutNode.Grid) {
    var o = beginObject()
    member("columns", grid.columns, in: &o)
    key("gutter", in: &o)
    write(grid.gutter)
    endObject(o)
  }

  mutating func write(_ spacer: LayoutNode.Spacer) {
    var o = beginObject()
    member("minLength", spacer.minLength, in: &o)
    endObject(o)
  }

  mutating func write(_ text: LayoutNode.Text) {
    var o = beginObject()
    key("color", in: &o)
    write(text.color)
    key("font", in: &o)
    write(text.font)
    if let limit = text.lineLimit { member("lineLimit", limit, in: &o) }
    if let factor = text.minimumScaleFactor { member("minimumScaleFactor", factor, in: &o) }
    member("numericRoll", text.numericRoll, in: &o)
    member("string", text.string, in: &o)
    endObject(o)
  }

  mutating func write(_ icon: LayoutNode.Icon) {
    var o = beginObject()
    key("color", in: &o)
    write(icon.color)
    key("font", in: &o)
    write(icon.font)
    member("symbol", icon.symbol, in: &o)
    endObject(o)
  }

  mutating func write(_ ghost: LayoutNode.Ghost) {
    var o = beginObject()
    key("color", in: &o)
    write(ghost.color)
    key("cornerRadius", in: &o)
    write(ghost.cornerRadius)
    member("height", ghost.height, in: &o)
    member("shape", ghost.shape, in: &o)
    member("widthFraction", ghost.widthFraction, in: &o)
    endObject(o)
  }

  mutating func write(_ segmented: LayoutNode.Segmented) {
    var o = beginObject()
    member("minHeight", segmented.minHeight, in: &o)
    key("plate", in: &o)
    var plate = beginObject()
    key("color", in: &plate)
    write(segmented.plate.color)
    key("cornerRadius", in: &plate)
    write(segmented.plate.cornerRadius)
    endObject(plate)
    if let track = segmented.track {
      key("track", in: &o)
      var t = beginObject()
      key("color", in: &t)
      write(track.color)
      key("cornerRadius", in: &t)
      write(track.cornerRadius)
      endObject(t)
    }
    endObject(o)
  }

  mutating func write(_ segment: LayoutNode.Segment) {
    var o = beginObject()
    key("color", in: &o)
    write(segment.color)
    key("font", in: &o)
    write(segment.font)
    member("selected", segment.selected, in: &o)
    member("title", segment.title, in: &o)
    endObject(o)
  }

  mutating func write(_ button: LayoutNode.Button) {
    var o = beginObject()
    key("background", in: &o)
    write(button.background)
    key("cornerRadius", in: &o)
    write(button.cornerRadius)
    member("enabled", button.enabled, in: &o)
    member("fillsWidth", button.fillsWidth, in: &o)
    key("font", in: &o)
    write(button.font)
    key("foreground", in: &o)
    write(button.foreground)
    if let indicator = button.indicator { member("indicator", indicator, in: &o) }
    member("minHeight", button.minHeight, in: &o)
    member("state", button.state, in: &o)
    member("style", button.style, in: &o)
    member("title", button.title, in: &o)
    endObject(o)
  }
}
