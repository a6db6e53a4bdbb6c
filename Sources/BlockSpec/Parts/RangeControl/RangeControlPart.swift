import SPTheme

/// The range control two blocks draw alike: the offered ranges in order, the selection on a
/// plate with `radius.sm` behind `textPrimary`, the others in `textSecondary`; text clamped at
/// accessibility2 (O-DT-4); each range a button read with its span and selected state (O-AX-3),
/// ticking when picked (O-HA-1). What differs is `Style`: the overview's `fill` plate sliding on
/// `motion.smooth` (O-ST-7, O-MO-1), the dashboard's `surface` plate on a `fill` track sliding on
/// `motion.standard` (D-5, D-10); in a dark appearance the dashboard's plate is `fill` over its
/// `fill` track, the lighter thumb iOS draws there (#25). The overview's `fill` plate is lighter than its card in
/// either appearance.
enum RangeControlPart {
  /// The range control stops growing at the second accessibility size (O-DT-4).
  static let clamp = DynamicTypeRange.upTo(.accessibility2)
  /// The row is at least a touch target tall.
  static let minHeight = 44.0

  struct Style {
    var plate: ColorRole = .fill
    /// The plate in a dark appearance (the theme's `bg` under half luminance), when it differs:
    /// on iOS the selected segment is the lighter, elevated one there, so a `surface` plate that
    /// reads as a raised thumb in light would read as a hole on a dark `fill` track (#25).
    var darkPlate: ColorRole? = nil
    /// The track behind the segments; nil: none.
    var track: ColorRole? = nil
    /// The plate's slide; nil: the overview's (`Motion.plate`).
    var transitions: [NodeTransition]? = nil
  }

  /// The control, or nil when no range is offered. `offered` is in the host's order, each once.
  static func node(
    selected: TimeRange, offered: [TimeRange], context: CompileContext, style: Style = Style()
  ) -> LayoutNode? {
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
          plate: .init(
            color: context.color(context.isDark ? (style.darkPlate ?? style.plate) : style.plate),
            cornerRadius: context.radius(.sm)),
          minHeight: minHeight,
          track: style.track.map { .init(color: context.color($0), cornerRadius: context.radius(.md)) })),
      children: segments,
      accessibility: Accessibility(element: .contain),
      transitions: style.transitions ?? Motion.plate(in: context))
  }
}
