import BlockSpec
import Foundation
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
          throw CommandFailure(.dataError, error.problems.map(\.message))
        }
      }
      // A bare word that is not shipped may still be a file in the current directory.
      if FileManager.default.fileExists(atPath: name) { return try loadFile(name) }
      let names = Theme.shippedNames
      throw .usage(
        "\(subject): '\(name)' is not a shipped theme (\(names.joined(separator: ", ")))"
          + NearMiss.hint(for: name, among: names) + "; give a theme file by its path, e.g. ./\(name).json")
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
      let kinds = Set(error.problems.map(\.kind))
      // A wrong --input is the command line's mistake (64), not the file's.
      let code: ExitCode =
        kinds == [.unreadableFile] ? .noInput : kinds == [.invalidInput] ? .usage : .dataError
      throw CommandFailure(code, error.problems.map(\.description))
    }
  }

  private static func loadFile(_ path: String) throws(CommandFailure) -> Theme {
    // Read once, here, so a missing or unreadable file gets its own exit code and reason,
    // worded like the overview's, and a device such as /dev/zero is read only to the limit. The
    // limit is the token reader's, so a resolver document (which may be larger than a theme file)
    // is taken whole; a theme file is then held to its own.
    let data = try InputFile.read(path, role: "theme", limit: TokenTree.Limits().maximumBytes)
    if TokenResolver.isResolverDocument(data) { return try loadResolver(path, input: [:]) }
    if data.count > Theme.maximumFileSize {
      // Named as given, as every file the command cannot take is (`/dev/zero`, not `zero`); a
      // regular file's size is known without reading it, a device's or a pipe's is not.
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let size = attributes?[.type] as? FileAttributeType == .typeRegular ? attributes?[.size] as? Int : nil
      throw CommandFailure(
        .dataError,
        "\(path): value out of range: expected a theme file of at most \(Theme.maximumFileSize) bytes, found "
          + (size.map { "\($0) bytes" } ?? "more than \(Theme.maximumFileSize) bytes"))
    }
    let url = URL(fileURLWithPath: path)
    do {
      return try Theme.load(data: data, fileName: url.lastPathComponent, location: url)
    } catch {
      let problems = error.problems
      // A sibling named by `$extends` that cannot be read is a missing input, as the file is.
      let unreadable = problems.allSatisfy { $0.kind == .unreadableFile }
      throw CommandFailure(unreadable ? .noInput : .dataError, problems.map(\.message))
    }
  }
}
