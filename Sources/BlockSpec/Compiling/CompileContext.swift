import SPTheme

/// The theme and environment every part reads, with the lookups that turn a token into the
/// tree's `{token, value}` pair. Parts never read the theme any other way, so every style value
/// in the tree is named and resolved the same way.
struct CompileContext: Sendable {
  let theme: Theme
  let environment: BlockEnvironment
  /// The column width in points, made safe: a negative or non-finite width compiles as zero.
  let width: Double

  init(theme: Theme, environment: BlockEnvironment) {
    self.theme = theme
    self.environment = environment
    self.width = environment.width.isFinite ? max(0, environment.width) : 0
    self.gridColumns = environment.dynamicTypeSize.isAccessibilitySize ? 1 : 2
    let roles = MotionRole.allCases
    let fades = roles.map { Precision.motion(theme.motion($0).resolved(role: $0, reduceMotion: true)) }
    self.fades = fades
    self.motions =
      environment.reduceMotion
      ? fades : roles.map { Precision.motion(theme.motion($0).resolved(role: $0, reduceMotion: false)) }
  }

  /// Each motion role as played here and as its Reduce Motion fade, by `MotionRole.allCases`
  /// order: resolved once per compile (springs, rounding) rather than twice per transition.
  private let motions: [ResolvedMotion]
  private let fades: [ResolvedMotion]

  var dynamicTypeSize: DynamicTypeStep { environment.dynamicTypeSize }
  var reduceMotion: Bool { environment.reduceMotion }

  /// Tiles share the card's grid: two to a row, one at accessibility sizes (O-DT-1), and one
  /// when a tile cannot keep its shape in half the width (O-DT-5, `CompilerWidths.tileGrid`).
  var gridColumns: Int

  /// Whether the theme is a dark appearance: its `bg` under half luminance (as a team's tokens
  /// are read, `Theme+TokenTree`).
  var isDark: Bool { theme.color(.bg).relativeLuminance < 0.5 }

  func color(_ role: ColorRole, opacity: Double? = nil) -> ColorValue {
    let base = theme.color(role)
    let painted = opacity.map { base.opacity($0) } ?? base
    return ColorValue(token: role.token, opacity: opacity, value: painted.hex)
  }

  func space(_ step: SpaceStep) -> TokenLength {
    TokenLength(token: step.token, value: Precision.points(theme.space(step)))
  }

  func radius(_ step: RadiusStep) -> TokenLength {
    TokenLength(token: step.token, value: Precision.points(theme.radius(step)))
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
  func motion(_ role: MotionRole) -> ResolvedMotion { motions[role.ordinal] }

  /// A motion token's Reduce Motion fade, whatever the environment says.
  func fade(_ role: MotionRole) -> ResolvedMotion { fades[role.ordinal] }
}

// Token names as literals: the tree names every style value, and building each name from the
// role's raw value cost a string interpolation per styled node.

extension ColorRole {
  fileprivate var token: String {
    switch self {
    case .bg: "color.bg"
    case .surface: "color.surface"
    case .fill: "color.fill"
    case .separator: "color.separator"
    case .accent: "color.accent"
    case .success: "color.success"
    case .danger: "color.danger"
    case .textPrimary: "color.textPrimary"
    case .textSecondary: "color.textSecondary"
    case .textTertiary: "color.textTertiary"
    }
  }
}

extension SpaceStep {
  fileprivate var token: String {
    switch self {
    case .xs: "space.xs"
    case .sm: "space.sm"
    case .md: "space.md"
    case .lg: "space.lg"
    case .xl: "space.xl"
    case .xxl: "space.xxl"
    }
  }
}

extension RadiusStep {
  fileprivate var token: String {
    switch self {
    case .sm: "radius.sm"
    case .md: "radius.md"
    case .lg: "radius.lg"
    }
  }
}

extension MotionRole {
  /// Position in `allCases`, where the context keeps the role's resolved motions.
  fileprivate var ordinal: Int {
    switch self {
    case .smooth: 0
    case .snappy: 1
    case .standard: 2
    case .hero: 3
    }
  }
}
