extension LayoutPass {
  /// Children one under another, each offered the full width; the stack hugs the widest unless
  /// something in it fills. A `minHeight` taller than the content centres it.
  func vertical(
    _ node: LayoutNode, spacing: Double, alignment: LayoutNode.Stack.Alignment, minHeight: Double?,
    width: Double, fills: Bool
  ) -> Measured {
    let children = node.children.map { measure($0, width: width) }
    let stackWidth = fills ? width : (children.map(\.width).max() ?? 0)
    let content = children.map(\.height).reduce(0, +) + spacing * Double(max(0, children.count - 1))
    let height = max(content, minHeight ?? 0)
    var measured = Measured(id: node.id, width: stackWidth, height: height)
    var y = (height - content) / 2
    for child in children {
      let x: Double
      switch alignment {
      case .center: x = (stackWidth - child.width) / 2
      case .trailing: x = stackWidth - child.width
      case .leading, .top, .bottom, .firstTextBaseline: x = 0
      }
      if measured.baseline == nil, let baseline = child.baseline { measured.baseline = y + baseline }
      measured.children.append((x: x, y: y, measured: child))
      y += child.height + spacing
    }
    return measured
  }

  /// Children side by side, as SwiftUI's `HStack` shares its width: spacers keep their minimum
  /// length; the others, least flexible first, are each offered an equal share of what is left
  /// and take what they need (text wraps or shrinks to its share); spacers share the remainder.
  func horizontal(_ node: LayoutNode, stack: LayoutNode.Stack, width: Double) -> Measured {
    let children = node.children
    let spacing = stack.spacing.value
    let isSpacer = children.map { $0.kind == .spacer }
    let spacerMinimum = children.map { child -> Double in
      if case .spacer(let spacer) = child.content { return spacer.minLength }
      return 0
    }
    var remaining =
      width - spacing * Double(max(0, children.count - 1)) - spacerMinimum.reduce(0, +)
    let flexible = children.indices.filter { !isSpacer[$0] }
    let ideal = flexible.map {
      fills(children[$0]) ? Double.infinity : measure(children[$0], width: .infinity).width
    }
    let order = zip(flexible, ideal).sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }.map(\.0)
    var sized: [Int: Measured] = [:]
    for (position, index) in order.enumerated() {
      let offer = max(0, remaining) / Double(order.count - position)
      let child = measure(children[index], width: offer)
      sized[index] = child
      remaining -= child.width
    }
    let spacers = isSpacer.filter { $0 }.count
    let extra = spacers > 0 ? max(0, remaining) / Double(spacers) : 0
    for index in children.indices where isSpacer[index] {
      sized[index] = Measured(id: children[index].id, width: spacerMinimum[index] + extra, height: 0)
    }

