import Foundation

/// The `--help` pages, laid out like swift-argument-parser's: an overview, usage, each option
/// with its values and default, then examples and exit codes.
///
/// Options are rendered from their `OptionSpec`s, so a new flag cannot be missing from help.
enum HelpText {
  static let program = "spec-compile"
  /// Column where descriptions start, and the width text wraps at.
  private static let descriptionColumn = 28
  private static let lineWidth = 100

  static var main: String {
    var text = """
      OVERVIEW: Compile a block's document, a theme and an environment into a layout tree.

      USAGE: \(program) [<file>] [<options>]
             \(program) --sample [--block <name>] [<options>]
             \(program) <subcommand>

      ARGUMENTS:

      """
    text += entry(
      "<file>",
      "A block's JSON document; its \"block\" member names the block (none: a stats overview). "
        + "'-', or no file with input piped in, reads standard input. "
        + "A file whose name is a subcommand's is given as ./name.")
    for group in CompileOptions.groups {
      text += "\n\(group.title):\n"
      for option in group.options { text += entry(option) }
    }
    text += "\nSUBCOMMANDS:\n"
    for subcommand in Subcommand.allCases { text += entry(subcommand.rawValue, subcommand.abstract) }
    text += entry("help <subcommand>", "Show a subcommand's help.")
    text += """

      EXAMPLES:
        \(program) --sample --theme dark
        \(program) overview.json --theme dark --output tree.json
        \(program) - --theme light --dynamic-type accessibility3 --width 320 --reduce-motion < overview.json
        \(program) --sample --range 1Y --format tree
        \(program) --sample --phase retry-failed --error-message "The server is busy." --retry-message "Still busy."
        \(program) blocks
        \(program) check-theme docs/examples/brand-theme.json

      """
    text += "\n" + exitCodes
    text += "\nSee docs/cli.md for the full reference.\n"
    return text
  }

  static func subcommand(_ subcommand: Subcommand) -> String {
    var text = wrapped("OVERVIEW: " + subcommand.abstract, first: "", then: "") + "\n"
    text += "USAGE: \(program) \(subcommand.rawValue)\(subcommand.argumentUsage)\n"
    if let argument = subcommand.argumentHelp {
      text += "\nARGUMENTS:\n" + entry(argument.name, argument.help)
    }
    text += "\nOPTIONS:\n" + entry(.help)
    // The subcommand's own options, from their specs (#25: check-theme's --input).
    for option in subcommand.options { text += entry(option) }
    if !subcommand.details.isEmpty { text += "\n" + subcommand.details + "\n" }
    return text
  }

