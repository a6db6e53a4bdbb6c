import BlockSpec
import Foundation
import SPTheme
import Testing

@testable import SpecCompileKit

/// Parses a main-command line the way the executable does, with input piped in unless told.
func parseRequest(_ arguments: [String], terminal: Bool = false) -> Result<CompileRequest, CommandFailure> {
  let scanned = ArgumentScanner.scan(arguments, options: CompileOptions.all)
  return CompileOptions.request(from: scanned, standardInputIsTerminal: terminal)
}

func request(_ arguments: [String]) throws -> CompileRequest {
  try parseRequest(arguments).get()
}

extension CompileRequest {
  /// The stats overview's state the request's flags ask for (requests that parse have flags
  /// the overview reads without a problem).
  var state: StatsOverviewState {
    (try? StatsOverviewBlock.state(from: stateFlags).get()) ?? StatsOverviewState()
  }
}

func problems(_ arguments: [String], terminal: Bool = false) -> [String] {
  guard case .failure(let failure) = parseRequest(arguments, terminal: terminal) else { return [] }
  #expect(failure.exitCode == .usage)
  return failure.problems
}

@Suite("Options onto the environment")
struct CompileOptionsTests {
  @Test("no options: the library's own defaults, the light theme, JSON to standard output")
  func defaults() throws {
    let parsed = try request(["overview.json"])
    #expect(parsed == CompileRequest(input: .file("overview.json")))
    #expect(parsed.environment == BlockEnvironment())
    #expect(parsed.state == StatsOverviewState())
    #expect(parsed.theme == .shipped("light"))
    #expect(parsed.format == .json && !parsed.pretty && parsed.outputPath == nil)
  }

  @Test(
    "--dynamic-type takes each of the twelve sizes in Apple's spelling", arguments: DynamicTypeStep.allCases)
  func dynamicType(size: DynamicTypeStep) throws {
    #expect(try request(["-", "--dynamic-type", size.rawValue]).environment.dynamicTypeSize == size)
  }

  @Test(
    "--width takes plain positive numbers up to 10000",
    arguments: [("320", 320.0), ("390.5", 390.5), ("10000", 10_000)])
  func width(text: String, points: Double) throws {
    #expect(try request(["-", "--width", text]).environment.width == points)
  }

