import BlockSpec
import Foundation
import SPTheme
import Testing

/// Small hand-built trees, so each rule of the pass is seen on its own.
enum Build {
  static let ink = ColorValue(token: "color.textPrimary", value: "#000000")
  static func space(_ points: Double) -> TokenLength { TokenLength(token: "space.test", value: points) }

  static func text(
    _ id: String, _ string: String, size: Double = 17, weight: FontWeight = .regular, lineLimit: Int? = nil,
    minimumScaleFactor: Double? = nil
  ) -> LayoutNode {
    LayoutNode(
      id: id,
      .text(
        .init(
          string: string, font: testFont(size: size, weight: weight), color: ink, lineLimit: lineLimit,
          minimumScaleFactor: minimumScaleFactor)))
  }

  static func stack(
    _ id: String, _ axis: LayoutNode.Stack.Axis, spacing: Double = 8,
    alignment: LayoutNode.Stack.Alignment = .leading, _ children: [LayoutNode]
  ) -> LayoutNode {
    LayoutNode(
      id: id, .stack(.init(axis: axis, spacing: space(spacing), alignment: alignment)), children: children)
  }

  static func card(_ id: String, span: Int? = nil, action: Action? = nil, _ children: [LayoutNode])
    -> LayoutNode
  {
    LayoutNode(
      id: id, .card(.init(background: ink, cornerRadius: space(20), padding: space(16))), children: children,
      columnSpan: span, action: action)
  }

  static func icon(_ id: String, size: Double = 13) -> LayoutNode {
    LayoutNode(id: id, .icon(.init(symbol: "chevron.right", font: testFont(size: size), color: ink)))
  }
}

@Suite("Layout pass")
struct LayoutPassTests {
  @Test("a vertical stack places children one under another, hugging the widest")
  func verticalStack() {
    let node = Build.stack(
      "column", .vertical, spacing: 4, alignment: .trailing,
      [Build.text("a", "Revenue"), Build.text("b", "Average order")])
    let frames = node.frames(width: 300)
    let a = frames["a"]!.frame
    let b = frames["b"]!.frame
    let column = frames["column"]!.frame
    #expect(b.y == a.maxY + 4)
    #expect(column.width == max(a.width, b.width))
    #expect(a.maxX == column.maxX && b.maxX == column.maxX)
    #expect(column.height == a.height + 4 + b.height)
    #expect(frames.audit(node).isEmpty)
  }

  @Test("a spacer pushes the chevron to the trailing edge and the row fills its width")
  func spacerRow() {
    let row = Build.stack(
      "row", .horizontal, spacing: 4, alignment: .firstTextBaseline,
      [
        Build.text("label", "Orders"), LayoutNode(id: "gap", .spacer(.init(minLength: 4))),
        Build.icon("chevron"),
      ])
    let frames = row.frames(width: 150)
    #expect(frames["row"]!.frame.width == 150)
    #expect(abs(frames["chevron"]!.frame.maxX - 150) < 1e-9)
    #expect(frames["label"]!.frame.x == 0)
    #expect(frames.audit(row).isEmpty)
  }

  @Test("squeezed side by side, texts wrap within their shares instead of overlapping")
  func squeezedRow() {
    let row = Build.stack(
      "row", .horizontal, spacing: 8,
      [
        Build.text("left", "Check your connection and try again."),
        Build.text("right", "No data for this range yet."),
      ])
    let frames = row.frames(width: 200)
    #expect(frames["left"]!.text!.lines.count > 1)
    #expect(frames["right"]!.frame.x >= frames["left"]!.frame.maxX + 8 - 1e-9)
    #expect(frames["row"]!.frame.width <= 200 + 1e-9)
    #expect(frames.audit(row).isEmpty)
  }

  @Test("firstTextBaseline aligns a small symbol with a large figure's baseline")
  func baselines() {
    let row = Build.stack(
      "row", .horizontal, spacing: 4, alignment: .firstTextBaseline,
      [Build.icon("arrow", size: 15), Build.text("figure", "$44,051.40", size: 40)])
    let frames = row.frames(width: 350)
    let measurer = InterTextMeasurer()
    let arrowBaseline = frames["arrow"]!.frame.y + measurer.firstBaseline(of: testFont(size: 15))
    let figureBaseline = frames["figure"]!.frame.y + measurer.firstBaseline(of: testFont(size: 40))
    #expect(abs(arrowBaseline - figureBaseline) < 1e-9)
    #expect(frames["figure"]!.frame.y == 0)
  }

