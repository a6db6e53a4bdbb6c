import BlockSpec
import Foundation
import SPTheme
import Testing

@testable import BlockSpec
@testable import SpecCompileKit

/// #25: what the audit and the compiler say about the page a renderer draws: text over a
/// sparkline, and SF Symbols the web renderer has no drawing for.
@Suite("#25 Renderer fidelity: text over a sparkline, symbols the web renderer cannot draw")
struct RendererFidelityTests {
  static func run(_ arguments: [String]) -> (exit: ExitCode, output: String, errors: [String]) {
    let console = RecordingConsole()
    let exit = SpecCompile.run(arguments, console: console)
    return (exit, console.outputText, console.errorLines)
  }

  static func findings(_ report: String) throws -> [[String: Any]] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
    let document = try #require((object["documents"] as? [[String: Any]])?.first)
    return try #require(document["findings"] as? [[String: Any]])
  }

  @Test("#25 the audit reports the tile's change text where its trend line runs through it, under 3:1")
  func textOverLine() throws {
    let result = Self.run([
      "audit", AuditTests.example("sparkline-tile.json"), "--theme", "light", "--width", "320", "--format",
      "json",
    ])
    #expect(result.exit == .checkFailed)
    let groups = try Self.findings(result.output)
    let overlap = try #require(groups.first { $0["kind"] as? String == "textOverGraphic" }, "\(groups)")
    #expect(overlap["rule"] as? String == "WCAG-1.4.11")
    #expect(overlap["nodes"] as? [String] == ["tile.change.text"])
    let other = try #require(overlap["other"] as? String)
    #expect(other.hasPrefix("color.success on color.system.indigo (the sparkline's line)"), "\(other)")
    let detail = try #require(overlap["detail"] as? String)
    #expect(detail.hasSuffix("where 3.00:1 is needed"))
    #expect(overlap["documentPath"] as? String == "trend")
  }

  @Test("#25 a text measures against the line it crosses and the area it sits in; one clear of both, neither")
  func overlapGeometry() {
    // A line from (0, 50) to (100, 0) in a 100 × 50 box: it rises through the box's middle.
    let points: [(x: Double, y: Double)] = [(0, 50), (100, 0)]
    let crossed = Frame(x: 40, y: 20, width: 20, height: 10)
    let above = Frame(x: 0, y: 0, width: 20, height: 10)
    let below = Frame(x: 70, y: 40, width: 20, height: 10)
    #expect(GraphicOverlapAudit.crosses(points, crossed, inflatedBy: 1))
    #expect(!GraphicOverlapAudit.crosses(points, above, inflatedBy: 1))
    #expect(!GraphicOverlapAudit.crosses(points, below, inflatedBy: 1))
    #expect(GraphicOverlapAudit.reachesUnder(points, crossed))
    #expect(GraphicOverlapAudit.reachesUnder(points, below))
    #expect(!GraphicOverlapAudit.reachesUnder(points, above))
  }

  /// The dashboard's example with one row's symbol replaced by one the renderer has no drawing for.
  static func unknownSymbol(in directory: TemporaryDirectory) throws -> String {
    var text = try String(contentsOfFile: AuditTests.example("dashboard.json"), encoding: .utf8)
    #expect(text.contains(#""symbol": "envelope""#))
    text = text.replacingOccurrences(of: #""symbol": "envelope""#, with: #""symbol": "gift.fill""#)
    return try directory.write(text, to: "dashboard.json")
  }

  @Test("#25 compiling a tree with a symbol the web renderer cannot draw says so on standard error")
  func compileNote() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try Self.unknownSymbol(in: directory)
    for format in [["--format", "html"], []] {
      let result = Self.run([file] + format)
      #expect(result.exit == .success)
      #expect(
        result.errors.contains {
          $0.contains(
            #"the web renderer has no drawing for the SF Symbol "gift.fill" (activity.signup-12.icon)"#)
        }, "\(result.errors)")
    }
    // The docs' own documents name nothing it cannot draw.
    let clean = Self.run([AuditTests.example("dashboard.json"), "--format", "html"])
    #expect(!clean.errors.contains { $0.contains("no drawing for") }, "\(clean.errors)")
  }

  @Test("#25 the audit reports each symbol the web renderer cannot draw, with the document's field")
  func auditFinding() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = try Self.unknownSymbol(in: directory)
    let result = Self.run(
      [file, "--theme", "light", "--width", "390", "--format", "json"].prepending("audit"))
    #expect(result.exit == .checkFailed)
    let groups = try Self.findings(result.output)
    let symbol = try #require(groups.first { $0["kind"] as? String == "symbolNotDrawn" }, "\(groups)")
    #expect(symbol["rule"] as? String == "WEB-SYMBOL")
    #expect(symbol["nodes"] as? [String] == ["activity.signup-12.icon"])
    #expect(symbol["other"] as? String == "gift.fill")
    #expect(symbol["documentPath"] as? String == "activity[1].symbol")
  }

  /// Every symbol name the given files give a document or a tile: `"symbol": "…"`,
  /// `"systemImage": "…"`, `symbol: "…"`, `systemName: "…"`, `tile("…", "…"`.
  static func namedSymbols(in files: [URL]) throws -> Set<String> {
    let pattern = try Regex(
      #"(?:"symbol"\s*:\s*"|"systemImage"\s*:\s*"|symbol:\s*"|systemName:\s*"|tile\("[^"]*",\s*")([a-z][a-z0-9.]*)""#
    )
    var names: Set<String> = []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: pattern) {
        if let name = match.output[1].substring { names.insert(String(name)) }
      }
    }
    return names
  }

  /// The README, the docs and their JSON examples: what the package itself holds.
  static func packageFiles() throws -> [URL] {
    let root = LibraryReference.repositoryRoot
    var files: [URL] = [root.appendingPathComponent("README.md")]
    let docs = root.appendingPathComponent("docs")
    for name in try FileManager.default.contentsOfDirectory(atPath: docs.path) where name.hasSuffix(".md") {
      files.append(docs.appendingPathComponent(name))
    }
    let examples = docs.appendingPathComponent("examples")
    for name in try FileManager.default.contentsOfDirectory(atPath: examples.path)
    where name.hasSuffix(".json") {
      files.append(examples.appendingPathComponent(name))
    }
    return files
  }

  /// The product documents, when the team's `shared/seeds` sits beside the package (none in a
  /// checkout of the package alone).
  static func seedFiles() -> [URL] {
    let beside = LibraryReference.repositoryRoot.deletingLastPathComponent()
    let seeds = beside.appendingPathComponent("shared/seeds")
    return ((try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []).map {
      seeds.appendingPathComponent($0)
    }
  }

  @Test("#25 the web renderer draws every symbol the docs, examples, seeds and samples name")
  func everyNamedSymbolDrawn() throws {
    // The floor is on the package's own files, so that a pattern that finds nothing cannot pass,
    // and holds in a checkout without the seeds beside it (they name three symbols more).
    let documented = try Self.namedSymbols(in: Self.packageFiles())
    #expect(documented.count >= 12, "\(documented.sorted())")
    let named = documented.union(try Self.namedSymbols(in: Self.seedFiles()))
    #expect(
      named.subtracting(WebSymbols.drawable).isEmpty, "\(named.subtracting(WebSymbols.drawable).sorted())")
    // And every symbol a sample tree or a documented example compiles to, with the defaults.
    for arguments in [
      ["--sample"], ["--sample", "--block", "sparklineStatTile"], ["--sample", "--block", "dashboard"],
      [AuditTests.example("sparkline-tile.json")], [AuditTests.example("dashboard.json")],
    ] {
      let result = Self.run(arguments)
      #expect(result.exit == .success)
      let tree = try LayoutTree(jsonData: Data(result.output.utf8))
      #expect(WebSymbols.missing(in: tree).isEmpty, "\(arguments): \(WebSymbols.missing(in: tree))")
    }
  }

  @Test("#27 a symbol table's entries are read from its lines alone, by the table rules")
  func tableRules() {
    let source = """
      const SYMBOLS_NOT = {
        decoy: "x",
      };
      export const SYMBOLS = {
        cart: "M0 0",
        "building.columns": "M1 1",
        // commented: "M2 2",
          nested: "M3 3",
        \u{20}\u{20}
        lifepreserver : "M4 4",
      };
        ghost: "after the table",
      const SCREEN_SYMBOLS = {
        "chevron.right": "M5 5",
      }
      """
    #expect(
      HTMLPage.tableSymbols(in: source) == ["cart", "building.columns", "lifepreserver", "chevron.right"])
    #expect(HTMLPage.tableSymbols(in: "export const SYMBOLS = {") == [])
  }

  @Test("#25 the renderer's symbol tables are read whole, and a page keeps the placeholder")
  func tablesRead() {
    #expect(
      WebSymbols.drawable.isSuperset(of: [
        "chevron.right", "checkmark", "cart", "lifepreserver", "building.columns",
      ]))
    #expect(!WebSymbols.drawable.contains { $0.contains(" ") || $0.contains("\"") || $0.isEmpty })
    let tree = StatsOverviewBlock.compile(
      Overview.sample(today: Date(timeIntervalSince1970: 1_791_763_200)),
      theme: try! Theme.shipped(named: "light"),
      environment: BlockEnvironment(width: 350), state: StatsOverviewState())
    let page = String(
      decoding: HTMLPage.render(tree: tree, rangeTrees: [], background: "#F2F2F7"), as: UTF8.self)
    #expect(page.contains("SYMBOL_PLACEHOLDER"))
    #expect(page.contains("symbolMissing"))
  }
}

extension Array where Element == String {
  fileprivate func prepending(_ first: String) -> [String] { [first] + self }
}
