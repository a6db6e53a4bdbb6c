import BlockSpec
import Foundation
import JSONDocuments
import SPTheme

/// Finding the theme a command line names, with failures sorted into the exit codes: a name
/// that is not shipped is a usage error (64), a file that cannot be read is 66, and a file that
/// reads but is not a valid theme is 65 with every problem the loader found, one per line.
enum ThemeSource {
  /// - Parameter subject: how error lines name where the theme was given (`--theme <name|path>`,
  ///   `check-theme`).
  static func load(_ reference: ThemeReference, subject: String) throws(CommandFailure) -> Theme {
    switch reference {
    case .shipped(let name):
      if Theme.shippedNames.contains(name) {
        do {
          return try Theme.shipped(named: name)
        } catch {
          throw CommandFailure(.dataError, lines(error.problems))
        }
      }
      // A bare word that is not shipped may still be a file in the current directory.
      if FileManager.default.fileExists(atPath: name) { return try loadFile(name) }
      let names = Theme.shippedNames
      throw .usage(
        "\(subject): \(ValueParser.quoted(name)) is not a shipped theme (\(names.joined(separator: ", ")))"
          + NearMiss.hint(for: name, among: names)
          + "; give a theme file by its path, e.g. ./\(MessageText.shortened(name)).json")
    case .file(let path):
      return try loadFile(path)
    }
  }

  private static func loadFile(_ path: String) throws(CommandFailure) -> Theme {
    // Open it first so a missing or unreadable file gets its own exit code and its reason,
    // worded like the overview's. A file over the size limit is the loader's to report.
    _ = try InputFile.read(path, role: "theme", limit: Theme.maximumFileSize)
    do {
      return try Theme.load(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let problems = error.problems
      let unreadable = problems.allSatisfy { $0.kind == .unreadableFile }
      throw CommandFailure(unreadable ? .noInput : .dataError, lines(problems))
    }
  }

  /// The problems' lines, at most `MessageText.problemLimit` of them, then one that counts the
  /// rest by kind, as an overview's are: `t.json: and 43770 more problems of the same kind:
  /// dangling alias (43770)`. Only the listed problems' lines are built.
  static func lines(_ problems: [ThemeError]) -> [String] {
    let listed = problems.prefix(MessageText.problemLimit)
    var lines = listed.map(\.message)
    guard let first = problems.first, problems.count > listed.count else { return lines }
    var counts: [ThemeError.Kind: Int] = [:]
    for problem in problems.dropFirst(listed.count) { counts[problem.kind, default: 0] += 1 }
    let ordered = ThemeError.Kind.allCases.compactMap { kind in counts[kind].map { (kind.phrase, $0) } }
    let more = MessageText.moreProblems(ordered, listedKinds: Set(listed.map(\.kind.phrase)))
    lines.append("\(MessageText.oneLine(first.file)): \(more)")
    return lines
  }
}
