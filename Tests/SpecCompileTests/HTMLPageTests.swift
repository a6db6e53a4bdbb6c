import BlockSpec
import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// `--format html`: one self-contained page with the web renderer and the trees it draws.
@Suite("spec-compile --format html")
struct HTMLPageTests {
  /// The renderer's file is the one source of truth; the command embeds a copy.
  @Test("the embedded renderer matches Renderers/web/spblocks-renderer.js (run Scripts/embed-renderer.py)")
  func noDrift() throws {
    let file = LibraryReference.repositoryRoot.appendingPathComponent("Renderers/web/spblocks-renderer.js")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(EmbeddedRenderer.source == text, "the renderer differs from its embedded copy")
  }

  @Test(
    "a page carries the renderer's screen section only when its trees use it",
    arguments: [
      (["--sample"], false), (["--sample", "--block", "sparklineStatTile"], false),
      (["--sample", "--block", "dashboard"], true),
    ])
  func screenSection(arguments: [String], screens: Bool) throws {
    let (code, page) = Self.run(arguments + ["--format", "html"])
    #expect(code == .success)
    #expect(EmbeddedRenderer.source.contains(HTMLPage.screenSectionBanner))
    // The section registers the screen kinds; the part every page carries declares the hooks.
    #expect(page.contains(#"registerKind("swipeRow""#) == screens)
    #expect(page.contains("const SHOW_HOOKS = []"))
    #expect(page.contains("export const EFFECTS = {}"))
  }

  @Test("a page carries the symbols its trees name and the renderer's own, no others")
  func symbolsPruned() throws {
    let (_, overview) = Self.run(["--sample", "--format", "html"])
    #expect(overview.contains(#""chevron.right": "#))  // the overview's tiles
    #expect(overview.contains("checkmark: "))  // drawn by name by the renderer
    #expect(!overview.contains("lifepreserver"))  // the tile demo's only
    let (_, tiles) = Self.run(["--sample", "--block", "sparklineStatTile", "--format", "html"])
    #expect(tiles.contains("lifepreserver:"))
    #expect(
      HTMLPage.quotedWords(in: #"{"symbol":"arrow.up.right","text":"a \"b\" c","n":"x"}"#)
        == ["symbol", "arrow.up.right", "text", "n", "x"])
  }

  @Test(
    "#25 a page at --width N is N wide in an N-wide window: a screen fills it, a card's margin shrinks",
    arguments: [
      (
        ["--sample", "--width", "320"],
        "margin: 0; padding: 20px max(0px, min(20px, calc((100vw - 320px) / 2)));"
      ),
      (
        ["docs/examples/sparkline-tile.json", "--width", "390"],
        "margin: 0; padding: 20px max(0px, min(20px, calc((100vw - 390px) / 2)));"
      ),
      (["--sample", "--block", "sparklineStatTile", "--width", "320"], "margin: 0; padding: 0;"),
      (["--sample", "--block", "dashboard", "--width", "390"], "margin: 0; padding: 0;"),
    ])
  func pageFitsItsWidth(arguments: [String], style: String) throws {
    let (code, page) = Self.run(
      arguments.map {
        $0.hasPrefix("docs/") ? LibraryReference.repositoryRoot.appendingPathComponent($0).path : $0
      }
        + ["--format", "html"])
    #expect(code == .success)
    #expect(page.contains("body { \(style) }"))
    #expect(!page.contains("padding: 20px; }"))
  }

  /// The JSON the page embeds, parsed back.
  private static func embedded(_ page: String) throws -> [String: Any] {
    let start = try #require(page.range(of: #"<script type="application/json" id="spblocks-data">"#))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = String(page[start.upperBound..<end.lowerBound])
    #expect(!json.contains("<"))
    return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  private static func run(_ arguments: [String]) -> (ExitCode, String) {
    let console = RecordingConsole()
    let code = SpecCompile.run(arguments, console: console)
    return (code, String(decoding: console.output, as: UTF8.self))
  }

  @Test(
    "the documented commands write a page with the tree and each offered range's tree",
    arguments: [
      ["--sample", "--format", "html"],
      [
        "--sample", "--theme", "dark", "--dynamic-type", "accessibility5", "--width", "320", "--format",
        "html",
      ],
      ["--sample", "--ranges", "1W,1M", "--scrub", "4", "--format", "html"],
    ])
  func page(arguments: [String]) throws {
    let (code, page) = Self.run(arguments)
    #expect(code == .success)
    #expect(page.hasPrefix("<!doctype html>\n"))
    #expect(page.hasSuffix("</html>\n"))
    let data = try Self.embedded(page)
    let json = Self.run(arguments.filter { $0 != "--format" && $0 != "html" }).1
    let tree = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
    #expect((data["tree"] as? NSDictionary) == tree)
    let ranges = try #require(data["ranges"] as? [String: Any])
    let offered = (tree["environment"] as? [String: Any])?["ranges"] as? [String] ?? []
    #expect(Set(ranges.keys) == Set(offered))
    for range in offered {
      let picked = try #require(ranges[range] as? [String: Any])
      #expect(picked["range"] as? String == range)
      #expect(picked["state"] as? String == "loaded")
    }
  }

  /// The `--format html` command lines the docs show, as written (no quoting in them).
  static let documentedCommands: [[String]] = {
    var commands: [[String]] = []
    for page in ["docs/cli.md", "docs/renderer-guide.md", "README.md"] {
      let url = LibraryReference.repositoryRoot.appendingPathComponent(page)
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n")
      where line.hasPrefix("spec-compile ") && line.contains("--format html") {
        let words = line.split(separator: "#")[0].split(separator: " ").map(String.init)
        commands.append(Array(words.dropFirst()))
      }
    }
    return commands
  }()

  @Test("every --format html command in the docs runs and writes a page")
  func documented() throws {
    #expect(Self.documentedCommands.count >= 4)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("html-docs-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for command in Self.documentedCommands {
      var arguments = command
      if let index = arguments.firstIndex(of: "--output") {
        arguments[index + 1] = directory.appendingPathComponent(arguments[index + 1]).path
      }
      let console = RecordingConsole()
      #expect(SpecCompile.run(arguments, console: console) == .success, "\(command)")
      let written =
        arguments.firstIndex(of: "--output").map { index in
          (try? String(contentsOfFile: arguments[index + 1], encoding: .utf8)) ?? ""
        } ?? String(decoding: console.output, as: UTF8.self)
      #expect(written.hasPrefix("<!doctype html>"), "\(command)")
      _ = try Self.embedded(written)
    }
  }

