import Foundation
import SPTheme
import Testing

/// docs/themes.md prints every shipped theme's contrast figures; this keeps them true.
@Suite("Contrast figures in docs/themes.md")
struct ContrastDocsTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/themes.md")

  /// The rows of the table under `**name**`: role → figures (bg, surface, fill on surface,
  /// fill on bg; the accent row has only surface).
  static func documentedFigures(of name: String) throws -> [String: [Double]] {
    let text = try String(contentsOf: docs, encoding: .utf8)
    guard let start = text.range(of: "**\(name)** (") else { return [:] }
    var rows: [String: [Double]] = [:]
    for line in text[start.upperBound...].split(separator: "\n").dropFirst().prefix(10) {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count > 3, let role = cells[1].split(separator: " ").first.map(String.init) else {
        continue
      }
      let figures = cells.dropFirst(3).compactMap { Double($0) }
      if !figures.isEmpty { rows[role] = figures }
    }
    return rows
  }

  @Test("every documented figure matches the theme's contrast report", arguments: Theme.shippedNames)
  func figures(name: String) throws {
    let report = try Theme.shipped(named: name).contrastReport()
    let documented = try Self.documentedFigures(of: name)
    #expect(documented.count == 6, "docs/themes.md has no complete table for \(name)")
    for role in ColorRole.textRoles {
      let measured = report.checks.filter { $0.foreground == role && $0.purpose == .text }.map(\.ratio)
      let figures = try #require(documented[role.rawValue])
      #expect(figures.count == measured.count)
      for (figure, ratio) in zip(figures, measured) {
        #expect(abs(figure - ratio) < 0.005, "\(name) \(role): docs say \(figure), measured \(ratio)")
      }
    }
    let accent = try #require(report.checks.first { $0.purpose == .graphic })
    #expect(abs((documented["accent"]?.first ?? 0) - accent.ratio) < 0.005)
  }
}
