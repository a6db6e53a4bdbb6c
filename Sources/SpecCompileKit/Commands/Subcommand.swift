import BlockSpec

/// The commands besides compiling, named by the first argument as git and swift do.
public enum Subcommand: String, CaseIterable, Sendable {
  case blocks
  case themes
  case checkTheme = "check-theme"
  case tokens
  case audit
  case preview

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
    case .preview:
      "Serve a live page of documents on 127.0.0.1, with controls for theme, size, width, Reduce Motion, locale and the block's state, a matrix view, and reloads when a file changes."
    }
  }

  var argumentUsage: String {
    switch self {
    case .blocks, .themes: ""
    case .checkTheme: " <name|path>"
    case .tokens:
      " check [--strict] [--refuse <code,...>] [--all-problems] <file>... | export <source> [--input <modifier=context,...>] --format <css|swift|json> [--prefix <name>] [--media <modifier.context=query;...>]"
    case .audit:
      " <file>... [--theme <name|path>]... [--width <points>]... [--locale <id>]... [--format text|json|sarif] [--output <file>]"
    case .preview:
      " [<file>...] [--sample [--block <name>]] [--theme <name|path>,...] [--input <modifier=context,...>] [--port <n>]"
    }
  }

  /// The options the subcommand takes besides --help, for its help page; audit lists its own
  /// in `details`, grouped.
  var options: [OptionSpec] {
    switch self {
    case .checkTheme: [CompileOptions.themeInput]
    case .blocks, .themes, .tokens, .audit, .preview: []
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
    case .preview:
      ("<file>...", "The documents to preview (any block's); each is read again when it changes.")
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
      read relative to it (inside its folder) and whose every context is resolved. Every problem
      is printed with its file, line and column, JSON Pointer, what was expected and what was
      found, in document order: the first 100 of each file, then a line counting the rest;
      --all-problems prints every one. A deviation real files hold that reads unambiguously (a
      3-digit hex, an em or dp unit, a token with no $type, …) is a warning, printed with its
      code in brackets; --strict makes every warning an error, --refuse some (the codes are in
      docs/tokens.md).

      EXIT CODES:
        0    Every file is valid (warnings are printed on standard error).
        64   No file named, '-', or an unknown action.
        65   A file is not valid (every problem is listed), or is over 64 MiB.
        66   A file cannot be read, or a file a resolver names cannot.
      """
    case .audit:
      """
      OPTIONS FOR THE MATRIX (each may repeat or take a comma-separated list):
        --theme <name|path>       Themes to compile with (default: every shipped theme).
        --width <points>          Column widths (default: 320, 375, 390, 430).
        --locale <id>             Locales (default: en_US).

      Every Dynamic Type size, Reduce Motion off and on, and every state of the block are always
      included. The stats overview: loaded, each other range, the first and last scrubbed
      reading, loading, the error and each phase of Try again. The dashboard: at rest, each
      other range, the first and last sample scrubbed, scrolled, a row open and swiped past
      62 %, pull to refresh pulling, armed, refreshing and finished, inside a navigation stack.
      The sparkline stat tile: the tile; its demo screen at two ticks.

      OUTPUT:
        --format <format>         text (default), json (docs/schema/audit-report.schema.json) or
                                  sarif (SARIF 2.1.0).
        --output <file>           Write the report to a file, atomically (default: standard output).

      EXIT CODES:
        0    Nothing found.
        1    At least one finding.
        64   Usage error.
        65   A document or theme is not valid.
        66   A document or theme cannot be read.
        73   The --output file cannot be written.
      """
    case .preview:
      """
      INPUTS AND SERVING:
        --sample              Also preview a block's built-in sample (--block, --today and
                              --seed as for the main command).
        --theme <name|path,...>
                              Theme files and resolver documents to offer beside every shipped
                              theme, comma-separated; the first is shown first (default: light).
        --input <modifier=context,...>
                              With a resolver document as the first --theme: its first context.
        --port <n>            The port on 127.0.0.1 (default: \(PreviewCommand.defaultPort); 0: any free port).

      The page (http://127.0.0.1:<port>/) has a control for every input of spec-compile and
      each state flag of the document's block; a change recompiles in the command. Documents,
      theme files and the files a resolver reads are checked for changes every \(FileWatcher.intervalMilliseconds) ms; open
      pages redraw, or show a file's problems as the command prints them. It listens on
      127.0.0.1 only and answers only Host 127.0.0.1 or localhost. Ctrl-C stops it.

      EXIT CODES:
        0    Stopped by Ctrl-C (SIGINT) or SIGTERM.
        64   Usage error.
        74   The port cannot be listened on (in use, or not allowed).
      """
    }
  }
}
