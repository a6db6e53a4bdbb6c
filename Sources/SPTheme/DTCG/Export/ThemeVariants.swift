/// A theme and the variants an export writes beside it: the dark appearance, high contrast, and
/// both, when the theme has them (a resolver with `appearance` and `contrast` modifiers, or the
/// shipped light and dark families).
public struct ThemeVariants: Hashable, Sendable {
  public var standard: Theme
  public var dark: Theme?
  public var highContrast: Theme?
  public var darkHighContrast: Theme?

  public init(standard: Theme, dark: Theme? = nil, highContrast: Theme? = nil, darkHighContrast: Theme? = nil)
  {
    self.standard = standard
    self.dark = dark
    self.highContrast = highContrast
    self.darkHighContrast = darkHighContrast
  }

  /// The variants of a shipped theme: the named theme first, then dark, light high contrast
  /// and dark high contrast; any other shipped theme (brand) has none.
  public static func shipped(named name: String) throws(ThemeError) -> ThemeVariants {
    let family = ["light", "dark", "light-high-contrast", "dark-high-contrast"]
    guard family.contains(name) else { return ThemeVariants(standard: try Theme.shipped(named: name)) }
    return ThemeVariants(
      standard: try Theme.shipped(named: name),
      dark: try Theme.shipped(named: "dark"), highContrast: try Theme.shipped(named: "light-high-contrast"),
      darkHighContrast: try Theme.shipped(named: "dark-high-contrast"))
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
      darkHighContrast: hasDark && hasHigh ? try theme(["appearance": "dark", "contrast": "high"]) : nil)
  }
}
