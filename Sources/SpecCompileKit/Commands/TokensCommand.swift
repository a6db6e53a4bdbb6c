import BlockSpec
import Foundation
import JSONDocuments
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
    /// Put after `--` in every property of a raw token set's CSS (`--prefix sp` → `--sp-color-…`).
    var prefix: String = ""
    /// Which preferences choose a raw resolver's contexts in its CSS (`--media`).
    var media = CSSMediaMapping()
  }

  static let prefix = OptionSpec(
    "prefix", .value(placeholder: "name"),
    help:
      "export, css of a token set: a prefix for every property name (--<name>-<path>; sp: the web renderer's names, as a theme's export has them)."
  )

  static let media = OptionSpec(
    "media", .value(placeholder: "modifier.context=query;..."),
    help:
      "export, css of a resolver without the block roles: the media condition choosing a context, e.g. 'scheme.night=(prefers-color-scheme: dark)'; ';' between entries, '=none' unmaps one, 'none' drops the defaults (appearance/theme/mode/color-scheme dark|light, contrast high|more|low|less)."
  )

  static let format = OptionSpec(
    "format", .value(placeholder: "format"),
    help: "export: css (custom properties), swift (one source file), json (the resolved DTCG tokens).",
    values: Format.allCases.map(\.rawValue))

  static let allProblems = OptionSpec(
    "all-problems", .flag,
    help:
      "check: print every problem, not the first \(MessageText.problemLimit) of each file and a line counting the rest."
  )

  static let strict = OptionSpec(
    "strict", .flag,
    help: "check: refuse every deviation from the format (each warning an error), as 2025.10 reads.")
  static let refuse = OptionSpec(
    "refuse", .value(placeholder: "code,..."),
    help: "check: refuse these deviations only (codes from docs/tokens.md, comma-separated).",
    values: TokenProblem.Deviation.allCases.map(\.rawValue))

  static let exportOptions = [
    CompileOptions.theme, CompileOptions.themeInput, format, prefix, media, strict, refuse,
  ]
  /// Every option the subcommand takes, for either action.
  static let options = exportOptions + [allProblems]

  /// `tokens check`: the files and what the read refuses.
  struct Check: Hashable, Sendable {
    var files: [String]
    var refused: Set<TokenProblem.Deviation> = []
    /// Every problem printed, not the first `MessageText.problemLimit` of each file.
    var allProblems = false
  }

  /// The deviations `--strict` and `--refuse` make errors, or the problem with the list.
  static func refused(_ scanned: ScannedArguments, problems: inout [String]) -> Set<TokenProblem.Deviation> {
    var refused: Set<TokenProblem.Deviation> = scanned.has(strict) ? Set(TokenProblem.Deviation.allCases) : []
    if let text = scanned.value(of: refuse) {
      let codes = TokenProblem.Deviation.allCases.map(\.rawValue)
      for code in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        if let deviation = TokenProblem.Deviation(rawValue: trimmed) {
          refused.insert(deviation)
        } else {
          problems.append(
            "tokens check: --refuse takes deviation codes (\(codes.joined(separator: ", "))), found "
              + ValueParser.quoted(trimmed) + NearMiss.hint(for: trimmed, among: codes))
        }
      }
    }
    return refused
  }

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
      if scanned.has(allProblems) { problems.append("tokens export: --all-problems is for tokens check") }
      if scanned.has(strict) || scanned.value(of: refuse) != nil {
        problems.append("tokens export: --strict and --refuse are options of tokens check")
      }
      // SOURCE is the argument after export; --theme is its alias.
      if positionals.count > 2 { problems.append("tokens export: unexpected argument '\(positionals[2])'") }
      if positionals.count > 1, scanned.value(of: CompileOptions.theme) != nil {
        problems.append("tokens export: give the source once, as SOURCE or as --theme, not both")
      }
      guard let themeText = positionals.count > 1 ? positionals[1] : scanned.value(of: CompileOptions.theme)
      else {
        problems.append(
          "tokens export: missing the source: a token document, a resolver, a theme file or a shipped name")
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
      let prefixText = scanned.value(of: prefix) ?? ""
      if !prefixText.isEmpty, TokenCSSExport.kebab(prefixText) != prefixText {
        problems.append(
          "tokens export: --prefix takes lower-case letters, digits, - and _, found \(ValueParser.quoted(prefixText))"
        )
      }
      var mapping = CSSMediaMapping()
      if let text = scanned.value(of: media) {
        if chosen != .css { problems.append("tokens export: --media is for --format css") }
        switch CSSMediaMapping.parse(text) {
        case .success(let parsed): mapping = parsed
        case .failure(let problem): problems.append("tokens export: " + problem.description)
        }
      }
      guard problems.isEmpty else { return .failure(CommandFailure(.usage, problems)) }
      return .success(
        .exportTokens(Export(theme: theme, format: chosen, prefix: prefixText, media: mapping)))
    case "check":
      if scanned.value(of: CompileOptions.theme) != nil || scanned.value(of: format) != nil
        || scanned.value(of: media) != nil
      {
        problems.append("tokens check: takes files only, not --theme, --format or --media")
      }
      let files = Array(positionals.dropFirst())
      if files.isEmpty { problems.append("tokens check: missing the files to check") }
      if files.contains("-") {
        problems.append(
          "tokens check: '-' would be standard input, which tokens check does not read (a resolver's sources are found beside its file); name the files, or ./- for a file called '-'"
        )
      }
      let refused = refused(scanned, problems: &problems)
      guard problems.isEmpty else { return .failure(CommandFailure(.usage, problems)) }
      return .success(
        .checkTokens(Check(files: files, refused: refused, allProblems: scanned.has(allProblems))))
    default:
      problems.append(
        "tokens: unknown action '\(action)' (one of: \(actions.joined(separator: ", ")))"
          + NearMiss.hint(for: action, among: actions))
      return .failure(CommandFailure(.usage, problems))
    }
  }

  /// One line per valid file, each warning of it on standard error (`warnings`, as they are
  /// found); throws with every problem of every file (65), or 66 when a file cannot be read at
  /// all: a file named here, or one a resolver names, when that is all that is wrong with it (as
  /// under `--theme`). A file's problems are listed to the first `MessageText.problemLimit`,
  /// then one line counts the rest by kind, as the compile path does; `allProblems` lists them all.
  static func check(
    _ check: Check, warnings: (String) -> Void = { _ in }
  ) throws(CommandFailure) -> String {
    var report = ""
    var problems: [String] = []
    var unreadable = false
    let options = TokenReadingOptions(refused: check.refused)
    let limit = TokenTree.Limits().maximumBytes
    for path in check.files {
      let url = URL(fileURLWithPath: path)
      let data: Data
      do throws(CommandFailure) {
        // Only a regular file: a named pipe would wait for a writer, a device never end.
        switch try InputFile.read(path, role: "token", limit: limit, regularOnly: true) {
        case .bytes(let bytes): data = Data(bytes)
        case .tooLarge(let size):
          // Too large is bad data (65), under every command.
          problems.append(
            "\(path): too large: expected a token file of at most \(limit) bytes, found "
              + (size.map { "\($0) bytes" } ?? "more than \(limit) bytes"))
          continue
        }
      } catch {
        problems += error.problems
        unreadable = true
        continue
      }
      do throws(TokenError) {
        if TokenResolver.isResolverDocument(data) {
          let resolver = try TokenResolver.read(
            data: data, file: path, baseURL: url.deletingLastPathComponent(), options: options)
          let found = resolver.check()
          if found.contains(where: { $0.severity == .error }) { throw TokenError(found) }
          for line in lines(found, file: path, all: check.allProblems) { warnings(line) }
          let contexts = resolver.modifiers.map { "\($0.name) (\($0.contexts.joined(separator: ", ")))" }
          report +=
            "\(path): valid resolver document"
            + (contexts.isEmpty ? "" : "; modifiers: \(contexts.joined(separator: "; "))")
            + Self.warningCount(found.count) + "\n"
        } else {
          let tree = try TokenTree.read(data: data, file: path, options: options)
          for line in lines(tree.warnings, file: path, all: check.allProblems) { warnings(line) }
          report +=
            "\(path): valid token document, \(tree.tokens.count) tokens"
            + Self.warningCount(tree.warnings.count)
            + "\n"
        }
      } catch {
        if error.problems.allSatisfy({ $0.kind == .unreadableFile }) { unreadable = true }
        problems += lines(error.problems, file: path, all: check.allProblems)
      }
    }
    if !problems.isEmpty { throw CommandFailure(unreadable ? .noInput : .dataError, problems) }
    return report
  }

  /// A file's problems, one line each, to the first `MessageText.problemLimit` unless `all`;
  /// then one line counting the rest by kind: `t.json: and 39900 more problems of the same
  /// kind: invalid value (39900)`. Only the listed problems' lines are built.
  static func lines(_ problems: [TokenProblem], file: String, all: Bool) -> [String] {
    let listed = all ? problems[...] : problems.prefix(MessageText.problemLimit)
    var lines = listed.map(\.description)
    guard problems.count > listed.count else { return lines }
    var counts: [TokenProblem.Kind: Int] = [:]
    for problem in problems.dropFirst(listed.count) { counts[problem.kind, default: 0] += 1 }
    let ordered = TokenProblem.Kind.allCases.compactMap { kind in counts[kind].map { (kind.phrase, $0) } }
    let more = MessageText.moreProblems(ordered, listedKinds: Set(listed.map(\.kind.phrase)))
    lines.append("\(MessageText.oneLine(file)): \(more) (--all-problems lists them all)")
    return lines
  }
}