  @Test("a grid fills row by row, spans columns, and gives cells in a row one height")
  func grid() {
    let grid = LayoutNode(
      id: "grid", .grid(.init(columns: 2, gutter: Build.space(12))),
      children: [
        Build.card("card", span: 2, [Build.text("headline", "Revenue")]),
        Build.card("t1", [Build.text("t1.label", "Average order value over the period")]),
        Build.card("t2", [Build.text("t2.label", "Orders")]),
        Build.card("t3", [Build.text("t3.label", "Refund rate")]),
      ])
    let frames = grid.frames(width: 320)
    let card = frames["card"]!.frame
    let t1 = frames["t1"]!.frame
    let t2 = frames["t2"]!.frame
    let t3 = frames["t3"]!.frame
    #expect(card.width == 320)
    #expect(t1.width == 154 && t2.width == 154 && t2.x == 166)
    #expect(t1.y == card.maxY + 12 && t2.y == t1.y)
    #expect(t1.height == t2.height && t1.height > frames["t3"]!.frame.height)
    #expect(t3.x == 0 && t3.y == t1.maxY + 12)
    #expect(frames.height == t3.maxY)
    #expect(frames.audit(grid).isEmpty)
  }

  @Test("a figure shrinks within its minimum scale factor and reports the scale")
  func shrinkingFigure() {
    let figure = Build.text(
      "value", "$12,345,678.90", size: 40, weight: .semibold, lineLimit: 1, minimumScaleFactor: 0.5)
    let frames = figure.frames(width: 250)
    let placed = frames["value"]!
    #expect(placed.text!.scale < 1 && placed.text!.scale >= 0.5)
    #expect(placed.frame.width <= 250 + 1e-9)
    #expect(frames.audit(figure).isEmpty)
  }

  @Test("O-DT-2 the audit reports a figure that would truncate, and O-DT-5 a row that overflows")
  func auditFindsViolations() {
    let figure = Build.text("value", "$12,345,678.90", size: 40, lineLimit: 1, minimumScaleFactor: 0.5)
    let truncated = figure.frames(width: 100).audit(figure)
    #expect(truncated.map(\.kind) == [.textTruncated])
    #expect(truncated.first?.rule == "O-DT-2")

    let icons = Build.stack("icons", .horizontal, spacing: 8, (1...6).map { Build.icon("i\($0)", size: 30) })
    let overflow = icons.frames(width: 120).audit(icons)
    #expect(overflow.contains { $0.kind == .leavesParent && $0.rule == "O-DT-5" })
  }

  @Test("the audit reports a touch target under 44 × 44 points")
  func touchTarget() {
    let small = Build.card("tile", action: Action(id: .selectMetric), [])
    let violations = small.frames(width: 40).audit(small)
    #expect(violations.contains { $0.kind == .touchTargetTooSmall && $0.id == "tile" })
  }

  @Test("segments share the control's width equally and stand at least minHeight tall")
  func segmented() throws {
    // The plate is read from JSON, as a renderer reads it.
    let plate = try JSONDecoder().decode(
      LayoutNode.Segmented.Plate.self,
      from: Data(
        ##"{"color": {"token": "color.fill", "value": "#EEEEEE"}, "cornerRadius": {"token": "radius.sm", "value": 8}}"##
          .utf8))
    let segments = ["1W", "1M", "3M", "1Y"].map { title in
      LayoutNode(
        id: "range.\(title)",
        .segment(.init(title: title, selected: title == "1M", font: testFont(size: 15), color: Build.ink)),
        action: Action(id: .selectRange))
    }
    let control = LayoutNode(
      id: "range",
      .segmented(.init(plate: plate, minHeight: 44)),
      children: segments)
    let frames = control.frames(width: 288)
    for (index, segment) in segments.enumerated() {
      let frame = frames[segment.id]!.frame
      #expect(frame.width == 72 && frame.x == Double(index) * 72 && frame.height >= 44)
    }
    #expect(frames.audit(control).isEmpty)
  }
}
