import Foundation
import Testing

/// `docs/errors.md` prints each overview catalogue entry's line word for word; this keeps the
/// page and the decoder in step.
@Suite("docs/errors.md: overview entries")
struct OverviewCatalogueDocsTests {
  static let page: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/errors.md")
    // Markdown tables escape a pipe inside code as `\|`.
    return ((try? String(contentsOf: url, encoding: .utf8)) ?? "").replacingOccurrences(of: "\\|", with: "|")
  }()

  @Test(
    "every E-O catalogue line is on the page, in its entry's row", arguments: OverviewCatalogueTests.entries)
  func documented(_ entry: OverviewCatalogueTests.Entry) throws {
    let row = try #require(
      Self.page.split(separator: "\n").first { $0.hasPrefix("| \(entry.id) |") }, "no row for \(entry.id)")
    #expect(row.contains("`\(entry.line)`"), "\(entry.id)")
  }
}
