import BlockSpec
import Foundation
import JSONDocuments

/// `spec-compile --format html`: one self-contained page (no network, no other file) that draws
/// a compiled tree with the web reference renderer (`Renderers/web/spblocks-renderer.js`,
/// embedded by `Scripts/embed-renderer.py`).
///
/// The page embeds the tree as compiled, for range picking the tree of each offered range, and
/// for a screen's clock the trees of its next steps, as canonical JSON; the renderer reads
/// nothing else. The page is the host: it pads the block 20 pt on a background of the theme's
/// `bg` colour (a stylesheet's `--sp-color-bg` where one declares it), swaps trees when a range
/// is picked, and gives the clock its next tree.
public enum HTMLPage {
  /// The page for `tree`, with `rangeTrees` (by range, e.g. "1M") to swap to when a segment is
  /// picked and `stateTrees` (by state input and value, e.g. "tick" 1) for a clock, on a page
  /// background of `background` (a CSS colour: the command gives `var(--sp-color-bg, #RRGGBB)`,
  /// so a stylesheet of a theme's export re-skins the page as it re-skins the block).
  public static func render(
    tree: LayoutTree, rangeTrees: [(range: String, tree: LayoutTree)],
    stateTrees: [(input: String, value: Int, tree: LayoutTree)] = [], background: String
  )
    -> Data
  {
    var data = Data("{\"ranges\":{".utf8)
    for (offset, entry) in rangeTrees.enumerated() {
      if offset > 0 { data.append(Data(",".utf8)) }
      data.append(Data("\"\(entry.range)\":".utf8))
      data.append(entry.tree.jsonData())
    }
    data.append(Data("},\"states\":{".utf8))
    var inputs: [String] = []
    for entry in stateTrees where !inputs.contains(entry.input) { inputs.append(entry.input) }
    for (offset, input) in inputs.enumerated() {
      if offset > 0 { data.append(Data(",".utf8)) }
      data.append(Data("\"\(input)\":{".utf8))
      for (index, entry) in stateTrees.filter({ $0.input == input }).enumerated() {
        if index > 0 { data.append(Data(",".utf8)) }
        data.append(Data("\"\(entry.value)\":".utf8))
        data.append(entry.tree.jsonData())
      }
      data.append(Data("}".utf8))
    }
    data.append(Data("},\"tree\":".utf8))
    data.append(tree.jsonData())
    data.append(Data("}".utf8))
    // JSON inside <script> must not close it: every "<" is written as its JSON escape, which
    // can only occur inside strings in the tree's JSON.
    let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    let trees = [tree] + rangeTrees.map(\.tree) + stateTrees.map(\.tree)
    let renderer = rendererForPage(
      screens: trees.contains(where: usesScreenKinds), symbols: quotedWords(in: json))
    let title = escapeHTML("\(tree.block) · \(tree.theme) · \(tree.state.rawValue)")
    let bodyStyle = pageStyle(for: tree)
    let page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      html { background: \(background); }
      body { \(bodyStyle) }
      </style>
      </head>
      <body>
      <main id="block"></main>
      <script type="application/json" id="spblocks-data">\(json)</script>
      <script type="module">
      \(renderer)
      const data = JSON.parse(document.getElementById("spblocks-data").textContent);
      const container = document.getElementById("block");
      const onAction = (action) => container.dispatchEvent(new CustomEvent("spblocks-action", { detail: action }));
      const onHaptic = (haptic) => container.dispatchEvent(new CustomEvent("spblocks-haptic", { detail: haptic }));
      const started = performance.now();
      const view = render(data.tree, container, { trees: data.ranges, states: data.states, onAction, onHaptic });
      window.spblocks = { data, render, view, firstRenderMs: performance.now() - started };
      document.documentElement.dataset.ready = "true";
      </script>
      </body>
      </html>

      """
    return Data(page.utf8)
  }

  /// The page's margin around the block (#25): a screen (a tree with a `screen`, `navigationBar`
  /// or `scroll` node) fills the page, no margin; a card sits in the column it was compiled for
  /// (`environment.width`), 20 pt from the page's top and leading edge where the window has the
  /// room, the side margins shrinking to nothing in a window as narrow as the column. Either way a
  /// page at `--width N` is N wide in an N-wide window: nothing scrolls sideways.
  static func pageStyle(for tree: LayoutTree) -> String {
    if fillsPage(tree) { return "margin: 0; padding: 0;" }
    let width = JSONText.number(tree.environment.width)
    return "margin: 0; padding: 20px max(0px, min(20px, calc((100vw - \(width)px) / 2)));"
  }

  /// Whether `tree` is a screen, drawn edge to edge.
  static func fillsPage(_ tree: LayoutTree) -> Bool {
    tree.root.allNodes.contains { node in
      switch node.content {
      case .screen, .navigationBar, .scroll: return true
      default: return false
      }
    }
  }

  /// The line that opens the renderer's screen section (the dashboard's kinds, to the end of the
  /// file): a page whose trees use none of it leaves it out.
  static let screenSectionBanner =
    "// =============================================================================================\n// MARK: screen kinds"

  /// Whether `tree` needs the renderer's screen section: a screen's node kinds, a card's
  /// `elevation` or `hugsContent`, a segmented control's `track`, or a 2.1 effect (`rise`,
  /// `collapse`, `inset`).
  static func usesScreenKinds(_ tree: LayoutTree) -> Bool {
    tree.root.allNodes.contains { node in
      switch node.content {
      case .navigationBar, .scroll, .refresh, .swipeRow, .divider: return true
      case .card(let card) where card.elevation != nil || card.hugsContent != nil: return true
      case .segmented(let segmented) where segmented.track != nil: return true
      default: return node.transitions.contains { [.rise, .collapse, .inset].contains($0.effect) }
      }
    }
  }

  /// The renderer as a page carries it: with or without its screen section, and its symbol
  /// tables (`SYMBOLS`, `SCREEN_SYMBOLS`: SVG paths by SF Symbol name) cut to the names in
  /// `symbols` (every word the page's trees quote) and the ones the renderer draws by name. A
  /// symbol a page's trees do not name cannot be drawn on it, so the page loses nothing.
  static func rendererForPage(screens: Bool, symbols: Set<String>) -> String {
    let source = EmbeddedRenderer.source
    let end =
      screens ? source.endIndex : (source.range(of: screenSectionBanner)?.lowerBound ?? source.endIndex)
    return compact(pruningSymbols(source[..<end], keeping: symbols.union(rendererSymbols)))
  }

  /// Every SF Symbol name the renderer's tables (`SYMBOLS`, `SCREEN_SYMBOLS`) have a drawing for,
  /// read from the embedded source: an entry is a line `  name: "path",` or `  "dotted.name": …`.
  ///
  /// Every compile asks it (a tree naming a symbol the page cannot draw gets a note), so it
  /// reads the source's bytes and looks only at the tables' lines: splitting the 100 kB source
  /// into strings was a sixth of a year-long overview's compile (#27).
  static func tableSymbols(in source: String) -> Set<String> {
    var names: Set<String> = []
    let bytes = Array(source.utf8)
    let newline = UInt8(ascii: "\n")
    for opening in symbolTables {
      guard var start = lineStart(of: Array(opening.utf8), in: bytes) else { continue }
      while start < bytes.count {
        let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
        let line = bytes[start..<end]
        start = end + 1
        if line.first == UInt8(ascii: "}") { break }
        if let name = entryName(line) { names.insert(name) }
      }
    }
    return names
  }

  /// Where the line after the one that is exactly `opening` starts, nil when there is none.
  private static func lineStart(of opening: [UInt8], in bytes: [UInt8]) -> Int? {
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      if bytes[start..<end].elementsEqual(opening) { return end + 1 }
      start = end + 1
    }
    return nil
  }

  /// A table entry's name: two spaces of indent (not four, not a comment), the name up to the
  /// first colon, quotes around a dotted name taken off.
  private static func entryName(_ line: ArraySlice<UInt8>) -> String? {
    let space = UInt8(ascii: " ")
    guard line.starts(with: [space, space]), !line.starts(with: [space, space, space, space]),
      !line.starts(with: [space, space, UInt8(ascii: "/"), UInt8(ascii: "/")]),
      let colon = line.firstIndex(of: UInt8(ascii: ":"))
    else { return nil }
    var name = String(decoding: line[..<colon], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
      name = String(name.dropFirst().dropLast())
    }
    return name.isEmpty ? nil : name
  }

  /// Symbols the renderer itself draws by name (a button's checkmark).
  static let rendererSymbols: Set<String> = ["checkmark"]

  /// The symbol tables' opening lines.
  static let symbolTables = ["export const SYMBOLS = {", "const SCREEN_SYMBOLS = {"]

  /// `source` with each symbol table's entries that are not in `keeping` left out. An entry is a
  /// line `  name: "path",` or `  "dotted.name": "path",`, its path on that line or the next.
  static func pruningSymbols(_ source: Substring, keeping: Set<String>) -> Substring {
    var out: [Substring] = []
    var inTable = false
    var skippingValue = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      if skippingValue {
        skippingValue = false
        continue
      }
      if !inTable {
        inTable = symbolTables.contains(String(line))
        out.append(line)
        continue
      }
      if line.hasPrefix("}") {
        inTable = false
        out.append(line)
        continue
      }
      let trimmed = line.drop { $0 == " " }
      guard let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("//") else {
        out.append(line)
        continue
      }
      let name = trimmed[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
      if keeping.contains(name) {
        out.append(line)
      } else {
        // The path is on the next line when nothing follows the colon.
        skippingValue = trimmed[trimmed.index(after: colon)...].allSatisfy { $0 == " " }
      }
    }
    return out.joined(separator: "\n")[...]
  }

  /// Every string in `json` (keys and values) that could be a symbol's name: letters, digits
  /// and dots only. Read with the package's one JSON reader.
  static func quotedWords(in json: String) -> Set<String> {
    JSONReader.read(Array(json.utf8), maximumDepth: 512, builder: WordCollector()).builder.words
  }

  /// A `JSONValueBuilder` that builds nothing and keeps the strings that could name a symbol.
  private struct WordCollector: JSONValueBuilder {
    var words: Set<String> = []

    private mutating func keep(_ text: String) {
      if !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }) { words.insert(text) }
    }

    mutating func null() {}
    mutating func bool(_ value: Bool) {}
    mutating func number(_ value: Double) {}
    mutating func string(_ value: String) { keep(value) }
    mutating func array(_ items: [Void]) {}
    mutating func members() {}
    mutating func claim(_ key: String, in members: inout Void) -> Bool {
      keep(key)
      return true
    }
    mutating func add(_ value: Void, for key: String, to members: inout Void) {}
    mutating func object(_ members: Void) {}
  }

  /// The renderer as the page carries it: the source without its comment lines and indentation,
  /// which a browser does not need (the page stays small; the repository's file is the one to read).
  /// A line that starts with `}`, `)`, `]` or `.`, or follows one that ends in `{`, `(`, `[`,
  /// `,`, `?`, `:`, `;`, `=>`, `&&`, `||` or ` =` (never a postfix `++`), joins the line before it (where JavaScript inserts no semicolon, or inserts one before
  /// `}` either way), unless that line holds `//`. (The renderer has no string that spans lines:
  /// a template literal breaks only inside a `${…}`.)
  static func compact(_ source: Substring) -> String {
    var lines: [Substring] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("/**") || trimmed.hasPrefix("* ")
        || trimmed == "*" || trimmed.hasPrefix("*/") || (trimmed.hasPrefix("/*") && trimmed.hasSuffix("*/"))
      {
        continue
      }
      if let last = lines.last, !last.contains("//"),
        "})].".contains(trimmed.first ?? " ") || "{([,?:;".contains(last.last ?? " ")
          || ["=>", "&&", "||", " ="].contains(where: last.hasSuffix)
      {
        lines[lines.count - 1] = last + trimmed
      } else {
        lines.append(trimmed)
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func escapeHTML(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
