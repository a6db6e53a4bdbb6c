import BlockSpec

/// The commands besides compiling, named by the first argument as git and swift do.
public enum Subcommand: String, CaseIterable, Sendable {
  case blocks
  case themes
  case checkTheme = "check-theme"

  var abstract: String {
    switch self {
    case .blocks: "List the blocks the command compiles, each with its state flags."
    case .themes: "List the shipped themes."
    case .checkTheme:
      "Load a theme, list every problem with its tokens, and print the contrast of every text role on every surface."
    }
  }

  var argumentUsage: String {
    switch self {
    case .blocks, .themes: ""
    case .checkTheme: " <name|path>"
    }
  }

  var argumentHelp: (name: String, help: String)? {
    switch self {
    case .blocks, .themes: nil
    case .checkTheme: ("<name|path>", "A shipped theme by name, or a theme file by path.")
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
    }
  }
}
