/// One command-line flag that sets part of a block's state, as data: `spec-compile` turns it
/// into an option, lists it in `--help` and `spec-compile blocks`, and refuses it when the block
/// compiled is another. The block reads its value with `StateFlagReader`.
public struct StateFlag: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// Given or not: `--no-retry`.
    case toggle
    /// Takes one value: `--phase error`; the placeholder names it in help (`<phase>`).
    case value(placeholder: String)
  }

  /// The long name without its dashes: `phase`.
  public var name: String
  public var kind: Kind
  /// One or two sentences for `--help`.
  public var help: String
  /// The accepted values when they form a closed list, shown in help and in errors.
  public var values: [String]
  /// What applies when the flag is absent, as help shows it.
  public var defaultText: String?

  public init(
    _ name: String, _ kind: Kind, help: String, values: [String] = [], default defaultText: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.help = help
    self.values = values
    self.defaultText = defaultText
  }

  /// `--phase <phase>` or `--no-retry`, as errors and help spell the flag.
  public var usage: String {
    switch kind {
    case .toggle: "--\(name)"
    case .value(let placeholder): "--\(name) <\(placeholder)>"
    }
  }
}

/// The state flags one command line gives, as written, before any block reads them.
public struct StateFlagValues: Hashable, Sendable {
  /// The value of each flag that takes one, by name.
  public var values: [String: String]
  /// The toggles given, by name.
  public var toggles: Set<String>

  public init(values: [String: String] = [:], toggles: Set<String> = []) {
    self.values = values
    self.toggles = toggles
  }

  /// The names of every flag given, sorted.
  public var names: [String] { (Array(values.keys) + toggles).sorted() }
  public var isEmpty: Bool { values.isEmpty && toggles.isEmpty }
}

/// Every problem with a block's state flags, one line each naming the flag.
public struct StateFlagError: Error, Hashable, Sendable {
  public var problems: [String]
  public init(problems: [String]) { self.problems = problems }
}

/// What a block's `state(from:)` reads its flags through: each flag's value, and the problems
/// found so far, worded as every option of the command is.
public struct StateFlagReader: Sendable {
  public let flags: StateFlagValues
  /// One line per problem, naming the flag and what it accepts.
  public private(set) var problems: [String] = []

  public init(_ flags: StateFlagValues) { self.flags = flags }

  /// The value given to `flag`, if any.
  public func value(of flag: StateFlag) -> String? { flags.values[flag.name] }
  /// Whether the toggle `flag` is given.
  public func has(_ flag: StateFlag) -> Bool { flags.toggles.contains(flag.name) }
  /// Whether `flag` is given at all, as a toggle or with a value.
  public func isGiven(_ flag: StateFlag) -> Bool { has(flag) || value(of: flag) != nil }

  public mutating func fail(_ problem: String) { problems.append(problem) }

  /// Records a problem when `flag` is given without what it needs: `--retry-message needs
  /// --phase retry-failed`.
  public mutating func requires(_ flag: StateFlag, _ condition: Bool, _ reason: String) {
    if isGiven(flag), !condition { fail("--\(flag.name) \(reason)") }
  }

  /// `text` as one of `choices`, matched exactly; otherwise a problem listing them, with a
  /// suggestion for a near miss.
  public mutating func choice<Value>(_ text: String, for flag: StateFlag, from choices: [(String, Value)])
    -> Value?
  {
    if let match = choices.first(where: { $0.0 == text }) { return match.1 }
    fail(Self.notOneOf(text, usage: flag.usage, names: choices.map(\.0)))
    return nil
  }

  /// `--phase <phase>: 'failed' is not one of loaded, loading… (did you mean …?)`: how every
  /// closed-list value error reads, the command's own options' too.
  package static func notOneOf(_ text: String, usage: String, names: [String]) -> String {
    "\(usage): '\(text)' is not one of \(names.joined(separator: ", "))"
      + NearMiss.hint(for: text, among: names)
  }

  /// A non-negative whole number written in decimal digits only.
  public static func natural<Integer: FixedWidthInteger>(_ text: String, as _: Integer.Type) -> Integer? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Integer(text)
  }
}
