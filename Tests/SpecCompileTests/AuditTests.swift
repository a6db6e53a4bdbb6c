import BlockSpec
import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// `spec-compile audit` (#17): the sample and the docs' examples audit clean over the whole
/// default matrix, and a document made to break three rules gets exactly those three findings.
@Suite("Audit")
struct AuditTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func example(_ name: String) -> String { root.appendingPathComponent("docs/examples/\(name)").path }

  /// Runs the whole command in-process.
  static func run(_ arguments: [String]) -> (exit: ExitCode, output: String, errors: [String]) {
    let console = RecordingConsole()
    let exit = SpecCompile.run(["audit"] + arguments, console: console)
    return (exit, console.outputText, console.errorLines)
  }

  @Test(
    "#17 #25 the sample and the docs' examples audit clean in every shipped theme, size, width, motion and state, but for text over a sparkline (the seed's design, reported)",
    arguments: [
      ("sample-overview.json", false), ("overview.json", false), ("dashboard-sample.json", true),
      ("dashboard.json", true), ("sparkline-tile.json", true), ("sparkline-demo.json", true),
    ])
  func examplesAuditClean(name: String, overlaps: Bool) throws {
    let result = Self.run([Self.example(name), "--format", "json"])
    #expect(result.exit == (overlaps ? .checkFailed : .success), "\(result.output)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let documents = try #require(report["documents"] as? [[String: Any]])
    let groups = try #require(documents.first?["findings"] as? [[String: Any]])
    // Every tile's line runs behind its value and change (S-4): the audit measures the text
    // against the line, and that is all it finds.
    #expect(
      Set(groups.compactMap { $0["kind"] as? String }) == (overlaps ? ["textOverGraphic"] : []), "\(groups)")
    #expect((report["findings"] as? Int ?? -1) == groups.count)
    // 5 themes × 12 sizes × 4 widths × 2 motion settings × the block's states.
    let trees = try #require(documents.first?["trees"] as? Int)
    let states = [
      "sample-overview.json": 11, "overview.json": 9, "dashboard-sample.json": 14, "sparkline-tile.json": 1,
    ]
    #expect(trees % (5 * 12 * 4 * 2) == 0 && trees >= 5 * 12 * 4 * 2 * (states[name] ?? 1), "\(trees) trees")
  }

  @Test(
    "#17 a dashboard's own words and tint are audited: a word too long for a row, a tint too pale for its card"
  )
  func dashboardFindings() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var text = try String(contentsOfFile: Self.example("dashboard.json"), encoding: .utf8)
    text = text.replacingOccurrences(of: "\"#248A3D\"", with: "\"#34C759\"")
    text = text.replacingOccurrences(of: "\"New signup\"", with: "\"New subscriber\"")
    let file = try directory.write(text, to: "dashboard.json")
    let result = Self.run([file, "--theme", "light", "--width", "320", "--format", "json"])
    #expect(result.exit == .checkFailed)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let document = try #require((report["documents"] as? [[String: Any]])?.first)
    let groups = try #require(document["findings"] as? [[String: Any]])
    let kinds = Set(groups.compactMap { $0["kind"] as? String })
    #expect(kinds == ["wordBroken", "contrastTooLow", "textOverGraphic"], "\(groups)")
    let broken = try #require(groups.first { $0["kind"] as? String == "wordBroken" })
    #expect(broken["documentPath"] as? String == "activity[1].title")
  }

  /// A headline label with a word too long for 320 pt at accessibility5, a tile label that
  /// is tight from accessibility3 up to 390 pt, and a theme whose secondary text is 3.9:1.
  static func brokenCase(in directory: TemporaryDirectory) throws -> (document: String, theme: String) {
    let sample = try Data(contentsOf: URL(fileURLWithPath: example("sample-overview.json")))
    var overview = try #require(try JSONSerialization.jsonObject(with: sample) as? [String: Any])
    overview["label"] = "Reconciliation"
    var periods = try #require(overview["periods"] as? [String: [String: Any]])
    for (range, var period) in periods {
      var metrics = try #require(period["metrics"] as? [[String: Any]])
      metrics[1]["label"] = "Reimbursements"
      period["metrics"] = metrics
      periods[range] = period
    }
    overview["periods"] = periods
    let document = directory.file("tight.json")
    try JSONSerialization.data(withJSONObject: overview).write(to: URL(fileURLWithPath: document))
    let lowSecondary = ##"{"$extends": "light", "color": {"textSecondary": {"$value": "#818181"}}}"##
    let theme = try directory.write(lowSecondary, to: "low.json")
    return (document, theme)
  }

  @Test(
    "#17 a tight label, a word too long at accessibility5 and 3.9:1 secondary text: exactly those findings")
  func exactlyTheBrokenRules() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (document, theme) = try Self.brokenCase(in: directory)
    let result = Self.run([document, "--theme", theme, "--format", "json"])
    #expect(result.exit == .checkFailed)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let documents = try #require(report["documents"] as? [[String: Any]])
    let findings = try #require(documents.first?["findings"] as? [[String: Any]])
    let summary = findings.map { finding in
      [finding["rule"], finding["kind"], (finding["nodes"] as? [String])?.first, finding["where"]]
        .map { "\($0 ?? "-")" }.joined(separator: " | ")
    }
    #expect(
      summary == [
        "O-DT-5 | wordBroken | headline.label | at accessibility5 at 320 pt in theme \(theme) in every state",
        "O-DT-5 | wordBroken | tiles.average-order.label | from accessibility3 at 320, 375 and 390 pt in theme \(theme)"
          + " when loaded, range 1W, range 3M, range 1Y, scrub first and scrub last",
        "WCAG-1.4.3 | contrastTooLow | error.description | up to xxLarge at every width in theme \(theme) in every state",
      ])
    let contrast = try #require(findings.last)
    #expect(contrast["other"] as? String == "color.textSecondary on color.surface on ground")
    #expect(contrast["detail"] as? String == "3.89:1 where 4.50:1 is needed")
    #expect(findings[1]["documentPath"] as? String == "periods.1M.metrics[1].label")
    #expect(
      findings[0]["command"] as? String
        == "spec-compile \(document) --theme \(theme) --dynamic-type accessibility5 --width 320 --format tree"
    )
  }

  @Test("#17 the reproducing command compiles the tree that shows the finding")
  func commandReproduces() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (document, theme) = try Self.brokenCase(in: directory)
    let console = RecordingConsole()
    let exit = SpecCompile.run(
      [document, "--theme", theme, "--dynamic-type", "accessibility5", "--width", "320"], console: console)
    #expect(exit == .success)
    let tree = try LayoutTree(jsonData: console.output)
    let found = tree.frames().audit(tree).map { "\($0.kind.rawValue) \($0.id)" }
    #expect(found.contains("wordBroken headline.label"))
  }

  @Test("#17 SARIF 2.1.0: one rule per rule and kind, each result against the document with its JSON path")
  func sarif() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (document, theme) = try Self.brokenCase(in: directory)
    let result = Self.run([document, "--theme", theme, "--format", "sarif", "--width", "320"])
    #expect(result.exit == .checkFailed)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == ["O-DT-5/wordBroken", "WCAG-1.4.3/contrastTooLow"])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)
    let tile = try #require(
      results.first { ($0["message"] as? [String: Any])?["text"] as? String ?? "" ~= "tiles" })
    let location = try #require((tile["locations"] as? [[String: Any]])?.first)
    let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
    #expect(logical["fullyQualifiedName"] as? String == "periods.1M.metrics[1].label")
  }

  @Test(
    "#17 usage errors exit 64 with the problem named",
    arguments: [
      ([String](), "audit: missing the documents to audit (one or more files)"),
      (["x.json", "--format", "xml"], "audit: --format: 'xml' is not a format (text, json, sarif)"),
      (["x.json", "--them", "dark"], "audit: unknown option '--them' (did you mean '--theme'?)"),
      (
        ["x.json", "--width", "-3"],
        "audit: --width <points>: '-3' is not a width in points (a number above 0, at most 10000)"
      ),
    ])
  func usage(arguments: [String], message: String) {
    let result = Self.run(arguments)
    #expect(result.exit == .usage)
    #expect(result.errors.contains("spec-compile: \(message)"), "\(result.errors)")
  }

  @Test(
    "#23.9 an empty value or list item is a usage error (64), as compiling refuses one, never the default matrix",
    arguments: [
      (["x.json", "--theme", ""], "audit: --theme <name|path>: the value is empty"),
      (["x.json", "--theme="], "audit: --theme <name|path>: the value is empty"),
      (["x.json", "--output", ""], "audit: --output <file>: the value is empty"),
      (["x.json", "--format="], "audit: --format <text|json|sarif>: the value is empty"),
      (["x.json", "--locale", ""], "audit: --locale <id>: the value is empty"),
      (
        ["x.json", "--width", "320,,375"],
        "audit: --width <points>: '320,,375' has an empty item; separate the values by single commas"
      ),
      (
        ["x.json", "--theme", "light,"],
        "audit: --theme <name|path>: 'light,' has an empty item; separate the values by single commas"
      ),
      (
        ["x.json", "--width", "320", "--width", " "],
        "audit: --width <points>: ' ' has an empty item; separate the values by single commas"
      ),
    ])
  func emptyValues(arguments: [String], message: String) {
    let result = Self.run(arguments)
    #expect(result.exit == .usage)
    #expect(result.errors == ["spec-compile: \(message)"])
    #expect(result.output.isEmpty)
  }

  @Test("#23.10 the text report escapes what cannot be seen in a file or theme name, as messages do")
  func escapedNames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let document = try directory.write(
      #"{"block": "sparklineStatTile", "title": "Supercalifragilisticexpialidociousness", "value": "1", "trend": [1, 2]}"#,
      to: "a\nb.json")
    let theme = try directory.write(#"{"$extends": "light"}"#, to: "t\u{1B}[31m.json")
    let result = Self.run([document, "--theme", theme, "--width", "320"])
    #expect(result.exit == .checkFailed)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    // The long title does not fit (one finding); the trend line may cross the change (#25).
    #expect(
      lines.first?.hasPrefix("\(directory.path)/a\\nb.json (sparklineStatTile): 24 trees audited, ") == true)
    #expect(result.output.contains("in theme \(directory.path)/t\\u001B[31m.json"))
    #expect(result.output.contains("reproduce: spec-compile '\(directory.path)/a\\nb.json' --theme"))
    #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let reproduce = lines.filter { $0.hasPrefix("reproduce") || $0.hasPrefix("  reproduce") }
    #expect(!reproduce.isEmpty && reproduce.allSatisfy { $0.contains("a\\nb.json") })
  }

  @Test("#17 a missing document exits 66, an invalid one 65")
  func badInput() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(Self.run([directory.file("absent.json")]).exit == .noInput)
    let bad = try directory.write(#"{"label": 3}"#, to: "bad.json")
    #expect(Self.run([bad]).exit == .dataError)
  }
}

extension String {
  fileprivate static func ~= (text: String, part: String) -> Bool { text.contains(part) }
}

extension AuditTests {
  @Test("#17 docs/audit.md shows the report the broken case gets, word for word")
  func documentedReport() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (document, theme) = try Self.brokenCase(in: directory)
    let result = Self.run([document, "--theme", theme])
    let shown = result.output.replacingOccurrences(of: directory.path + "/", with: "")
    let page = try String(contentsOf: Self.root.appendingPathComponent("docs/audit.md"), encoding: .utf8)
    let start = try #require(page.range(of: "```text\ntight.json"))
    let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
    let documented = String(page[page.index(start.lowerBound, offsetBy: 8)..<end.lowerBound]) + "\n"
    #expect(shown == documented)
  }
}
