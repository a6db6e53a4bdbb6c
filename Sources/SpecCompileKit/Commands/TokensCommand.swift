import Foundation
import SPTheme

/// `spec-compile tokens check FILE…`: reads each file as a DTCG token document or resolver
/// document and reports every problem; `tokens export` writes a theme's tokens out.
enum TokensCommand {
  static let actions = ["check", "export"]

  static func parse(_ positionals: [String], problems: [String]) -> Result<Invocation, CommandFailure> {
    var problems = problems
    guard let action = positionals.first else {
      problems.append("tokens: missing the action: check <file>... or export")
      return .failure(CommandFailure(.usage, problems))
    }
    switch action {
    case "check":
      let files = Array(positionals.dropFirst())
      if files.isEmpty { problems.append("tokens check: missing the files to check") }
      guard problems.isEmpty else { return .failure(CommandFailure(.usage, problems)) }
      return .success(.checkTokens(files))
    default:
      problems.append(
        "tokens: unknown action '\(action)' (one of: \(actions.joined(separator: ", ")))"
          + NearMiss.hint(for: action, among: actions))
      return .failure(CommandFailure(.usage, problems))
    }
  }

  /// One line per valid file; throws with every problem of every file (65), or 66 when a file
  /// cannot be read at all.
  static func check(_ paths: [String]) throws(CommandFailure) -> String {
    var report = ""
    var problems: [String] = []
    var unreadable = false
    for path in paths {
      let url = URL(fileURLWithPath: path)
      let data: Data
      do throws(CommandFailure) {
        data = try InputFile.read(path, role: "token file", limit: TokenTree.Limits().maximumBytes)
      } catch {
        problems += error.problems
        unreadable = true
        continue
      }
      do throws(TokenError) {
        if TokenResolver.isResolverDocument(data) {
          let resolver = try TokenResolver.read(
            data: data, file: path, baseURL: url.deletingLastPathComponent())
          let found = resolver.check()
          if !found.isEmpty { throw TokenError(found) }
          let contexts = resolver.modifiers.map { "\($0.name) (\($0.contexts.joined(separator: ", ")))" }
          report +=
            "\(path): valid resolver document"
            + (contexts.isEmpty ? "" : "; modifiers: \(contexts.joined(separator: "; "))") + "\n"
        } else {
          let tree = try TokenTree.read(data: data, file: path)
          report += "\(path): valid token document, \(tree.tokens.count) tokens\n"
        }
      } catch {
        problems += error.problems.map(\.description)
      }
    }
    if !problems.isEmpty { throw CommandFailure(unreadable ? .noInput : .dataError, problems) }
    return report
  }
}
