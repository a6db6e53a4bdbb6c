import Foundation
import Testing

/// Every Swift block in README.md and docs/ compiles against the package as built, so a page
/// cannot drift from the API it shows (#13.11). The conventions (fragments, hidden preludes,
/// excerpts, SwiftUI, manifests) are in docs/writing-docs.md.
@Suite("Docs: Swift snippets")
struct DocSnippetTests {
  @Test("#13.11 every Swift block in README.md and docs/ compiles, in one swiftc run")
  func snippetsCompile() throws {
    let blocks = DocPages.blocks.filter(SnippetProgram.isCompiled)
    #expect(blocks.count >= 8, "the harness found too few snippets: \(blocks.count)")
    var files: [String: String] = [:]
    for (number, block) in blocks.enumerated() {
      let name = block.page.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".", with: "_")
      files["\(name)_L\(block.line).swift"] = SnippetProgram.source(for: block, number: number)
    }
    let outcome = try SnippetCompiler.compile(files, moduleName: "DocumentationSnippets")
    #expect(outcome.status == 0, "the docs' Swift does not compile:\n\(outcome.diagnostics)")
  }

  @Test("#13.11 a snippet that does not compile fails the run, at its page and line")
  func brokenSnippetFails() throws {
    let page = DocPage(
      path: "docs/broken.md",
      text: "Text.\n\n```swift\nlet theme = try Theme.shipped(named: \"dark\")\ntheme.noSuchMember()\n```\n")
    let block = try #require(page.blocks.first)
    let outcome = try SnippetCompiler.compile(
      ["broken.swift": SnippetProgram.source(for: block, number: 0)], moduleName: "BrokenSnippet")
    #expect(outcome.status != 0)
    #expect(outcome.diagnostics.contains("docs/broken.md:5:"), "\(outcome.diagnostics)")
  }

  @Test("#13.11 an excerpt quotes its source file line for line", arguments: Self.excerpts)
  func excerpt(_ block: DocPage.Block) throws {
    let marker = try #require(block.markers(.excerpt).first)
    let source = try String(
      contentsOf: DocPages.root.appendingPathComponent(marker.argument), encoding: .utf8)
    let sourceLines = Set(source.split(separator: "\n").map(Self.code))
    for line in block.lines.map(Self.code) where !line.isEmpty {
      #expect(sourceLines.contains(line), "\(block.page):\(block.line): not in \(marker.argument): \(line)")
    }
  }

  @Test("#13.11 every snippet marker is known and sits above a block")
  func markers() {
    for page in DocPages.all {
      for marker in page.strayMarkers {
        Issue.record("\(page.path):\(marker.line): a snippet marker with no code block under it")
      }
      for block in page.blocks {
        for marker in block.markers where marker.kind == nil {
          let known = DocPage.Marker.Kind.allCases.map(\.rawValue).joined(separator: ", ")
          Issue.record(
            "\(page.path):\(marker.line): unknown snippet marker '\(marker.rawKind)'; known: \(known)")
        }
        if block.language != "swift" && !block.markers.isEmpty {
          Issue.record("\(page.path):\(marker(block)): snippet markers apply to swift blocks only")
        }
      }
    }
  }

  static let excerpts = DocPages.blocks.filter { !$0.markers(.excerpt).isEmpty }

  /// A line's code without its trailing comment and surrounding spaces.
  static func code<S: StringProtocol>(_ line: S) -> String {
    let text = String(line)
    let code = text.range(of: "//").map { String(text[..<$0.lowerBound]) } ?? text
    return code.trimmingCharacters(in: .whitespaces)
  }

  private func marker(_ block: DocPage.Block) -> Int { block.markers.first?.line ?? block.line }
}
