/// A font weight on the CSS/OpenType scale, which every renderer understands.
public struct FontWeight: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public init(_ value: Int) { self.rawValue = value }

  public static let ultraLight = FontWeight(100)
  public static let thin = FontWeight(200)
  public static let light = FontWeight(300)
  public static let regular = FontWeight(400)
  public static let medium = FontWeight(500)
  public static let semibold = FontWeight(600)
  public static let bold = FontWeight(700)
  public static let heavy = FontWeight(800)
  public static let black = FontWeight(900)

  /// Names as SwiftUI spells them, for theme files and the tree.
  public static let named: [(String, FontWeight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
    ("black", .black),
  ]

  public var name: String? { Self.named.first { $0.1 == self }?.0 }
  public var description: String { name ?? String(rawValue) }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// "Capped at semibold": never heavier than `cap`.
  public func capped(at cap: FontWeight) -> FontWeight { min(self, cap) }
}
