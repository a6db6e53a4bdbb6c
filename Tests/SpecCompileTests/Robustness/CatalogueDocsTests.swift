import Foundation
import Testing

/// `docs/errors.md` prints each overview and command catalogue entry's lines (and a command's
/// exit status); this keeps the page, the library and the command in step, both ways: every
/// entry's line is on the page, and every line the page shows is one an entry of that row
/// gives, so no row can describe a message nothing checks.
@Suite("docs/errors.md: overview and command entries")
struct CatalogueDocsTests {
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

  /// Every id the page has a row for, of one family (`E-O-`, `E-C-`).
  static func ids(_ family: String) -> Set<String> {
    Set(
      page.split(separator: "\n").compactMap { row in
        row.hasPrefix("| \(family)")
          ? row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) : nil
      })
  }

  /// Every row of `family` has an entry, and each line it shows is one of `lines(id)`.
  static func checkRows(_ family: String, lines: (String) -> [String]) throws {
    for id in ids(family) {
      let messages = Self.messages(try #require(columns(id)))
      // A row of inputs that are accepted shows no message.
      if messages.isEmpty { continue }
      let given = lines(id)
      #expect(!given.isEmpty, "no catalogue entry runs \(id)")
      for message in messages {
        #expect(given.contains { shows(message, $0) }, "\(id) shows a line no entry gives: \(message)")
      }
    }
  }

  @Test(
    "every E-O catalogue line is on the page, in its entry's row", arguments: OverviewCatalogueTests.entries)
  func overviewEntry(_ entry: OverviewCatalogueTests.Entry) throws {
    let columns = try #require(Self.columns(entry.id), "no row for \(entry.id)")
    #expect(Self.messages(columns).contains { Self.shows($0, entry.line) }, "\(entry.id)")
  }

  @Test(
    "every E-C catalogue entry's status and last line are on the page, in its row",
    arguments: CommandCatalogueTests.entries)
  func commandEntry(_ entry: CommandCatalogueTests.Entry) throws {
    let columns = try #require(Self.columns(entry.id), "no row for \(entry.id)")
    #expect(columns[1] == "\(entry.status.rawValue)", "\(entry.id)")
    // A row shows one example per case; an entry with several lines shows its last, the new one.
    #expect(Self.messages(columns).contains { Self.shows($0, entry.lines.last ?? "") }, "\(entry.id)")
  }

  @Test("#13.9 every E-O and E-C row has an entry, and each line it shows is one an entry of that row gives")
  func everyRowChecked() throws {
    #expect(Self.ids("E-O-").count >= 18 && Self.ids("E-C-").count >= 14)
    try Self.checkRows("E-O-") { id in OverviewCatalogueTests.entries.filter { $0.id == id }.map(\.line) }
    try Self.checkRows("E-C-") { id in CommandCatalogueTests.entries.filter { $0.id == id }.flatMap(\.lines) }
  }
}
