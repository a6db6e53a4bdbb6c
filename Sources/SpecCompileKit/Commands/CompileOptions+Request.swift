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
    let stateFlags = reader.stateFlags(for: input)
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
        input: input, theme: themeReference, environment: environment, stateFlags: stateFlags, format: format,
        pretty: pretty, frames: frames, outputPath: outputPath))
  }

  /// `--input` with the theme it chooses contexts of: the theme must be a resolver file.
  static func resolvedTheme(_ reference: ThemeReference, input text: String) -> Result<
    ThemeReference, ValueError
  > {
    let path: String
    switch reference {
    case .file(let file), .resolved(let file, _): path = file
    case .shipped(let name):
      // A bare word may still be a file in the current directory.
      guard FileManager.default.fileExists(atPath: name) else {
        return .failure(
          ValueError(
            "\(themeInput.usage): needs a DTCG resolver document as the theme, but '\(name)' is a theme name")
        )
      }
      path = name
    }
    switch TokenResolver.input(parsing: text) {
    case .success(let choices): return .success(.resolved(path, input: choices))
    case .failure:
      return .failure(
        ValueError(
          "\(themeInput.usage): '\(text)' is not a list of modifier=context pairs (e.g. appearance=dark,contrast=high)"
        ))
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

  /// The state flags given, as written. Their values are checked now by the block they
  /// belong to when it is known (the sample's, or the only block that declares them all), so a
  /// bad value is a usage error before any file is read; they are read into the block's state
  /// once the document is.
  mutating func stateFlags(for input: CompileRequest.Input?) -> StateFlagValues {
    var flags = StateFlagValues()
    for option in Options.stateOptions {
      if let value = arguments.value(of: option) { flags.values[option.name] = value }
      if arguments.has(option) { flags.toggles.insert(option.name) }
    }
    guard !flags.isEmpty else { return flags }
    let block: (any BlockDefinition.Type)?
    switch input {
    case .sample(let name, _, _)?:
      block = BlockRegistry.block(named: name)
    case .file?, .standardInput?, nil:
      // The document names its block; every block that declares all the given flags could be it.
      let candidates = BlockRegistry.blocks.filter { block in
        flags.names.allSatisfy { name in block.stateFlags.contains { $0.name == name } }
      }
      if candidates.isEmpty {
        let owners = flags.names.map { name in
          "--\(name) (\(BlockRegistry.blocks(withStateFlag: name).map { $0.name }.joined(separator: ", ")))"
        }
        problems.append(
          "state flags of different blocks: \(owners.joined(separator: ", ")); give the flags of one block")
      }
      block = candidates.count == 1 ? candidates[0] : nil
    }
    if let block { problems += block.stateProblems(in: flags) }
    return flags
  }

  /// One of a file, standard input or the sample; nil when the line does not say which.
  mutating func input(timeZone: TimeZone, standardInputIsTerminal: Bool) -> CompileRequest.Input? {
    let isSample = arguments.has(Options.sample)
    requires(Options.today, isSample, "needs --sample")
    requires(Options.seed, isSample, "needs --sample")
    requires(Options.block, isSample, "needs --sample: a document names its own block")
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
    var block = BlockRegistry.defaultBlock.name
    if let text = arguments.value(of: Options.block) {
      guard
        let name = check(
          ValueParser.choice(text, for: Options.block, from: BlockRegistry.names.map { ($0, $0) }))
      else { return nil }
      block = name
    }
    return dayStart.map { .sample(block: block, today: $0, seed: seed) }
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
