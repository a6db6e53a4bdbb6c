import BlockSpec
import SPTheme

/// The properties every compiled tree keeps, whatever the inputs; each returns what it found
/// wrong so a failing matrix cell says which node broke which property.
enum Invariants {
  static func all(_ tree: LayoutTree, theme: Theme) -> [String] {
    uniqueIds(tree) + interactiveNodesLabelled(tree) + nodeColoursFromTheme(tree, theme: theme)
      + reduceMotion(tree) + gridColumns(tree) + clamps(tree)
  }

  static func uniqueIds(_ tree: LayoutTree) -> [String] {
    var seen = Set<String>()
    var problems: [String] = []
    let seriesIds = tree.allNodes.flatMap { $0.chart?.series.map(\.id) ?? [] }
    for id in tree.allNodes.map(\.id) + seriesIds where !seen.insert(id).inserted {
      problems.append("duplicate id \(id)")
    }
    return problems
  }

  static func interactiveNodesLabelled(_ tree: LayoutTree) -> [String] {
    tree.allNodes.filter(\.isInteractive).compactMap { node in
      let label = node.accessibility?.label ?? ""
      if label.isEmpty { return "\(node.id) acts but has no accessibility label" }
      if node.accessibility?.hidden == true { return "\(node.id) acts but is hidden from accessibility" }
      return nil
    }
  }

  /// Every colour a node's fields hold paints the theme's colour for its token. Fast enough for
  /// the whole matrix; `coloursFromTheme` checks the JSON itself, every field, on a sample.
  static func nodeColoursFromTheme(_ tree: LayoutTree, theme: Theme) -> [String] {
    tree.allNodes.flatMap { node in
      colours(of: node).compactMap { colour in
        let role = ColorRole(rawValue: String(colour.token.dropFirst("color.".count)))
        guard colour.token.hasPrefix("color."), let role else {
          return "\(node.id): unknown token \(colour.token)"
        }
        let expected = theme.color(role).opacity(colour.opacity ?? 1).hex
        return colour.value == expected
          ? nil : "\(node.id): \(colour.token) is \(colour.value), theme says \(expected)"
      }
    }
  }

  static func colours(of node: LayoutNode) -> [ColorValue] {
    switch node.content {
    case .section, .stack, .grid, .spacer: []
    case .card(let card): [card.background]
    case .text(let text): [text.color]
    case .icon(let icon): [icon.color]
    case .ghost(let ghost): [ghost.color]
    case .segmented(let segmented): [segmented.plate.color] + [segmented.track?.color].compactMap { $0 }
    case .segment(let segment): [segment.color]
    case .button(let button): [button.foreground, button.background]
    case .chart(let chart):
      chart.series.map(\.stroke.color) + chart.axisLabels.map(\.color)
        + [chart.selectionStyle.rule.color, chart.selectionStyle.dot.fill, chart.selectionStyle.dot.ring]
    case .sparkline(let sparkline): [sparkline.line.color] + sparkline.area.colors
    case .screen(let screen): screen.background.colors
    case .navigationBar(let bar): [bar.color, bar.background, bar.separator]
    case .scroll(let scroll): [scroll.background]
    case .refresh(let refresh): [refresh.track, refresh.tint]
    case .swipeRow(let row): [row.background] + row.actions.flatMap { [$0.foreground, $0.background] }
    case .divider(let divider): [divider.color]
    }
  }

  /// Every `{token: "color.X", opacity?, value}` object anywhere in the JSON paints the theme's X.
  static func coloursFromTheme(_ tree: LayoutTree, theme: Theme) -> [String] {
    var problems: [String] = []
    func visit(_ value: CanonicalJSON.Value, path: String) {
      switch value {
      case .object(let members):
        if let token = members["token"]?.stringValue, token.hasPrefix("color.") {
          let opacity = members["opacity"]?.numberValue ?? 1
          guard let role = ColorRole(rawValue: String(token.dropFirst("color.".count))) else {
            problems.append("\(path): unknown colour token \(token)")
            return
          }
          let expected = theme.color(role).opacity(opacity).hex
          if members["value"]?.stringValue != expected {
            problems.append(
              "\(path): \(token) is \(members["value"].debugDescription), theme says \(expected)")
          }
        }
        for (key, member) in members { visit(member, path: path + "." + key) }
      case .array(let items):
        for (index, item) in items.enumerated() { visit(item, path: "\(path)[\(index)]") }
      default:
        break
      }
    }
    visit(tree.jsonValue, path: "$")
    return problems
  }

  /// Under Reduce Motion: no spring, no draw-in, no morph, no pulse, no rolling digits; only
  /// short fades (O-MO-3).
  static func reduceMotion(_ tree: LayoutTree) -> [String] {
    guard tree.environment.reduceMotion else { return [] }
    var problems: [String] = []
    for node in tree.allNodes {
      for transition in node.transitions {
        if transition.motion.kind != .fade || transition.effect != .crossFade
          || transition.motion.spring != nil
        {
          problems.append(
            "\(node.id): \(transition.effect) with \(transition.motion.kind) under Reduce Motion")
        }
      }
      if node.text?.numericRoll == true { problems.append("\(node.id) rolls its digits under Reduce Motion") }
    }
    return problems
  }

  /// The tiles share the card's grid: one column exactly at accessibility sizes (O-DT-1), and
  /// the card spans the whole row.
  static func gridColumns(_ tree: LayoutTree) -> [String] {
    guard let grid = tree.node(id: "grid"), let columns = grid.grid?.columns else { return ["no grid"] }
    let expected = tree.environment.dynamicTypeSize.isAccessibilitySize ? 1 : 2
    var problems: [String] = []
    if columns != expected {
      problems.append("grid has \(columns) columns at \(tree.environment.dynamicTypeSize)")
    }
    if tree.node(id: "card")?.columnSpan != columns { problems.append("card does not span the grid") }
    return problems
  }

  /// Chart dates stop at xxxLarge (O-DT-3), the range control at accessibility2 (O-DT-4); every
  /// other font follows the environment's size without a clamp, and none is under 11 pt.
  static func clamps(_ tree: LayoutTree) -> [String] {
    let size = tree.environment.dynamicTypeSize
    var problems: [String] = []
    func check(_ font: ResolvedFont, clampedAt upper: DynamicTypeStep?, where place: String) {
      let expectedSize = upper.map { min(size, $0) } ?? size
      if font.clamp?.upperBound != upper {
        problems.append("\(place): clamp \(String(describing: font.clamp))")
      }
      if font.dynamicTypeSize != expectedSize {
        problems.append("\(place): resolved at \(font.dynamicTypeSize)")
      }
      if font.size < 11 { problems.append("\(place): \(font.size) pt is under 11 pt") }
    }
    for node in tree.allNodes {
      if let text = node.text { check(text.font, clampedAt: nil, where: node.id) }
      if let icon = node.icon { check(icon.font, clampedAt: nil, where: node.id) }
      if let button = node.button { check(button.font, clampedAt: nil, where: node.id) }
      if let segment = node.segment { check(segment.font, clampedAt: .accessibility2, where: node.id) }
      for label in node.chart?.axisLabels ?? [] {
        check(label.font, clampedAt: .xxxLarge, where: node.id + " dates")
      }
    }
    return problems
  }
}
