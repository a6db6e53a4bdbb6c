import SPTheme

/// The theme and environment every part reads, with the lookups that turn a token into the
/// tree's `{token, value}` pair. Parts never read the theme any other way, so every style value
/// in the tree is named and resolved the same way.
struct CompileContext: Sendable {
  let theme: Theme
  let environment: Environment
  /// The column width in points, made safe: a negative or non-finite width compiles as zero.
  let width: Double

  init(theme: Theme, environment: Environment) {
    self.theme = theme
    self.environment = environment
    self.width = environment.width.isFinite ? max(0, environment.width) : 0
    self.gridColumns = environment.dynamicTypeSize.isAccessibilitySize ? 1 : 2
  }

  var dynamicTypeSize: DynamicTypeSize { environment.dynamicTypeSize }
  var reduceMotion: Bool { environment.reduceMotion }

  /// Tiles share the card's grid: two to a row, one at accessibility sizes (O-DT-1), and one
  /// when a tile cannot keep its shape in half the width (O-DT-5, `CompilerWidths.tileGrid`).
  var gridColumns: Int

  func color(_ role: ColorRole, opacity: Double? = nil) -> ColorValue {
    let base = theme.color(role)
    let painted = opacity.map { base.opacity($0) } ?? base
    return ColorValue(token: "color.\(role.rawValue)", opacity: opacity, value: painted.hex)
  }

  func space(_ step: SpaceStep) -> TokenLength {
    TokenLength(token: "space.\(step.rawValue)", value: Precision.points(theme.space(step)))
  }

  func radius(_ step: RadiusStep) -> TokenLength {
    TokenLength(token: "radius.\(step.rawValue)", value: Precision.points(theme.radius(step)))
  }

  /// A text style at the environment's size, after `clamp` (recorded on the font).
  func font(
    _ style: TextStyle, weight: FontWeight? = nil, monospacedDigits: Bool = false,
    clamp: DynamicTypeRange? = nil
  ) -> ResolvedFont {
    Precision.font(
      theme.type.font(
        style, weight: weight, monospacedDigits: monospacedDigits, at: dynamicTypeSize, clampedTo: clamp))
  }

  /// The numeral face at `size`, capped at semibold (O-ST-4, O-ST-8).
  func display(_ size: Double) -> ResolvedFont {
    Precision.font(theme.type.display(size, cappedAt: .semibold, at: dynamicTypeSize))
  }

  /// A motion token as a renderer should play it here: the curve, or under Reduce Motion the
  /// token's short fade (O-MO-3).
  func motion(_ role: MotionRole) -> ResolvedMotion {
    Precision.motion(theme.motion(role).resolved(role: role, reduceMotion: reduceMotion))
  }

  /// A motion token's Reduce Motion fade, whatever the environment says.
  func fade(_ role: MotionRole) -> ResolvedMotion {
    Precision.motion(theme.motion(role).resolved(role: role, reduceMotion: true))
  }
}
