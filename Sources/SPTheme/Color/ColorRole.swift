/// The colour roles the blocks use. Raw values are token names (`color.textSecondary`).
public enum ColorRole: String, CaseIterable, Codable, Sendable {
  case bg, surface, fill, separator, accent, success, danger
  case textPrimary, textSecondary, textTertiary

  /// Roles that paint text.
  public static let textRoles: [ColorRole] = [.textPrimary, .textSecondary, .textTertiary, .success, .danger]
  /// Roles that text is painted on.
  public static let surfaceRoles: [ColorRole] = [.bg, .surface, .fill]
}
