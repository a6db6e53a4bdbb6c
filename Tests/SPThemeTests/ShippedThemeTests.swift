import Foundation
import SPTheme
import Testing

@Suite("Shipped themes")
struct ShippedThemeTests {
  static let all = ["brand", "dark", "dark-high-contrast", "light", "light-high-contrast"]

  @Test("five themes ship, listed in sorted order")
  func names() {
    #expect(Theme.shippedNames == Self.all)
  }

  @Test("every shipped theme loads, with the seeds' fixed spacing", arguments: all)
  func loads(name: String) throws {
    let theme = try Theme.shipped(named: name)
    #expect(theme.name == name)
    #expect(theme.space(.md) == 12)
    #expect(theme.space(.lg) == 16)
    let spaces = SpaceStep.allCases.map(theme.space)
    #expect(spaces == spaces.sorted())
    #expect(theme.isHighContrast == name.hasSuffix("high-contrast"))
  }

  @Test(
    "every text role meets its contrast on bg, surface and fill (4.5:1, or 7:1 high contrast); accent 3:1 on surface",
    arguments: all)
  func contrast(name: String) throws {
    let report = try Theme.shipped(named: name).contrastReport()
    #expect(report.textThreshold == (name.hasSuffix("high-contrast") ? 7 : 4.5))
    // 5 text roles × 4 backdrops, and the accent.
    #expect(report.checks.count == 21)
    for check in report.checks {
      #expect(check.passes, "\(name): \(check.foreground) on \(check.backgroundName) is \(check.ratio)")
    }
    #expect(report.passes)
  }

  /// The lowest figures of each theme, as docs/themes.md lists them: the weakest text pair and
  /// the accent on surface.
  @Test(
    "contrast figures match the documented ones",
    arguments: [
      ("light", 4.74, "danger", 4.02), ("dark", 4.61, "danger", 4.66), ("brand", 4.74, "danger", 7.19),
      ("light-high-contrast", 7.52, "textTertiary", 7.56), ("dark-high-contrast", 7.38, "danger", 6.01),
    ])
  func figures(name: String, weakestText: Double, weakestRole: String, accent: Double) throws {
    let report = try Theme.shipped(named: name).contrastReport()
    let text = report.checks.filter { $0.purpose == .text }.min { $0.ratio < $1.ratio }!
    #expect(abs(text.ratio - weakestText) < 0.005)
    #expect(text.foreground.rawValue == weakestRole)
    let accentCheck = report.checks.first { $0.purpose == .graphic }!
    #expect(accentCheck.foreground == .accent && accentCheck.background == [.surface])
    #expect(abs(accentCheck.ratio - accent) < 0.005)
  }

  @Test("a failing pair is reported with its figures")
  func failingReport() throws {
    let theme = try Theme.load(
      data: Data(##"{"$extends": "light", "color": {"textTertiary": {"$value": "#AAAAAA"}}}"##.utf8),
      fileName: "pale.json")
    let report = theme.contrastReport()
    #expect(!report.passes)
    #expect(report.failures.allSatisfy { $0.foreground == .textTertiary })
    #expect(report.failures.count == 4)
    #expect(report.failures.allSatisfy { !$0.meetsAA && !$0.meetsAAA })
  }

  /// Themes/ is the one source of truth; the library embeds a copy so it works anywhere.
  @Test("the embedded themes match Themes/ (run Scripts/embed-themes.py after editing a theme)")
  func noDrift() throws {
    let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Themes")
    let files = try FileManager.default.contentsOfDirectory(at: themes, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
    let names = files.map { $0.deletingPathExtension().lastPathComponent }.sorted()
    #expect(names == Theme.shippedNames)
    for file in files {
      let name = file.deletingPathExtension().lastPathComponent
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(Theme.shippedSource(named: name) == text, "\(name).json differs from its embedded copy")
    }
  }

  @Test("a shipped theme loaded from Themes/ equals the embedded one", arguments: all)
  func sameFromDisk(name: String) throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Themes/\(name).json")
    #expect(try Theme.load(contentsOf: file) == (try Theme.shipped(named: name)))
  }
}
