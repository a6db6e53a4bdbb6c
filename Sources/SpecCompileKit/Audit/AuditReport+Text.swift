import BlockSpec
import JSONDocuments

/// The audit report for people: per document a summary line, then each finding with what it
/// means, where it shows, where it comes from in the document and the command that shows it.
///
/// What comes from the input (a file or theme name, node ids, a detail) is shown as every
/// message shows it (`MessageText.oneLine`): what cannot be seen is written as a JSON escape, so
/// a name holding a newline or a terminal sequence cannot split a line or drive the terminal.
/// A reproduce command with such a name is escaped the same way, to be unescaped before it runs.
enum AuditTextReport {
  static func render(_ documents: [DocumentAudit]) -> String {
    var text = ""
    for (index, document) in documents.enumerated() {
      if index > 0 { text += "\n" }
      let count = document.groups.count
      text += "\(shown(document.file)) (\(shown(document.block))): \(document.treeCount) trees audited, "
      text += count == 0 ? "no findings\n" : "\(count) finding\(count == 1 ? "" : "s")\n"
      for group in document.groups {
        let finding = group.finding
        text +=
          "\n\(finding.rule) \(finding.kind.rawValue): \(group.nodes.map(shown).joined(separator: ", "))"
        if let other = finding.other { text += " (\(shown(other)))" }
        text += "\n  \(finding.kind.summary)"
        if let detail = finding.detail { text += ": \(shown(detail))" }
        text += "\n  \(shown(group.span.description)) (\(group.occurrences) of \(document.treeCount) trees)\n"
        if let path = group.documentPath { text += "  document: \(shown(path))\n" }
        text += "  reproduce: \(shown(group.example.command(for: document.file)))\n"
      }
    }
    return text
  }

  private static func shown(_ text: String) -> String { MessageText.oneLine(text) }
}
