/// One thing a compiled tree does that the design system's rules forbid, found by `TreeAudit`:
/// a row that loses its shape, a pair of colours a person cannot tell apart, a control a screen
/// reader cannot name.
public struct AuditFinding: Hashable, Sendable, Comparable {
  public var kind: Kind
  /// The rule it breaks: a design rule (`O-DT-5`), Apple's 44-point target (`HIG-44`) or a WCAG
  /// success criterion (`WCAG-1.4.3`).
  public var rule: String
  /// The node at fault.
  public var node: String
  /// The parent it leaves, the sibling it overlaps, the backdrop a colour sits on.
  public var other: String?
  /// The measured figure, when there is one: `3.90:1 on #FFFFFF, needs 4.5:1`.
  public var detail: String?

  public init(kind: Kind, rule: String, node: String, other: String? = nil, detail: String? = nil) {
    self.kind = kind
    self.rule = rule
    self.node = node
    self.other = other
    self.detail = detail
  }

  public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
    // The layout audit (`TreeFrames.audit`).
    case textTruncated, wordBroken, leavesParent, overlapsSibling, axisLabelCollides, touchTargetTooSmall
    // Colour.
    /// Text, or a graphic that carries meaning, below the contrast its theme promises.
    case contrastTooLow
    /// Text under 3:1 against a graphic drawn behind it (a sparkline's line or area, #25).
    case textOverGraphic
    // Completeness for assistive technologies.
    /// An interactive node with nothing a screen reader can say.
    case controlUnlabelled
    /// An interactive node whose children are read one by one rather than as one element.
    case controlNotOneElement
    /// A chart a screen reader sees but cannot describe (no chart descriptor).
    case chartUndescribed
    /// The block's headline is not marked as a header.
    case headlineNotHeader
    // What a renderer can draw (#25).
    /// An SF Symbol the web reference renderer has no drawing for: it draws a placeholder.
    case symbolNotDrawn

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// What the finding means, in a sentence for people.
    public var summary: String {
      switch self {
      case .textTruncated: "text is cut off even at its minimum scale factor"
      case .wordBroken: "a word is wider than its line and breaks inside"
      case .leavesParent: "a frame reaches outside its parent or the block's width"
      case .overlapsSibling: "a frame overlaps a sibling"
      case .axisLabelCollides: "chart dates overlap each other or leave the chart"
      case .touchTargetTooSmall: "a touch target is smaller than 44 × 44 pt"
      case .contrastTooLow: "contrast is below what the theme promises"
      case .textOverGraphic: "text is under 3:1 against a graphic drawn behind it"
      case .controlUnlabelled: "an interactive element has no accessibility label"
      case .controlNotOneElement: "an interactive element is read as several elements"
      case .chartUndescribed: "a chart has no accessibility chart descriptor"
      case .headlineNotHeader: "the headline is not a header"
      case .symbolNotDrawn: "the web renderer cannot draw this SF Symbol and shows a placeholder"
      }
    }
  }

  public static func < (lhs: AuditFinding, rhs: AuditFinding) -> Bool {
    (lhs.kind, lhs.rule, lhs.node, lhs.other ?? "", lhs.detail ?? "")
      < (rhs.kind, rhs.rule, rhs.node, rhs.other ?? "", rhs.detail ?? "")
  }
}

extension AuditFinding {
  /// The layout audit's violation as a finding.
  init(_ violation: LayoutViolation) {
    let kind: Kind
    switch violation.kind {
    case .textTruncated: kind = .textTruncated
    case .wordBroken: kind = .wordBroken
    case .leavesParent: kind = .leavesParent
    case .overlapsSibling: kind = .overlapsSibling
    case .touchTargetTooSmall: kind = .touchTargetTooSmall
    case .axisLabelCollides: kind = .axisLabelCollides
    }
    self.init(kind: kind, rule: violation.rule, node: violation.id, other: violation.other)
  }
}
