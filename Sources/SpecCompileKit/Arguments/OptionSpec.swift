import BlockSpec

/// One option a command accepts, as data, so the scanner, the help text and the error messages
/// all read the same declaration and cannot drift apart.
struct OptionSpec: Sendable, Equatable {
  /// A switch (`--pretty`) or an option that takes one value (`--width 320`).
  enum Kind: Sendable, Equatable {
    case flag
    case value(placeholder: String)
  }

  /// The long name without its dashes: `dynamic-type`.
  var name: String
  /// A one-letter alias (`-h`), if any.
  var shortName: Character?
  var kind: Kind
  /// One or two sentences for `--help`.
  var help: String
  /// The accepted values when they form a closed list, shown in help and in errors.
  var values: [String]
  /// What applies when the option is absent, as help shows it.
  var defaultText: String?

  init(
    _ name: String, short: Character? = nil, _ kind: Kind, help: String, values: [String] = [],
    default defaultText: String? = nil
  ) {
    self.name = name
    self.shortName = short
    self.kind = kind
    self.help = help
    self.values = values
    self.defaultText = defaultText
  }

  /// A block's state flag as an option.
  init(_ flag: StateFlag) {
    switch flag.kind {
    case .toggle: self.init(flag.name, .flag, help: flag.help, values: flag.values, default: flag.defaultText)
    case .value(let placeholder):
      self.init(
        flag.name, .value(placeholder: placeholder), help: flag.help, values: flag.values,
        default: flag.defaultText)
    }
  }

  /// `--width <points>` or `--pretty`, as errors and help spell the option.
  var usage: String {
    switch kind {
    case .flag: "--\(name)"
    case .value(let placeholder): "--\(name) <\(placeholder)>"
    }
  }

  var takesValue: Bool { kind != .flag }

  static let help = OptionSpec("help", short: "h", .flag, help: "Show this help and exit.")
}
