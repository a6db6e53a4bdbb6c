extension RangeControlPart {
  /// A placeholder for the overview's control while nothing is known (O-SS-1).
  static func ghost(context: CompileContext) -> LayoutNode {
    GhostPart.shape(
      id: "range.ghost", widthFraction: 1, height: minHeight, radius: .sm, context: context)
  }
}
