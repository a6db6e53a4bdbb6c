/// What the layout pass assumes where the tree says nothing: the insets a renderer puts around a
/// segment's or a button's title, the gap above a chart's dates, the size of a symbol. Values are
/// SwiftUI's usual ones, rounded up where in doubt; `docs/layout.md` lists them for renderers.
public enum LayoutMetrics {
  /// Horizontal room on each side of a segment's title, inside its share of the control.
  public static let segmentTitleInset = 8.0
  /// Vertical room above and below a segment's title.
  public static let segmentTitleVerticalInset = 6.0
  /// Horizontal room on each side of a button's title.
  public static let buttonTitleInset = 16.0
  /// Vertical room above and below a button's title.
  public static let buttonTitleVerticalInset = 8.0
  /// Space between a button's title and the checkmark beside it.
  public static let buttonIndicatorSpacing = 6.0
  /// Space between a chart's plot and the dates beneath it.
  public static let chartLabelGap = 6.0
  /// A symbol's width in ems of its font: SF Symbols at text scale are at most about one em wide.
  public static let iconWidthEm = 1.0
  /// Apple's minimum touch target (HIG, "Buttons"): 44 × 44 points.
  public static let minimumTouchTarget = 44.0
}
