/// The twelve Dynamic Type sizes a person can choose on iOS, in Apple's spelling and order.
///
/// The order matters: clamps (`...xxxLarge`) and "one column at accessibility sizes" are
/// comparisons along it.
public enum DynamicTypeSize: String, CaseIterable, Codable, Comparable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The sizes from `accessibility1` up, where layouts are expected to reflow.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The system default.
  public static let `default`: DynamicTypeSize = .large

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

  /// Position in `allCases`, used to index the Dynamic Type tables.
  public var index: Int { Self.allCases.firstIndex(of: self)! }

  /// This size limited to `range`, as SwiftUI's `.dynamicTypeSize(...)` does.
  public func clamped(to range: DynamicTypeRange) -> DynamicTypeSize {
    range.clamp(self)
  }
}

/// A limit on how far text may grow or shrink, as a value so the tree can record it and a live
/// renderer can apply the same clamp.
public struct DynamicTypeRange: Hashable, Codable, Sendable {
  public var lowerBound: DynamicTypeSize
  public var upperBound: DynamicTypeSize

  public init(_ lowerBound: DynamicTypeSize = .xSmall, _ upperBound: DynamicTypeSize = .accessibility5) {
    precondition(lowerBound <= upperBound, "empty Dynamic Type range")
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  /// `...size`: no larger than `size`.
  public static func upTo(_ size: DynamicTypeSize) -> DynamicTypeRange { .init(.xSmall, size) }

  /// Every size; no clamp.
  public static let unlimited = DynamicTypeRange()

  public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize {
    min(max(size, lowerBound), upperBound)
  }

  public func contains(_ size: DynamicTypeSize) -> Bool { size >= lowerBound && size <= upperBound }
}
