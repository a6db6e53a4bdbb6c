import BlockSpec
import Foundation
import SPTheme

/// `spec-compile audit`: compiles each document, of any registered block, over the matrix of themes × Dynamic Type sizes
/// × widths × Reduce Motion × locales × the block's states, lays out and audits every tree, and
/// reports each finding once with the smallest environment that shows it.
enum AuditCommand {
  /// The report for every document, in the order given.
  static func audit(_ request: AuditRequest, progress: (String) -> Void = { _ in }) throws(CommandFailure)
    -> [DocumentAudit]
  {
    var themes: [AuditMatrix.NamedTheme] = []
    for reference in request.themes {
      let theme = try ThemeSource.load(reference, subject: "audit: --theme")
      let name: String
      switch reference {
      case .shipped(let shipped): name = shipped
      case .file(let path): name = path
      case .resolved: name = theme.name
      }
      themes.append(AuditMatrix.NamedTheme(name: name, theme: theme))
    }
    var reports: [DocumentAudit] = []
    for file in request.files {
      let contents = try InputFile.read(file, role: "document", limit: Overview.maximumInputSize)
      let document = try CompileCommand.decode(contents, source: file, head: InputFile.head(file))
      progress("auditing \(file) (\(document.block.name))")
      reports.append(
        document.audit(
          file: file, themes: themes, widths: request.widths, locales: request.locales,
          drawableSymbols: WebSymbols.drawable))
    }
    return reports
  }
}
