/// Something a laid-out tree does that the block's rules forbid, found by `TreeFrames.audit`.
public struct LayoutViolation: Hashable, Sendable, CustomStringConvertible {
  public var kind: Kind
  /// The node at fault.
  public var id: String
  /// The parent it leaves, the sibling it overlaps, the chart whose labels collide.
  public var other: String?
  /// The rule it breaks: `O-DT-2` for a figure that would truncate, `O-DT-5` for everything else
  /// about a row losing its shape, `HIG-44` for a touch target.
  public var rule: String

  public enum Kind: String, Hashable, Sendable {
    /// The text does not fit its width even at its minimum scale factor: a renderer truncates it.
    case textTruncated
    /// A line breaks inside a word because the word alone is wider than the line.
    case wordBroken
    /// The frame reaches outside its parent's.
    case leavesParent
    /// The frame overlaps a sibling's.
    case overlapsSibling
    /// A node with an action is smaller than 44 × 44 points.
    case touchTargetTooSmall
    /// A chart's date reaches outside the chart, or two dates overlap.
    case axisLabelCollides
  }

  public var description: String {
    "\(rule) \(kind.rawValue): \(id)" + (other.map { " (\($0))" } ?? "")
  }
}

extension TreeFrames {
  /// Checks the frames of `tree` against O-DT-2, O-DT-5 and the 44-point touch target: no text
  /// truncates, no word breaks, every frame stays inside its parent and clear of its siblings,
  /// chart dates stay apart and inside the chart, every actionable node is large enough.
  public func audit(_ tree: LayoutTree) -> [LayoutViolation] { audit(tree.root) }

  /// The same checks for a subtree laid out with `LayoutNode.frames(width:measuredBy:)`.
  public func audit(_ root: LayoutNode) -> [LayoutViolation] {
    var found: [LayoutViolation] = []
    if let frame = nodes[root.id]?.frame, frame.x < -Frame.tolerance || frame.maxX > width + Frame.tolerance {
      found.append(LayoutViolation(kind: .leavesParent, id: root.id, other: "column", rule: "O-DT-5"))
    }
    audit(root, into: &found)
    return found
  }

  private func audit(_ node: LayoutNode, into found: inout [LayoutViolation]) {
    guard let placed = nodes[node.id] else { return }
    if let fit = placed.text {
      let figure: Bool
      if case .text(let text) = node.content {
        figure = text.minimumScaleFactor != nil
      } else {
        figure = false
      }
      if !fit.fits {
        found.append(LayoutViolation(kind: .textTruncated, id: node.id, rule: figure ? "O-DT-2" : "O-DT-5"))
      }
      if fit.splitsWord {
        found.append(LayoutViolation(kind: .wordBroken, id: node.id, rule: "O-DT-5"))
      }
    }
    if node.action != nil,
      placed.frame.width < LayoutMetrics.minimumTouchTarget - Frame.tolerance
        || placed.frame.height < LayoutMetrics.minimumTouchTarget - Frame.tolerance
    {
      found.append(LayoutViolation(kind: .touchTargetTooSmall, id: node.id, rule: "HIG-44"))
    }
    let labels = placed.axisLabels
    for (index, label) in labels.enumerated() {
      if !placed.frame.contains(label) {
        found.append(
          LayoutViolation(kind: .axisLabelCollides, id: node.id, other: "label \(index)", rule: "O-DT-5"))
      }
      if index > 0, labels[index - 1].overlaps(label) {
        found.append(
          LayoutViolation(
            kind: .axisLabelCollides, id: node.id, other: "labels \(index - 1), \(index)", rule: "O-DT-5"))
      }
    }
    let children = node.children.compactMap { child in nodes[child.id].map { (child.id, $0.frame) } }
    // A backdrop sparkline lies behind its card's content by design (S-4). Found once per node,
    // by id: the audit runs for every tree of a matrix, and copying nodes to filter them cost a
    // third of its time.
    var behind: [String] = []
    for child in node.children where LayoutPass.isBackdrop(child) { behind.append(child.id) }
    for (index, (id, frame)) in children.enumerated() {
      if !placed.frame.contains(frame) {
        found.append(LayoutViolation(kind: .leavesParent, id: id, other: node.id, rule: "O-DT-5"))
      }
      for (otherID, other) in children[(index + 1)...]
      where frame.overlaps(other) && !behind.contains(id) && !behind.contains(otherID) {
        found.append(LayoutViolation(kind: .overlapsSibling, id: id, other: otherID, rule: "O-DT-5"))
      }
    }
    node.children.forEach { audit($0, into: &found) }
  }
}
