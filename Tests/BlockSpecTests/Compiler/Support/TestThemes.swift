import SPTheme

/// The themes the matrix runs over: every shipped theme (the fixture if one fails to load, which
/// the theme tests report).
enum TestThemes {
  static let all: [Theme] = {
    let shipped = Theme.shippedNames.compactMap { try? Theme.shipped(named: $0) }
    return shipped.count == Theme.shippedNames.count && !shipped.isEmpty ? shipped : [CompilerFixtures.theme]
  }()

  static let light: Theme = (try? Theme.shipped(named: "light")) ?? CompilerFixtures.theme
}