extension TokensCommand {
  /// `, 3 warnings` after a valid file's line; nothing without one.
  static func warningCount(_ count: Int) -> String {
    count == 0 ? "" : count == 1 ? ", 1 warning" : ", \(count) warnings"
  }

  /// The export's text. A resolver (or a shipped light/dark theme) gives its dark and
  /// high-contrast variants too; JSON from a resolver is its whole resolved tree.
  static func output(
    for export: Export, warnings: (String) -> Void = { _ in }
  ) throws(CommandFailure) -> String {
    let variants: ThemeVariants
    do throws(CommandFailure) {
      variants = try self.variants(of: export.theme)
    } catch {
      // A token set without the block roles: every token, no role map needed.
      guard error.exitCode == .dataError, let tree = try rawTree(export.theme) else { throw error }
      switch export.format {
      case .json: return JSONExport.document(tree)
      case .css:
        if let (path, input) = resolverPath(export.theme) {
          return try contexts(path: path, input: input, export: export, warnings: warnings)
        }
        try refuseMedia(export, "a token document has no contexts")
        do throws(TokenCSSExport.Collision) {
          return try TokenCSSExport.stylesheet(tree, prefix: export.prefix)
        } catch {
          throw CommandFailure(.dataError, [error.description])
        }
      case .swift:
        // A resolver's tree is one context: the header says which.
        let note = resolverPath(export.theme).map { _, input in
          "Resolved with " + (input.isEmpty ? "the default input" : "input " + inputText(input)) + "."
        }
        do throws(TokenSwiftExport.Collision) {
          return try TokenSwiftExport.source(tree, note: note)
        } catch {
          throw CommandFailure(.dataError, [error.description])
        }
      }
    }
    switch export.format {
    case .css:
      try refuseMedia(export, "a theme's CSS maps appearance dark and contrast high itself")
      return CSSExport.stylesheet(variants)
    case .swift: return SwiftExport.source(variants)
    case .json:
      if let (path, input) = resolverPath(export.theme) {
        do throws(TokenError) {
          let resolver = try TokenResolver.read(contentsOf: URL(fileURLWithPath: path))
          return JSONExport.document(try resolver.resolve(input))
        } catch {
          throw CommandFailure(ThemeSource.exitCode(error.problems), error.problems.map(\.description))
        }
      }
      if case .shipped(let name) = export.theme {
        do throws(TokenError) {
          if let tree = try Theme.shippedTokens(named: name) { return JSONExport.document(tree) }
        } catch {
          throw CommandFailure(.dataError, error.problems.map(\.description))
        }
      }
      return JSONExport.document(variants.standard)
    }
  }

