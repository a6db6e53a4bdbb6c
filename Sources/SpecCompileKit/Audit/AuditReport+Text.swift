import BlockSpec

/// The audit report for people: per document a summary line, then each finding with what it
/// means, where it shows, where it comes from in the document and the command that shows it.
enum AuditTextReport {
  static func render(_ documents: [DocumentAudit]) -> String {
    var text = ""
    for (index, document) in documents.enumerated() {
      if index > 0 { text += "\n" }
      let count = document.groups.count
      text += "\(document.file) (\(document.block)): \(document.treeCount) trees audited, "
      text += count == 0 ? "no findings\n" : "\(count) finding\(count == 1 ? "" : "s")\n"
      for group in document.groups {
        let finding = group.finding
        text += "\n\(finding.rule) \(finding.kind.rawValue): \(group.nodes.joined(separator: ", "))"
        if let other = finding.other { text += " (\(other))" }
        text += "\n  \(finding.kind.summary)"
        if let detail = finding.detail { text += ": \(detail)" }
        text += "\n  \(group.span.description) (\(group.occurrences) of \(document.treeCount) trees)\n"
        if let path = group.documentPath { text += "  document: \(path)\n" }
        text += "  reproduce: \(group.example.command(for: document.file))\n"
      }
    }
    return text
  }
}
