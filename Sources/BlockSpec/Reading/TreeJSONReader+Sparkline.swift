import SPTheme

/// The sparkline tile's kinds: the sparkline (its points the pairs `[x, y]`, exactly two
/// items each, as `Point.init(from:)` requires) and the screen it is shown on; members in any
/// order.
extension TreeJSONReader {
  mutating func readSparkline() throws(NotFast) -> LayoutNode.Sparkline {
    var height: Double?
    var domain: LayoutNode.Sparkline.Domain?
    var points: [LayoutNode.Sparkline.Point]?
    var originalCount: Int?
    var line: Stroke?
    var area: GradientFill?
    var interpolation: LayoutNode.Chart.Series.Interpolation?
    var placement: LayoutNode.Sparkline.Placement?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "points") {
        try claim(&points) { () throws(NotFast) in try readPairs() }
      } else if matches(key, "height") {
        try read(&height)
      } else if matches(key, "domain") {
        try claim(&domain) { () throws(NotFast) in try readSparklineDomain() }
      } else if matches(key, "originalCount") {
        try read(&originalCount)
      } else if matches(key, "line") {
        try claim(&line) { () throws(NotFast) in try readStroke() }
      } else if matches(key, "area") {
        try claim(&area) { () throws(NotFast) in try readGradient() }
      } else if matches(key, "interpolation") {
        try read(&interpolation)
      } else if matches(key, "placement") {
        try read(&placement)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Sparkline(
      height: try required(height), domain: try required(domain), points: try required(points),
      originalCount: try required(originalCount), line: try required(line), area: try required(area),
      interpolation: try required(interpolation), placement: try required(placement))
  }

  private mutating func readPairs() throws(NotFast) -> [LayoutNode.Sparkline.Point] {
    var points: [LayoutNode.Sparkline.Point] = []
    var array = try beginArray()
    while try nextItem(in: &array) {
      var pair = try beginArray()
      guard try nextItem(in: &pair) else { throw NotFast() }
      let x = try readDouble()
      guard try nextItem(in: &pair) else { throw NotFast() }
      let y = try readDouble()
      guard try !nextItem(in: &pair) else { throw NotFast() }
      points.append(LayoutNode.Sparkline.Point(x: x, y: y))
    }
    return points
  }

  private mutating func readSparklineDomain() throws(NotFast) -> LayoutNode.Sparkline.Domain {
    var xLower: Double?
    var xUpper: Double?
    var yLower: Double?
    var yUpper: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "xLower") {
        try read(&xLower)
      } else if matches(key, "xUpper") {
        try read(&xUpper)
      } else if matches(key, "yLower") {
        try read(&yLower)
      } else if matches(key, "yUpper") {
        try read(&yUpper)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Sparkline.Domain(
      xLower: try required(xLower), xUpper: try required(xUpper), yLower: try required(yLower),
      yUpper: try required(yUpper))
  }

  mutating func readScreen() throws(NotFast) -> LayoutNode.Screen {
    var background: GradientFill?
    var padding: TokenLength?
    var scrolls: Bool?
    var tick: LayoutNode.Screen.Tick?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "background") {
        try claim(&background) { () throws(NotFast) in try readGradient() }
      } else if matches(key, "padding") {
        try claim(&padding) { () throws(NotFast) in try readLength() }
      } else if matches(key, "scrolls") {
        try read(&scrolls)
      } else if matches(key, "tick") {
        try claim(&tick) { () throws(NotFast) in try readTick() }
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Screen(
      background: try required(background), padding: try required(padding), scrolls: try required(scrolls),
      tick: tick)
  }

  private mutating func readTick() throws(NotFast) -> LayoutNode.Screen.Tick {
    var input: String?
    var interval: Double?
    var modulo: Int?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "input") {
        try read(&input)
      } else if matches(key, "interval") {
        try read(&interval)
      } else if matches(key, "modulo") {
        try read(&modulo)
      } else {
        throw NotFast()
      }
    }
    return LayoutNode.Screen.Tick(
      input: try required(input), interval: try required(interval), modulo: try required(modulo))
  }
}
