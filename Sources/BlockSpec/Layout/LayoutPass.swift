import SPTheme

/// The layout pass: SwiftUI's layout model, reduced to the tree's vocabulary.
///
/// A parent proposes a width to each child; the child answers with the size it takes (text hugs
/// its lines, cards, grids, charts and controls fill the width); the parent places the child.
/// Heights always follow from widths, so one pass down and back up sets every frame. The rules
/// per kind are in `docs/layout.md`.
struct LayoutPass {
  let measurer: any TextMeasuring

  func frames(of root: LayoutNode, width: Double) -> TreeFrames {
    let measured = measure(root, width: width)
    var nodes: [String: NodeFrame] = [:]
    measured.record(at: 0, 0, into: &nodes)
    return TreeFrames(width: width, height: measured.height, nodes: nodes)
  }

  /// The size `node` takes when offered `width`, with its children already placed inside it.
  func measure(_ node: LayoutNode, width: Double) -> Measured {
    switch node.content {
    case .section:
      return vertical(node, spacing: 0, alignment: .leading, minHeight: nil, width: width, fills: true)
    case .card(let card):
      return self.card(node, card, width: width)
    case .stack(let stack) where stack.axis == .vertical:
      return vertical(
        node, spacing: stack.spacing.value, alignment: stack.alignment, minHeight: stack.minHeight,
        width: width, fills: fills(node))
    case .stack(let stack):
      return horizontal(node, stack: stack, width: width)
    case .grid(let grid):
      return self.grid(node, grid: grid, width: width)
    case .spacer(let spacer):
      return Measured(id: node.id, width: 0, height: spacer.minLength)
    case .text(let text):
      return self.text(node, text, width: width)
    case .icon(let icon):
      return Measured(
        id: node.id, width: icon.font.size * LayoutMetrics.iconWidthEm,
        height: measurer.lineHeight(of: icon.font),
        baseline: measurer.firstBaseline(of: icon.font))
    case .ghost(let ghost):
      return Measured(id: node.id, width: min(max(ghost.widthFraction, 0), 1) * width, height: ghost.height)
    case .chart(let chart):
      return self.chart(node, chart, width: width)
    case .segmented(let segmented):
      return self.segmented(node, segmented, width: width)
    case .segment(let segment):
      // Only meaningful inside `segmented`, which sizes its segments itself; alone it hugs its title.
      return self.text(
        node, LayoutNode.Text(string: segment.title, font: segment.font, color: segment.color, lineLimit: 1),
        width: width)
    case .button(let button):
      return self.button(node, button, width: width)
    case .sparkline(let sparkline):
      return Measured(id: node.id, width: width, height: max(0, sparkline.height))
    case .screen(let screen):
      return self.screen(node, padding: screen.padding.value, width: width)
    case .navigationBar(let bar):
      let title = measurer.fit(bar.title, font: bar.font, width: width, lineLimit: 1)
      return Measured(id: node.id, width: width, height: max(bar.height, title.height))
    case .scroll(let scroll):
      return self.scroll(node, scroll, width: width)
    case .refresh(let refresh):
      return Measured(id: node.id, width: width, height: max(0, refresh.inset))
    case .swipeRow(let row):
      var content = vertical(
        node, spacing: 0, alignment: .leading, minHeight: row.minHeight, width: width, fills: true)
      content.width = width
      return content
    case .divider(let divider):
      return Measured(id: node.id, width: width, height: divider.thickness)
    }
  }

  /// Whether `node` takes the whole width it is offered rather than hugging its content.
  func fills(_ node: LayoutNode) -> Bool {
    switch node.content {
    case .card(let card): return card.hugsContent != true
    case .section, .grid, .chart, .segmented, .ghost, .sparkline, .screen: return true
    case .button(let button): return button.fillsWidth
    case .stack(let stack):
      return node.children.contains { fills($0) || (stack.axis == .horizontal && $0.kind == .spacer) }
    case .spacer, .text, .icon, .segment: return false
    case .navigationBar, .scroll, .refresh, .swipeRow, .divider: return true
    }
  }

  // MARK: Leaves