  /// `--media` given for a source it cannot apply to: a usage error (64), not silence.
  static func refuseMedia(_ export: Export, _ why: String) throws(CommandFailure) {
    guard export.media != CSSMediaMapping() else { return }
    throw CommandFailure(
      .usage, ["tokens export: --media is for a resolver without the block roles; \(why)"])
  }

  /// The CSS of a resolver without the block roles: `:root` for `input`, and every other
  /// context (TokenCSSExport's contexts).
  static func contexts(
    path: String, input: [String: String], export: Export, warnings: (String) -> Void
  ) throws(CommandFailure) -> String {
    let resolver: TokenResolver
    do throws(TokenError) {
      resolver = try TokenResolver.read(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandFailure(ThemeSource.exitCode(error.problems), error.problems.map(\.description))
    }
    // A --media entry naming no modifier or context of this resolver is a slip: say so.
    var problems: [String] = []
    for key in export.media.explicit.keys.sorted() {
      guard let modifier = resolver.modifiers.first(where: { $0.name == key.modifier }) else {
        let names = resolver.modifiers.map(\.name)
        problems.append(
          "tokens export: --media: expected a modifier of \(path) (\(names.joined(separator: ", "))), found "
            + ValueParser.quoted(key.modifier) + NearMiss.hint(for: key.modifier, among: names))
        continue
      }
      if !modifier.contexts.contains(key.context) {
        problems.append(
          "tokens export: --media: expected a context of \(key.modifier) (\(modifier.contexts.joined(separator: ", "))), found "
            + ValueParser.quoted(key.context) + NearMiss.hint(for: key.context, among: modifier.contexts))
      }
    }
    if !problems.isEmpty { throw CommandFailure(.usage, problems) }
    let options = TokenCSSExport.ContextOptions(input: input, media: export.media, prefix: export.prefix)
    do throws(TokenCSSExport.ContextFailure) {
      let stylesheet = try TokenCSSExport.stylesheet(resolver, options: options)
      for warning in stylesheet.warnings { warnings(warning) }
      return stylesheet.text
    } catch {
      switch error {
      case .tokens(let problems, let input):
        let shown = inputText(input, separator: ",")
        throw CommandFailure(
          ThemeSource.exitCode(problems.problems),
          problems.problems.map(\.description)
            + [
              "\(MessageText.oneLine(path)): tokens export: the input \(MessageText.quoted(shown)) does not resolve"
            ])
      case .collision(let collision): throw CommandFailure(.dataError, [collision.description])
      case .attribute(let attribute, let first, let second):
        throw CommandFailure(
          .dataError,
          [
            "\(MessageText.oneLine(path)): invalid value: expected modifier names that stay distinct as data- attributes, found \(MessageText.quoted(second)) and \(MessageText.quoted(first)), which are both \(attribute)"
          ])
      }
    }
  }

  /// `appearance=dark, contrast=high`: an input as `--input` takes it, modifiers in name order
  /// (`separator: ","` for the spelling `--input` itself takes).
  static func inputText(_ input: [String: String], separator: String = ", ") -> String {
    input.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: separator)
  }

