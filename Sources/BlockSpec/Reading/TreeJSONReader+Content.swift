import SPTheme

/// The content kinds a node carries (all but the chart and the screen kinds), members in any
/// order.
extension TreeJSONReader {
  mutating func readSection() throws(NotFast) -> LayoutNode.Section {
    var block: String?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      guard matches(key, "block") else { throw NotFast() }
      try read(&block)
    }
    return LayoutNode.Section(block: try required(block))
  }

  mutating func readCard() throws(NotFast) -> LayoutNode.Card {
    var background: ColorValue?
    var cornerRadius: TokenLength?
    var padding: TokenLength?
    var material: MaterialStyle?
    var minHeight: Double?
    var elevation: ElevationValue?
    var hugsContent: Bool?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "background") {
        try claim(&background) { () throws(NotFast) in try readColor() }
      } else if matches(key, "cornerRadius") {
        try claim(&cornerRadius) { () throws(NotFast) in try readLength() }
      } else if matches(key, "padding") {
        try claim(&padding) { () throws(NotFast) in try readLength() }
      } else if matches(key, "material") {
        try read(&material)
      } else if matches(key, "minHeight") {
        try read(&minHeight)
      } else if matches(key, "elevation") {
        try claim(&elevation) { () throws(NotFast) in try readElevation() }
      } else if matches(key, "hugsContent") {
        try read(&hugsContent)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Card(
      background: try required(background), cornerRadius: try required(cornerRadius),
      padding: try required(padding), material: material, minHeight: minHeight, elevation: elevation,
      hugsContent: hugsContent)
  }

  mutating func readStack() throws(NotFast) -> LayoutNode.Stack {
    var axis: LayoutNode.Stack.Axis?
    var spacing: TokenLength?
    var alignment: LayoutNode.Stack.Alignment?
    var minHeight: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "axis") {
        try read(&axis)
      } else if matches(key, "spacing") {
        try claim(&spacing) { () throws(NotFast) in try readLength() }
      } else if matches(key, "alignment") {
        try read(&alignment)
      } else if matches(key, "minHeight") {
        try read(&minHeight)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Stack(
      axis: try required(axis), spacing: try required(spacing), alignment: try required(alignment),
      minHeight: minHeight)
  }

  mutating func readGrid() throws(NotFast) -> LayoutNode.Grid {
    var columns: Int?
    var gutter: TokenLength?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "columns") {
        try read(&columns)
      } else if matches(key, "gutter") {
        try claim(&gutter) { () throws(NotFast) in try readLength() }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Grid(columns: try required(columns), gutter: try required(gutter))
  }

  /// `minLength` is required: the initialiser's default is not the decoder's.
  mutating func readSpacer() throws(NotFast) -> LayoutNode.Spacer {
    var minLength: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      guard matches(key, "minLength") else { throw NotFast() }
      try read(&minLength)
    }
    return LayoutNode.Spacer(minLength: try required(minLength))
  }

  mutating func readText() throws(NotFast) -> LayoutNode.Text {
    var string: String?
    var font: ResolvedFont?
    var color: ColorValue?
    var lineLimit: Int?
    var minimumScaleFactor: Double?
    var numericRoll: Bool?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "string") {
        try read(&string)
      } else if matches(key, "font") {
        try claim(&font) { () throws(NotFast) in try readFont() }
      } else if matches(key, "color") {
        try claim(&color) { () throws(NotFast) in try readColor() }
      } else if matches(key, "lineLimit") {
        try read(&lineLimit)
      } else if matches(key, "minimumScaleFactor") {
        try read(&minimumScaleFactor)
      } else if matches(key, "numericRoll") {
        try read(&numericRoll)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Text(
      string: try required(string), font: try required(font), color: try required(color),
      lineLimit: lineLimit,
      minimumScaleFactor: minimumScaleFactor, numericRoll: try required(numericRoll))
  }

  mutating func readIcon() throws(NotFast) -> LayoutNode.Icon {
    var symbol: String?
    var font: ResolvedFont?
    var color: ColorValue?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "symbol") {
        try read(&symbol)
      } else if matches(key, "font") {
        try claim(&font) { () throws(NotFast) in try readFont() }
      } else if matches(key, "color") {
        try claim(&color) { () throws(NotFast) in try readColor() }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Icon(symbol: try required(symbol), font: try required(font), color: try required(color))
  }

  mutating func readGhost() throws(NotFast) -> LayoutNode.Ghost {
    var shape: LayoutNode.Ghost.Shape?
    var widthFraction: Double?
    var height: Double?
    var cornerRadius: TokenLength?
    var color: ColorValue?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "shape") {
        try read(&shape)
      } else if matches(key, "widthFraction") {
        try read(&widthFraction)
      } else if matches(key, "height") {
        try read(&height)
      } else if matches(key, "cornerRadius") {
        try claim(&cornerRadius) { () throws(NotFast) in try readLength() }
      } else if matches(key, "color") {
        try claim(&color) { () throws(NotFast) in try readColor() }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Ghost(
      shape: try required(shape), widthFraction: try required(widthFraction), height: try required(height),
      cornerRadius: try required(cornerRadius), color: try required(color))
  }

  mutating func readSegmented() throws(NotFast) -> LayoutNode.Segmented {
    var plate: LayoutNode.Segmented.Plate?
    var minHeight: Double?
    var track: LayoutNode.Segmented.Track?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "plate") {
        try claim(&plate) { () throws(NotFast) in
          let (color, cornerRadius) = try readColorAndRadius()
          return LayoutNode.Segmented.Plate(color: color, cornerRadius: cornerRadius)
        }
      } else if matches(key, "minHeight") {
        try read(&minHeight)
      } else if matches(key, "track") {
        try claim(&track) { () throws(NotFast) in
          let (color, cornerRadius) = try readColorAndRadius()
          return LayoutNode.Segmented.Track(color: color, cornerRadius: cornerRadius)
        }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Segmented(plate: try required(plate), minHeight: try required(minHeight), track: track)
  }

  /// A segmented control's plate or track: `{"color", "cornerRadius"}`.
  private mutating func readColorAndRadius() throws(NotFast) -> (ColorValue, TokenLength) {
    var color: ColorValue?
    var cornerRadius: TokenLength?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "color") {
        try claim(&color) { () throws(NotFast) in try readColor() }
      } else if matches(key, "cornerRadius") {
        try claim(&cornerRadius) { () throws(NotFast) in try readLength() }
      } else {
        throw NotFast()
      }
    }
    return (try required(color), try required(cornerRadius))
  }

  mutating func readSegment() throws(NotFast) -> LayoutNode.Segment {
    var title: String?
    var selected: Bool?
    var font: ResolvedFont?
    var color: ColorValue?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "title") {
        try read(&title)
      } else if matches(key, "selected") {
        try read(&selected)
      } else if matches(key, "font") {
        try claim(&font) { () throws(NotFast) in try readFont() }
      } else if matches(key, "color") {
        try claim(&color) { () throws(NotFast) in try readColor() }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Segment(
      title: try required(title), selected: try required(selected), font: try required(font),
      color: try required(color))
  }

  mutating func readButton() throws(NotFast) -> LayoutNode.Button {
    var title: String?
    var style: LayoutNode.Button.Style?
    var state: LayoutNode.Button.State?
    var font: ResolvedFont?
    var foreground: ColorValue?
    var background: ColorValue?
    var cornerRadius: TokenLength?
    var minHeight: Double?
    var fillsWidth: Bool?
    var enabled: Bool?
    var indicator: LayoutNode.Button.Indicator?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "title") {
        try read(&title)
      } else if matches(key, "style") {
        try read(&style)
      } else if matches(key, "state") {
        try read(&state)
      } else if matches(key, "font") {
        try claim(&font) { () throws(NotFast) in try readFont() }
      } else if matches(key, "foreground") {
        try claim(&foreground) { () throws(NotFast) in try readColor() }
      } else if matches(key, "background") {
        try claim(&background) { () throws(NotFast) in try readColor() }
      } else if matches(key, "cornerRadius") {
        try claim(&cornerRadius) { () throws(NotFast) in try readLength() }
      } else if matches(key, "minHeight") {
        try read(&minHeight)
      } else if matches(key, "fillsWidth") {
        try read(&fillsWidth)
      } else if matches(key, "enabled") {
        try read(&enabled)
      } else if matches(key, "indicator") {
        try read(&indicator)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Button(
      title: try required(title), style: try required(style), state: try required(state),
      font: try required(font), foreground: try required(foreground), background: try required(background),
      cornerRadius: try required(cornerRadius), minHeight: try required(minHeight),
      fillsWidth: try required(fillsWidth), enabled: try required(enabled), indicator: indicator)
  }
}
