import SPTheme

/// A colour a block's document names for its accent: one of Apple's system colours by its
/// SwiftUI name (`indigo`), a theme colour by alias (`{color.accent}`, `{color.system.teal}`), or
/// a hex colour (`#5856D6`). System names and aliases resolve through the theme, so the tree
/// carries the token and the theme's value; a hex colour names itself as its token.
public enum Tint: Hashable, Sendable {
  case system(SystemColor)
  case role(ColorRole)
  /// Upper-case `#RRGGBB` or `#RRGGBBAA`.
  case hex(String)

  /// The seed's default: indigo (S-8).
  public static let `default` = Tint.system(.indigo)

  /// Reads a tint as documents spell it; nil when it is none of the three forms.
  public init?(_ text: String) {
    if let system = SystemColor(rawValue: text) {
      self = .system(system)
    } else if text.hasPrefix("{"), text.hasSuffix("}") {
      let path = text.dropFirst().dropLast()
      if path.hasPrefix("color.system."), let system = SystemColor(rawValue: String(path.dropFirst(13))) {
        self = .system(system)
      } else if path.hasPrefix("color."), let role = ColorRole(rawValue: String(path.dropFirst(6))) {
        self = .role(role)
      } else {
        return nil
      }
    } else if let color = RGBAColor(hex: text) {
      self = .hex(color.hex)
    } else {
      return nil
    }
  }

  /// How the tint is written back: `indigo`, `{color.accent}`, `#5856D6`.
  public var text: String {
    switch self {
    case .system(let system): system.rawValue
    case .role(let role): "{color.\(role.rawValue)}"
    case .hex(let hex): hex
    }
  }

  /// What a document may write, in the words of a reading error.
  public static let expected =
    "a system colour name (" + SystemColor.allCases.map(\.rawValue).joined(separator: ", ")
    + "), a theme colour alias such as {color.accent} or {color.system.teal}, or a hex colour #RRGGBB"
}

extension CompileContext {
  /// A tint as the tree carries it, at `opacity` when given.
  func color(_ tint: Tint, opacity: Double? = nil) -> ColorValue {
    switch tint {
    case .system(let system): return color(system, opacity: opacity)
    case .role(let role): return color(role, opacity: opacity)
    case .hex(let hex):
      let color = ColorValue(
        token: hex, value: (RGBAColor(hex: hex) ?? RGBAColor(red: 0, green: 0, blue: 0)).hex)
      return opacity.map(color.at(opacity:)) ?? color
    }
  }

  /// One of Apple's system colours from the theme's palette.
  func color(_ system: SystemColor, opacity: Double? = nil) -> ColorValue {
    let base = theme.color(system)
    return ColorValue(
      token: system.token, opacity: opacity, value: (opacity.map { base.opacity($0) } ?? base).hex)
  }

  /// A material's solid fallback colour, for `LayoutNode.Card.background`.
  func fallback(_ material: MaterialStyle) -> ColorValue {
    ColorValue(token: material.token, value: theme.fallback(material).hex)
  }

  /// One of the tile's measures (`tile.*`).
  func tile(_ measure: TileMeasure) -> TokenLength {
    let tokens = theme.tile
    switch measure {
    case .cornerRadius:
      return TokenLength(token: "tile.cornerRadius", value: Precision.points(tokens.cornerRadius))
    case .spacing: return TokenLength(token: "tile.spacing", value: Precision.points(tokens.spacing))
    case .gutter: return TokenLength(token: "tile.gutter", value: Precision.points(tokens.gutter))
    case .screenPadding:
      return TokenLength(token: "tile.screenPadding", value: Precision.points(tokens.screenPadding))
    }
  }
}

/// The tile's measures in a theme (`SPTheme.TileTokens`).
enum TileMeasure {
  case cornerRadius, spacing, gutter, screenPadding
}

extension ColorValue {
  /// This colour at `opacity`, under its own token: a colour the tree already carries (a hex
  /// tint, a model's tint, a change pill's good or bad) made translucent for a gradient or a
  /// ground.
  func at(opacity: Double) -> ColorValue {
    let base = RGBAColor(hex: value) ?? RGBAColor(red: 0, green: 0, blue: 0)
    return ColorValue(token: token, opacity: opacity, value: base.opacity(opacity).hex)
  }
}
