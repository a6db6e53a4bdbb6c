/// Apple's system colours by their SwiftUI names (`Color.indigo`, `Color.teal`, …). Every
/// shipped theme carries the palette for its appearance and contrast under `color.system.*`
/// (iOS 17 and 18 values, `docs/themes.md`), so a block's tint can name one and the tree still
/// carries the theme's token and its resolved value.
public enum SystemColor: String, CaseIterable, Codable, Sendable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown

  /// The token's path in a theme file and in the tree: `color.system.indigo`.
  public var token: String { "color.system." + rawValue }

  /// Position in `allCases`, where a theme keeps the palette.
  var ordinal: Int {
    switch self {
    case .red: 0
    case .orange: 1
    case .yellow: 2
    case .green: 3
    case .mint: 4
    case .teal: 5
    case .cyan: 6
    case .blue: 7
    case .indigo: 8
    case .purple: 9
    case .pink: 10
    case .brown: 11
    }
  }
}

/// A translucent, blurred background (SwiftUI's materials). A renderer that cannot blur paints
/// the theme's solid fallback colour for it instead (`material.thin`).
public enum MaterialStyle: String, CaseIterable, Codable, Sendable {
  case thin

  /// The token of its solid fallback colour: `material.thin`.
  public var token: String { "material." + rawValue }
}

extension SystemColor {
  /// iOS 17 and 18's light palette, the default of a theme built in code (`Theme.init`).
  public static let lightPalette: [SystemColor: RGBAColor] = [
    .red: RGBAColor(hex: "#FF3B30")!, .orange: RGBAColor(hex: "#FF9500")!,
    .yellow: RGBAColor(hex: "#FFCC00")!,
    .green: RGBAColor(hex: "#34C759")!, .mint: RGBAColor(hex: "#00C7BE")!, .teal: RGBAColor(hex: "#30B0C7")!,
    .cyan: RGBAColor(hex: "#32ADE6")!, .blue: RGBAColor(hex: "#007AFF")!, .indigo: RGBAColor(hex: "#5856D6")!,
    .purple: RGBAColor(hex: "#AF52DE")!, .pink: RGBAColor(hex: "#FF2D55")!,
    .brown: RGBAColor(hex: "#A2845E")!,
  ]
}
