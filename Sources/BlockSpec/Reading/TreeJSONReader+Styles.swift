import SPTheme

/// The theme's resolved values as the tree carries them: colours, lengths, strokes, fonts and
/// motion, members in any order.
extension TreeJSONReader {
  mutating func readColor() throws(NotFast) -> ColorValue {
    var token: String?
    var opacity: Double?
    var value: String?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "token") {
        try read(&token)
      } else if matches(key, "value") {
        try read(&value)
      } else if matches(key, "opacity") {
        try read(&opacity)
      } else {
        throw NotFast()
      }
    }
    return ColorValue(token: try required(token), opacity: opacity, value: try required(value))
  }

  mutating func readColors() throws(NotFast) -> [ColorValue] {
    var colors: [ColorValue] = []
    var array = try beginArray()
    while try nextItem(in: &array) { colors.append(try readColor()) }
    return colors
  }

  mutating func readGradient() throws(NotFast) -> GradientFill {
    var colors: [ColorValue]?
    var start: GradientFill.Anchor?
    var end: GradientFill.Anchor?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "colors") {
        try claim(&colors) { () throws(NotFast) in try readColors() }
      } else if matches(key, "start") {
        try read(&start)
      } else if matches(key, "end") {
        try read(&end)
      } else {
        throw NotFast()
      }
    }
    return GradientFill(colors: try required(colors), start: try required(start), end: try required(end))
  }

  mutating func readLength() throws(NotFast) -> TokenLength {
    var token: String?
    var value: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "token") {
        try read(&token)
      } else if matches(key, "value") {
        try read(&value)
      } else {
        throw NotFast()
      }
    }
    return TokenLength(token: try required(token), value: try required(value))
  }

  mutating func readStroke() throws(NotFast) -> Stroke {
    var color: ColorValue?
    var width: Double?
    var dash: [Double]?
    var lineCap: Stroke.LineCap?
    var lineJoin: Stroke.LineJoin?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "color") {
        try claim(&color) { () throws(NotFast) in try readColor() }
      } else if matches(key, "width") {
        try read(&width)
      } else if matches(key, "dash") {
        try read(&dash)
      } else if matches(key, "lineCap") {
        try read(&lineCap)
      } else if matches(key, "lineJoin") {
        try read(&lineJoin)
      } else {
        throw NotFast()
      }
    }
    return Stroke(
      color: try required(color), width: try required(width), dash: try required(dash),
      lineCap: try required(lineCap), lineJoin: lineJoin)
  }

  mutating func readFont() throws(NotFast) -> ResolvedFont {
    var token: String?
    var family: String?
    var size: Double?
    var baseSize: Double?
    var weight: Int?
    var leading: Double?
    var tracking: Double?
    var monospacedDigits: Bool?
    var relativeTo: TextStyle?
    var dynamicTypeSize: DynamicTypeStep?
    var clamp: DynamicTypeRange?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "token") {
        try read(&token)
      } else if matches(key, "family") {
        try read(&family)
      } else if matches(key, "size") {
        try read(&size)
      } else if matches(key, "baseSize") {
        try read(&baseSize)
      } else if matches(key, "weight") {
        try read(&weight)
      } else if matches(key, "leading") {
        try read(&leading)
      } else if matches(key, "tracking") {
        try read(&tracking)
      } else if matches(key, "monospacedDigits") {
        try read(&monospacedDigits)
      } else if matches(key, "relativeTo") {
        try read(&relativeTo)
      } else if matches(key, "dynamicTypeSize") {
        try read(&dynamicTypeSize)
      } else if matches(key, "clamp") {
        try claim(&clamp) { () throws(NotFast) in try readClamp() }
      } else {
        throw NotFast()
      }
    }
    return ResolvedFont(
      token: try required(token), family: try required(family), size: try required(size),
      baseSize: try required(baseSize), weight: FontWeight(rawValue: try required(weight)),
      leading: try required(leading), tracking: try required(tracking),
      monospacedDigits: try required(monospacedDigits), relativeTo: try required(relativeTo),
      dynamicTypeSize: try required(dynamicTypeSize), clamp: clamp)
  }

  /// The synthesised decoder sets both bounds as they are, in any order; the range's
  /// initialiser would trap on an empty one, so the bounds are set one by one.
  private mutating func readClamp() throws(NotFast) -> DynamicTypeRange {
    var lowerBound: DynamicTypeStep?
    var upperBound: DynamicTypeStep?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "lowerBound") {
        try read(&lowerBound)
      } else if matches(key, "upperBound") {
        try read(&upperBound)
      } else {
        throw NotFast()
      }
    }
    var range = DynamicTypeRange.unlimited
    range.lowerBound = try required(lowerBound)
    range.upperBound = try required(upperBound)
    return range
  }

  mutating func readMotion() throws(NotFast) -> ResolvedMotion {
    var token: String?
    var kind: ResolvedMotion.Kind?
    var duration: Double?
    var bounce: Double?
    var spring: MotionCurve.SpringParameters?
    var controlPoints: [Double]?
    var isReduceMotionFallback: Bool?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "token") {
        try read(&token)
      } else if matches(key, "kind") {
        try read(&kind)
      } else if matches(key, "duration") {
        try read(&duration)
      } else if matches(key, "bounce") {
        try read(&bounce)
      } else if matches(key, "spring") {
        try claim(&spring) { () throws(NotFast) in try readSpring() }
      } else if matches(key, "controlPoints") {
        try read(&controlPoints)
      } else if matches(key, "isReduceMotionFallback") {
        try read(&isReduceMotionFallback)
      } else {
        throw NotFast()
      }
    }
    return ResolvedMotion(
      token: try required(token), kind: try required(kind), duration: try required(duration), bounce: bounce,
      spring: spring, controlPoints: controlPoints,
      isReduceMotionFallback: try required(isReduceMotionFallback))
  }

  private mutating func readSpring() throws(NotFast) -> MotionCurve.SpringParameters {
    var mass: Double?
    var stiffness: Double?
    var damping: Double?
    var dampingRatio: Double?
    var settlingDuration: Double?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "mass") {
        try read(&mass)
      } else if matches(key, "stiffness") {
        try read(&stiffness)
      } else if matches(key, "damping") {
        try read(&damping)
      } else if matches(key, "dampingRatio") {
        try read(&dampingRatio)
      } else if matches(key, "settlingDuration") {
        try read(&settlingDuration)
      } else {
        throw NotFast()
      }
    }
    return MotionCurve.SpringParameters(
      mass: try required(mass), stiffness: try required(stiffness), damping: try required(damping),
      dampingRatio: try required(dampingRatio), settlingDuration: try required(settlingDuration))
  }
}