  @Test(
    "--width refuses zero, negatives, non-numbers, non-finite and absurd values",
    arguments: ["0", "-5", "abc", "nan", "inf", "1e3", "0x10", "10000.5", ".", "3.2.1"])
  func badWidth(text: String) {
    #expect(
      problems(["-", "--width=\(text)"]) == [
        "--width <points>: '\(text)' is not a width in points (a number above 0, at most 10000)"
      ])
  }

  @Test("switches: --reduce-motion, --no-retry, --no-select-metric")
  func switches() throws {
    let both = try request(["-", "--reduce-motion", "--no-retry", "--no-select-metric"])
    #expect(both.environment.reduceMotion)
    #expect(both.state.actions.isEmpty)
    #expect(try request(["-", "--no-retry"]).state.actions == .selectMetric)
    #expect(try request(["-", "--no-select-metric"]).state.actions == .retry)
  }

  @Test("--ranges keeps the given order; --range selects one of them")
  func ranges() throws {
    let state = try request(["-", "--ranges", "1Y,1W", "--range", "1W"]).state
    #expect(state.ranges == [.year, .week])
    #expect(state.selectedRange == .week)
    #expect(try request(["-", "--range", "3M"]).state.selectedRange == .quarter)
    #expect(try request(["-", "--ranges", "1M, 3M"]).state.ranges == [.month, .quarter])
  }

  @Test(
    "bad range lists and selections name the flag and the accepted values",
    arguments: [
      (["--ranges", "1W,1W"], "--ranges <list>: '1W' is listed twice in '1W,1W'"),
      (["--ranges", "1W,2W"], "--ranges <list>: '2W' is not one of 1W, 1M, 3M, 1Y"),
      (["--ranges", ","], "--ranges <list>: '' is not one of 1W, 1M, 3M, 1Y"),
      (["--range", "1m"], "--range <range>: '1m' is not one of 1W, 1M, 3M, 1Y (did you mean '1M'?)"),
      (
        ["--ranges", "1W,1M", "--range", "1Y"],
        "--range <range>: '1Y' is not among the offered ranges (1W,1M); add it to --ranges"
      ),
    ])
  func badRanges(arguments: [String], message: String) {
    #expect(problems(["-"] + arguments) == [message])
  }

  @Test(
    "--phase maps onto the phase and the retry cycle",
    arguments: [
      (["--phase", "loaded"], Phase.loaded),
      (["--phase", "loading"], .loading),
      (["--phase", "error"], .failed(description: nil, retry: .idle)),
      (
        ["--phase", "error", "--error-message", "Server down."],
        .failed(description: "Server down.", retry: .idle)
      ),
      (["--phase", "retrying"], .failed(description: nil, retry: .running)),
      (["--phase", "retry-succeeded", "--error-message", "x"], .failed(description: "x", retry: .succeeded)),
      (
        ["--phase", "retry-failed"],
        .failed(description: nil, retry: .failed(message: CompileOptions.defaultRetryMessage))
      ),
      (
        ["--phase", "retry-failed", "--error-message", "Offline.", "--retry-message", "Still offline."],
        .failed(description: "Offline.", retry: .failed(message: "Still offline."))
      ),
    ])
  func phases(arguments: [String], phase: Phase) throws {
    #expect(try request(["-"] + arguments).state.phase == phase)
  }

  @Test(
    "messages only go with the phases that show them",
    arguments: [
      (
        ["--error-message", "x"],
        "--error-message needs an error phase: --phase error, retrying, retry-succeeded or retry-failed"
      ),
      (["--phase", "error", "--retry-message", "x"], "--retry-message needs --phase retry-failed"),
      (
        ["--phase", "failed"],
        "--phase <phase>: 'failed' is not one of loaded, loading, error, retrying, retry-succeeded, retry-failed"
      ),
    ])
  func phaseMisuse(arguments: [String], message: String) {
    #expect(problems(["-"] + arguments) == [message])
  }

  @Test("--scrub takes a reading index from 0")
  func scrub() throws {
    #expect(try request(["-", "--scrub", "0"]).state.scrubIndex == 0)
    #expect(try request(["-", "--scrub", "12"]).state.scrubIndex == 12)
    #expect(
      problems(["-", "--scrub", "1.5"]) == [
        "--scrub <index>: '1.5' is not a reading index (a whole number, 0 or more)"
      ])
  }

  @Test("--locale and --time-zone are checked, not passed through blindly")
  func localeAndTimeZone() throws {
    let environment = try request(["-", "--locale", "fr_FR", "--time-zone", "Europe/Paris"]).environment
    #expect(environment.locale.identifier == "fr_FR")
    #expect(environment.timeZone.identifier == "Europe/Paris")
    #expect(
      problems(["-", "--locale", "zz_ZZ"]) == [
        "--locale <id>: 'zz_ZZ' is not a locale identifier (e.g. en_US, fr_FR, ja_JP)"
      ])
    #expect(
      problems(["-", "--time-zone", "Mars/Olympus"]) == [
        "--time-zone <id>: 'Mars/Olympus' is not a known time zone (an IANA name such as UTC or Europe/Paris)"
      ])
    #expect(problems(["-", "--time-zone", "utc"]).first?.hasSuffix("(did you mean 'UTC'?)") == true)
  }

  @Test("--format and --pretty")
  func output() throws {
    let tree = try request(["-", "--format", "tree", "--output", "out.txt"])
    #expect(tree.format == .tree && tree.outputPath == "out.txt")
    #expect(try request(["-", "--format", "html"]).format == .html)
    #expect(try request(["-", "--pretty"]).pretty)
    #expect(problems(["-", "--format", "tree", "--pretty"]) == ["--pretty applies to --format json only"])
    #expect(problems(["-", "--format", "tree", "--frames"]) == ["--frames applies to --format json only"])
    #expect(
      problems(["-", "--format", "yaml"]) == ["--format <format>: 'yaml' is not one of json, tree, html"])
    #expect(problems(["-", "--output="]) == ["--output <file>: the value is empty"])
    #expect(try request(["-", "--output", "-"]).outputPath == nil)
    #expect(problems(["-", "--theme", ""]) == ["--theme <name|path>: the value is empty"])
    #expect(
      problems(["-", "--format="]) == ["--format <format>: the value is empty (one of: json, tree, html)"])
  }

  @Test("--theme: a bare word is a shipped name, a path-like value is a file")
  func theme() throws {
    #expect(try request(["-", "--theme", "dark"]).theme == .shipped("dark"))
    #expect(
      try request(["-", "--theme", "docs/examples/brand-theme.json"]).theme
        == .file("docs/examples/brand-theme.json"))
    #expect(try request(["-", "--theme", "mine.json"]).theme == .file("mine.json"))
  }
}

