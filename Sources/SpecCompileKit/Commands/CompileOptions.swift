import BlockSpec
import Foundation
import SPTheme

/// The main command's options: their declarations (for the scanner and for help) and the
/// mapping of their values onto a `CompileRequest` and its `Environment`.
///
/// Defaults come from `Environment()` itself, so the help text and the behaviour follow the
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
  /// The failure message `--phase retry-failed` shows when `--retry-message` is absent: what an
  /// `Error` without a `LocalizedError` description reads as on Apple platforms.
  public static let defaultRetryMessage = "The operation couldn’t be completed."

  private static let defaults = Environment()

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
    values: DynamicTypeSize.allCases.map(\.rawValue), default: defaults.dynamicTypeSize.rawValue)
  static let width = OptionSpec(
    "width", .value(placeholder: "points"),
    help: "Width of the column the host gives the block, in points (greater than 0, at most 10000).",
    default: format(defaults.width))
  static let reduceMotion = OptionSpec(
    "reduce-motion", .flag, help: "Compile as if Reduce Motion is on: every change becomes a short fade.")
  static let range = OptionSpec(
    "range", .value(placeholder: "range"),
    help: "The host-owned selected range; must be one of --ranges.",
    values: TimeRange.allCases.map(\.rawValue),
    default: "the block's own choice: 1M, or the first of --ranges without 1M")
  static let ranges = OptionSpec(
    "ranges", .value(placeholder: "list"),
    help: "The ranges the control offers, comma-separated, in order, no repeats (e.g. 1M,1Y).",
    default: defaults.ranges.map(\.rawValue).joined(separator: ","))
  static let phase = OptionSpec(
    "phase", .value(placeholder: "phase"),
    help: "The block's state: loaded, loading, an error, or the error with Try again running, "
      + "succeeded or failed.",
    values: PhaseOption.allCases.map(\.rawValue), default: PhaseOption.loaded.rawValue)
  static let errorMessage = OptionSpec(
    "error-message", .value(placeholder: "text"),
    help: "The error's description, for the error phases.",
    default: "none: the block says \"Check your connection and try again.\"")
  static let retryMessage = OptionSpec(
    "retry-message", .value(placeholder: "text"),
    help: "The failed retry's message shown under Try again, for --phase retry-failed.",
    default: "\"\(defaultRetryMessage)\"")
  static let scrub = OptionSpec(
    "scrub", .value(placeholder: "index"),
    help: "Scrub the chart to this reading of the selected range (0 is the oldest).",
    default: "not scrubbing")
  static let locale = OptionSpec(
    "locale", .value(placeholder: "id"), help: "The locale figures and dates are written in.",
    default: defaults.locale.identifier)
  static let timeZone = OptionSpec(
    "time-zone", .value(placeholder: "id"),
    help: "The IANA time zone dates are read in (e.g. Europe/Paris).", default: "UTC")
  static let sample = OptionSpec(
    "sample", .flag, help: "Compile the built-in sample shop instead of a file.")
  static let today = OptionSpec(
    "today", .value(placeholder: "yyyy-mm-dd"),
    help: "With --sample: the last day of the sample's data, in --time-zone.", default: defaultToday)
  static let seed = OptionSpec(
    "seed", .value(placeholder: "n"), help: "With --sample: the seed of its numbers (0 or more).",
    default: String(defaultSeed))
  static let noRetry = OptionSpec(
    "no-retry", .flag, help: "The host passes no onRetry: the error state has no Try again button.")
  static let noSelectMetric = OptionSpec(
    "no-select-metric", .flag, help: "The host passes no onSelectMetric: tiles are static, no chevrons.")
  static let format = OptionSpec(
    "format", .value(placeholder: "format"),
    help: "json: the canonical layout tree; tree: a compact text tree for people and diffs.",
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

  /// Every option, grouped as help shows them.
  static let groups: [(title: String, options: [OptionSpec])] = [
    ("INPUT", [sample, today, seed]),
    ("ENVIRONMENT", [theme, themeInput, dynamicType, width, reduceMotion, locale, timeZone, ranges, range]),
    ("STATE", [phase, errorMessage, retryMessage, scrub, noRetry, noSelectMetric]),
    ("OUTPUT", [format, pretty, frames, output]),
    ("OTHER", [.help, version]),
  ]

  static let all: [OptionSpec] = groups.flatMap(\.options)

  static func format(_ points: Double) -> String {
    points == points.rounded() && abs(points) < 1e15 ? String(Int(points)) : String(points)
  }
}
