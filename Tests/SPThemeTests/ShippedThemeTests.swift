import Foundation
import Testing

@testable import SPTheme

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

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Themes/tokens/ is the one source of truth; the library embeds a copy so it works anywhere.
  @Test("the embedded themes match Themes/tokens/ (run Scripts/embed-themes.py after editing a theme)")
  func noDrift() throws {
    let folder = Self.repository.appendingPathComponent("Themes/tokens")
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
    #expect(files.map(\.lastPathComponent).sorted() == EmbeddedThemes.files.keys.sorted())
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(
        EmbeddedThemes.files[file.lastPathComponent] == text,
        "\(file.lastPathComponent) differs from its embedded copy")
    }
    // Only the resolver and its sources: the shipped themes are no longer files of their own.
    let others = try FileManager.default.contentsOfDirectory(
      at: Self.repository.appendingPathComponent("Themes"), includingPropertiesForKeys: nil)
    #expect(others.map(\.lastPathComponent) == ["tokens"])
  }

  @Test("a shipped theme resolved from Themes/tokens/ on disk equals the embedded one", arguments: all)
  func sameFromDisk(name: String) throws {
    let url = Self.repository.appendingPathComponent("Themes/tokens/themes.resolver.json")
    let resolver = try TokenResolver.read(contentsOf: url)
    let input = try #require(resolver.namedInputs[name])
    #expect(try Theme.resolve(contentsOf: url, input: input) == (try Theme.shipped(named: name)))
  }

  /// The root `$extends` of existing theme files builds on the input's merged document, so a
  /// file that changes nothing is the shipped theme, and so is the shipped source as a file.
  @Test(
    "a file extending a shipped theme and changing nothing is that theme; so is its source", arguments: all)
  func extendsNothing(name: String) throws {
    let shipped = try Theme.shipped(named: name)
    let child = try Theme.load(data: Data(#"{"$extends": "\#(name)"}"#.utf8), fileName: "\(name).json")
    #expect(child == shipped)
    let source = try #require(Theme.shippedSource(named: name))
    #expect(try Theme.load(data: Data(source.utf8), fileName: "\(name).json") == shipped)
  }

  /// The brand theme as it was a file of our own format before the shipped themes became a
  /// resolver: an example of the root `$extends`, kept in docs/examples.
  @Test("docs/examples/brand-theme.json, brand over light in our theme format, is the shipped brand")
  func brandExample() throws {
    var theme = try Theme.load(
      contentsOf: Self.repository.appendingPathComponent("docs/examples/brand-theme.json"))
    #expect(theme.name == "brand-theme")
    theme.name = "brand"
    #expect(theme == (try Theme.shipped(named: "brand")))
  }
}