  /// The resolved tree of a token document or resolver a reference names (read leniently), nil
  /// for a theme file of our own format or a shipped name; throws the tree's own problems.
  static func rawTree(_ reference: ThemeReference) throws(CommandFailure) -> TokenTree? {
    do throws(TokenError) {
      if let (path, input) = resolverPath(reference) {
        return try TokenResolver.read(contentsOf: URL(fileURLWithPath: path)).resolve(input)
      }
      // Read as every input is: a regular file only (never waiting on a pipe), its size known
      // before it is read.
      guard case .file(let path) = reference,
        case .bytes(let bytes)? = try? InputFile.read(
          path, role: "token", limit: TokenTree.Limits().maximumBytes, regularOnly: true)
      else {
        return nil
      }
      let data = Data(bytes)
      // A theme file of our own format (a root `$extends`: hex strings over a shipped theme)
      // keeps the problems its theme reading gave; any other file is a token set, and its
      // problems are the token reader's, not the missing block roles.
      if Theme.isThemeFile(data) {
        return try? TokenTree.read(data: data, file: path)
      }
      return try TokenTree.read(data: data, file: path)
    } catch {
      throw CommandFailure(.dataError, error.problems.map(\.description))
    }
  }

  /// The resolver file a reference names, if it names one.
  static func resolverPath(_ reference: ThemeReference) -> (String, [String: String])? {
    switch reference {
    case .resolved(let path, let input): return (path, input)
    case .file(let path):
      // Read as every input is (never waiting on a pipe, never past the limit); a file that
      // cannot be read is reported by ThemeSource.
      guard
        case .bytes(let bytes)? = try? InputFile.read(
          path, role: "theme", limit: TokenTree.Limits().maximumBytes),
        TokenResolver.isResolverDocument(Data(bytes))
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
        throw CommandFailure(ThemeSource.exitCode(error.problems), error.problems.map(\.description))
      }
    }
    return ThemeVariants(standard: try ThemeSource.load(reference, subject: "tokens export"))
  }
}
