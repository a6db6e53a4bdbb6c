import Foundation
import Testing

/// `docs/errors.md` prints each overview catalogue entry's line word for word; this keeps the
/// page and the decoder in step, both ways: every line an entry gives is on the page, and every
/// line the page shows is one an entry gives, so no row can describe what nothing checks.
@Suite("docs/errors.md: overview entries")
struct OverviewCatalogueDocsTests {
  static let page: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/errors.md")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// The messages a row shows: the code spans of its last column. (Markdown tables escape a
  /// pipe inside code as `\|`.)
  static func messages(_ id: String) -> [String]? {
    guard let row = page.split(separator: "\n").first(where: { $0.hasPrefix("| \(id) |") }),
      let column = row.replacingOccurrences(of: "\\|", with: "\u{1}").dropLast().split(separator: "|").last
    else { return nil }
    return column.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { $0.element.replacingOccurrences(of: "\u{1}", with: "|") }
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
    "every E-O catalogue line is on the page, in its entry's row", arguments: OverviewCatalogueTests.entries)
  func documented(_ entry: OverviewCatalogueTests.Entry) throws {
    let messages = try #require(Self.messages(entry.id), "no row for \(entry.id)")
    #expect(messages.contains { Self.shows($0, entry.line) }, "\(entry.id)")
  }

  @Test("#13.9 every E-O row has an entry, and each line it shows is one an entry gives")
  func everyRowChecked() throws {
    let ids = Set(
      Self.page.split(separator: "\n").compactMap { row in
        row.hasPrefix("| E-O-") ? row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) : nil
      })
    #expect(ids.count >= 18)
    for id in ids {
      let messages = try #require(Self.messages(id))
      let lines = OverviewCatalogueTests.entries.filter { $0.id == id }.map(\.line)
      // A row of inputs that are accepted shows no message.
      if messages.isEmpty { continue }
      #expect(!lines.isEmpty, "no catalogue entry runs \(id)")
      for message in messages {
        #expect(lines.contains { Self.shows(message, $0) }, "\(id) shows a line no entry gives: \(message)")
      }
    }
  }
}
