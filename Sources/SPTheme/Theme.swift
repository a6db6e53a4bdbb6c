/// A theme as data: every token a block reads, resolved to plain values.
///
/// Built by the theme loader from a token file (see `docs/themes.md`); the initialiser checks
/// completeness so a `Theme` value can always answer every role.
public struct Theme: Hashable, Sendable {
  /// The theme's name (`light`, `dark`, …), as the tree and the CLI call it.
  public var name: String
  /// Whether the theme promises AAA (7:1) text contrast rather than AA (4.5:1).
  public var isHighContrast: Bool
  public var colors: [ColorRole: RGBAColor]
  public var type: Typography
  public var spaces: [SpaceStep: Double]
  public var radii: [RadiusStep: Double]
  public var motions: [MotionRole: MotionToken]
  public var elevations: [ElevationLevel: Shadow]
  /// Apple's system colours for the theme's appearance and contrast (`color.system.*`).
  public var systemColors: [SystemColor: RGBAColor]
  /// Each material's solid fallback colour (`material.*`), for renderers without blur.
  public var materials: [MaterialStyle: RGBAColor]
  /// The stat tile's measures (`tile.*`).
  public var tile: TileTokens

  /// A theme built in code. The system palette defaults to iOS's light one, the thin
  /// material's fallback to light's, and the tile's measures to the seed's.
  public init(
    name: String, isHighContrast: Bool = false, colors: [ColorRole: RGBAColor], type: Typography,
    spaces: [SpaceStep: Double], radii: [RadiusStep: Double], motions: [MotionRole: MotionToken],
    elevations: [ElevationLevel: Shadow], systemColors: [SystemColor: RGBAColor] = SystemColor.lightPalette,
    materials: [MaterialStyle: RGBAColor] = [.thin: RGBAColor(hex: "#FAFAFC")!],
    tile: TileTokens = TileTokens()
  ) {
    precondition(ColorRole.allCases.allSatisfy { colors[$0] != nil }, "theme \(name) lacks a colour role")
    precondition(SpaceStep.allCases.allSatisfy { spaces[$0] != nil }, "theme \(name) lacks a space step")
    precondition(RadiusStep.allCases.allSatisfy { radii[$0] != nil }, "theme \(name) lacks a radius step")
    precondition(MotionRole.allCases.allSatisfy { motions[$0] != nil }, "theme \(name) lacks a motion role")
    precondition(
      ElevationLevel.allCases.allSatisfy { elevations[$0] != nil }, "theme \(name) lacks an elevation")
    precondition(
      SystemColor.allCases.allSatisfy { systemColors[$0] != nil }, "theme \(name) lacks a system colour")
    precondition(MaterialStyle.allCases.allSatisfy { materials[$0] != nil }, "theme \(name) lacks a material")
    self.name = name
    self.isHighContrast = isHighContrast
    self.colors = colors
    self.type = type
    self.spaces = spaces
    self.radii = radii
    self.motions = motions
    self.elevations = elevations
    self.systemColors = systemColors
    self.materials = materials
    self.tile = tile
  }

  public func color(_ role: ColorRole) -> RGBAColor { colors[role]! }
  public func space(_ step: SpaceStep) -> Double { spaces[step]! }
  public func radius(_ step: RadiusStep) -> Double { radii[step]! }
  public func motion(_ role: MotionRole) -> MotionToken { motions[role]! }
  public func elevation(_ level: ElevationLevel) -> Shadow { elevations[level]! }
  public func color(_ system: SystemColor) -> RGBAColor { systemColors[system]! }
  /// The solid colour a renderer without blur paints for `material`.
  public func fallback(_ material: MaterialStyle) -> RGBAColor { materials[material]! }
}
