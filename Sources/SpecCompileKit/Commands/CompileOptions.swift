import BlockSpec
import Foundation
import SPTheme

/// The main command's options: their declarations (for the scanner and for help) and the
/// mapping of their values onto a `CompileRequest` and its `BlockEnvironment`. Each block's
/// state flags are declared by the block (`BlockDefinition.stateFlags`) and become options here.
///
/// Defaults come from `BlockEnvironment()` itself, so the help text and the behaviour follow the
/// compiler's contract rather than a copy of it.
public enum CompileOptions {
  /// The theme used when `--theme` is absent.
  public static let defaultTheme = "light"
  /// The "today" of `--sample` when `--today` is absent: a fixed day, so the README's command
  /// gives the same bytes on every machine and every day. Monday 12 October 2026 is the date in
  /// the seed's own example ("Mon, Oct 12").
  public static let defaultToday = "2026-10-12"
  /// The seed of `--sample` when `--seed` is absent: the same as `Overview.sample`'s own
  /// default, so the command and the library's sample agree out of the box.
  public static let defaultSeed: UInt64 = 42
  /// The widest column accepted, in points: far beyond any device (a 12.9-inch iPad in landscape
  /// is 1,366 pt wide), small enough that a typo like `--width 3200000` is caught.
  public static let maximumWidth: Double = 10_000
  /// The failure message `--phase retry-failed` shows when `--retry-message` is absent (the
  /// stats overview's own).
  public static let defaultRetryMessage = StatsOverviewBlock.defaultRetryMessage

  private static let defaults = BlockEnvironment()

  static let theme = OptionSpec(
    "theme", .value(placeholder: "name|path"),
    help: "A shipped theme by name (see `spec-compile themes`) or a theme file by path.",
    default: defaultTheme)
  static let themeInput = OptionSpec(
    "input", .value(placeholder: "modifier=context,..."),
    help: "With a DTCG resolver document as --theme: the context of each modifier "
      + "(e.g. appearance=dark,contrast=high); modifiers left out take their default.",
    default: "every modifier's default")
  static let dynamicType = OptionSpec(
    "dynamic-type", .value(placeholder: "size"), help: "The Dynamic Type size, in Apple's spelling.",
    values: DynamicTypeStep.allCases.map(\.rawValue), default: defaults.dynamicTypeSize.rawValue)
  static let width = OptionSpec(
    "width", .value(placeholder: "points"),
    help: "Width of the column the host gives the block, in points (greater than 0, at most 10000).",
    default: format(defaults.width))
  static let reduceMotion = OptionSpec(
    "reduce-motion", .flag, help: "Compile as if Reduce Motion is on: every change becomes a short fade.")
  static let locale = OptionSpec(
    "locale", .value(placeholder: "id"), help: "The locale figures and dates are written in.",
    default: defaults.locale.identifier)
  static let timeZone = OptionSpec(
    "time-zone", .value(placeholder: "id"),
    help: "The IANA time zone dates are read in (e.g. Europe/Paris).", default: "UTC")
  static let sample = OptionSpec(
    "sample", .flag,
    help: "Compile a block's built-in sample (the stats overview's: a sample shop) instead of a file.")
  static let block = OptionSpec(
    "block", .value(placeholder: "name"),
    help:
      "With --sample: the block whose sample to compile (see `spec-compile blocks`). A file names its own block.",
    values: BlockRegistry.names, default: BlockRegistry.defaultBlock.name)
  static let today = OptionSpec(
    "today", .value(placeholder: "yyyy-mm-dd"),
    help: "With --sample: the last day of the sample's data, in --time-zone.", default: defaultToday)
  static let seed = OptionSpec(
    "seed", .value(placeholder: "n"), help: "With --sample: the seed of its numbers (0 or more).",
    default: String(defaultSeed))
  static let format = OptionSpec(
    "format", .value(placeholder: "format"),
    help:
      "json: the canonical layout tree; tree: a compact text tree for people and diffs; html: a self-contained page drawing it.",
    values: CompileRequest.Format.allCases.map(\.rawValue), default: "json")
  static let pretty = OptionSpec(
    "pretty", .flag, help: "With --format json: indent the JSON (keys stay sorted, values canonical).")
  static let frames = OptionSpec(
    "frames", .flag,
    help: "With --format json: add every node's frame (x, y, width, height) from the built-in layout pass.")
  static let output = OptionSpec(
    "output", .value(placeholder: "file"),
    help: "Write to this file atomically instead of standard output ('-'); on failure it is left as it was.",
    default: "standard output")
  static let version = OptionSpec("version", .flag, help: "Show the version and exit.")

  /// Each block's state flags as options, by block, in the registry's order. A flag two blocks
  /// declare is one option, listed under the first.
  static let stateGroups: [(block: String, options: [OptionSpec])] = {
    var seen: Set<String> = []
    return BlockRegistry.blocks.map { block in
      let options = block.stateFlags.filter { seen.insert($0.name).inserted }.map(OptionSpec.init)
      return (block.name, options)
    }
  }()

  /// Every state flag's option.
  static let stateOptions: [OptionSpec] = stateGroups.flatMap(\.options)

  /// Every option, grouped as help shows them.
  static let groups: [(title: String, options: [OptionSpec])] =
    [
      ("INPUT", [sample, block, today, seed]),
      ("ENVIRONMENT", [theme, themeInput, dynamicType, width, reduceMotion, locale, timeZone]),
    ] + stateGroups.filter { !$0.options.isEmpty }.map { ("STATE (\($0.block))", $0.options) } + [
      ("OUTPUT", [format, pretty, frames, output]),
      ("OTHER", [.help, version]),
    ]

  static let all: [OptionSpec] = groups.flatMap(\.options)

  static func format(_ points: Double) -> String {
    points == points.rounded() && abs(points) < 1e15 ? String(Int(points)) : String(points)
  }
}
