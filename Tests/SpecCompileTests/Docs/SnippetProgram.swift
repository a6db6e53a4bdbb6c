import Foundation

/// Turns the docs' Swift blocks into source files for one `swiftc` run, each line marked with
/// its page and line (`#sourceLocation`), so a compiler error names the Markdown that is wrong.
///
/// A block is compiled as written when it declares things (its first line of code, after any
/// imports, starts a declaration: `@Test func`, `extension`, `struct`…); otherwise it is a run
/// of statements and becomes the body of a function of its own. Imports stay at the top of the
/// block's file; a block without imports is a fragment and gets Foundation, BlockSpec,
/// BlockSpecTesting, SPTheme and Testing.
enum SnippetProgram {
  /// The module names a fragment may assume.
  static let fragmentImports = ["BlockSpec", "BlockSpecTesting", "Foundation", "SPTheme", "Testing"]

  static let declarationStarts = [
    "@", "extension ", "struct ", "enum ", "class ", "final ", "actor ", "protocol ", "func ", "public ",
    "private ", "fileprivate ", "internal ", "typealias ",
  ]

  /// Whether the block is compiled at all, and how.
  static func isCompiled(_ block: DocPage.Block) -> Bool {
    block.language == "swift" && block.markers(.excerpt).isEmpty && block.markers(.manifest).isEmpty
  }

  /// The source file for one block; `number` keeps function names apart.
  static func source(for block: DocPage.Block, number: Int) -> String {
    var imports: [String] = []
    var body: [(line: Int, text: String)] = []
    for (offset, line) in block.lines.enumerated() {
      if line.hasPrefix("import ") {
        imports.append(line)
      } else {
        body.append((block.firstCodeLine + offset, line))
      }
    }
    if imports.isEmpty { imports = fragmentImports.map { "import \($0)" } }

    var file = imports
    for marker in block.markers(.declarations) {
      file.append(location(block.page, marker.line + 1))
      file += marker.code
    }
    let preludes = block.markers(.prelude)
    var code: [String] = []
    for marker in preludes {
      code.append(location(block.page, marker.line + 1))
      code += marker.code
    }
    code.append(location(block.page, body.first?.line ?? block.firstCodeLine))
    code += body.map(\.text)
    code.append("#sourceLocation()")

    if declaresAtFileScope(body.map(\.text)) {
      file += code
    } else {
      let effects = body.contains { $0.text.contains("await ") } ? "async throws" : "throws"
      file.append("func documentationSnippet\(number)() \(effects) {")
      file += code
      file.append("}")
    }
    if !block.markers(.appleOnly).isEmpty {
      file = ["#if canImport(SwiftUI)", "import SwiftUI"] + file + ["#endif"]
    }
    return file.joined(separator: "\n") + "\n"
  }

  static func declaresAtFileScope(_ lines: [String]) -> Bool {
    let first = lines.first { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }
    guard let first else { return false }
    return declarationStarts.contains { first.hasPrefix($0) }
  }

  private static func location(_ page: String, _ line: Int) -> String {
    "#sourceLocation(file: \"\(page)\", line: \(line))"
  }
}
