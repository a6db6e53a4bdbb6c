import SPTheme

/// Every check the audit makes on one compiled tree: the layout pass's audit (truncation,
/// broken words, frames outside their parent or the block, overlaps, colliding chart dates,
/// small touch targets), the contrast of every pair of colours drawn, and completeness for
/// assistive technologies.
public enum TreeAudit {
  /// The findings for `tree`, laid out at its own width with the package's text measurement.
  ///
  /// - Parameters:
  ///   - theme: the theme the tree was compiled with: its `bg` is the ground the host paints
  ///     under the block, and `isHighContrast` raises text to AAA.
  ///   - headers: ids of nodes that must be headers (the block's headline), when present.
  ///   - drawableSymbols: the SF Symbols a renderer can draw (the web reference renderer's,
  ///     `spec-compile audit`); an icon naming another is a `symbolNotDrawn` finding. Nil: not
  ///     checked.
  public static func findings(
    in tree: LayoutTree, theme: Theme, headers: [String] = [], drawableSymbols: Set<String>? = nil,
    measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> [AuditFinding] {
    let frames = tree.frames(measuredBy: measurer)
    var found = frames.audit(tree).map(AuditFinding.init)
    found += ContrastAudit.findings(in: tree, ground: theme.color(.bg), highContrast: theme.isHighContrast)
    found += GraphicOverlapAudit.findings(in: tree, frames: frames, ground: theme.color(.bg))
    found += CompletenessAudit.findings(in: tree, headers: headers)
    if let drawableSymbols { found += symbolFindings(in: tree, drawable: drawableSymbols) }
    return found.sorted()
  }

  /// Each icon whose symbol is not in `drawable`.
  static func symbolFindings(in tree: LayoutTree, drawable: Set<String>) -> [AuditFinding] {
    tree.root.allNodes.compactMap { node in
      guard case .icon(let icon) = node.content, !drawable.contains(icon.symbol) else { return nil }
      return AuditFinding(kind: .symbolNotDrawn, rule: "WEB-SYMBOL", node: node.id, other: icon.symbol)
    }
  }
}
