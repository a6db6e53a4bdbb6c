import BlockSpec
import Foundation

/// Everything one `spec-compile` run is asked to do, parsed and checked, with nothing read yet.
///
/// Keeping the request a plain value separates the command line (what was asked) from the work
/// (reading, compiling, writing), so the parser is tested without touching a file.
public struct CompileRequest: Hashable, Sendable {
  /// Where the block's document comes from.
  public enum Input: Hashable, Sendable {
    /// A JSON file, by the path given on the command line; it names its block.
    case file(String)
    /// Standard input: `-`, or no file with input piped in.
    case standardInput
    /// A block's built-in sample (the stats overview's: the sample shop, O-DA-9), dated up to
    /// `today`, from `seed`.
    case sample(block: String, today: Date, seed: UInt64)
  }

  /// How the tree is written.
  public enum Format: String, CaseIterable, Hashable, Sendable {
    /// Canonical JSON, the interchange format.
    case json
    /// The compact indented text tree, for people and diffs.
    case tree
    /// One self-contained HTML page drawing the tree with the web reference renderer, with the
    /// offered ranges' trees for range picking (`HTMLPage`).
    case html
  }

  public var input: Input
  public var theme: ThemeReference
  public var environment: BlockEnvironment
  /// The block's state flags as given (the stats overview's ranges, selection, phase, scrub,
  /// host actions…); the block compiled reads them into its state.
  public var stateFlags: StateFlagValues
  public var format: Format
  /// Indented JSON; the key order and number spelling stay canonical.
  public var pretty: Bool
  /// Each node carries the frame the built-in layout pass gives it (`LayoutTree.frames()`), for
  /// renderers without a layout engine of their own.
  public var frames: Bool
  /// The file to write atomically; nil writes standard output.
  public var outputPath: String?

  public init(
    input: Input, theme: ThemeReference = .shipped(CompileOptions.defaultTheme),
    environment: BlockEnvironment = BlockEnvironment(), stateFlags: StateFlagValues = StateFlagValues(),
    format: Format = .json, pretty: Bool = false,
    frames: Bool = false, outputPath: String? = nil
  ) {
    self.input = input
    self.theme = theme
    self.environment = environment
    self.stateFlags = stateFlags
    self.format = format
    self.pretty = pretty
    self.frames = frames
    self.outputPath = outputPath
  }
}

/// A theme as the command line names it: a shipped theme or a theme file.
public enum ThemeReference: Hashable, Sendable {
  case shipped(String)
  /// A theme file, or a DTCG resolver document resolved with its defaults.
  case file(String)
  /// A DTCG resolver document and the context chosen for each of its modifiers (`--input`).
  case resolved(String, input: [String: String])
}
