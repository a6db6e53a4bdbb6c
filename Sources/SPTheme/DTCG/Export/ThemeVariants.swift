/// A theme and the variants an export writes beside it: the dark appearance, high contrast, and
/// both, when the theme has them (a resolver with `appearance` and `contrast` modifiers, or the
/// shipped light and dark families).
public struct ThemeVariants: Hashable, Sendable {
  public var standard: Theme
  public var dark: Theme?
  public var highContrast: Theme?
  public var darkHighContrast: Theme?
  /// The family by each member's real appearance and contrast, for the Swift export (whose
  /// tables are the members and whose default arguments are the chosen one); the standard
  /// theme alone when it has no family.
  public var family: ThemeFamily

  public init(
    standard: Theme, dark: Theme? = nil, highContrast: Theme? = nil, darkHighContrast: Theme? = nil,
    family: ThemeFamily? = nil
  ) {
    self.standard = standard
    self.dark = dark
    self.highContrast = highContrast
    self.darkHighContrast = darkHighContrast
    self.family = family ?? ThemeFamily(single: standard)
  }

  /// The variants of a shipped theme of the light and dark family: the named theme, then what
  /// a page shows under a dark colour scheme, more contrast, and both. What the name chooses
  /// beyond the default (dark, high contrast) stays chosen under every preference, and what it
  /// leaves at the default follows the preference (#24): `dark` under more contrast is
  /// `dark-high-contrast`, never light high contrast; `dark-high-contrast` stays itself under a
  /// dark scheme; `light` follows both. Any other shipped theme (brand) has none.
  public static func shipped(named name: String) throws(ThemeError) -> ThemeVariants {
    let standard = try Theme.shipped(named: name)
    // The members by their real appearance and contrast, from the shipped resolver (a brand
    // theme's dark side too); the embedded files are tested, so a failure is a broken build.
    let resolver = ShippedThemes.resolver
    let members = resolver.namedInputs[name].flatMap { input in
      try? ThemeFamily.resolved(resolver, input: input) { member in
        // A member that is a shipped theme is the one made once and kept.
        guard let known = resolver.namedInputs.first(where: { $0.value == member })?.key else { return nil }
        return try? Theme.shipped(named: known)
      }
    }
    let family = ["light", "dark", "light-high-contrast", "dark-high-contrast"]
    guard family.contains(name) else { return ThemeVariants(standard: standard, family: members) }
    let isDark = name.hasPrefix("dark")
    let isHigh = name.hasSuffix("high-contrast")
    func member(dark: Bool, high: Bool) throws(ThemeError) -> Theme {
      try Theme.shipped(named: (dark || isDark ? "dark" : "light") + (high || isHigh ? "-high-contrast" : ""))
    }
    return ThemeVariants(
      standard: standard, dark: try member(dark: true, high: false),
      highContrast: try member(dark: false, high: true), darkHighContrast: try member(dark: true, high: true),
      family: members)
  }

  /// The variants a resolver gives around `input`: its `appearance` modifier's `dark` context and
  /// its `contrast` modifier's `high` context, when it has them; the input's other choices kept.
  public static func resolved(_ resolver: TokenResolver, input: [String: String]) throws(TokenError)
    -> ThemeVariants
  {
    func theme(_ changes: [String: String]) throws(TokenError) -> Theme {
      let chosen = input.merging(changes) { _, new in new }
      return try Theme(tokens: try resolver.resolve(chosen), name: resolver.themeName(for: chosen))
    }
    let hasDark = resolver.modifiers.contains { $0.name == "appearance" && $0.contexts.contains("dark") }
    let hasHigh = resolver.modifiers.contains { $0.name == "contrast" && $0.contexts.contains("high") }
    return ThemeVariants(
      standard: try theme([:]),
      dark: hasDark ? try theme(["appearance": "dark"]) : nil,
      highContrast: hasHigh ? try theme(["contrast": "high"]) : nil,
      darkHighContrast: hasDark && hasHigh ? try theme(["appearance": "dark", "contrast": "high"]) : nil,
      family: try ThemeFamily.resolved(resolver, input: input))
  }
}