@Suite("Choosing the input")
struct InputChoiceTests {
  @Test("a file, '-', or nothing with input piped in")
  func inputs() throws {
    #expect(try request(["overview.json"]).input == .file("overview.json"))
    #expect(try request(["-"]).input == .standardInput)
    #expect(try request([]).input == .standardInput)
    #expect(try parseRequest(["-"], terminal: true).get().input == .standardInput)
  }

  @Test("nothing at an interactive terminal is a usage error, not a wait for typed JSON")
  func nothingAtATerminal() {
    #expect(
      problems([], terminal: true) == ["no input: give an overview file, '-' for standard input, or --sample"]
    )
  }

  @Test("O-DA-9 --sample defaults to a fixed day and seed, so its output never depends on the clock")
  func sampleDefaults() throws {
    guard case .sample(let block, let today, let seed) = try request(["--sample"]).input else {
      Issue.record("expected the sample")
      return
    }
    #expect(block == "statsOverview")
    #expect(today == Date(timeIntervalSince1970: 1_791_763_200))  // 2026-10-12T00:00:00Z
    #expect(seed == CompileOptions.defaultSeed)
  }

  @Test("--today is the start of that day in --time-zone")
  func todayInTimeZone() throws {
    let parsed = try request([
      "--sample", "--today", "2024-02-29", "--seed", "7", "--time-zone", "Asia/Tokyo",
    ])
    // Midnight in Tokyo is 15:00 the day before in UTC: 2024-02-28T15:00:00Z.
    #expect(
      parsed.input
        == .sample(block: "statsOverview", today: Date(timeIntervalSince1970: 1_709_132_400), seed: 7))
  }

  @Test(
    "bad --today and --seed values",
    arguments: [
      (
        ["--today", "2026-02-30"],
        "--today <yyyy-mm-dd>: '2026-02-30' is not a calendar date written YYYY-MM-DD"
      ),
      (
        ["--today", "12/10/2026"],
        "--today <yyyy-mm-dd>: '12/10/2026' is not a calendar date written YYYY-MM-DD"
      ),
      (
        ["--today", "2026-1-5"], "--today <yyyy-mm-dd>: '2026-1-5' is not a calendar date written YYYY-MM-DD"
      ),
      (["--seed", "-3"], "--seed <n>: '-3' is not a whole number from 0 to 18446744073709551615"),
      (
        ["--seed", "18446744073709551616"],
        "--seed <n>: '18446744073709551616' is not a whole number from 0 to 18446744073709551615"
      ),
    ])
  func badSampleValues(arguments: [String], message: String) {
    #expect(problems(["--sample"] + arguments) == [message])
  }

  @Test("conflicting inputs")
  func conflicts() {
    #expect(
      problems(["a.json", "--sample"]) == [
        "--sample compiles the built-in sample; give it or a file ('a.json'), not both"
      ])
    #expect(problems(["a.json", "b.json"]) == ["one overview at a time: unexpected extra argument 'b.json'"])
    #expect(problems(["a.json", "--today", "2026-01-01"]) == ["--today needs --sample"])
    #expect(problems(["a.json", "--seed", "2"]) == ["--seed needs --sample"])
  }
}
