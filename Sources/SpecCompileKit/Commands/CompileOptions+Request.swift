import BlockSpec
import Foundation
import SPTheme

extension CompileOptions {
  /// The request a scanned command line asks for, or every problem with it, one line each.
  ///
  /// `standardInputIsTerminal` decides what no file means: with input piped in, read it; at an
  /// interactive terminal, say what is missing instead of waiting for typed JSON.
  static func request(
    from arguments: ScannedArguments, standardInputIsTerminal: Bool
  ) -> Result<CompileRequest, CommandFailure> {
    var reader = RequestReader(arguments: arguments, problems: arguments.problems)
    let environment = reader.environment()
    let state = reader.overviewState()
    let input = reader.input(timeZone: environment.timeZone, standardInputIsTerminal: standardInputIsTerminal)
    let (format, pretty, frames, outputPath) = reader.output()
    let themeReference = arguments.value(of: theme).map(parseTheme) ?? .shipped(defaultTheme)
    guard reader.problems.isEmpty, let input else { return .failure(CommandFailure(.usage, reader.problems)) }
    return .success(
      CompileRequest(
        input: input, theme: themeReference, environment: environment, state: state, format: format,
        pretty: pretty,
        frames: frames, outputPath: outputPath))
  }

  static func parseWidth(_ text: String) -> Result<Double, ValueError> {
    guard let points = ValueParser.plainDecimal(text), points.isFinite, points > 0, points <= maximumWidth
    else {
      return .failure(
        ValueError(
          "\(width.usage): \(ValueParser.quoted(text)) is not a width in points (a number above 0, at most 10000)"
        ))
    }
    return .success(points)
  }

  /// A locale whose language is an ISO 639 code; Foundation accepts any string as an
  /// identifier and would quietly format in the root locale.
  static func parseLocale(_ text: String) -> Result<Locale, ValueError> {
    let value = Locale(identifier: text)
    guard let language = value.language.languageCode, language.isISOLanguage else {
      return .failure(
        ValueError(
          "\(locale.usage): \(ValueParser.quoted(text)) is not a locale identifier (e.g. en_US, fr_FR, ja_JP)"
        ))
    }
    return .success(value)
  }

  static func parseTimeZone(_ text: String) -> Result<TimeZone, ValueError> {
    guard let value = TimeZone(identifier: text) else {
      let known = ["UTC", "GMT"] + TimeZone.knownTimeZoneIdentifiers
      return .failure(
        ValueError(
          "\(timeZone.usage): \(ValueParser.quoted(text)) is not a known time zone (an IANA name such as UTC or Europe/Paris)"
            + NearMiss.hint(for: text, among: known)))
    }
    return .success(value)
  }

  static func parseRanges(_ text: String) -> Result<[TimeRange], ValueError> {
    let choices = TimeRange.allCases.map { ($0.rawValue, $0) }
    var result: [TimeRange] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = item.trimmingCharacters(in: .whitespaces)
      switch ValueParser.choice(name, for: ranges, from: choices) {
      case .failure(let error): return .failure(error)
      case .success(let value) where result.contains(value):
        return .failure(
          ValueError(
            "\(ranges.usage): \(ValueParser.quoted(name)) is listed twice in \(ValueParser.quoted(text))"))
      case .success(let value): result.append(value)
      }
    }
    return .success(result)
  }

  /// A shipped theme's name, or a path. A value that looks like a path (has a slash or ends in
  /// `.json`) is always a file; a bare word is a shipped name, checked when the theme is loaded
  /// so the list of names comes from the theme engine.
  static func parseTheme(_ text: String) -> ThemeReference {
    text.contains("/") || text.hasSuffix(".json") ? .file(text) : .shipped(text)
  }
}

/// Reads the options of one command line group by group, collecting every problem on the way.
private struct RequestReader {
  typealias Options = CompileOptions
  let arguments: ScannedArguments
  var problems: [String]

  /// The value of `result`, or nil with its error recorded.
  mutating func check<Value>(_ result: Result<Value, ValueError>) -> Value? {
    switch result {
    case .success(let value): return value
    case .failure(let error):
      problems.append(error.message)
      return nil
    }
  }

  /// Records a problem when `option` is given without what it needs.
  mutating func requires(_ option: OptionSpec, _ condition: Bool, _ reason: String) {
    let given = arguments.has(option) || arguments.value(of: option) != nil
    if given, !condition { problems.append("--\(option.name) \(reason)") }
  }

  func choices<Value: RawRepresentable<String>>(_ values: [Value]) -> [(String, Value)] {
    values.map { ($0.rawValue, $0) }
  }

  /// `BlockEnvironment()` with each given option applied.
  mutating func environment() -> BlockEnvironment {
    var environment = BlockEnvironment()
    if let text = arguments.value(of: Options.dynamicType),
      let size = check(
        ValueParser.choice(text, for: Options.dynamicType, from: choices(DynamicTypeStep.allCases)))
    {
      environment.dynamicTypeSize = size
    }
    if let text = arguments.value(of: Options.width), let points = check(Options.parseWidth(text)) {
      environment.width = points
    }
    environment.reduceMotion = arguments.has(Options.reduceMotion)
    if let text = arguments.value(of: Options.locale), let value = check(Options.parseLocale(text)) {
      environment.locale = value
    }
    if let text = arguments.value(of: Options.timeZone), let value = check(Options.parseTimeZone(text)) {
      environment.timeZone = value
    }
    return environment
  }

