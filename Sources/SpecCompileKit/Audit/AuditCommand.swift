import BlockSpec
import Foundation
import SPTheme

/// `spec-compile audit`: compiles each document over the matrix of themes × Dynamic Type sizes
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
      }
      themes.append(AuditMatrix.NamedTheme(name: name, theme: theme))
    }
    var reports: [DocumentAudit] = []
    for file in request.files {
      let data = try InputFile.read(file, role: "overview", limit: Overview.maximumInputSize + 1)
      guard data.count <= Overview.maximumInputSize else {
        throw CommandFailure(
          .dataError,
          "\(file): expected an overview of at most \(Overview.maximumInputSize) bytes, found more")
      }
      let overview: Overview
      do {
        overview = try Overview.decode(from: data, source: file)
      } catch {
        throw CommandFailure(.dataError, error.lines)
      }
      progress("auditing \(file)")
      reports.append(
        StatsOverviewBlock.audit(
          overview, file: file, themes: themes, widths: request.widths, locales: request.locales))
    }
    return reports
  }
}
