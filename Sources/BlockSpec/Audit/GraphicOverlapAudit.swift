import SPTheme

/// Text over a sparkline (#25): where a text's box meets a sparkline drawn behind it (the tile's
/// trend line behind its value and change, S-4), the text is read against that graphic, not
/// only against the card. Each text that the line passes through is measured against the line's
/// colour, and each text the area reaches under is measured against the area's top colour (its
/// strongest), both composited over the card; a pair under 3:1 is a `textOverGraphic` finding
/// (WCAG 1.4.11's 3:1 for adjacent colours: the glyphs and the stroke they cross).
///
/// The overlap is the seed's design (the line sits behind the value), so the audit says where
/// and how much it costs rather than forbidding it; docs/audit.md says what a designer can change.
enum GraphicOverlapAudit {
  /// The ratio a text must keep against a graphic it overlaps.
  static let required = 3.0

  static func findings(in tree: LayoutTree, frames: TreeFrames, ground: RGBAColor) -> [AuditFinding] {
    var found: [AuditFinding] = []
    visit(tree.root, backdrop: .init(color: ground, name: "ground"), frames: frames, into: &found)
    return found
  }

  private static func visit(
    _ node: LayoutNode, backdrop: ContrastAudit.Backdrop, frames: TreeFrames, into found: inout [AuditFinding]
  ) {
    var inner = backdrop
    if case .card(let card) = node.content {
      inner = backdrop.under(card.background)
      for child in node.children {
        guard case .sparkline(let sparkline) = child.content, let box = frames[child.id]?.frame else {
          continue
        }
        check(sparkline, id: child.id, box: box, in: node, card: inner, frames: frames, into: &found)
      }
    }
    for child in node.children { visit(child, backdrop: inner, frames: frames, into: &found) }
  }

  /// Every text in `card` (but the sparkline itself) against the sparkline's line and area.
  private static func check(
    _ sparkline: LayoutNode.Sparkline, id: String, box: Frame, in card: LayoutNode,
    card backdrop: ContrastAudit.Backdrop, frames: TreeFrames, into found: inout [AuditFinding]
  ) {
    let points = plotted(sparkline, in: box)
    guard points.count > 1 else { return }
    let half = sparkline.line.width / 2
    let line = sparkline.line.color
    let areaTop = sparkline.area.colors.first
    for node in card.allNodes {
      guard case .text(let text) = node.content, node.accessibility?.hidden != true,
        let frame = frames[node.id]?.frame, frame.width > 0, frame.height > 0
      else { continue }
      if crosses(points, frame, inflatedBy: half) {
        measure(text.color, over: line, named: "line", of: id, on: backdrop, node: node.id, into: &found)
      }
      if let areaTop, reachesUnder(points, frame) {
        measure(text.color, over: areaTop, named: "area", of: id, on: backdrop, node: node.id, into: &found)
      }
    }
  }

  /// The sparkline's finite points in the block's coordinates (as the renderer places them).
  static func plotted(_ s: LayoutNode.Sparkline, in box: Frame) -> [(x: Double, y: Double)] {
    let xSpan = s.domain.xUpper - s.domain.xLower == 0 ? 1 : s.domain.xUpper - s.domain.xLower
    let ySpan = s.domain.yUpper - s.domain.yLower == 0 ? 1 : s.domain.yUpper - s.domain.yLower
    return s.points.compactMap { point in
      guard point.x.isFinite, point.y.isFinite else { return nil }
      return (
        box.x + (point.x - s.domain.xLower) / xSpan * box.width,
        box.y + s.height * (s.domain.yUpper - point.y) / ySpan
      )
    }
  }

  /// Whether the polyline through `points`, `half` thick on either side, passes through `frame`.
  static func crosses(_ points: [(x: Double, y: Double)], _ frame: Frame, inflatedBy half: Double) -> Bool {
    let (minX, maxX) = (frame.x - half, frame.x + frame.width + half)
    let (minY, maxY) = (frame.y - half, frame.y + frame.height + half)
    for (a, b) in zip(points, points.dropFirst()) {
      // Sampled finely enough for a text box: 32 steps per segment.
      for step in 0...32 {
        let t = Double(step) / 32
        let x = a.x + (b.x - a.x) * t
        let y = a.y + (b.y - a.y) * t
        if x >= minX, x <= maxX, y >= minY, y <= maxY { return true }
      }
    }
    return false
  }

  /// Whether the area under the line (down to the sparkline's bottom) reaches into `frame`:
  /// somewhere across the frame's width the line is above the frame's bottom edge.
  static func reachesUnder(_ points: [(x: Double, y: Double)], _ frame: Frame) -> Bool {
    let bottom = frame.y + frame.height
    for (a, b) in zip(points, points.dropFirst()) where b.x > frame.x && a.x < frame.x + frame.width {
      let from = max(a.x, frame.x)
      let to = min(b.x, frame.x + frame.width)
      for x in [from, to] {
        let t = b.x == a.x ? 0 : (x - a.x) / (b.x - a.x)
        if a.y + (b.y - a.y) * t < bottom { return true }
      }
    }
    return false
  }

  private static func measure(
    _ text: ColorValue, over graphic: ColorValue, named part: String, of id: String,
    on backdrop: ContrastAudit.Backdrop, node: String, into found: inout [AuditFinding]
  ) {
    guard let paint = RGBAColor(hex: text.value), let layer = RGBAColor(hex: graphic.value) else { return }
    let behind = layer.composited(over: backdrop.color)
    let ratio = paint.composited(over: behind).contrastRatio(against: behind)
    guard (ratio * 100).rounded(.down) < required * 100 else { return }
    found.append(
      AuditFinding(
        kind: .textOverGraphic, rule: "WCAG-1.4.11", node: node,
        other: "\(text.token) on \(graphic.token) (the sparkline's \(part)) on \(backdrop.name)",
        detail:
          "\(ContrastAudit.ratioText(ratio)) where \(ContrastAudit.ratioText(required)) is needed"))
  }
}
