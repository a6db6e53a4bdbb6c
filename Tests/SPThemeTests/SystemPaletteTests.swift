import Foundation
import SPTheme
import Testing

/// Every shipped theme carries Apple's system palette for its appearance and contrast (the
/// platform facts' table, iOS 17 and 18), the thin material's fallback and the tile's measures.
@Suite("System palette, materials and tile tokens")
struct SystemPaletteTests {
  /// light, dark, light with Increase Contrast, dark with Increase Contrast.
  static let table: [SystemColor: [String]] = [
    .red: ["#FF3B30", "#FF453A", "#D70015", "#FF6961"],
    .orange: ["#FF9500", "#FF9F0A", "#C93400", "#FFB340"],
    .yellow: ["#FFCC00", "#FFD60A", "#B25000", "#FFD426"],
    .green: ["#34C759", "#30D158", "#248A3D", "#30DB5B"],
    .mint: ["#00C7BE", "#63E6E2", "#0C817B", "#66D4CF"],
    .teal: ["#30B0C7", "#40C8E0", "#008299", "#5DE6FF"],
    .cyan: ["#32ADE6", "#64D2FF", "#0071A4", "#70D7FF"],
    .blue: ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"],
    .indigo: ["#5856D6", "#5E5CE6", "#3634A3", "#7D7AFF"],
    .purple: ["#AF52DE", "#BF5AF2", "#8944AB", "#DA8FFF"],
    .pink: ["#FF2D55", "#FF375F", "#D30F45", "#FF6482"],
    .brown: ["#A2845E", "#AC8E68", "#7F6545", "#B59469"],
  ]
  static let column = ["light": 0, "brand": 0, "dark": 1, "light-high-contrast": 2, "dark-high-contrast": 3]

  @Test("every shipped theme carries the system palette of its appearance and contrast")
  func palette() throws {
    #expect(Set(Self.column.keys) == Set(Theme.shippedNames))
    for name in Theme.shippedNames {
      let theme = try Theme.shipped(named: name)
      let column = try #require(Self.column[name])
      for system in SystemColor.allCases {
        #expect(theme.color(system).hex == Self.table[system]?[column], "\(name) \(system)")
      }
    }
    #expect(SystemColor.allCases.allSatisfy { SystemColor.lightPalette[$0]?.hex == Self.table[$0]?[0] })
  }

  @Test("the thin material's fallback is opaque and every text role meets the theme's level on it")
  func material() throws {
    for name in Theme.shippedNames {
      let theme = try Theme.shipped(named: name)
      let ground = theme.fallback(.thin)
      #expect(ground.alpha == 1, "\(name)")
      let required = theme.isHighContrast ? 7.0 : 4.5
      for role in ColorRole.textRoles {
        let ratio = theme.color(role).contrastRatio(against: ground)
        #expect(ratio >= required, "\(name) \(role) \(ratio)")
      }
    }
  }

  @Test("the tile's measures are the seed's in every shipped theme")
  func tile() throws {
    for name in Theme.shippedNames {
      #expect(
        try Theme.shipped(named: name).tile
          == TileTokens(cornerRadius: 22, spacing: 6, gutter: 14, screenPadding: 20))
    }
  }

  @Test("a theme may override a system colour, the material and a tile measure; wrong types are errors")
  func overrides() throws {
    let theme = try Theme.load(
      data: Data(
        ##"{"$extends": "light", "color": {"system": {"indigo": {"$value": "#123456"}}}, "material": {"thin": {"$value": "#EEEEEE"}}, "tile": {"cornerRadius": {"$value": {"value": 18, "unit": "px"}}}}"##
          .utf8), fileName: "t.json")
    #expect(theme.color(.indigo).hex == "#123456" && theme.fallback(.thin).hex == "#EEEEEE")
    #expect(theme.tile.cornerRadius == 18 && theme.tile.spacing == 6)
    #expect(throws: ThemeError.self) {
      try Theme.load(
        data: Data(##"{"$extends": "light", "tile": {"spacing": {"$value": "#FFF"}}}"##.utf8),
        fileName: "t.json")
    }
  }
}
