/// What a screen reader needs from a tree: every interactive node labelled and read as one
/// element, every chart it can see described, and the headline, where the block has one, a
/// header.
enum CompletenessAudit {
  static func findings(in tree: LayoutTree, headers: [String]) -> [AuditFinding] {
    var found: [AuditFinding] = []
    visit(tree.root, hidden: false, into: &found)
    for id in headers {
      guard let node = tree.node(id: id) else { continue }
      if node.accessibility?.traits?.contains(.header) != true {
        found.append(AuditFinding(kind: .headlineNotHeader, rule: "O-AX-1", node: id))
      }
    }
    return found
  }

  private static func visit(_ node: LayoutNode, hidden: Bool, into found: inout [AuditFinding]) {
    let hidden = hidden || node.accessibility?.hidden == true
    if !hidden, node.action != nil, !isContainerGesture(node) {
      if spokenLabel(of: node) == nil {
        found.append(AuditFinding(kind: .controlUnlabelled, rule: "WCAG-4.1.2", node: node.id))
      }
      let element = node.accessibility?.element
      if !node.children.isEmpty, element != .combine {
        found.append(AuditFinding(kind: .controlNotOneElement, rule: "WCAG-1.3.1", node: node.id))
      }
    }
    if !hidden, case .chart = node.content, node.accessibility?.chart == nil {
      found.append(AuditFinding(kind: .chartUndescribed, rule: "O-AX-2", node: node.id))
    }
    for child in node.children { visit(child, hidden: hidden, into: &found) }
  }

  /// A scroll's action is pull to refresh, the scroll view's own gesture: VoiceOver refreshes
  /// with a three-finger swipe down, and the scroll view is a container of elements, never one
  /// itself, so it needs neither a label nor to be one element.
  private static func isContainerGesture(_ node: LayoutNode) -> Bool {
    if case .scroll = node.content { return true }
    return false
  }

  /// What VoiceOver says for a node: its label, or the text it draws.
  private static func spokenLabel(of node: LayoutNode) -> String? {
    if let label = node.accessibility?.label, label.contains(where: { !$0.isWhitespace }) { return label }
    switch node.content {
    case .text(let text) where text.string.contains(where: { !$0.isWhitespace }): return text.string
    case .segment(let segment) where !segment.title.isEmpty: return segment.title
    case .button(let button) where !button.title.isEmpty: return button.title
    default: return nil
    }
  }
}
