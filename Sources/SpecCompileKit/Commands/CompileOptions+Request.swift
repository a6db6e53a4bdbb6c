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
    var problems = arguments.problems
    func check<Value>(_ result: Result<Value, ValueError>) -> Value? {
      switch result {
      case .success(let value): return value
      case .failure(let error):
        problems.append(error.message)
        return nil
      }
    }
    func given(_ option: OptionSpec) -> Bool {
      arguments.has(option) || arguments.value(of: option) != nil
    }
    func requires(_ option: OptionSpec, _ condition: Bool, _ reason: String) {
      if given(option), !condition { problems.append("--\(option.name) \(reason)") }
    }

    var environment = Environment()

    if let text = arguments.value(of: dynamicType) {
      let sizes = DynamicTypeSize.allCases.map { ($0.rawValue, $0) }
      environment.dynamicTypeSize = check(ValueParser.choice(text, for: dynamicType, from: sizes)) ?? .large
    }
    if let text = arguments.value(of: width), let points = check(parseWidth(text)) {
      environment.width = points
    }
    environment.reduceMotion = arguments.has(reduceMotion)
    if let text = arguments.value(of: locale), let value = check(parseLocale(text)) {
      environment.locale = value
    }
    if let text = arguments.value(of: timeZone), let value = check(parseTimeZone(text)) {
      environment.timeZone = value
    }
    if let text = arguments.value(of: ranges), let value = check(parseRanges(text)) {
      environment.ranges = value
    }
    if let text = arguments.value(of: range) {
      let choices = TimeRange.allCases.map { ($0.rawValue, $0) }
      if let selected = check(ValueParser.choice(text, for: range, from: choices)) {
        if environment.ranges.contains(selected) {
          environment.selectedRange = selected
        } else {
          let offered = environment.ranges.map(\.rawValue).joined(separator: ",")
          problems.append(
            "\(range.usage): '\(text)' is not among the offered ranges (\(offered)); add it to --ranges")
        }
      }
    }
    if let text = arguments.value(of: scrub) {
      if let index = ValueParser.natural(text, as: Int.self) {
        environment.scrubIndex = index
      } else {
        problems.append("\(scrub.usage): '\(text)' is not a reading index (a whole number, 0 or more)")
      }
    }

    // The state: phase, with the messages that only some phases show.
    let phaseName = arguments.value(of: phase) ?? "loaded"
    let phaseChoices = phases.map { ($0, $0) }
    let checkedPhase = check(ValueParser.choice(phaseName, for: phase, from: phaseChoices))
    let description = arguments.value(of: errorMessage)
    let retryFailure = arguments.value(of: retryMessage)
    if let checkedPhase {
      environment.phase = makePhase(checkedPhase, description: description, retryMessage: retryFailure)
      let showsError = !["loaded", "loading"].contains(checkedPhase)
      requires(
        errorMessage, showsError,
        "needs an error phase: --phase error, retrying, retry-succeeded or retry-failed")
      requires(retryMessage, checkedPhase == "retry-failed", "needs --phase retry-failed")
      requires(scrub, checkedPhase == "loaded", "needs --phase loaded: only loaded numbers can be scrubbed")
    }
    if arguments.has(noRetry) { environment.actions.remove(.retry) }
    if arguments.has(noSelectMetric) { environment.actions.remove(.selectMetric) }

    // The input: one of a file, standard input or the sample.
    let isSample = arguments.has(sample)
    requires(today, isSample, "needs --sample")
    requires(seed, isSample, "needs --sample")
    var input: CompileRequest.Input?
    switch (arguments.positionals.count, isSample) {
    case (0, true):
      let day = arguments.value(of: today) ?? defaultToday
      let dayStart = ValueParser.day(day, in: environment.timeZone)
      if dayStart == nil {
        problems.append("\(today.usage): '\(day)' is not a calendar date written YYYY-MM-DD")
      }
      var seedValue = defaultSeed
      if let text = arguments.value(of: seed) {
        if let value = ValueParser.natural(text, as: UInt64.self) {
          seedValue = value
        } else {
          problems.append("\(seed.usage): '\(text)' is not a whole number from 0 to \(UInt64.max)")
        }
      }
      if let dayStart { input = .sample(today: dayStart, seed: seedValue) }
    case (_, true):
      problems.append(
        "--sample compiles the built-in sample; give it or a file ('\(arguments.positionals[0])'), not both")
    case (0, false):
      if standardInputIsTerminal {
        problems.append("no input: give an overview file, '-' for standard input, or --sample")
      } else {
        input = .standardInput
      }
    case (1, false):
      let path = arguments.positionals[0]
      input = path == "-" ? .standardInput : .file(path)
    default:
      let extra = arguments.positionals.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
      problems.append("one overview at a time: unexpected extra argument \(extra)")
    }

    let themeReference = arguments.value(of: theme).map(parseTheme) ?? .shipped(defaultTheme)

    var outputFormat = CompileRequest.Format.json
    if let text = arguments.value(of: format) {
      let choices = CompileRequest.Format.allCases.map { ($0.rawValue, $0) }
      outputFormat = check(ValueParser.choice(text, for: format, from: choices)) ?? .json
    }
    requires(pretty, outputFormat == .json, "applies to --format json only")

    // `-` is standard output, as for input.
    let outputPath = arguments.value(of: output).flatMap { $0 == "-" ? nil : $0 }

    guard problems.isEmpty, let input else { return .failure(CommandFailure(.usage, problems)) }
    return .success(
      CompileRequest(
        input: input, theme: themeReference, environment: environment, format: outputFormat,
        pretty: arguments.has(pretty), outputPath: outputPath))
  }

  private static func makePhase(_ name: String, description: String?, retryMessage: String?) -> Phase {
    switch name {
    case "loading": .loading
    case "error": .failed(description: description, retry: .idle)
    case "retrying": .failed(description: description, retry: .running)
    case "retry-succeeded": .failed(description: description, retry: .succeeded)
    case "retry-failed":
      .failed(description: description, retry: .failed(message: retryMessage ?? defaultRetryMessage))
    default: .loaded
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
