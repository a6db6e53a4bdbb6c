import Foundation
import Testing

/// A `spec-compile` command as a page shows it, and what the page says it does.
struct DocCommand: Sendable, CustomTestStringConvertible {
  enum Expectation: Sendable {
    /// A `sh` block: the line exits 0.
    case succeeds
    /// A `console` transcript: exactly this status, and output matching these lines (see
    /// `TranscriptMatch`).
    case transcript(status: Int32, output: [String])
    /// An inline span: the command line is one the command accepts (not a usage error, 64).
    case parses
  }

  let page: String
  let line: Int
  /// A shell line, `swift run spec-compile` already read as `spec-compile`.
  let shell: String
  let expectation: Expectation

  var testDescription: String { "\(page):\(line) \(shell)" }

  /// `spec-compile` as a command word: at the start, after a pipe, `;`, `&&`, `||`, `$(` or `do`.
  static var invocation: Regex<(Substring, Substring, Substring)> {
    #/(^|[|;&(]\s*|\bdo\s+)spec-compile(\s|$)/#
  }

  static func read(_ pages: [DocPage]) -> [DocCommand] {
    pages.flatMap { page in
      page.blocks.flatMap(commands) + page.inlineCode.compactMap(inline)
    }
  }

  static func commands(in block: DocPage.Block) -> [DocCommand] {
    switch block.language {
    case "sh", "bash", "shell": shellLines(block)
    case "console": transcript(block)
    default: []
    }
  }

  /// Each line (with its `\` continuations) that runs spec-compile.
  private static func shellLines(_ block: DocPage.Block) -> [DocCommand] {
    var commands: [DocCommand] = []
    var pending: (line: Int, text: String)?
    for (offset, line) in block.lines.enumerated() {
      let joined = (pending?.text ?? "") + line
      let start = pending?.line ?? block.firstCodeLine + offset
      if joined.hasSuffix("\\") {
        pending = (start, String(joined.dropLast()) + " ")
        continue
      }
      pending = nil
      let shell = normalised(joined)
      if shell.contains(invocation) {
        commands.append(DocCommand(page: block.page, line: start, shell: shell, expectation: .succeeds))
      }
    }
    return commands
  }

  /// `$ command` lines, each followed by its output; `$ echo $?` states the previous status.
  private static func transcript(_ block: DocPage.Block) -> [DocCommand] {
    var steps: [(line: Int, shell: String, output: [String])] = []
    for (offset, line) in block.lines.enumerated() {
      if line.hasPrefix("$ ") {
        steps.append((block.firstCodeLine + offset, normalised(String(line.dropFirst(2))), []))
      } else if !steps.isEmpty {
        steps[steps.count - 1].output.append(line)
      }
    }
    var commands: [DocCommand] = []
    for (index, step) in steps.enumerated() where step.shell != "echo $?" {
      var status: Int32 = 0
      if index + 1 < steps.count, steps[index + 1].shell == "echo $?" {
        status = Int32(steps[index + 1].output.first?.trimmingCharacters(in: .whitespaces) ?? "") ?? -1
      }
      commands.append(
        DocCommand(
          page: block.page, line: step.line, shell: step.shell,
          expectation: .transcript(status: status, output: step.output)))
    }
    return commands
  }

  /// An inline span that is a whole command line: it starts with spec-compile and holds no
  /// placeholder (`<file>`, `FILE`, `…`, `[<options>]`). `spec-compile audit` alone names a
  /// subcommand in prose rather than showing a command line, and is not run.
  private static func inline(_ code: DocPage.InlineCode) -> DocCommand? {
    let shell = normalised(code.text)
    guard shell.hasPrefix("spec-compile ") else { return nil }
    guard !shell.contains(#/^spec-compile [a-z][a-z-]*$/#) else { return nil }
    let placeholder = shell.contains { "<[…".contains($0) } || shell.contains(#/\b[A-Z]{3,}\b/#)
    guard !placeholder else { return nil }
    return DocCommand(page: code.page, line: code.line, shell: shell, expectation: .parses)
  }

  private static func normalised(_ line: String) -> String {
    line.trimmingCharacters(in: .whitespaces).replacingOccurrences(
      of: "swift run spec-compile", with: "spec-compile")
  }
}
