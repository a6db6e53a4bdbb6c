/// A layout tree holding numbers JSON cannot hold (infinite, or not a number), which the
/// schema has no spelling for: `LayoutTree.checkedJSONData` refuses to write it.
///
/// Only a `Theme` built in code with such a value (a duration of `.infinity`) leads here: the
/// theme loader checks every number against its documented range (docs/themes.md).
public struct NonFiniteNumberError: Error, Equatable, Sendable, CustomStringConvertible {
  /// How many numbers in the tree were not finite.
  public var count: Int

  public var description: String {
    "the layout tree holds \(count) number\(count == 1 ? "" : "s") JSON cannot hold (infinite or not a number)"
  }
}