  @Test("the page is self-contained: no external file, no network")
  func selfContained() {
    for arguments in [["--sample"], ["--sample", "--block", "sparklineStatTile"]] {
      let (_, page) = Self.run(arguments + ["--format", "html"])
      for needle in [
        " src=", " href=", "@import", "fetch(", "XMLHttpRequest", "import(", "from \"", "from '",
      ] {
        #expect(!page.contains(needle), "the page contains \(needle)")
      }
      // `url(#id)` names an element of the page itself (the sparkline's gradient); any other
      // `url(` would load something.
      let urls = page.components(separatedBy: "url(").dropFirst()
      #expect(urls.allSatisfy { $0.hasPrefix("#") }, "the page loads a url(…)")
      #expect(page.contains("<script type=\"module\">"))
      #expect(page.contains("export function render("))
    }
  }

  @Test("a loading or error page carries no range trees; the background is the theme's bg")
  func loadingAndBackground() throws {
    let (code, page) = Self.run(["--sample", "--phase", "loading", "--theme", "dark", "--format", "html"])
    #expect(code == .success)
    let data = try Self.embedded(page)
    #expect((data["ranges"] as? [String: Any])?.isEmpty == true)
    let bg = try Theme.shipped(named: "dark").color(.bg).hex
    #expect(page.contains("html { background: var(--sp-color-bg, \(bg)); }"))
  }

  @Test("the demo screen's page carries its clock's next ten ticks, each the command's own tree")
  func clockTrees() throws {
    let demo = ["--sample", "--block", "sparklineStatTile", "--tick", "995"]
    let (code, page) = Self.run(demo + ["--format", "html"])
    #expect(code == .success)
    let data = try Self.embedded(page)
    let ticks = try #require((data["states"] as? [String: Any])?["tick"] as? [String: Any])
    // 996 … 999, then round the clock's modulo to 0 … 5.
    #expect(Set(ticks.keys) == Set(["996", "997", "998", "999", "0", "1", "2", "3", "4", "5"]))
    for (value, tree) in ticks {
      let json = Self.run(["--sample", "--block", "sparklineStatTile", "--tick", value]).1
      let expected = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
      #expect((tree as? NSDictionary) == expected, "tick \(value)")
    }
    // No clock, no ticks: under Reduce Motion (S-10), for a single tile, for the overview.
    let tile = LibraryReference.repositoryRoot.appendingPathComponent("docs/examples/sparkline-tile.json")
      .path
    for arguments in [demo + ["--reduce-motion"], [tile], ["--sample"]] {
      let (_, other) = Self.run(arguments + ["--format", "html"])
      #expect((try Self.embedded(other)["states"] as? [String: Any])?.isEmpty == true, "\(arguments)")
    }
  }

  @Test("a label with markup cannot close the page's script")
  func escaping() throws {
    var overview = LibraryReference.sample()
    overview.label = "</script><b>Revenue</b>"
    let console = RecordingConsole(input: overview.encodedJSON())
    #expect(SpecCompile.run(["-", "--format", "html"], console: console) == .success)
    let page = String(decoding: console.output, as: UTF8.self)
    #expect(!page.contains("</script><b>"))
    #expect(page.components(separatedBy: "</script>").count == 3)
    let data = try Self.embedded(page)
    #expect(((data["tree"] as? [String: Any])?["root"]) != nil)
  }

  @Test("--pretty and --frames apply to JSON only")
  func jsonOnlyFlags() {
    #expect(Self.run(["--sample", "--format", "html", "--frames"]).0 == .usage)
    #expect(Self.run(["--sample", "--format", "html", "--pretty"]).0 == .usage)
  }
}
