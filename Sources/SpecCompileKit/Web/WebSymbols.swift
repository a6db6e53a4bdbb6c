import BlockSpec

/// The SF Symbols the web reference renderer draws (#25): every name in its symbol tables. Any
/// other symbol a tree names is drawn as a placeholder (a dashed rounded square with a question
/// mark, `data-symbol-missing` on its element), and `spec-compile` says so: a note on standard
/// error when it compiles such a tree, a `symbolNotDrawn` finding in `audit`.
enum WebSymbols {
  /// Every symbol the embedded renderer has a drawing for.
  static let drawable: Set<String> = HTMLPage.tableSymbols(in: EmbeddedRenderer.source)

  /// The symbols `tree` names that the renderer cannot draw, each with the first node naming it,
  /// in the tree's order.
  static func missing(in tree: LayoutTree) -> [(symbol: String, node: String)] {
    var seen: Set<String> = []
    var out: [(symbol: String, node: String)] = []
    for node in tree.root.allNodes {
      guard case .icon(let icon) = node.content, !drawable.contains(icon.symbol),
        seen.insert(icon.symbol).inserted
      else { continue }
      out.append((icon.symbol, node.id))
    }
    return out
  }

  /// The compile's note for each such symbol.
  static func notes(for tree: LayoutTree) -> [String] {
    missing(in: tree).map { entry in
      "the web renderer has no drawing for the SF Symbol \"\(entry.symbol)\" (\(entry.node)); "
        + "an HTML page draws a placeholder there (docs/renderer-guide.md, symbols)"
    }
  }
}
