/// One node of the layout tree: an id that names its meaning, what it is (`content`), its
/// children, and what it does beyond drawing (accessibility, action, haptics, transitions).
///
/// JSON: `{"id": "headline.value", "kind": "text", "text": {…}, "children": […], …}`: the
/// kind's own fields sit under a key named after the kind. Empty lists are left out.
public struct LayoutNode: Hashable, Sendable {
  /// Unique within the tree and stable across states: the same meaning has the same id in every
  /// tree the block produces, so a renderer can diff two trees and animate what changed.
  public var id: String
  public var content: Content
  public var children: [LayoutNode]
  /// Columns this node spans in a `grid` parent; absent means one.
  public var columnSpan: Int?
  public var accessibility: Accessibility? {
    get { accessibilityStorage?.value }
    set { accessibilityStorage = newValue.map(Boxed.init) }
  }
  /// Boxed for the same reason as `Content`: inline, the description (240 bytes, nine fields,
  /// a chart's descriptor among them) was copied and retained field by field with every node.
  private var accessibilityStorage: Boxed<Accessibility>?
  public var action: Action?
  public var haptics: [Haptic]
  public var transitions: [NodeTransition]

  public init(
    id: String, _ content: Content, children: [LayoutNode] = [], columnSpan: Int? = nil,
    accessibility: Accessibility? = nil, action: Action? = nil, haptics: [Haptic] = [],
    transitions: [NodeTransition] = []
  ) {
    self.id = id
    self.content = content
    self.children = children
    self.columnSpan = columnSpan
    self.accessibilityStorage = accessibility.map(Boxed.init)
    self.action = action
    self.haptics = haptics
    self.transitions = transitions
  }

  /// What the node is, with that kind's fields.
  ///
  /// Indirect: each payload lives in its own shared box, so the enum is one pointer. Inline it
  /// was as large as its largest case (a chart, 656 bytes) and every node 976 bytes, copied
  /// whole, with a retain per field, each time a parent took a child or the writer switched on
  /// it; boxed, a copy is one retain, and the sample overview compiles and encodes in 7 % fewer
  /// instructions despite a box allocated per node (docs/performance.md, "Round 2").
  public indirect enum Content: Hashable, Sendable {
    case section(Section)
    case card(Card)
    case stack(Stack)
    case grid(Grid)
    case spacer(Spacer)
    case text(Text)
    case icon(Icon)
    case ghost(Ghost)
    case chart(Chart)
    case segmented(Segmented)
    case segment(Segment)
    case button(Button)
    case sparkline(Sparkline)
    case screen(Screen)
    case navigationBar(NavigationBar)
    case scroll(Scroll)
    case refresh(Refresh)
    case swipeRow(SwipeRow)
    case divider(Divider)
  }

  /// The kind's name as the JSON spells it.
  public var kind: Kind { content.kind }

  public enum Kind: String, Codable, Sendable, CaseIterable {
    case section, card, stack, grid, spacer, text, icon, ghost, chart, segmented, segment, button, sparkline,
      screen
    case navigationBar, scroll, refresh, swipeRow, divider
  }

  /// This node and every node under it, depth first, parents before children.
  public var allNodes: [LayoutNode] {
    var nodes: [LayoutNode] = []
    func visit(_ node: LayoutNode) {
      nodes.append(node)
      node.children.forEach(visit)
    }
    visit(self)
    return nodes
  }

  /// The first node with `id` in this subtree.
  public func node(id: String) -> LayoutNode? {
    if self.id == id { return self }
    for child in children {
      if let found = child.node(id: id) { return found }
    }
    return nil
  }
}

extension LayoutNode.Content {
  public var kind: LayoutNode.Kind {
    switch self {
    case .section: .section
    case .card: .card
    case .stack: .stack
    case .grid: .grid
    case .spacer: .spacer
    case .text: .text
    case .icon: .icon
    case .ghost: .ghost
    case .chart: .chart
    case .segmented: .segmented
    case .segment: .segment
    case .button: .button
    case .sparkline: .sparkline
    case .screen: .screen
    case .navigationBar: .navigationBar
    case .scroll: .scroll
    case .refresh: .refresh
    case .swipeRow: .swipeRow
    case .divider: .divider
    }
  }
}

