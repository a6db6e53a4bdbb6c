import BlockSpec

/// The commands besides compiling, named by the first argument as git and swift do.
public enum Subcommand: String, CaseIterable, Sendable {
  case blocks
  case themes
  case checkTheme = "check-theme"
  case tokens
  case audit

  var abstract: String {
    switch self {
    case .blocks: "List the blocks the command compiles, each with its state flags."
    case .themes: "List the shipped themes."
    case .checkTheme:
      "Load a theme, list every problem with its tokens, and print the contrast of every text role on every surface."
    case .tokens:
      "Check any DTCG 2025.10 token or resolver document, or export a theme's tokens as CSS, Swift or JSON."
    case .audit:
      "Compile documents over every theme, Dynamic Type size, width, Reduce Motion setting and state, and report what breaks the block's layout, contrast and accessibility rules."
    }
  }

  var argumentUsage: String {
    switch self {
    case .blocks, .themes: ""
    case .checkTheme: " <name|path>"
    case .tokens:
      " check [--strict] [--refuse <code,...>] <file>... | export --theme <name|path> [--input <modifier=context,...>] --format <css|swift|json>"
    case .audit:
      " <file>... [--theme <name|path>]... [--width <points>]... [--locale <id>]... [--format text|json|sarif] [--output <file>]"
    }
  }

  var argumentHelp: (name: String, help: String)? {
    switch self {
    case .blocks, .themes: nil
    case .checkTheme: ("<name|path>", "A shipped theme by name, or a theme file by path.")
    case .tokens:
      (
        "<file>...",
        "check: token documents or resolver documents (a resolver is known by its resolutionOrder)."
      )
    case .audit: ("<file>...", "The documents to audit (any block's; see spec-compile blocks).")
    }
  }

  var details: String {
    switch self {
    case .blocks:
      """
      Prints each block's name (what a document's "block" member and --block take), what it is,
      and the state flags that set its state. A document without a "block" member is a \(BlockRegistry.defaultBlock.name).
      """
    case .themes:
      "Prints one shipped theme name per line; each can be given to --theme and check-theme."
    case .checkTheme:
      """
      The table gives, for each text role on each surface, the WCAG 2 contrast ratio and whether it
      passes AA (4.5:1) and AAA (7:1). A theme must pass AA; a high-contrast theme must pass AAA.

      EXIT CODES:
        0    Every required check passes.
        1    The theme loads but a required check fails.
        64   No theme named, or an unknown shipped name.
        65   The theme file is not valid (every problem is listed).
        66   The theme file cannot be read.
      """
    case .tokens:
      """
      check reads each file as a token document (Design Tokens Format Module 2025.10) or, when it
      has a resolutionOrder, as a resolver document (Resolver Module 2025.10), whose sources are
      read relative to it and whose every context is resolved. Every problem is printed with its
      file, line and column, JSON Pointer, what was expected and what was found, in document
      order. A deviation real files hold that reads unambiguously (a 3-digit hex, an em or dp
      unit, a token with no $type, …) is a warning, printed with its code in brackets; --strict
      makes every warning an error, --refuse some (the codes are in docs/tokens.md).

      EXIT CODES:
        0    Every file is valid (warnings are printed on standard error).
        64   No file named, or an unknown action.
        65   A file is not valid (every problem is listed).
        66   A file cannot be read.
      """
    case .audit:
      """
      OPTIONS FOR THE MATRIX (each may repeat or take a comma-separated list):
        --theme <name|path>   Themes to compile with (default: every shipped theme).
        --width <points>      Column widths (default: 320, 375, 390, 430).
        --locale <id>         Locales (default: en_US).
      Every Dynamic Type size, Reduce Motion off and on, and every state of the block are always
      included. The stats overview: loaded, each other range, the first and last scrubbed
      reading, loading, the error and each phase of Try again. The dashboard: at rest, each
      other range, the first and last sample scrubbed, scrolled, a row open and swiped past
      62 %, pull to refresh pulling, armed, refreshing and finished, inside a navigation stack.
      The sparkline stat tile: the tile; its demo screen at two ticks.

      OUTPUT:
        --format <format>     text (default), json (docs/schema/audit-report.schema.json) or
                              sarif (SARIF 2.1.0).
        --output <file>       Write the report to a file, atomically (default: standard output).

      EXIT CODES:
        0    Nothing found.
        1    At least one finding.
        64   Usage error.
        65   A document or theme is not valid.
        66   A document or theme cannot be read.
        73   The --output file cannot be written.
      """
    }
  }
}
