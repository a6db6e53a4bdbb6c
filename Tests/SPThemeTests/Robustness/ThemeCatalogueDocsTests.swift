import Foundation
import Testing

/// `docs/errors.md` prints each theme catalogue entry's line word for word; this keeps the page
/// and the loader in step.
@Suite("docs/errors.md: theme entries")
struct ThemeCatalogueDocsTests {
  static let page: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/errors.md")
    // Markdown tables escape a pipe inside code as `\|`.
    return ((try? String(contentsOf: url, encoding: .utf8)) ?? "").replacingOccurrences(of: "\\|", with: "|")
  }()

  @Test("every E-T catalogue line is on the page, in its entry's row", arguments: ThemeCatalogueTests.entries)
  func documented(_ entry: ThemeCatalogueTests.Entry) throws {
    let row = try #require(
      Self.page.split(separator: "\n").first { $0.hasPrefix("| \(entry.id) |") }, "no row for \(entry.id)")
    #expect(row.contains("`\(entry.message)`"), "\(entry.id)")
  }
}
