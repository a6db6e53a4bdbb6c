import JSONDocuments

/// One thing wrong with a token document or a resolver document: the file, where in it (a JSON
/// Pointer, and the line and column when the text is at hand), what the format expected and
/// what the file holds.
///
/// The reader collects every problem it can before it gives up, so a typo in one colour does not
/// hide a bad dimension three groups later; `TokenError` carries them all.
public struct TokenProblem: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, CaseIterable, Sendable {
    /// The text is not JSON, or is larger or deeper than the reader admits.
    case invalidJSON
    /// A document over `TokenTree.Limits` (bytes, nesting, tokens after `$extends`).
    case tooLarge
    /// A token or group name the format reserves (`$…`) or forbids (`{`, `}`, `.`).
    case invalidName
    /// A property the format does not define in that place.
    case unknownProperty
    /// A `$type` that is not a string naming one of the format's types.
    case invalidType
    /// A token whose type is given neither by itself, its groups nor the token it aliases.
    case missingType
    /// A value of the wrong shape or out of its range for the token's type.
    case invalidValue
    /// A reference that does not parse: `{…}` or a `$ref` JSON Pointer.
    case invalidReference
    /// A reference to nothing, to a group, or to metadata.
    case danglingReference
    /// References that come back to themselves; the found text names every token in the chain.
    case cycle
    /// An alias whose target is of another type than the token that uses it.
    case typeMismatch
    /// A group `$extends` that names no group, names a token, or loops.
    case invalidExtends
    /// A resolver document that breaks one of the Resolver module's rules.
    case invalidResolver
    /// An input naming a modifier or context the resolver does not have, or missing one.
    case invalidInput
    /// A file a resolver names that cannot be read.
    case unreadableFile
    /// A block role (`color.accent`) that a token tree made into a theme does not bind.
    case missingRole
    /// A token tree whose bound roles do not make a valid theme (a role's value out of range).
    case invalidTheme

    /// How a message names the problem.
    public var phrase: String {
      switch self {
      case .invalidJSON: "invalid JSON"
      case .tooLarge: "too large"
      case .invalidName: "invalid name"
      case .unknownProperty: "unknown property"
      case .invalidType: "invalid $type"
      case .missingType: "missing $type"
      case .invalidValue: "invalid value"
      case .invalidReference: "invalid reference"
      case .danglingReference: "dangling reference"
      case .cycle: "reference cycle"
      case .typeMismatch: "type mismatch"
      case .invalidExtends: "invalid $extends"
      case .invalidResolver: "invalid resolver"
      case .invalidInput: "invalid input"
      case .unreadableFile: "unreadable file"
      case .missingRole: "missing role"
      case .invalidTheme: "invalid theme"
      }
    }
  }

  public var kind: Kind
  /// The file as the user named it.
  public var file: String
  /// Where in the file, as an RFC 6901 JSON Pointer (`/color/accent/$value/alpha`); empty for
  /// the whole document.
  public var pointer: String
  /// 1-based line and byte column of the place, when the file's text was at hand.
  public var line: Int?
  public var column: Int?
  public var expected: String
  public var found: String

  public init(
    _ kind: Kind, file: String, pointer: String, expected: String, found: String, line: Int? = nil,
    column: Int? = nil
  ) {
    self.kind = kind
    self.file = file
    self.pointer = pointer
    self.expected = expected
    self.found = found
    self.line = line
    self.column = column
  }

  /// `tokens.json:12:7: /color/accent/$value/alpha: invalid value: expected …, found 1.5`,
  /// always one line (control characters in names are escaped).
  public var description: String {
    let place = line.map { ":\($0):\(column ?? 1)" } ?? ""
    let pointerText = pointer.isEmpty ? "(document)" : pointer
    return MessageText.oneLine(
      "\(file)\(place): \(pointerText): \(kind.phrase): expected \(expected), found \(found)")
  }
}

/// Every problem a read or a resolution found, sorted by file and place; thrown by
/// `TokenTree.read` and `TokenResolver`.
public struct TokenError: Error, Sendable, CustomStringConvertible, Equatable {
  public var problems: [TokenProblem]

  public init(_ problems: [TokenProblem]) {
    var seen: Set<String> = []
    self.problems = problems.filter { seen.insert($0.description).inserted }
      .sorted { ($0.file, $0.line ?? 0, $0.pointer) < ($1.file, $1.line ?? 0, $1.pointer) }
  }

  public var description: String { problems.map(\.description).joined(separator: "\n") }
}
