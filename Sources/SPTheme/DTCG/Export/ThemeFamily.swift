/// A theme's family by each member's real appearance and contrast, and which member an export
/// chose: what the Swift export's colour tables hold (#24). `color(.x, appearance: .light,
/// contrast: .standard)` must be the light standard member's colour whatever was exported, so
/// the tables are the members themselves, and the chosen theme is only the default arguments
/// (`appearance: Appearance = .dark` for a dark export).
///
/// This is not the CSS export's rule: there a chosen dark theme stays dark under every media
/// query (`ThemeVariants.shipped`), because a page cannot pass arguments. A function can.
public struct ThemeFamily: Hashable, Sendable {
  public var light: Theme
  public var dark: Theme
  public var lightHighContrast: Theme
  public var darkHighContrast: Theme
  /// The chosen member's appearance and contrast: the export's default arguments.
  public var chosenIsDark: Bool
  public var chosenIsHighContrast: Bool

  public init(
    light: Theme, dark: Theme, lightHighContrast: Theme, darkHighContrast: Theme, chosenIsDark: Bool,
    chosenIsHighContrast: Bool
  ) {
    self.light = light
    self.dark = dark
    self.lightHighContrast = lightHighContrast
    self.darkHighContrast = darkHighContrast
    self.chosenIsDark = chosenIsDark
    self.chosenIsHighContrast = chosenIsHighContrast
  }

  /// A theme with no family (a theme file, a resolver without appearance or contrast): the
  /// theme in every place, its own contrast the default.
  public init(single theme: Theme) {
    self.init(
      light: theme, dark: theme, lightHighContrast: theme, darkHighContrast: theme, chosenIsDark: false,
      chosenIsHighContrast: theme.isHighContrast)
  }

  /// The member of an appearance and contrast.
  public func member(dark isDark: Bool, highContrast: Bool) -> Theme {
    switch (isDark, highContrast) {
    case (false, false): light
    case (true, false): self.dark
    case (false, true): lightHighContrast
    case (true, true): darkHighContrast
    }
  }

  /// The family a resolver gives around `input`: its `appearance` modifier's `dark` context and
  /// another (`light` when it has one), its `contrast` modifier's `high` context and another
  /// (`standard` when it has one), the input's other choices kept. A resolver without one of
  /// those modifiers has the same theme on both sides of it.
  ///
  /// `named` gives a member already at hand (a shipped theme, made once and kept) for an input,
  /// so that exporting a shipped theme does not resolve its family again.
  public static func resolved(
    _ resolver: TokenResolver, input: [String: String], named: ([String: String]) -> Theme? = { _ in nil }
  ) throws(TokenError) -> ThemeFamily {
    /// The modifier's two sides, (other, marked), when it has the marked context and another.
    func sides(_ name: String, marked: String, preferred: String) -> (String, String)? {
      guard let modifier = resolver.modifiers.first(where: { $0.name == name }),
        modifier.contexts.contains(marked)
      else { return nil }
      let others = modifier.contexts.filter { $0 != marked }
      guard let other = others.contains(preferred) ? preferred : others.first else { return nil }
      return (other, marked)
    }
    let appearance = sides("appearance", marked: "dark", preferred: "light")
    let contrast = sides("contrast", marked: "high", preferred: "standard")
    func chosen(_ name: String, _ sides: (String, String)?) -> Bool {
      guard let sides else { return false }
      let modifier = resolver.modifiers.first { $0.name == name }
      return (input[name] ?? modifier?.defaultContext) == sides.1
    }
    func theme(dark: Bool, high: Bool) throws(TokenError) -> Theme {
      var chosen = input
      if let appearance { chosen["appearance"] = dark ? appearance.1 : appearance.0 }
      if let contrast { chosen["contrast"] = high ? contrast.1 : contrast.0 }
      if let known = named(chosen) { return known }
      return try Theme(tokens: try resolver.resolve(chosen), name: resolver.themeName(for: chosen))
    }
    return ThemeFamily(
      light: try theme(dark: false, high: false), dark: try theme(dark: true, high: false),
      lightHighContrast: try theme(dark: false, high: true),
      darkHighContrast: try theme(dark: true, high: true),
      chosenIsDark: chosen("appearance", appearance),
      chosenIsHighContrast: contrast == nil ? false : chosen("contrast", contrast))
  }
}