extension LayoutNode: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, kind, children, columnSpan, accessibility, action, haptics, transitions
    case section, card, stack, grid, spacer, text, icon, ghost, chart, segmented, segment, button, sparkline,
      screen
    case navigationBar, scroll, refresh, swipeRow, divider
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    let kind = try container.decode(Kind.self, forKey: .kind)
    switch kind {
    case .section: content = .section(try container.decode(Section.self, forKey: .section))
    case .card: content = .card(try container.decode(Card.self, forKey: .card))
    case .stack: content = .stack(try container.decode(Stack.self, forKey: .stack))
    case .grid: content = .grid(try container.decode(Grid.self, forKey: .grid))
    case .spacer: content = .spacer(try container.decode(Spacer.self, forKey: .spacer))
    case .text: content = .text(try container.decode(Text.self, forKey: .text))
    case .icon: content = .icon(try container.decode(Icon.self, forKey: .icon))
    case .ghost: content = .ghost(try container.decode(Ghost.self, forKey: .ghost))
    case .chart: content = .chart(try container.decode(Chart.self, forKey: .chart))
    case .segmented: content = .segmented(try container.decode(Segmented.self, forKey: .segmented))
    case .segment: content = .segment(try container.decode(Segment.self, forKey: .segment))
    case .button: content = .button(try container.decode(Button.self, forKey: .button))
    case .sparkline: content = .sparkline(try container.decode(Sparkline.self, forKey: .sparkline))
    case .screen: content = .screen(try container.decode(Screen.self, forKey: .screen))
    case .navigationBar:
      content = .navigationBar(try container.decode(NavigationBar.self, forKey: .navigationBar))
    case .scroll: content = .scroll(try container.decode(Scroll.self, forKey: .scroll))
    case .refresh: content = .refresh(try container.decode(Refresh.self, forKey: .refresh))
    case .swipeRow: content = .swipeRow(try container.decode(SwipeRow.self, forKey: .swipeRow))
    case .divider: content = .divider(try container.decode(Divider.self, forKey: .divider))
    }
    children = try container.decodeIfPresent([LayoutNode].self, forKey: .children) ?? []
    columnSpan = try container.decodeIfPresent(Int.self, forKey: .columnSpan)
    accessibilityStorage = try container.decodeIfPresent(Accessibility.self, forKey: .accessibility).map(
      Boxed.init)
    action = try container.decodeIfPresent(Action.self, forKey: .action)
    haptics = try container.decodeIfPresent([Haptic].self, forKey: .haptics) ?? []
    transitions = try container.decodeIfPresent([NodeTransition].self, forKey: .transitions) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(kind, forKey: .kind)
    switch content {
    case .section(let payload): try container.encode(payload, forKey: .section)
    case .card(let payload): try container.encode(payload, forKey: .card)
    case .stack(let payload): try container.encode(payload, forKey: .stack)
    case .grid(let payload): try container.encode(payload, forKey: .grid)
    case .spacer(let payload): try container.encode(payload, forKey: .spacer)
    case .text(let payload): try container.encode(payload, forKey: .text)
    case .icon(let payload): try container.encode(payload, forKey: .icon)
    case .ghost(let payload): try container.encode(payload, forKey: .ghost)
    case .chart(let payload): try container.encode(payload, forKey: .chart)
    case .segmented(let payload): try container.encode(payload, forKey: .segmented)
    case .segment(let payload): try container.encode(payload, forKey: .segment)
    case .button(let payload): try container.encode(payload, forKey: .button)
    case .sparkline(let payload): try container.encode(payload, forKey: .sparkline)
    case .screen(let payload): try container.encode(payload, forKey: .screen)
    case .navigationBar(let payload): try container.encode(payload, forKey: .navigationBar)
    case .scroll(let payload): try container.encode(payload, forKey: .scroll)
    case .refresh(let payload): try container.encode(payload, forKey: .refresh)
    case .swipeRow(let payload): try container.encode(payload, forKey: .swipeRow)
    case .divider(let payload): try container.encode(payload, forKey: .divider)
    }
    if !children.isEmpty { try container.encode(children, forKey: .children) }
    try container.encodeIfPresent(columnSpan, forKey: .columnSpan)
    try container.encodeIfPresent(accessibility, forKey: .accessibility)
    try container.encodeIfPresent(action, forKey: .action)
    if !haptics.isEmpty { try container.encode(haptics, forKey: .haptics) }
    if !transitions.isEmpty { try container.encode(transitions, forKey: .transitions) }
  }
}
