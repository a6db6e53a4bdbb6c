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
    let input = reader.input(timeZone: environment.timeZone, standardInputIsTerminal: standardInputIsTerminal)
    let (format, pretty, frames, outputPath) = reader.output()
    var themeReference = arguments.value(of: theme).map(parseTheme) ?? .shipped(defaultTheme)
    if let text = arguments.value(of: themeInput) {
      switch resolvedTheme(themeReference, input: text) {
      case .success(let reference): themeReference = reference
      case .failure(let problem): reader.problems.append(problem.message)
      }
    }
    guard reader.problems.isEmpty, let input else { return .failure(CommandFailure(.usage, reader.problems)) }
    return .success(
      CompileRequest(
        input: input, theme: themeReference, environment: environment, format: format, pretty: pretty,
        frames: frames, outputPath: outputPath))
  }

  /// `--input` with the theme it chooses contexts of: the theme must be a resolver file.
  static func resolvedTheme(_ reference: ThemeReference, input text: String) -> Result<ThemeReference, ValueError> {
    let path: String
    switch reference {
    case .file(let file), .resolved(let file, _): path = file
    case .shipped(let name):
      // A bare word may still be a file in the current directory.
      guard FileManager.default.fileExists(atPath: name) else {
        return .failure(
          ValueError("\(themeInput.usage): needs a DTCG resolver document as the theme, but '\(name)' is a theme name"))
      }
      path = name
    }
    switch TokenResolver.input(parsing: text) {
    case .success(let choices): return .success(.resolved(path, input: choices))
    case .failure:
      return .failure(
        ValueError("\(themeInput.usage): '\(text)' is not a list of modifier=context pairs (e.g. appearance=dark,contrast=high)"))
    }
  }

  static func parseWidth(_ text: String) -> Result<Double, ValueError> {
    guard let points = ValueParser.plainDecimal(text), points.isFinite, points > 0, points <= maximumWidth
    else {
      return .failure(
        ValueError("\(width.usage): '\(text)' is not a width in points (a number above 0, at most 10000)"))
    }
    return .success(points)
  }

  /// A locale whose language is an ISO 639 code; Foundation accepts any string as an
  /// identifier and would quietly format in the root locale.
  static func parseLocale(_ text: String) -> Result<Locale, ValueError> {
    let value = Locale(identifier: text)
    guard let language = value.language.languageCode, language.isISOLanguage else {
      return .failure(
        ValueError("\(locale.usage): '\(text)' is not a locale identifier (e.g. en_US, fr_FR, ja_JP)"))
    }
    return .success(value)
  }

  static func parseTimeZone(_ text: String) -> Result<TimeZone, ValueError> {
    guard let value = TimeZone(identifier: text) else {
      let known = ["UTC", "GMT"] + TimeZone.knownTimeZoneIdentifiers
      return .failure(
        ValueError(
          "\(timeZone.usage): '\(text)' is not a known time zone (an IANA name such as UTC or Europe/Paris)"
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
        return .failure(ValueError("\(ranges.usage): '\(name)' is listed twice in '\(text)'"))
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

  /// `Environment()` with each given option applied.
  mutating func environment() -> Environment {
    var environment = Environment()
    if let text = arguments.value(of: Options.dynamicType),
      let size = check(
        ValueParser.choice(text, for: Options.dynamicType, from: choices(DynamicTypeSize.allCases)))
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
    if let text = arguments.value(of: Options.ranges), let value = check(Options.parseRanges(text)) {
      environment.ranges = value
    }
    if let text = arguments.value(of: Options.range),
      let selected = check(ValueParser.choice(text, for: Options.range, from: choices(TimeRange.allCases)))
    {
      if environment.ranges.contains(selected) {
        environment.selectedRange = selected
      } else {
        let offered = environment.ranges.map(\.rawValue).joined(separator: ",")
        problems.append(
          "\(Options.range.usage): '\(text)' is not among the offered ranges (\(offered)); add it to --ranges"
        )
      }
    }
    if let text = arguments.value(of: Options.scrub) {
      if let index = ValueParser.natural(text, as: Int.self) {
        environment.scrubIndex = index
      } else {
        problems.append(
          "\(Options.scrub.usage): '\(text)' is not a reading index (a whole number, 0 or more)")
      }
    }
    // The state: the phase, with the messages only some phases show.
    let phaseName = arguments.value(of: Options.phase) ?? PhaseOption.loaded.rawValue
    if let phase = check(
      ValueParser.choice(phaseName, for: Options.phase, from: choices(PhaseOption.allCases)))
    {
      environment.phase = phase.phase(
        description: arguments.value(of: Options.errorMessage),
        retryMessage: arguments.value(of: Options.retryMessage))
      requires(
        Options.errorMessage, phase.showsError,
        "needs an error phase: --phase error, retrying, retry-succeeded or retry-failed")
      requires(Options.retryMessage, phase == .retryFailed, "needs --phase retry-failed")
      requires(Options.scrub, phase == .loaded, "needs --phase loaded: only loaded numbers can be scrubbed")
    }
    if arguments.has(Options.noRetry) { environment.actions.remove(.retry) }
    if arguments.has(Options.noSelectMetric) { environment.actions.remove(.selectMetric) }
    return environment
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
        "--sample compiles the built-in sample; give it or a file ('\(positionals[0])'), not both")
    case (0, false):
      if !standardInputIsTerminal { return .standardInput }
      problems.append("no input: give an overview file, '-' for standard input, or --sample")
    case (1, false):
      return positionals[0] == "-" ? .standardInput : .file(positionals[0])
    default:
      let extra = positionals.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
      problems.append("one overview at a time: unexpected extra argument \(extra)")
    }
    return nil
  }

  private mutating func sample(timeZone: TimeZone) -> CompileRequest.Input? {
    let day = arguments.value(of: Options.today) ?? Options.defaultToday
    let dayStart = ValueParser.day(day, in: timeZone)
    if dayStart == nil {
      problems.append("\(Options.today.usage): '\(day)' is not a calendar date written YYYY-MM-DD")
    }
    var seed = Options.defaultSeed
    if let text = arguments.value(of: Options.seed) {
      if let value = ValueParser.natural(text, as: UInt64.self) {
        seed = value
      } else {
        problems.append("\(Options.seed.usage): '\(text)' is not a whole number from 0 to \(UInt64.max)")
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
