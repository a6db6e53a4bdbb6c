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
    case .resolved(let path, let input):
      return try loadResolver(path, input: input)
    }
  }

  /// A DTCG resolver document resolved with `input`, its roles made a theme; every problem of
  /// the resolver, its sources and the roles is one line (65), an unreadable file 66.
  private static func loadResolver(_ path: String, input: [String: String]) throws(CommandFailure) -> Theme {
    _ = try InputFile.read(path, role: "theme", limit: TokenTree.Limits().maximumBytes)
    do {
      return try Theme.resolve(contentsOf: URL(fileURLWithPath: path), input: input)
    } catch {
      throw CommandFailure(exitCode(error.problems), error.problems.map(\.description))
    }
  }

  /// The exit code for a resolver's problems, the same under every command: 66 when all that is
  /// wrong is that files cannot be read (missing, not regular, outside the resolver's folder),
  /// 64 for a wrong --input (the command line's mistake), else 65 (too large included).
  static func exitCode(_ problems: [TokenProblem]) -> ExitCode {
    let kinds = Set(problems.map(\.kind))
    return kinds == [.unreadableFile] ? .noInput : kinds == [.invalidInput] ? .usage : .dataError
  }

  private static func loadFile(_ path: String) throws(CommandFailure) -> Theme {
    // Read once, here, so a missing or unreadable file gets its own exit code and reason,
    // worded like the overview's, and a device such as /dev/zero is read only to the limit. The
    // limit is the token reader's, so a resolver document (which may be larger than a theme file)
    // is taken whole; a theme file is then held to its own.
    let tooLarge = { (size: Int?) in
      CommandFailure(
        .dataError,
        "\(path): value out of range: expected a theme file of at most \(Theme.maximumFileSize) bytes, found "
          + (size.map { "\($0) bytes" } ?? "more than \(Theme.maximumFileSize) bytes"))
    }
    let data: Data
    switch try InputFile.read(path, role: "theme", limit: TokenTree.Limits().maximumBytes) {
    case .bytes(let bytes): data = Data(bytes)
    case .tooLarge(let size): throw tooLarge(size)
    }
    if TokenResolver.isResolverDocument(data) { return try loadResolver(path, input: [:]) }
    // Named as given, as every file the command cannot take is (`/dev/zero`, not `zero`).
    if data.count > Theme.maximumFileSize { throw tooLarge(data.count) }
    let url = URL(fileURLWithPath: path)
    do {
      return try Theme.load(data: data, fileName: url.lastPathComponent, location: url)
    } catch {
      // A DTCG token document (a JSON export, a team's tokens with a role map) is a theme by
      // its roles (#24): its own problems then, not the theme format's.
      if let tree = try? TokenTree.read(data: data, file: path) {
        do throws(TokenError) {
          return try Theme(tokens: tree, name: url.deletingPathExtension().lastPathComponent)
        } catch {
          throw CommandFailure(.dataError, error.problems.map(\.description))
        }
      }
      let problems = error.problems
      // A sibling named by `$extends` that cannot be read is a missing input, as the file is.
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
