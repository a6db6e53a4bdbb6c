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
  public static func findings(
    in tree: LayoutTree, theme: Theme, headers: [String] = [],
    measuredBy measurer: any TextMeasuring = InterTextMeasurer()
  ) -> [AuditFinding] {
    let frames = tree.frames(measuredBy: measurer)
    var found = frames.audit(tree).map(AuditFinding.init)
    found += ContrastAudit.findings(in: tree, ground: theme.color(.bg), highContrast: theme.isHighContrast)
    found += CompletenessAudit.findings(in: tree, headers: headers)
    return found.sorted()
  }
}
