import SPTheme

/// The range control at the foot of the card (O-ST-7): the offered ranges in the host's order,
/// the selection on a `fill` plate with `radius.sm` behind `textPrimary`, the others in
/// `textSecondary`; text clamped at accessibility2 (O-DT-4); each range a button read with its
/// span and selected state (O-AX-3), ticking when picked (O-HA-1), the plate sliding (O-MO-1).
enum RangeControlPart {
  /// The range control stops growing at the second accessibility size (O-DT-4).
  static let clamp = DynamicTypeRange.upTo(.accessibility2)
  /// The row is at least a touch target tall.
  static let minHeight = 44.0

  /// The control, or nil when no range is offered. `offered` is in the host's order, each once.
  static func node(selected: TimeRange, offered: [TimeRange], context: CompileContext) -> LayoutNode? {
    guard !offered.isEmpty else { return nil }
    let font = context.font(.subhead, weight: .medium, clamp: clamp)
    let (selectedColor, otherColor) = (context.color(.textPrimary), context.color(.textSecondary))
    let segments = offered.map { range in
      let isSelected = range == selected
      return LayoutNode(
        id: NodeID.under("range.", range.rawValue),
        .segment(
          .init(
            title: range.title, selected: isSelected, font: font,
            color: isSelected ? selectedColor : otherColor)),
        accessibility: Accessibility(
          label: range.span, traits: isSelected ? [.button, .selected] : [.button]),
        action: Action(id: .selectRange, payload: ["range": range.rawValue]),
        haptics: [Haptic(kind: .selection, trigger: .select)])
    }
    return LayoutNode(
      id: "range",
      .segmented(
        .init(
          plate: .init(color: context.color(.fill), cornerRadius: context.radius(.sm)), minHeight: minHeight)),
      children: segments,
      accessibility: Accessibility(element: .contain),
      transitions: Motion.plate(in: context))
  }

  /// A placeholder for the control while nothing is known (O-SS-1).
  static func ghost(context: CompileContext) -> LayoutNode {
    GhostPart.shape(
      id: "range.ghost", widthFraction: 1, height: minHeight, radius: .sm, context: context)
  }
}
