/// Hashing of the token enums by case rather than by name.
///
/// An enum with `String` raw values hashes its raw value unless it says otherwise, so every
/// theme lookup (`colors[role]`, `spaces[step]`, …) hashed a string: a few hundred
/// instructions, on every styled node of every compile. Equal cases still hash alike, and
/// `==` (which compares cases) is unchanged.

extension ColorRole {
  public func hash(into hasher: inout Hasher) {
    let ordinal: Int =
      switch self {
      case .bg: 0
      case .surface: 1
      case .fill: 2
      case .separator: 3
      case .accent: 4
      case .success: 5
      case .danger: 6
      case .textPrimary: 7
      case .textSecondary: 8
      case .textTertiary: 9
      }
    hasher.combine(ordinal)
  }
}

extension SpaceStep {
  public func hash(into hasher: inout Hasher) {
    let ordinal: Int =
      switch self {
      case .xs: 0
      case .sm: 1
      case .md: 2
      case .lg: 3
      case .xl: 4
      case .xxl: 5
      }
    hasher.combine(ordinal)
  }
}

extension RadiusStep {
  public func hash(into hasher: inout Hasher) {
    let ordinal: Int =
      switch self {
      case .sm: 0
      case .md: 1
      case .lg: 2
      }
    hasher.combine(ordinal)
  }
}

extension MotionRole {
  public func hash(into hasher: inout Hasher) {
    let ordinal: Int =
      switch self {
      case .smooth: 0
      case .snappy: 1
      case .standard: 2
      case .hero: 3
      }
    hasher.combine(ordinal)
  }
}

extension ElevationLevel {
  public func hash(into hasher: inout Hasher) {
    let ordinal: Int =
      switch self {
      case .e1: 0
      case .e2: 1
      }
    hasher.combine(ordinal)
  }
}

extension TextStyle {
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

extension DynamicTypeStep {
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}