  private func text(_ node: LayoutNode, _ text: LayoutNode.Text, width: Double) -> Measured {
    let fit = measurer.fit(
      text.string, font: text.font, width: width, lineLimit: text.lineLimit,
      minimumScaleFactor: text.minimumScaleFactor ?? 1)
    // A text that does not fit is truncated by its renderer to the width it was given; the audit
    // reports it (`LayoutViolation.textTruncated`).
    return Measured(
      id: node.id, width: min(fit.width, width), height: fit.height,
      baseline: measurer.firstBaseline(of: text.font.scaled(by: fit.scale)), text: fit)
  }

  private func chart(_ node: LayoutNode, _ chart: LayoutNode.Chart, width: Double) -> Measured {
    guard !chart.axisLabels.isEmpty else {
      return Measured(id: node.id, width: width, height: chart.height)
    }
    let top = chart.height + LayoutMetrics.chartLabelGap
    var labels: [Frame] = []
    for label in chart.axisLabels {
      let fit = measurer.fit(label.text, font: label.font, width: width, lineLimit: 1)
      let anchor = min(max(label.position, 0), 1) * width
      let x: Double
      switch label.anchor {
      case .leading: x = anchor
      case .center: x = anchor - fit.width / 2
      case .trailing: x = anchor - fit.width
      }
      labels.append(Frame(x: x, y: top, width: fit.width, height: fit.height))
    }
    let labelHeight = labels.map(\.height).max() ?? 0
    var measured = Measured(id: node.id, width: width, height: top + labelHeight)
    measured.axisLabels = labels
    return measured
  }

  private func segmented(_ node: LayoutNode, _ segmented: LayoutNode.Segmented, width: Double) -> Measured {
    let count = max(1, node.children.count)
    let share = width / Double(count)
    let titleWidth = max(0, share - 2 * LayoutMetrics.segmentTitleInset)
    var fits: [TextFit?] = []
    for child in node.children {
      if case .segment(let segment) = child.content {
        fits.append(measurer.fit(segment.title, font: segment.font, width: titleWidth, lineLimit: 1))
      } else {
        fits.append(nil)
      }
    }
    let titleHeight = fits.compactMap { $0?.height }.max() ?? 0
    let height = max(segmented.minHeight, titleHeight + 2 * LayoutMetrics.segmentTitleVerticalInset)
    var measured = Measured(id: node.id, width: width, height: height)
    for (index, child) in node.children.enumerated() {
      var segment =
        fits[index] == nil
        ? measure(child, width: share)
        : Measured(id: child.id, width: share, height: height, text: fits[index])
      segment.width = share
      segment.height = height
      measured.children.append((x: Double(index) * share, y: 0, measured: segment))
    }
    return measured
  }

  private func button(_ node: LayoutNode, _ button: LayoutNode.Button, width: Double) -> Measured {
    let indicator =
      button.indicator == .checkmark
      ? button.font.size * LayoutMetrics.iconWidthEm + LayoutMetrics.buttonIndicatorSpacing : 0
    let room = max(0, width - 2 * LayoutMetrics.buttonTitleInset - indicator)
    let fit = measurer.fit(button.title, font: button.font, width: room, lineLimit: nil)
    let height = max(button.minHeight, fit.height + 2 * LayoutMetrics.buttonTitleVerticalInset)
    let hugged = fit.width + indicator + 2 * LayoutMetrics.buttonTitleInset
    return Measured(
      id: node.id, width: button.fillsWidth ? width : min(width, hugged), height: height, text: fit)
  }
}

/// A node measured at one width: its size, where its children sit inside it, and how its text
/// was set. Offsets are relative to the node; `record` turns them into block coordinates.
struct Measured {
  var id: String
  var width: Double
  var height: Double
  /// First text baseline from the node's top, for `firstTextBaseline` rows; nil reads as the
  /// bottom edge, as SwiftUI aligns a view without text.
  var baseline: Double?
  var text: TextFit?
  var axisLabels: [Frame] = []
  var children: [(x: Double, y: Double, measured: Measured)] = []

  init(id: String, width: Double, height: Double, baseline: Double? = nil, text: TextFit? = nil) {
    self.id = id
    self.width = width
    self.height = height
    self.baseline = baseline
    self.text = text
  }

  func record(at x: Double, _ y: Double, into nodes: inout [String: NodeFrame]) {
    nodes[id] = NodeFrame(
      frame: Frame(x: x, y: y, width: width, height: height), text: text,
      axisLabels: axisLabels.map { $0.offsetBy(dx: x, dy: y) })
    for child in children {
      child.measured.record(at: x + child.x, y + child.y, into: &nodes)
    }
  }
}
