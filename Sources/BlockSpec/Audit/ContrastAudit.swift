import SPTheme

/// Contrast of every pair of colours a tree actually draws: each text and icon colour on the
/// surfaces behind it (the ground, a card, a selection plate, a button), and the chart's
/// highlighted line on its card, measured with WCAG 2.x.
///
/// The tree carries every resolved colour, so the audit needs only the ground the host paints
/// under the block (the theme's `bg`) and what the theme promises: AA (4.5:1; 3:1 for large
/// text, SC 1.4.3) in every theme, AAA (7:1; 4.5:1 for large text, SC 1.4.6) in a theme that
/// promises high contrast, 3:1 for graphics that carry meaning (SC 1.4.11).
enum ContrastAudit {
  /// WCAG's large text: 18 pt, or 14 pt bold.
  static func isLarge(_ font: ResolvedFont) -> Bool {
    font.size >= 18 || (font.size >= 14 && font.weight.rawValue >= FontWeight.bold.rawValue)
  }

  static func findings(in tree: LayoutTree, ground: RGBAColor, highContrast: Bool) -> [AuditFinding] {
    var found: [AuditFinding] = []
    visit(
      tree.root, backdrop: Backdrop(color: ground, name: "ground"), highContrast: highContrast, into: &found)
    return found
  }

  /// The opaque colour behind a node and how to name it in a report.
  struct Backdrop {
    var color: RGBAColor
    var name: String

    /// `layer` painted over this backdrop.
    func under(_ layer: ColorValue) -> Backdrop {
      guard let paint = RGBAColor(hex: layer.value) else { return self }
      return Backdrop(color: paint.composited(over: color), name: "\(layer.token) on \(name)")
    }
  }

  private static func visit(
    _ node: LayoutNode, backdrop: Backdrop, highContrast: Bool, into found: inout [AuditFinding]
  ) {
    if node.accessibility?.hidden == true, node.children.isEmpty, !isDrawnGraphic(node) { return }
    var inner = backdrop
    switch node.content {
    case .card(let card):
      inner = backdrop.under(card.background)
    case .text(let text):
      check(
        text.color, on: backdrop, large: isLarge(text.font), node: node.id, highContrast: highContrast,
        into: &found)
    case .icon(let icon):
      // An icon beside a label repeats it (the chevron, the arrow), so it is held to the
      // graphics threshold, as SF Symbols in text are.
      check(icon.color, on: backdrop, graphic: true, node: node.id, highContrast: highContrast, into: &found)
    case .segment(let segment):
      check(
        segment.color, on: backdrop, large: isLarge(segment.font), node: node.id, highContrast: highContrast,
        into: &found)
    case .segmented(let control):
      // The selected segment sits on the plate; the others on the backdrop.
      for child in node.children {
        if case .segment(let segment) = child.content {
          let behind = segment.selected ? backdrop.under(control.plate.color) : backdrop
          check(
            segment.color, on: behind, large: isLarge(segment.font), node: child.id,
            highContrast: highContrast, into: &found)
        }
      }
      return
    case .button(let button):
      let plate = backdrop.under(button.background)
      check(
        button.foreground, on: plate, large: isLarge(button.font), node: node.id, highContrast: highContrast,
        into: &found)
      inner = plate
    case .chart(let chart):
      for series in chart.series where series.role == .current && !series.points.isEmpty {
        check(
          series.stroke.color, on: backdrop, graphic: true, node: series.id,
          highContrast: highContrast, into: &found)
      }
      for (index, label) in chart.axisLabels.enumerated() {
        check(
          label.color, on: backdrop, large: isLarge(label.font), node: "\(node.id) label \(index)",
          highContrast: highContrast, into: &found)
      }
    default:
      break
    }
    for child in node.children { visit(child, backdrop: inner, highContrast: highContrast, into: &found) }
  }

  private static func isDrawnGraphic(_ node: LayoutNode) -> Bool {
    if case .chart = node.content { return true }
    return false
  }

  private static func check(
    _ foreground: ColorValue, on backdrop: Backdrop, large: Bool = false, graphic: Bool = false, node: String,
    highContrast: Bool, into found: inout [AuditFinding]
  ) {
    guard let paint = RGBAColor(hex: foreground.value) else { return }
    let ratio = paint.composited(over: backdrop.color).contrastRatio(against: backdrop.color)
    let (required, rule): (Double, String)
    if graphic {
      (required, rule) = (3, "WCAG-1.4.11")
    } else if highContrast {
      (required, rule) = (large ? 4.5 : 7, "WCAG-1.4.6")
    } else {
      (required, rule) = (large ? 3 : 4.5, "WCAG-1.4.3")
    }
    // Compared at the precision the report prints, so 4.499 is not reported as "4.50:1, needs 4.5:1".
    guard (ratio * 100).rounded(.down) < required * 100 else { return }
    found.append(
      AuditFinding(
        kind: .contrastTooLow, rule: rule, node: node, other: "\(foreground.token) on \(backdrop.name)",
        detail: "\(ratioText(ratio)) where \(ratioText(required)) is needed"))
  }

  static func ratioText(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }
}
