import Foundation
import Testing

@testable import SPTheme

/// #24 (B): the theme Swift export's colour tables are the family's members by their real
/// appearance and contrast, whatever theme was exported; the chosen theme is only the default
/// arguments of `color(_:appearance:contrast:)`. (CSS keeps its own rule: `CSSCascadeTests`.)
struct SwiftThemeFamilyTests {
  static let harbor = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/examples/tokens/harbor.resolver.json")

  /// The four tables' names, by (dark, high contrast).
  static let tables: [(String, Bool, Bool)] = [
    ("lightColors", false, false), ("darkColors", true, false), ("lightHighContrastColors", false, true),
    ("darkHighContrastColors", true, true),
  ]

  /// One table of an export: role → (red, green, blue, alpha) as written.
  static func table(_ name: String, in swift: String) throws -> [String: [Double]] {
    guard let start = swift.range(of: "  static let \(name): [ColorRole: RGBA] = [\n") else {
      throw RealFileTests.Failure("no table \(name)")
    }
    var rows: [String: [Double]] = [:]
    for line in swift[start.upperBound...].split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "]" { break }
      guard trimmed.hasPrefix("."), let colon = trimmed.firstIndex(of: ":"),
        let open = trimmed.range(of: "RGBA("), let close = trimmed.range(of: "),")
      else { throw RealFileTests.Failure("row \(trimmed)") }
      let role = String(trimmed[trimmed.index(after: trimmed.startIndex)..<colon])
      rows[role] = trimmed[open.upperBound..<close.lowerBound].split(separator: ",").compactMap { part in
        part.split(separator: ":").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      }
    }
    return rows
  }

  /// Every table holds its member's colours exactly, and the defaults are the chosen theme's.
  static func expectFamily(
    _ variants: ThemeVariants, members: (Bool, Bool) throws -> Theme, dark: Bool, high: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let swift = SwiftExport.source(variants)
    for (name, isDark, isHigh) in tables {
      let member = try members(isDark, isHigh)
      let rows = try table(name, in: swift)
      #expect(rows.count == ColorRole.allCases.count, sourceLocation: sourceLocation)
      for role in ColorRole.allCases {
        let colour = member.color(role)
        #expect(
          rows[role.rawValue] == [colour.red, colour.green, colour.blue, colour.alpha],
          "\(variants.standard.name): \(name).\(role.rawValue) is not \(member.name)'s",
          sourceLocation: sourceLocation
        )
      }
    }
    let defaults =
      "appearance: Appearance = .\(dark ? "dark" : "light"), contrast: Contrast = .\(high ? "high" : "standard")) -> RGBA"
    #expect(swift.contains(defaults), "\(variants.standard.name)", sourceLocation: sourceLocation)
  }

  @Test(
    "#24.B every shipped theme's Swift tables are the family members by real appearance and contrast",
    arguments: Theme.shippedNames)
  func shipped(_ name: String) throws {
    let input = try #require(ShippedThemes.resolver.namedInputs[name])
    try Self.expectFamily(
      try ThemeVariants.shipped(named: name),
      members: { dark, high in
        var chosen = input
        chosen["appearance"] = dark ? "dark" : "light"
        chosen["contrast"] = high ? "high" : "standard"
        // The family members by name where they are shipped themes (brand's dark side is not).
        let named = ShippedThemes.resolver.namedInputs.first { $0.value == chosen }?.key
        if let named { return try Theme.shipped(named: named) }
        return try Theme(tokens: try ShippedThemes.resolver.resolve(chosen), name: "\(name) \(chosen)")
      }, dark: input["appearance"] == "dark", high: input["contrast"] == "high")
  }

  @Test("#24.B a dark export's light table is light's colours, not dark's under a light name")
  func darkExportLightTable() throws {
    let swift = SwiftExport.source(try ThemeVariants.shipped(named: "dark"))
    let light = try Theme.shipped(named: "light")
    let dark = try Theme.shipped(named: "dark")
    let rows = try Self.table("lightColors", in: swift)
    #expect(
      rows["bg"] == [
        light.color(.bg).red, light.color(.bg).green, light.color(.bg).blue, light.color(.bg).alpha,
      ])
    #expect(light.color(.bg) != dark.color(.bg))
    #expect(!swift.contains("standardColors"))
  }

  @Test(
    "#24.B Harbor's Swift tables are its four named members, for every input",
    arguments: ["harbor-light", "harbor-dark", "harbor-light-high-contrast", "harbor-dark-high-contrast"])
  func harbor(_ name: String) throws {
    let resolver = try TokenResolver.read(contentsOf: Self.harbor)
    let input = try #require(resolver.namedInputs[name])
    let byMember = { (dark: Bool, high: Bool) throws -> Theme in
      let member = "harbor-\(dark ? "dark" : "light")\(high ? "-high-contrast" : "")"
      let memberInput = try #require(resolver.namedInputs[member])
      return try Theme(tokens: try resolver.resolve(memberInput), name: member)
    }
    try Self.expectFamily(
      try ThemeVariants.resolved(resolver, input: input), members: byMember,
      dark: input["appearance"] == "dark", high: input["contrast"] == "high")
  }

  @Test("#24.B a theme without a family is in all four tables, its own contrast the default")
  func single() throws {
    let theme = try Theme.shipped(named: "dark-high-contrast")
    try Self.expectFamily(ThemeVariants(standard: theme), members: { _, _ in theme }, dark: false, high: true)
  }
}
