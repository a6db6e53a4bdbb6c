import BlockSpec
import Foundation
import SPTheme

/// `spec-compile tokens check FILE…`: reads each file as a DTCG token document or resolver
/// document and reports every problem; `tokens export` writes a theme's tokens out.
enum TokensCommand {
  static let actions = ["check", "export"]

  /// What `tokens export` writes.
  enum Format: String, CaseIterable, Hashable, Sendable {
    case css, swift, json
  }

  struct Export: Hashable, Sendable {
    var theme: ThemeReference
    var format: Format
  }

  static let format = OptionSpec(
    "format", .value(placeholder: "format"),
    help: "export: css (custom properties), swift (one source file), json (the resolved DTCG tokens).",
    values: Format.allCases.map(\.rawValue))

  static let exportOptions = [CompileOptions.theme, CompileOptions.themeInput, format]

  static func parse(
    _ positionals: [String], scanned: ScannedArguments, problems: [String]
  ) -> Result<Invocation, CommandFailure> {
    var problems = problems
    guard let action = positionals.first else {
      problems.append("tokens: missing the action: check <file>... or export")
      return .failure(CommandFailure(.usage, problems))
    }
    switch action {
    case "export":
      if positionals.count > 1 { problems.append("tokens export: unexpected argument '\(positionals[1])'") }
      guard let themeText = scanned.value(of: CompileOptions.theme) else {
        problems.append("tokens export: missing --theme <name|path>")
        return .failure(CommandFailure(.usage, problems))
      }
      var theme = CompileOptions.parseTheme(themeText)
      if let text = scanned.value(of: CompileOptions.themeInput) {
        switch CompileOptions.resolvedTheme(theme, input: text) {
        case .success(let resolved): theme = resolved
        case .failure(let problem): problems.append("tokens export: " + problem.message)
        }
      }
      guard let formatText = scanned.value(of: format), let chosen = Format(rawValue: formatText) else {
        problems.append(
          "tokens export: --format must be one of \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
        return .failure(CommandFailure(.usage, problems))
      }
      guard problems.isEmpty else { return .failure(CommandFailure(.usage, problems)) }
      return .success(.exportTokens(Export(theme: theme, format: chosen)))
    case "check":
      if scanned.value(of: CompileOptions.theme) != nil || scanned.value(of: format) != nil {
        problems.append("tokens check: takes files only, not --theme or --format")
      }
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

extension TokensCommand {
  /// The export's text. A resolver (or a shipped light/dark theme) gives its dark and
  /// high-contrast variants too; JSON from a resolver is its whole resolved tree.
  static func output(for export: Export) throws(CommandFailure) -> String {
    let variants = try variants(of: export.theme)
    switch export.format {
    case .css: return CSSExport.stylesheet(variants)
    case .swift: return SwiftExport.source(variants)
    case .json:
      if let (path, input) = resolverPath(export.theme) {
        do throws(TokenError) {
          let resolver = try TokenResolver.read(contentsOf: URL(fileURLWithPath: path))
          return JSONExport.document(try resolver.resolve(input))
        } catch {
          throw CommandFailure(.dataError, error.problems.map(\.description))
        }
      }
      return JSONExport.document(variants.standard)
    }
  }

  /// The resolver file a reference names, if it names one.
  static func resolverPath(_ reference: ThemeReference) -> (String, [String: String])? {
    switch reference {
    case .resolved(let path, let input): return (path, input)
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path), TokenResolver.isResolverDocument(data)
      else {
        return nil
      }
      return (path, [:])
    case .shipped: return nil
    }
  }

  static func variants(of reference: ThemeReference) throws(CommandFailure) -> ThemeVariants {
    if case .shipped(let name) = reference, Theme.shippedNames.contains(name) {
      do throws(ThemeError) {
        return try ThemeVariants.shipped(named: name)
      } catch {
        throw CommandFailure(.dataError, error.problems.map(\.message))
      }
    }
    if let (path, input) = resolverPath(reference) {
      // Loading through ThemeSource first gives a bad file or input its exit code.
      _ = try ThemeSource.load(reference, subject: "tokens export")
      do throws(TokenError) {
        let resolver = try TokenResolver.read(contentsOf: URL(fileURLWithPath: path))
        return try ThemeVariants.resolved(resolver, input: input)
      } catch {
        throw CommandFailure(.dataError, error.problems.map(\.description))
      }
    }
    return ThemeVariants(standard: try ThemeSource.load(reference, subject: "tokens export"))
  }
}
