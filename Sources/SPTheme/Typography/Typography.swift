import Foundation

/// The theme's `type` group: families, weights, tracking, and Apple's Dynamic Type scaling.
public struct Typography: Hashable, Sendable {
  /// Family for words.
  public var textFamily: String
  /// Family for the display numerals (`type.display(size)`). Words never use it.
  public var numeralFamily: String
  /// Weight of display numerals before any cap.
  public var numeralWeight: FontWeight
  /// Weight of each text style; Apple's defaults unless the theme overrides them.
  public var styleWeights: [TextStyle: FontWeight]
  public var trackingTable: TrackingTable
  /// Scale of the pixel grid that scaled custom sizes are rounded to, as `@ScaledMetric` does.
  public var displayScale: Double

  public init(
    textFamily: String, numeralFamily: String, numeralWeight: FontWeight,
    styleWeights: [TextStyle: FontWeight] = [:], trackingTable: TrackingTable, displayScale: Double = 3
  ) {
    self.textFamily = textFamily
    self.numeralFamily = numeralFamily
    self.numeralWeight = numeralWeight
    var weights = Dictionary(
      uniqueKeysWithValues: TextStyle.allCases.map { ($0, DynamicTypeTable.defaultWeight(of: $0)) })
    weights.merge(styleWeights) { _, theirs in theirs }
    self.styleWeights = weights
    self.trackingTable = trackingTable
    self.displayScale = displayScale
  }

  /// Tracking in points for a point size.
  public func tracking(for pointSize: Double) -> Double { trackingTable.tracking(for: pointSize) }

  /// A custom size scaled with a text style, like `UIFontMetrics.scaledValue(for:)` and
  /// `@ScaledMetric`: `value × size(style, category) / size(style, large)`, on the pixel grid.
  public func scaled(_ value: Double, relativeTo style: TextStyle, at size: DynamicTypeStep) -> Double {
    let ratio =
      DynamicTypeTable.metrics(style, at: size).size / DynamicTypeTable.metrics(style, at: .large).size
    return (value * ratio * displayScale).rounded() / displayScale
  }

  /// A text style resolved at a Dynamic Type size, after an optional clamp.
  public func font(
    _ style: TextStyle, weight: FontWeight? = nil, monospacedDigits: Bool = false,
    at size: DynamicTypeStep, clampedTo clamp: DynamicTypeRange? = nil
  ) -> ResolvedFont {
    let effective = clamp.map { size.clamped(to: $0) } ?? size
    let metrics = DynamicTypeTable.metrics(style, at: effective)
    return ResolvedFont(
      token: style.token, family: textFamily, size: metrics.size,
      baseSize: DynamicTypeTable.metrics(style, at: .large).size,
      weight: weight ?? styleWeights[style]!, leading: metrics.leading,
      tracking: tracking(for: metrics.size), monospacedDigits: monospacedDigits, relativeTo: style,
      dynamicTypeSize: effective, clamp: clamp)
  }

  /// The numeral face at a custom size (`type.display(40)`), at `numeralWeight` capped at `cap`,
  /// with monospaced digits, scaled relative to `style`.
  ///
  /// Without `relativeTo`, the figure scales with the text style nearest to it in size at the
  /// default Dynamic Type size (`display(40)` with largeTitle, `display(22)` with title2), so a
  /// figure grows like the words of its own size and never falls behind the labels around it.
  public func display(
    _ pointSize: Double, cappedAt cap: FontWeight? = .semibold, relativeTo style: TextStyle? = nil,
    at size: DynamicTypeStep, clampedTo clamp: DynamicTypeRange? = nil
  ) -> ResolvedFont {
    let style = style ?? TextStyle.nearest(toDefaultSize: pointSize)
    let effective = clamp.map { size.clamped(to: $0) } ?? size
    let scaledSize = scaled(pointSize, relativeTo: style, at: effective)
    let base = DynamicTypeTable.metrics(style, at: .large)
    let leading = (scaledSize * base.leading / base.size * displayScale).rounded() / displayScale
    let weight = cap.map { numeralWeight.capped(at: $0) } ?? numeralWeight
    let sizeText =
      pointSize.rounded() == pointSize ? String(Int(pointSize)) : String(pointSize)
    return ResolvedFont(
      token: "type.display(" + sizeText + ")", family: numeralFamily, size: scaledSize, baseSize: pointSize,
      weight: weight, leading: leading, tracking: tracking(for: scaledSize), monospacedDigits: true,
      relativeTo: style, dynamicTypeSize: effective, clamp: clamp)
  }
}
