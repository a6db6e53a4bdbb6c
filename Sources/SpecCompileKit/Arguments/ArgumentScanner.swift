import BlockSpec

/// The command line split into options and positional arguments, before any value is
/// interpreted.
///
/// The manners are swift-argument-parser's: long options as `--name value` or `--name=value`,
/// `-h` for help, `--` ends the options, and a lone `-` is a positional argument (standard
/// input). Every problem is collected rather than stopping at the first.
struct ScannedArguments: Sendable, Equatable {
  /// Positional arguments, in order.
  var positionals: [String] = []
  /// Switches that were given, by long name.
  var flags: Set<String> = []
  /// The value given to each option, by long name.
  var values: [String: String] = [:]
  /// One line per problem found while scanning.
  var problems: [String] = []

  func has(_ option: OptionSpec) -> Bool { flags.contains(option.name) }
  func value(of option: OptionSpec) -> String? { values[option.name] }
}

enum ArgumentScanner {
  /// Splits `arguments` (without the program name) according to `options`.
  ///
  /// An option given twice is an error rather than "last one wins": in a build script a
  /// repeated flag is far more often a merge mistake than an intended override.
  static func scan(_ arguments: [String], options: [OptionSpec]) -> ScannedArguments {
    var result = ScannedArguments()
    var seen: Set<String> = []
    var index = 0

    func record(_ option: OptionSpec, value: String?, spelled: String) {
      if !seen.insert(option.name).inserted {
        result.problems.append("\(spelled) is given more than once; give it once")
        return
      }
      // An empty value is always a slip (an unset shell variable, `--theme=`); leaving the
      // option out is how to ask for its default.
      if value?.isEmpty == true {
        result.problems.append("\(option.usage): the value is empty\(acceptedValues(option))")
        return
      }
      if let value { result.values[option.name] = value } else { result.flags.insert(option.name) }
    }

    while index < arguments.count {
      let argument = arguments[index]
      index += 1

      if argument == "--" {
        result.positionals.append(contentsOf: arguments[index...])
        break
      }
      if argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }

      let (spelled, inlineValue) = split(argument)
      guard let option = lookup(spelled, in: options) else {
        let suggestion = nearestOption(to: spelled, in: options)
        result.problems.append(
          "unknown option \(ValueParser.quoted(spelled))"
            + (suggestion.map { " (did you mean '--\($0.name)'?)" } ?? ""))
        // `--them dark` is a typo for `--theme dark`: take "dark" as its value rather than
        // reporting it a second time as a stray file name.
        if suggestion?.takesValue == true, inlineValue == nil, index < arguments.count,
          !looksLikeOption(arguments[index])
        {
          index += 1
        }
        continue
      }

      switch option.kind {
      case .flag:
        if inlineValue != nil {
          result.problems.append(
            "\(option.usage) takes no value, but was given \(ValueParser.quoted(argument))")
        } else {
          record(option, value: nil, spelled: spelled)
        }
      case .value:
        if let inlineValue {
          record(option, value: inlineValue, spelled: spelled)
        } else if index < arguments.count, !looksLikeOption(arguments[index]) {
          record(option, value: arguments[index], spelled: spelled)
          index += 1
        } else if index < arguments.count, !arguments[index].hasPrefix("--"),
          lookup(arguments[index], in: options) == nil
        {
          // `--error-message "-1 retries left"`: the word is the value, read as an option (a
          // word starting `--` is more likely a mistyped option, reported as one). Say how to
          // give it, and take it, so it is not reported again as an unknown option.
          let word = arguments[index]
          index += 1
          result.problems.append(
            "missing value for \(option.usage): \(ValueParser.quoted(word)) starts with a dash, so it reads as an option; give it as --\(option.name)=\(ValueParser.quoted(word))"
          )
        } else {
          result.problems.append("missing value for \(option.usage)\(acceptedValues(option))")
        }
      }
    }
    return result
  }

  /// `--name=value` into ("--name", "value"); anything else into (itself, nil).
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func lookup(_ spelled: String, in options: [OptionSpec]) -> OptionSpec? {
    if spelled.hasPrefix("--") {
      let name = spelled.dropFirst(2)
      return options.first { $0.name == name }
    }
    guard spelled.count == 2, let letter = spelled.last else { return nil }
    return options.first { $0.shortName == letter }
  }

  /// Whether the next argument is another option rather than a value: `--width --pretty` is a
  /// missing width, not a width of "--pretty". A lone `-` and negative numbers are values, so
  /// `--scrub -1` reaches the value check and gets its own, clearer error. A value that starts
  /// with a dash can always be given as `--name=-value`.
  private static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument != "-" else { return false }
    return Double(argument) == nil
  }

  private static func nearestOption(to spelled: String, in options: [OptionSpec]) -> OptionSpec? {
    let word = spelled.hasPrefix("--") ? spelled : "-\(spelled)"
    let name = NearMiss.suggestion(for: word, among: options.map { "--\($0.name)" })
    return options.first { "--\($0.name)" == name }
  }

  static func acceptedValues(_ option: OptionSpec) -> String {
    option.values.isEmpty ? "" : " (one of: \(option.values.joined(separator: ", ")))"
  }
}
