extension LayoutNode {
  /// The kind's fields, when the node is of that kind: `node.text?.string`.
  public var section: Section? { if case .section(let value) = content { value } else { nil } }
  public var card: Card? { if case .card(let value) = content { value } else { nil } }
  public var stack: Stack? { if case .stack(let value) = content { value } else { nil } }
  public var grid: Grid? { if case .grid(let value) = content { value } else { nil } }
  public var spacer: Spacer? { if case .spacer(let value) = content { value } else { nil } }
  public var text: Text? { if case .text(let value) = content { value } else { nil } }
  public var icon: Icon? { if case .icon(let value) = content { value } else { nil } }
  public var ghost: Ghost? { if case .ghost(let value) = content { value } else { nil } }
  public var chart: Chart? { if case .chart(let value) = content { value } else { nil } }
  public var segmented: Segmented? { if case .segmented(let value) = content { value } else { nil } }
  public var segment: Segment? { if case .segment(let value) = content { value } else { nil } }
  public var button: Button? { if case .button(let value) = content { value } else { nil } }
  public var sparkline: Sparkline? { if case .sparkline(let value) = content { value } else { nil } }
  public var screen: Screen? { if case .screen(let value) = content { value } else { nil } }
  public var navigationBar: NavigationBar? {
    if case .navigationBar(let value) = content { value } else { nil }
  }
  public var scroll: Scroll? { if case .scroll(let value) = content { value } else { nil } }
  public var refresh: Refresh? { if case .refresh(let value) = content { value } else { nil } }
  public var swipeRow: SwipeRow? { if case .swipeRow(let value) = content { value } else { nil } }
  public var divider: Divider? { if case .divider(let value) = content { value } else { nil } }

  /// Whether a person can act on the node: it carries an action.
  public var isInteractive: Bool { action != nil }
}