    let measuredChildren = children.indices.map { sized[$0]! }
    // A spacer has nothing to align; it sits at the top and takes the row's height below.
    let baselines = measuredChildren.enumerated().map { index, child in
      isSpacer[index] ? 0 : child.baseline ?? child.height
    }
    let topOfBaseline = baselines.max() ?? 0
    let tops: [Double]
    let height: Double
    switch stack.alignment {
    case .firstTextBaseline:
      tops = baselines.map { topOfBaseline - $0 }
      height = zip(tops, measuredChildren).map { $0 + $1.height }.max() ?? 0
    default:
      height = measuredChildren.map(\.height).max() ?? 0
      tops = measuredChildren.map { child in
        switch stack.alignment {
        case .center: (height - child.height) / 2
        case .bottom: height - child.height
        default: 0
        }
      }
    }
    let stackHeight = max(height, stack.minHeight ?? 0)
    let lift = (stackHeight - height) / 2
    var measured = Measured(id: node.id, width: 0, height: stackHeight)
    var x = 0.0
    for (index, var child) in measuredChildren.enumerated() {
      if isSpacer[index] { child.height = stackHeight }
      measured.children.append((x: x, y: isSpacer[index] ? 0 : tops[index] + lift, measured: child))
      x += child.width + (index < measuredChildren.count - 1 ? spacing : 0)
    }
    measured.width = spacers > 0 || fills(node) ? max(width, x) : x
    if let first = zip(tops, measuredChildren).first(where: { $0.1.baseline != nil }) {
      measured.baseline = first.0 + lift + (first.1.baseline ?? 0)
    }
    return measured
  }

  /// Equal columns filled row by row; a child spans `columnSpan` columns. Cells in a row share
  /// the row's height, so tiles side by side are equally tall.
  func grid(_ node: LayoutNode, grid: LayoutNode.Grid, width: Double) -> Measured {
    let columns = max(1, grid.columns)
    let gutter = grid.gutter.value
    let column = max(0, (width - gutter * Double(columns - 1)) / Double(columns))
    var rows: [[(column: Int, measured: Measured)]] = [[]]
    var next = 0
    for child in node.children {
      let span = min(columns, max(1, child.columnSpan ?? 1))
      if next + span > columns {
        rows.append([])
        next = 0
      }
      let cellWidth = Double(span) * column + Double(span - 1) * gutter
      rows[rows.count - 1].append((column: next, measured: measure(child, width: cellWidth)))
      next += span
    }
    rows.removeAll { $0.isEmpty }
    var measured = Measured(id: node.id, width: width, height: 0)
    var y = 0.0
    for (rowIndex, row) in rows.enumerated() {
      let rowHeight = row.map(\.measured.height).max() ?? 0
      for var cell in row {
        let child = node.children.first { $0.id == cell.measured.id } ?? node
        if fills(child) {
          // A card's backdrop stays on its bottom edge as the card stretches to the row.
          let growth = rowHeight - cell.measured.height
          let backdrops = Set(child.children.filter(Self.isBackdrop).map(\.id))
          for index in cell.measured.children.indices
          where backdrops.contains(cell.measured.children[index].measured.id) {
            cell.measured.children[index].y += growth
          }
          cell.measured.height = rowHeight
        }
        measured.children.append((x: Double(cell.column) * (column + gutter), y: y, measured: cell.measured))
      }
      y += rowHeight + (rowIndex < rows.count - 1 ? gutter : 0)
    }
    measured.height = y
    return measured
  }

  /// Padding on all four edges around its children, stacked; a card fills the width offered and
  /// is at least `minHeight` tall, its content at the top. A backdrop sparkline is not stacked:
  /// it spans the card's whole width, on its bottom edge, behind the content (S-4).
  func card(_ node: LayoutNode, _ card: LayoutNode.Card, width: Double) -> Measured {
    let padding = card.padding.value
    let inner = max(0, width - 2 * padding)
    var content = node
    content.children = node.children.filter { !Self.isBackdrop($0) }
    let stacked = vertical(
      content, spacing: 0, alignment: .leading, minHeight: nil, width: inner, fills: false)
    let height = max(stacked.height + 2 * padding, card.minHeight ?? 0)
    let hugged = card.hugsContent == true ? min(width, stacked.width + 2 * padding) : width
    var measured = Measured(id: node.id, width: hugged, height: height)
    measured.baseline = stacked.baseline.map { $0 + padding }
    var placed = stacked.children.map { (x: $0.x + padding, y: $0.y + padding, measured: $0.measured) }
    for child in node.children where Self.isBackdrop(child) {
      let backdrop = measure(child, width: width)
      placed.insert((x: 0, y: height - backdrop.height, measured: backdrop), at: 0)
    }
    measured.children = placed
    return measured
  }

  /// A sparkline drawn behind its card's content rather than stacked in it.
  static func isBackdrop(_ node: LayoutNode) -> Bool {
    if case .sparkline(let sparkline) = node.content { return sparkline.placement == .backdrop }
    return false
  }

  /// Padding on all four edges around its children, stacked; a screen fills the width and is as
  /// tall as its content (it scrolls).
  func screen(_ node: LayoutNode, padding: Double, width: Double) -> Measured {
    let inner = max(0, width - 2 * padding)
    let content = vertical(node, spacing: 0, alignment: .leading, minHeight: nil, width: inner, fills: true)
    var measured = Measured(id: node.id, width: width, height: content.height + 2 * padding)
    measured.baseline = content.baseline.map { $0 + padding }
    measured.children = content.children.map { (x: $0.x + padding, y: $0.y + padding, measured: $0.measured) }
    return measured
  }

  /// A scrolling column: children one under another, inset by the scroll's padding on both
  /// sides, as tall as its content (the screen scrolls it).
  func scroll(_ node: LayoutNode, _ scroll: LayoutNode.Scroll, width: Double) -> Measured {
    let padding = scroll.padding.value
    let inner = max(0, width - 2 * padding)
    let content = vertical(
      node, spacing: scroll.spacing.value, alignment: .leading, minHeight: nil, width: inner, fills: true)
    var measured = Measured(id: node.id, width: width, height: content.height)
    measured.children = content.children.map { (x: $0.x + padding, y: $0.y, measured: $0.measured) }
    return measured
  }
}