  /// `StatsOverviewState()` with each given option applied: ranges, selection, scrub, phase and
  /// host actions.
  mutating func overviewState() -> StatsOverviewState {
    var state = StatsOverviewState()
    if let text = arguments.value(of: Options.ranges), let value = check(Options.parseRanges(text)) {
      state.ranges = value
    }
    if let text = arguments.value(of: Options.range),
      let selected = check(ValueParser.choice(text, for: Options.range, from: choices(TimeRange.allCases)))
    {
      if state.ranges.contains(selected) {
        state.selectedRange = selected
      } else {
        let offered = state.ranges.map(\.rawValue).joined(separator: ",")
        problems.append(
          "\(Options.range.usage): \(ValueParser.quoted(text)) is not among the offered ranges (\(offered)); add it to --ranges"
        )
      }
    }
    if let text = arguments.value(of: Options.scrub) {
      if let index = ValueParser.natural(text, as: Int.self) {
        state.scrubIndex = index
      } else {
        problems.append(
          "\(Options.scrub.usage): \(ValueParser.quoted(text)) is not a reading index (a whole number, 0 or more)"
        )
      }
    }
    // The state: the phase, with the messages only some phases show.
    let phaseName = arguments.value(of: Options.phase) ?? PhaseOption.loaded.rawValue
    if let phase = check(
      ValueParser.choice(phaseName, for: Options.phase, from: choices(PhaseOption.allCases)))
    {
      state.phase = phase.phase(
        description: arguments.value(of: Options.errorMessage),
        retryMessage: arguments.value(of: Options.retryMessage))
      requires(
        Options.errorMessage, phase.showsError,
        "needs an error phase: --phase error, retrying, retry-succeeded or retry-failed")
      requires(Options.retryMessage, phase == .retryFailed, "needs --phase retry-failed")
      requires(Options.scrub, phase == .loaded, "needs --phase loaded: only loaded numbers can be scrubbed")
    }
    if arguments.has(Options.noRetry) { state.actions.remove(.retry) }
    if arguments.has(Options.noSelectMetric) { state.actions.remove(.selectMetric) }
    return state
  }

  /// One of a file, standard input or the sample; nil when the line does not say which.
  mutating func input(timeZone: TimeZone, standardInputIsTerminal: Bool) -> CompileRequest.Input? {
    let isSample = arguments.has(Options.sample)
    requires(Options.today, isSample, "needs --sample")
    requires(Options.seed, isSample, "needs --sample")
    let positionals = arguments.positionals
    switch (positionals.count, isSample) {
    case (0, true):
      return sample(timeZone: timeZone)
    case (_, true):
      problems.append(
        "--sample compiles the built-in sample; give it or a file (\(ValueParser.quoted(positionals[0]))), not both"
      )
    case (0, false):
      if !standardInputIsTerminal { return .standardInput }
      problems.append("no input: give an overview file, '-' for standard input, or --sample")
    case (1, false):
      return positionals[0] == "-" ? .standardInput : .file(positionals[0])
    default:
      let extras = positionals.dropFirst()
      var extra = extras.prefix(5).map { ValueParser.quoted($0) }.joined(separator: ", ")
      if extras.count > 5 { extra += " and \(extras.count - 5) more" }
      problems.append("one overview at a time: unexpected extra argument \(extra)")
    }
    return nil
  }

  private mutating func sample(timeZone: TimeZone) -> CompileRequest.Input? {
    let day = arguments.value(of: Options.today) ?? Options.defaultToday
    let dayStart = ValueParser.day(day, in: timeZone)
    if dayStart == nil {
      problems.append(
        "\(Options.today.usage): \(ValueParser.quoted(day)) is not a calendar date written YYYY-MM-DD")
    }
    var seed = Options.defaultSeed
    if let text = arguments.value(of: Options.seed) {
      if let value = ValueParser.natural(text, as: UInt64.self) {
        seed = value
      } else {
        problems.append(
          "\(Options.seed.usage): \(ValueParser.quoted(text)) is not a whole number from 0 to \(UInt64.max)")
      }
    }
    return dayStart.map { .sample(today: $0, seed: seed) }
  }

  mutating func output() -> (format: CompileRequest.Format, pretty: Bool, frames: Bool, path: String?) {
    var format = CompileRequest.Format.json
    if let text = arguments.value(of: Options.format),
      let value = check(
        ValueParser.choice(text, for: Options.format, from: choices(CompileRequest.Format.allCases)))
    {
      format = value
    }
    requires(Options.pretty, format == .json, "applies to --format json only")
    requires(Options.frames, format == .json, "applies to --format json only")
    // `-` is standard output, as it is standard input for the overview.
    let path = arguments.value(of: Options.output).flatMap { $0 == "-" ? nil : $0 }
    return (format, arguments.has(Options.pretty), arguments.has(Options.frames), path)
  }
}
