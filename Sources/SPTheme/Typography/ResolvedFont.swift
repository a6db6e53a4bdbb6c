/// A font fully resolved for one Dynamic Type size: everything a renderer needs to set text,
/// plus what a live renderer needs to keep scaling it the same way (`relativeTo`, `clamp`).
public struct ResolvedFont: Hashable, Codable, Sendable {
  /// The token it came from: `type.subhead`, `type.display(40)`.
  public var token: String
  public var family: String
  /// Point size at the resolved Dynamic Type size.
  public var size: Double
  /// Point size at the default size (`large`), from which a live renderer scales.
  public var baseSize: Double
  public var weight: FontWeight
  /// Line height in points.
  public var leading: Double
  /// Letter spacing in points (SF Pro's tracking table for `size`).
  public var tracking: Double
  public var monospacedDigits: Bool
  /// The text style whose scaling curve this font follows.
  public var relativeTo: TextStyle
  /// The Dynamic Type size the values above were resolved at (after the clamp).
  public var dynamicTypeSize: DynamicTypeStep
  /// The clamp that applied, if any, so a live renderer can apply the same one.
  public var clamp: DynamicTypeRange?

  public init(
    token: String, family: String, size: Double, baseSize: Double, weight: FontWeight,
    leading: Double, tracking: Double, monospacedDigits: Bool, relativeTo: TextStyle,
    dynamicTypeSize: DynamicTypeStep, clamp: DynamicTypeRange?
  ) {
    self.token = token
    self.family = family
    self.size = size
    self.baseSize = baseSize
    self.weight = weight
    self.leading = leading
    self.tracking = tracking
    self.monospacedDigits = monospacedDigits
    self.relativeTo = relativeTo
    self.dynamicTypeSize = dynamicTypeSize
    self.clamp = clamp
  }
}
