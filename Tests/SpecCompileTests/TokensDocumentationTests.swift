import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// docs/tokens.md: every `spec-compile` command in its `sh` blocks is run from the repository
/// root and exits as the page says (0, or the `# exits N` beside it); an output block right
/// after a command is its standard error, word for word; the Swift snippets run here as written.
@Suite("docs/tokens.md")
struct TokensDocumentationTests {
  static let root = LibraryReference.repositoryRoot
  static let page =
    (try? String(contentsOf: root.appendingPathComponent("docs/tokens.md"), encoding: .utf8)) ?? ""

  struct Command: CustomTestStringConvertible, Sendable {
    var line: String
    var exitCode: Int32
    /// The plain code block that follows the command's block, if any.
    var shownOutput: [String]?
    var testDescription: String { line }
  }

  /// The page's commands, in order.
  static var commands: [Command] {
    var result: [Command] = []
    let blocks = page.components(separatedBy: "```")
    var index = 1
    while index < blocks.count {
      let block = blocks[index]
      if block.hasPrefix("sh\n") {
        var next: [String]?
        if index + 2 < blocks.count, blocks[index + 2].hasPrefix("\n"),
          blocks[index + 1].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
          next = blocks[index + 2].split(separator: "\n").map(String.init)
        }
        for line in block.split(separator: "\n").dropFirst() where line.hasPrefix("spec-compile ") {
          let parts = line.components(separatedBy: "# exits ")
          let code = parts.count == 2 ? Int32(parts[1].trimmingCharacters(in: .whitespaces)) ?? 0 : 0
          result.append(
            Command(
              line: parts[0].replacingOccurrences(of: "|| true", with: "").trimmingCharacters(
                in: .whitespaces),
              exitCode: code, shownOutput: next))
        }
      }
      index += 2
    }
    return result
  }

  /// A command line's words as `sh` reads them: split at spaces, except inside single quotes
  /// (`--media 'a.b=(x: y)'` is one word, without its quotes).
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " ", !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  @Test("the page has its commands") func hasCommands() { #expect(Self.commands.count >= 9) }

  @Test("every command runs as the page says", arguments: commands)
  func run(_ command: Command) {
    let arguments = Self.words(command.line).dropFirst().map { text -> String in
      let path = Self.root.appendingPathComponent(text).path
      return text.contains("/") && FileManager.default.fileExists(atPath: path) ? path : text
    }
    let console = RecordingConsole()
    let code = SpecCompile.run(arguments, console: console)
    #expect(code.rawValue == command.exitCode, "\(console.errorLines.joined(separator: "\n"))")
    if let shown = command.shownOutput, command.exitCode != 0 {
      let prefix = Self.root.path + "/"
      #expect(console.errorLines.map { $0.replacingOccurrences(of: prefix, with: "") } == shown)
    }
  }

  @Test("the Swift snippets run as written")
  func snippets() throws {
    let tree = try TokenTree.read(
      contentsOf: Self.root.appendingPathComponent("docs/examples/tokens/primitives.json"))
    let sea = try #require(tree["harbor.sea.600"])
    guard case .color(let colour) = sea.value else {
      Issue.record("not a colour")
      return
    }
    #expect(colour.space == .oklch)
    #expect(colour.sRGB.hex.count == 7)
    let resolver = try TokenResolver.read(
      contentsOf: Self.root.appendingPathComponent("docs/examples/tokens/harbor.resolver.json"))
    let dark = try resolver.resolve(["appearance": "dark", "contrast": "high"])
    #expect(dark["color.accent"] != nil)
  }

  @Test("the role map excerpt is Harbor's own")
  func roleMapExcerpt() throws {
    let roles = try String(
      contentsOf: Self.root.appendingPathComponent("docs/examples/tokens/roles.json"), encoding: .utf8)
    #expect(roles.contains("\"$value\": \"{semantic.brand}\""))
    #expect(roles.contains("\"$value\": \"{harbor.size.3}\""))
    #expect(Self.page.contains("the nearest color token is color.acent"))
  }
}