  /// `spec-compile tokens export --help` and `tokens check --help`: the action's own options
  /// and exit codes.
  static func tokens(action: String) -> String {
    if action == "check" {
      var text = "OVERVIEW: Check DTCG 2025.10 token and resolver documents, every problem listed.\n"
      text += "USAGE: \(program) tokens check [--strict] [--refuse <code,...>] [--all-problems] <file>...\n"
      text += "\nOPTIONS:\n" + entry(.help) + entry(TokensCommand.strict) + entry(TokensCommand.refuse)
      text += entry(TokensCommand.allProblems)
      return text + "\n" + Subcommand.tokens.details + "\n"
    }
    var text =
      wrapped(
        "OVERVIEW: Export every token of a source as CSS custom properties, a Swift file or a DTCG JSON document.",
        first: "", then: "") + "\n"
    text +=
      "USAGE: \(program) tokens export <source> --format <css|swift|json> [--input <modifier=context,...>] [--prefix <name>] [--media <modifier.context=query;...>]\n"
    text +=
      "\nARGUMENTS:\n"
      + entry(
        "<source>",
        "A token document, a resolver (with --input, or its defaults), a theme file or a shipped theme name; --theme <source> is the same."
      )
    text += "\nOPTIONS:\n"
    for option in [
      OptionSpec.help, TokensCommand.format, CompileOptions.themeInput, TokensCommand.prefix,
      TokensCommand.media, CompileOptions.theme,
    ] {
      text += entry(option)
    }
    text += """

      A source with the block roles (a shipped theme, a theme file, a resolver with a role map)
      exports the theme with its extras (dark and high-contrast media queries, Dynamic Type
      tables, springs, Reduce Motion fades), its CSS named --sp-<path in kebab case> as the web
      renderer reads it, so linking it re-skins a --format html page; any other token set
      exports every token: CSS as --<prefix>-<path in kebab case>, aliases as var(), JSON as the
      resolved DTCG document, Swift as nested enums of plain values named from the paths
      (string, untyped, em and vw tokens left out and listed in the file's header). The CSS of a
      resolver without the roles writes every context: :root holds the input,
      [data-<modifier>="<context>"] each context's changes and the aliases depending on them,
      [data-a="x"][data-b="y"] what a combination adds (up to 64 combinations), and a modifier
      the input leaves at its default follows the preference --media maps to its context (by
      default appearance, theme, mode, scheme, color-scheme: dark/light -> prefers-color-scheme;
      contrast: high/more -> prefers-contrast: more, low/less -> less). An attribute wins over a
      preference. See docs/tokens.md.

      EXIT CODES:
        0    The export was written to standard output.
        64   No source, no or a bad --format, a bad --input, --prefix or --media.
        65   The source is not valid, or names collide as CSS properties or Swift names (every
             problem listed).
        66   The source cannot be read.
        74   Writing to standard output failed.

      """
    return text
  }

  /// `help help`: what `help` does (#25).
  static var helpCommand: String {
    let names = (Subcommand.allCases.map(\.rawValue) + ["help"]).joined(separator: ", ")
    return "OVERVIEW: Show the command's help, or a subcommand's.\n\n"
      + "USAGE: \(program) help [<subcommand>]\n\nARGUMENTS:\n"
      + entry("<subcommand>", "One of: \(names). None: the main help.")
      + "\nAlso: \(program) --help, \(program) <subcommand> --help.\n"
  }

  static let exitCodes = """
    EXIT CODES:
      0    Success.
      1    check-theme: a required contrast check failed; audit: at least one finding.
      64   Usage error: unknown option, missing or bad value, conflicting options.
      65   Bad data: a document (any block's), a theme file or a token document is not valid.
      66   An input file (a document, theme or token file) cannot be read.
      73   The --output file cannot be written (an existing file is left unchanged).
      74   Writing to standard output failed.

    """

  private static func entry(_ option: OptionSpec) -> String {
    var description = option.help
    if !option.values.isEmpty { description += " (values: \(option.values.joined(separator: ", ")))" }
    if let defaultText = option.defaultText { description += " (default: \(defaultText))" }
    let names = option.shortName.map { "-\($0), " } ?? ""
    return entry(names + option.usage, description)
  }

  /// `  name   description`, the description wrapped and aligned at `descriptionColumn`; a
  /// name too long for the column gets a line of its own.
  private static func entry(_ name: String, _ description: String) -> String {
    let indent = String(repeating: " ", count: descriptionColumn)
    let lead = "  " + name
    if lead.count + 2 > descriptionColumn {
      return lead + "\n" + wrapped(description, first: indent, then: indent)
    }
    return wrapped(
      description, first: lead.padding(toLength: descriptionColumn, withPad: " ", startingAt: 0), then: indent
    )
  }

  /// `text` in lines of at most `lineWidth` columns: the first starts with `first`, the rest
  /// with `then`.
  private static func wrapped(_ text: String, first: String, then indent: String) -> String {
    var lines: [String] = []
    var line = first
    var lineHasWords = false
    for word in text.split(separator: " ") {
      if lineHasWords, line.count + 1 + word.count > lineWidth {
        lines.append(line)
        line = indent
        lineHasWords = false
      }
      line += (lineHasWords ? " " : "") + word
      lineHasWords = true
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }
}
