import Foundation
import SPTheme

/// What `spec-compile audit` asks of a block: the states to visit, the nodes that must be
/// headers, and where a finding's content comes from in the document. Each has a default, so a
/// new block is audited over its default state from the day it is registered.
extension BlockDefinition {
  /// The default: the block's default state only.
  public static func auditStates(for document: Document) -> [(state: AuditMatrix.State, value: State)] {
    [(AuditMatrix.State(name: "default", flags: []), defaultState)]
  }

  /// The default: no node must be a header.
  public static var auditHeaders: [String] { [] }

  /// The default: the block cannot say.
  public static func documentPath(of finding: AuditFinding, in document: Document) -> String? { nil }

  /// Compiles `document` over the whole matrix (every theme, size, width, Reduce Motion setting,
  /// locale and the block's audit states), lays out and audits every tree on every core, and
  /// groups the findings. `file` names the document in the report and its commands.
  public static func audit(
    _ document: Document, file: String, themes: [AuditMatrix.NamedTheme],
    widths: [Double] = AuditMatrix.defaultWidths, locales: [Locale] = [Locale(identifier: "en_US")],
    drawableSymbols: Set<String>? = nil
  ) -> DocumentAudit {
    let states = auditStates(for: document)
    let matrix = AuditMatrix(themes: themes, widths: widths, locales: locales, states: states.map(\.state))
    let utc = TimeZone(identifier: "UTC")!
    let headers = auditHeaders
    let results = matrix.run { item in
      let theme = matrix.themes[item.theme].theme
      let tree = compile(
        document, theme: theme, environment: matrix.environment(of: item, timeZone: utc),
        state: states[item.state].value)
      return TreeAudit.findings(in: tree, theme: theme, headers: headers, drawableSymbols: drawableSymbols)
    }
    let groups = matrix.group(results) { documentPath(of: $0, in: document) }
    return DocumentAudit(file: file, block: name, treeCount: matrix.count, groups: groups)
  }
}
