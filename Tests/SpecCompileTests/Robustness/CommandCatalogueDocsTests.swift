import Foundation
import Testing

/// `docs/errors.md` prints each command catalogue entry's lines and exit status; this keeps
/// the page and the command in step.
@Suite("docs/errors.md: command entries")
struct CommandCatalogueDocsTests {
  static let page: String = {
    let url = LibraryReference.repositoryRoot.appendingPathComponent("docs/errors.md")
    // Markdown tables escape a pipe inside code as `\|`.
    return ((try? String(contentsOf: url, encoding: .utf8)) ?? "").replacingOccurrences(of: "\\|", with: "|")
  }()

  @Test(
    "every E-C catalogue entry's status and lines are on the page, in its row",
    arguments: CommandCatalogueTests.entries)
  func documented(_ entry: CommandCatalogueTests.Entry) throws {
    let row = try #require(
      Self.page.split(separator: "\n").first { $0.hasPrefix("| \(entry.id) |") }, "no row for \(entry.id)")
    #expect(row.hasPrefix("| \(entry.id) | \(entry.status.rawValue) |"), "\(entry.id)")
    // A row shows one example per case; an entry with several lines shows its last, the new one.
    #expect(row.contains("`\(entry.lines.last ?? "")`"), "\(entry.id)")
  }
}
