import SPTheme

/// The theme's resolved values as the tree carries them: colours, lengths, strokes, fonts and
/// motion, in key order.
extension TreeJSONWriter {
  mutating func write(_ color: ColorValue) {
    var o = beginObject()
    if let opacity = color.opacity { member("opacity", opacity, in: &o) }
    member("token", color.token, in: &o)
    member("value", color.value, in: &o)
    endObject(o)
  }

  mutating func write(_ gradient: GradientFill) {
    var o = beginObject()
    key("colors", in: &o)
    var colors = beginArray()
    for color in gradient.colors {
      item(in: &colors)
      write(color)
    }
    endArray(colors)
    member("end", gradient.end, in: &o)
    member("start", gradient.start, in: &o)
    endObject(o)
  }

  mutating func write(_ length: TokenLength) {
    var o = beginObject()
    member("token", length.token, in: &o)
    member("value", length.value, in: &o)
    endObject(o)
  }

  mutating func write(_ stroke: Stroke) {
    var o = beginObject()
    key("color", in: &o)
    write(stroke.color)
    key("dash", in: &o)
    numbers(stroke.dash)
    member("lineCap", stroke.lineCap, in: &o)
    if let join = stroke.lineJoin { member("lineJoin", join, in: &o) }
    member("width", stroke.width, in: &o)
    endObject(o)
  }

  mutating func write(_ font: ResolvedFont) {
    var o = beginObject()
    member("baseSize", font.baseSize, in: &o)
    if let clamp = font.clamp {
      key("clamp", in: &o)
      var c = beginObject()
      member("lowerBound", clamp.lowerBound, in: &c)
      member("upperBound", clamp.upperBound, in: &c)
      endObject(c)
    }
    member("dynamicTypeSize", font.dynamicTypeSize, in: &o)
    member("family", font.family, in: &o)
    member("leading", font.leading, in: &o)
    member("monospacedDigits", font.monospacedDigits, in: &o)
    member("relativeTo", font.relativeTo, in: &o)
    member("size", font.size, in: &o)
    member("token", font.token, in: &o)
    member("tracking", font.tracking, in: &o)
    member("weight", font.weight.rawValue, in: &o)
    endObject(o)
  }

  mutating func write(_ motion: ResolvedMotion) {
    var o = beginObject()
    if let bounce = motion.bounce { member("bounce", bounce, in: &o) }
    if let points = motion.controlPoints {
      key("controlPoints", in: &o)
      numbers(points)
    }
    member("duration", motion.duration, in: &o)
    member("isReduceMotionFallback", motion.isReduceMotionFallback, in: &o)
    member("kind", motion.kind, in: &o)
    if let spring = motion.spring {
      key("spring", in: &o)
      var s = beginObject()
      member("damping", spring.damping, in: &s)
      member("dampingRatio", spring.dampingRatio, in: &s)
      member("mass", spring.mass, in: &s)
      member("settlingDuration", spring.settlingDuration, in: &s)
      member("stiffness", spring.stiffness, in: &s)
      endObject(s)
    }
    member("token", motion.token, in: &o)
    endObject(o)
  }
}
