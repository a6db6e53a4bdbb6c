/// The twelve Dynamic Type sizes a person can choose on iOS, in Apple's spelling and order.
///
/// The order matters: clamps (`...xxxLarge`) and "one column at accessibility sizes" are
/// comparisons along it.
public enum DynamicTypeStep: String, CaseIterable, Codable, Comparable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The sizes from `accessibility1` up, where layouts are expected to reflow.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The system default.
  public static let `default`: DynamicTypeStep = .large

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

  /// Position in `allCases`, used to index the Dynamic Type tables. A switch rather than a
  /// search of `allCases`, which builds an array on every call: every comparison and every
  /// table read goes through here.
  public var index: Int {
    switch self {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .accessibility1: 7
    case .accessibility2: 8
    case .accessibility3: 9
    case .accessibility4: 10
    case .accessibility5: 11
    }
  }

  /// This size limited to `range`, as SwiftUI's `.dynamicTypeSize(...)` does.
  public func clamped(to range: DynamicTypeRange) -> DynamicTypeStep {
    range.clamp(self)
  }
}

/// A limit on how far text may grow or shrink, as a value so the tree can record it and a live
/// renderer can apply the same clamp.
public struct DynamicTypeRange: Hashable, Codable, Sendable {
  public var lowerBound: DynamicTypeStep
  public var upperBound: DynamicTypeStep

  public init(_ lowerBound: DynamicTypeStep = .xSmall, _ upperBound: DynamicTypeStep = .accessibility5) {
    precondition(lowerBound <= upperBound, "empty Dynamic Type range")
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  /// `...size`: no larger than `size`.
  public static func upTo(_ size: DynamicTypeStep) -> DynamicTypeRange { .init(.xSmall, size) }

  /// Every size; no clamp.
  public static let unlimited = DynamicTypeRange()

  public func clamp(_ size: DynamicTypeStep) -> DynamicTypeStep {
    min(max(size, lowerBound), upperBound)
  }

  public func contains(_ size: DynamicTypeStep) -> Bool { size >= lowerBound && size <= upperBound }
}
