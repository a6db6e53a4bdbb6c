/// The theme's own accessibility: every text role's contrast on every surface it is painted
/// on, and the accent line's contrast against the card, measured with WCAG 2.x.
///
/// `fill` is translucent: it is measured composited over `surface` (the range plate, ghost
/// shapes and the Try again button sit on the card) and over `bg` (the dashboard's range track
/// and ring sit on the ground), so both backdrops a person can see are checked.
public struct ContrastReport: Hashable, Sendable {
  /// What the foreground is: text (4.5:1, or 7:1 in a high-contrast theme) or a graphic such as
  /// the chart line (3:1, WCAG 1.4.11).
  public enum Purpose: String, Hashable, Sendable {
    case text, graphic
  }

  public struct Check: Hashable, Sendable {
    public var foreground: ColorRole
    /// The backdrop, top layer first: `[.fill, .surface]` is fill composited over surface.
    public var background: [ColorRole]
    public var purpose: Purpose
    public var ratio: Double
    /// What this theme promises for this pair.
    public var required: Double
    public var passes: Bool { ratio >= required }
    /// WCAG AA: 4.5:1 for text, 3:1 for graphics.
    public var meetsAA: Bool { ratio >= (purpose == .text ? 4.5 : 3) }
    /// WCAG AAA: 7:1 for text. Graphics have no AAA level, so AA counts.
    public var meetsAAA: Bool { ratio >= (purpose == .text ? 7 : 3) }
    /// `fill on surface`.
    public var backgroundName: String { background.map(\.rawValue).joined(separator: " on ") }
  }

  public var theme: String
  /// 4.5 for ordinary themes, 7 for high-contrast ones.
  public var textThreshold: Double
  public var checks: [Check]

  public var passes: Bool { checks.allSatisfy(\.passes) }
  public var failures: [Check] { checks.filter { !$0.passes } }

  /// The backdrops text is painted on, top layer first.
  public static let backdrops: [[ColorRole]] = [[.bg], [.surface], [.fill, .surface], [.fill, .bg]]
  /// WCAG 1.4.11 minimum for graphics that carry meaning.
  public static let graphicThreshold = 3.0
}

extension Theme {
  /// Every text role on every backdrop, then the accent against surface.
  public func contrastReport() -> ContrastReport {
    let textThreshold = isHighContrast ? 7.0 : 4.5
    var checks: [ContrastReport.Check] = []
    for role in ColorRole.textRoles {
      for backdrop in ContrastReport.backdrops {
        checks.append(
          .init(
            foreground: role, background: backdrop, purpose: .text,
            ratio: color(role).contrastRatio(against: paint(backdrop)), required: textThreshold))
      }
    }
    checks.append(
      .init(
        foreground: .accent, background: [.surface], purpose: .graphic,
        ratio: color(.accent).contrastRatio(against: paint([.surface])),
        required: ContrastReport.graphicThreshold))
    return ContrastReport(theme: name, textThreshold: textThreshold, checks: checks)
  }

  /// The opaque colour a stack of layers shows, painted bottom first; the bottom layer is
  /// treated as opaque (the screen behind the ground is not the theme's to know).
  func paint(_ layers: [ColorRole]) -> RGBAColor {
    var layers = layers
    var result = color(layers.removeLast())
    result.alpha = 1
    for role in layers.reversed() { result = color(role).composited(over: result) }
    return result
  }
}
