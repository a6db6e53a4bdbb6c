import BlockSpec

/// What a command line asks for, decided before any file is read.
enum Invocation: Hashable, Sendable {
  case help(String)
  case version
  case compile(CompileRequest)
  case listBlocks
  case listThemes
  case checkTheme(ThemeReference)
  case checkTokens(TokensCommand.Check)
  case exportTokens(TokensCommand.Export)
  case audit(AuditRequest)
  case preview(PreviewCommand.Request)

  /// Parses `arguments` (without the program name). A first argument naming a subcommand
  /// selects it; anything else is the main command. `--help` wins over every other problem, as
  /// it does in swift-argument-parser, so a half-written command line still gets its help.
  static func parse(_ arguments: [String], standardInputIsTerminal: Bool) -> Result<
    Invocation, CommandFailure
  > {
    if let first = arguments.first, first == "help" {
      return parseHelp(Array(arguments.dropFirst()))
    }
    if let first = arguments.first, let subcommand = Subcommand(rawValue: first) {
      let rest = Array(arguments.dropFirst())
      if subcommand == .audit {
        if rest.contains("--help") || rest.contains("-h") {
          return .success(.help(HelpText.subcommand(.audit)))
        }
        return AuditRequest.parse(rest).map { .audit($0) }
      }
      if subcommand == .preview { return PreviewCommand.parse(rest) }
      return parse(subcommand, rest)
    }

    let scanned = ArgumentScanner.scan(arguments, options: CompileOptions.all)
    if scanned.has(.help) { return .success(.help(HelpText.main)) }
    if scanned.has(CompileOptions.version) { return .success(.version) }
    return CompileOptions.request(from: scanned, standardInputIsTerminal: standardInputIsTerminal).map {
      .compile($0)
    }
  }

  private static func parse(_ subcommand: Subcommand, _ arguments: [String]) -> Result<
    Invocation, CommandFailure
  > {
    let scanned = ArgumentScanner.scan(
      arguments,
      options: subcommand == .checkTheme
        ? [.help, CompileOptions.themeInput]
        : subcommand == .tokens ? [.help] + TokensCommand.options : [.help])
    if scanned.has(.help) {
      if subcommand == .tokens, let action = scanned.positionals.first, TokensCommand.actions.contains(action)
      {
        return .success(.help(HelpText.tokens(action: action)))
      }
      return .success(.help(HelpText.subcommand(subcommand)))
    }
    var problems = scanned.problems.map { "\(subcommand.rawValue): \($0)" }
    let positionals = scanned.positionals
    switch subcommand {
    case .blocks, .themes:
      if let extra = positionals.first {
        problems.append(
          "\(subcommand.rawValue): takes no arguments, but was given \(ValueParser.quoted(extra))")
      }
      guard problems.isEmpty else { return .failure(CommandFailure(.usage, problems)) }
      return .success(subcommand == .blocks ? .listBlocks : .listThemes)
    case .audit, .preview:
      return .failure(CommandFailure(.usage, ["\(subcommand.rawValue): parsed on its own"]))
    case .checkTheme:
      if positionals.isEmpty {
        problems.append("check-theme: missing the theme to check (a shipped name or a path)")
      }
      if positionals.count > 1 {
        problems.append(
          "check-theme: one theme at a time: unexpected extra argument \(ValueParser.quoted(positionals[1]))")
      }
      guard problems.isEmpty, let theme = positionals.first else {
        return .failure(CommandFailure(.usage, problems))
      }
      var reference = CompileOptions.parseTheme(theme)
      if let text = scanned.value(of: CompileOptions.themeInput) {
        switch CompileOptions.resolvedTheme(reference, input: text) {
        case .success(let resolved): reference = resolved
        case .failure(let problem): return .failure(.usage("check-theme: " + problem.message))
        }
      }
      return .success(.checkTheme(reference))
    case .tokens:
      return TokensCommand.parse(positionals, scanned: scanned, problems: problems)
    }
  }

  private static func parseHelp(_ arguments: [String]) -> Result<Invocation, CommandFailure> {
    switch arguments.count {
    case 0: return .success(.help(HelpText.main))
    case 1:
      if arguments[0] == "help" { return .success(.help(HelpText.helpCommand)) }
      if let subcommand = Subcommand(rawValue: arguments[0]) {
        return .success(.help(HelpText.subcommand(subcommand)))
      }
      let names = Subcommand.allCases.map(\.rawValue)
      return .failure(
        .usage(
          "help: unknown subcommand \(ValueParser.quoted(arguments[0])) (one of: \(names.joined(separator: ", ")))"
            + NearMiss.hint(for: arguments[0], among: names)))
    default:
      return .failure(
        .usage("help: takes at most one subcommand, but was given \(arguments.count) arguments"))
    }
  }
}
