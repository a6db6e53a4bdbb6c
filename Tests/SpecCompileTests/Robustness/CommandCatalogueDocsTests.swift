import Foundation
import Testing

/// `docs/errors.md` prints each command catalogue entry's lines and exit status; this keeps
/// the page and the command in step, both ways: every entry's last line is on the page, and
/// every line the page shows is one an entry of that row prints, with the row's status.
@Suite("docs/errors.md: command entries")
struct CommandCatalogueDocsTests {
  static let page: String = {
    let url = LibraryReference.repositoryRoot.appendingPathComponent("docs/errors.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// A row's columns, with Markdown's `\|` (a pipe inside code) read as a pipe.
  static func columns(_ id: String) -> [String]? {
    guard let row = page.split(separator: "\n").first(where: { $0.hasPrefix("| \(id) |") }) else {
      return nil
    }
    return row.replacingOccurrences(of: "\\|", with: "\u{1}").dropFirst().dropLast().split(separator: "|")
      .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{1}", with: "|") }
  }

  /// The code spans of a row's last column: the lines it shows.
  static func messages(_ columns: [String]) -> [String] {
    (columns.last ?? "").split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// Whether `line` is what `shown` shows, where the page may shorten a long part to "…".
  static func shows(_ shown: String, _ line: String) -> Bool {
    let parts = shown.components(separatedBy: "…")
    guard parts.count > 1 else { return shown == line }
    guard line.hasPrefix(parts[0]), line.hasSuffix(parts[parts.count - 1]) else { return false }
    var rest = line.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
    for part in parts.dropFirst().dropLast() {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }

  @Test(
    "every E-C catalogue entry's status and last line are on the page, in its row",
    arguments: CommandCatalogueTests.entries)
  func documented(_ entry: CommandCatalogueTests.Entry) throws {
    let columns = try #require(Self.columns(entry.id), "no row for \(entry.id)")
    #expect(columns[1] == "\(entry.status.rawValue)", "\(entry.id)")
    // A row shows one example per case; an entry with several lines shows its last, the new one.
    #expect(Self.messages(columns).contains { Self.shows($0, entry.lines.last ?? "") }, "\(entry.id)")
  }

  @Test("#13.9 every E-C row has an entry, and each line it shows is one an entry of that row prints")
  func everyRowChecked() throws {
    let ids = Set(
      Self.page.split(separator: "\n").compactMap { row in
        row.hasPrefix("| E-C-") ? row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) : nil
      })
    #expect(ids.count >= 14)
    for id in ids {
      let columns = try #require(Self.columns(id))
      let lines = CommandCatalogueTests.entries.filter { $0.id == id }.flatMap(\.lines)
      #expect(!lines.isEmpty, "no catalogue entry runs \(id)")
      for message in Self.messages(columns) {
        #expect(lines.contains { Self.shows(message, $0) }, "\(id) shows a line no entry prints: \(message)")
      }
    }
  }
}
