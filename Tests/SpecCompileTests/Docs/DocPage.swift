import Foundation
import Testing

/// A Markdown page of the repository's documentation, cut into what the docs tests check: its
/// fenced code blocks (with the `<!-- snippet: … -->` markers written just above them) and its
/// inline code spans. The conventions are described in docs/writing-docs.md.
struct DocPage: Sendable {
  /// The path from the repository's root: `README.md`, `docs/cli.md`.
  let path: String
  let blocks: [Block]
  /// Inline code spans outside blocks, a span broken over two lines joined by a space.
  let inlineCode: [InlineCode]
  /// Markers that no block follows: a mistake the tests report rather than ignore.
  let strayMarkers: [Marker]

  /// One fenced code block.
  struct Block: Sendable, CustomTestStringConvertible {
    let page: String
    /// The line of the opening fence, 1-based.
    let line: Int
    /// The info string's first word: `swift`, `sh`, `console`, or empty.
    let language: String
    /// The lines between the fences.
    let lines: [String]
    let markers: [Marker]

    var code: String { lines.joined(separator: "\n") }
    /// The first line of the code, 1-based in the page.
    var firstCodeLine: Int { line + 1 }
    var testDescription: String { "\(page):\(line)" }

    func markers(_ kind: Marker.Kind) -> [Marker] { markers.filter { $0.kind == kind } }
  }

  /// `<!-- snippet: KIND argument` then, for preludes, code lines, then `-->`.
  struct Marker: Sendable {
    enum Kind: String, Sendable, CaseIterable {
      /// Hidden code compiled before the snippet, in the snippet's own scope (a value it uses).
      case prelude
      /// Hidden code compiled at file scope beside the snippet (a type or an extension it uses).
      case declarations
      /// The block quotes a declaration from the named source file: each code line must be in it.
      case excerpt
      /// SwiftUI code: compiled only where SwiftUI can be imported.
      case appleOnly = "apple-only"
      /// A whole `Package.swift` of a package that uses this one; built by the set-up test.
      case manifest
    }
    let kind: Kind?
    /// What followed the kind on the marker's first line (the excerpt's file).
    let argument: String
    /// The lines after the first, for preludes and declarations.
    let code: [String]
    /// The marker's first line, 1-based.
    let line: Int
    let rawKind: String
  }

  struct InlineCode: Sendable, CustomTestStringConvertible {
    let page: String
    let line: Int
    let text: String
    var testDescription: String { "\(page):\(line) `\(text)`" }
  }

  init(path: String, text: String) {
    self.path = path
    var blocks: [Block] = []
    var pending: [Marker] = []
    var stray: [Marker] = []
    var prose: [(line: Int, text: String)] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        let fence = String(trimmed.prefix { $0 == trimmed.first })
        let info = trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
        let language = String(info.prefix { !$0.isWhitespace && $0 != "{" })
        var body: [String] = []
        var end = index + 1
        while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix(fence) {
          body.append(lines[end])
          end += 1
        }
        blocks.append(Block(page: path, line: index + 1, language: language, lines: body, markers: pending))
        pending = []
        index = end + 1
        continue
      }
      if trimmed.hasPrefix("<!-- snippet:") {
        var comment = [String(trimmed.dropFirst("<!-- snippet:".count))]
        var end = index
        while !comment.last!.contains("-->"), end + 1 < lines.count {
          end += 1
          comment.append(lines[end])
        }
        comment[comment.count - 1] = comment[comment.count - 1].replacingOccurrences(of: "-->", with: "")
        let head = comment[0].trimmingCharacters(in: .whitespaces)
        let rawKind = String(head.prefix { !$0.isWhitespace })
        let argument = head.dropFirst(rawKind.count).trimmingCharacters(in: .whitespaces)
        let code = Array(comment.dropFirst()).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        pending.append(
          Marker(
            kind: Marker.Kind(rawValue: rawKind), argument: argument, code: code, line: index + 1,
            rawKind: rawKind))
        index = end + 1
        continue
      }
      if !trimmed.isEmpty {
        stray += pending
        pending = []
      }
      prose.append((index + 1, line))
      index += 1
    }
    self.blocks = blocks
    self.strayMarkers = stray + pending
    self.inlineCode = Self.codeSpans(in: prose, page: path)
  }

  /// Single-backtick spans, across a line break within a paragraph.
  private static func codeSpans(in prose: [(line: Int, text: String)], page: String) -> [InlineCode] {
    var spans: [InlineCode] = []
    var open: (line: Int, text: String)?
    for (number, text) in prose {
      if text.trimmingCharacters(in: .whitespaces).isEmpty { open = nil }
      var characters = Substring(text)
      while let tick = characters.firstIndex(of: "`") {
        let before = characters[..<tick]
        characters = characters[characters.index(after: tick)...]
        if let started = open {
          spans.append(InlineCode(page: page, line: started.line, text: started.text + before))
          open = nil
        } else {
          // A run of backticks (```` `` ````) is not an opening the tests need.
          if characters.first == "`" {
            characters = characters.drop { $0 == "`" }
            continue
          }
          open = (number, "")
        }
      }
      if let started = open {
        open = (started.line, started.text + characters + " ")
      }
    }
    return spans
  }
}

/// The pages the docs tests read: README.md and every Markdown file under docs/.
enum DocPages {
  static let root = LibraryReference.repositoryRoot

  static let all: [DocPage] = {
    var paths = ["README.md"]
    let docs = root.appendingPathComponent("docs")
    if let walker = FileManager.default.enumerator(atPath: docs.path) {
      for case let relative as String in walker where relative.hasSuffix(".md") {
        paths.append("docs/" + relative)
      }
    }
    return paths.sorted().compactMap { path in
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
        return nil
      }
      return DocPage(path: path, text: text)
    }
  }()

  static var blocks: [DocPage.Block] { all.flatMap(\.blocks) }
}
