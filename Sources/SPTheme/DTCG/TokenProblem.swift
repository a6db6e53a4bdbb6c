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

    /// The stable code of an error of this kind, as `tokens check` prints it and docs/tokens.md
    /// lists it: the kind's name in kebab case (`invalid-value`, `dangling-reference`).
    public var code: String {
      var code = ""
      var previousIsLower = false
      for character in rawValue {
        if character.isUppercase, previousIsLower { code += "-" }
        code += character.lowercased()
        previousIsLower = character.isLowercase
      }
      return code
    }
  }

  /// An error refuses the file; a warning is a deviation from the format that a reader can
  /// interpret unambiguously, read as the deviation's documentation says and reported.
  public enum Severity: String, CaseIterable, Hashable, Sendable {
    case error, warning
  }

  /// The deviations real files hold that a read takes with a warning (docs/tokens.md, "Problem
  /// codes"). Each raw value is the deviation's stable code; `TokenReadingOptions.refused`
  /// (`--strict`, `--refuse`) makes any of them an error again.
  public enum Deviation: String, CaseIterable, Hashable, Sendable {
    /// A colour's `hex` fallback of three digits, `#fff`: read as `#ffffff`.
    case shortHex = "short-hex"
    /// A colour written as a hex string, `"#1f2328"` (the drafts' form, Primer's): read as sRGB.
    case hexString = "hex-string"
    /// A dimension written as a CSS length string, `"16px"`: read as that value and unit.
    case dimensionString = "dimension-string"
    /// A duration written as a string, `"100ms"`: read as that value and unit.
    case durationString = "duration-string"
    /// A dimension in `em`: kept (CSS keeps it; a theme refuses it where points are needed).
    case emUnit = "em-unit"
    /// A dimension in `dp`: read as `px` (the format equates them).
    case dpUnit = "dp-unit"
    /// A dimension in `vw`: kept (CSS keeps it; Swift, which has no viewport, leaves it out).
    case vwUnit = "vw-unit"
    /// A dimension of 0 with an empty unit: read as `0px`.
    case unitlessZero = "unitless-zero"
    /// A dimension as a bare number, `16`, or with no unit, `"16"`, `{"value": 16, "unit": ""}`:
    /// read as px (Tokens Studio's convention, and Style Dictionary's).
    case unitlessDimension = "unitless-dimension"
    /// A font weight as a numeric string, `"700"`: read as that number.
    case weightString = "weight-string"
    /// `$type: "string"`: an opaque extension type, kept as text, left out of typed exports.
    case stringType = "string-type"
    /// A token with no `$type` anywhere: left out of the tree (never guessed), and listed.
    case untypedToken = "untyped-token"
    /// A key the format does not define inside a token or a composite value: ignored.
    case unknownKey = "unknown-key"
    /// A typography's `letterSpacing` as a bare number or a CSS length string: read as a dimension.
    case letterSpacingForm = "letter-spacing-form"
    /// A typography value missing one of its five keys: the longhand left out.
    case missingTypographyKey = "missing-typography-key"
    /// A typography's `lineHeight` as a dimension: read as its ratio to the font size when both
    /// are in px or rem (or it is in em), else kept as a length for CSS.
    case lineHeightDimension = "line-height-dimension"
    /// A resolver set that `resolutionOrder` never includes: its tokens are in no resolved tree.
    case unusedSet = "unused-set"
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
  /// `.warning` for a deviation the read took; `.error` (refusing the file) otherwise.
  public var severity: Severity = .error
  /// The deviation a warning (or a refused deviation) is; nil for the format's own errors.
  public var deviation: Deviation?

  /// The problem's stable code: the deviation's, else the kind's.
  public var code: String { deviation?.rawValue ?? kind.code }

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

  /// A deviation, reported as a warning (`TokenReadingOptions.refused` may make it an error).
  public init(
    _ deviation: Deviation, _ kind: Kind, file: String, pointer: String, expected: String, found: String
  ) {
    self.init(kind, file: file, pointer: pointer, expected: expected, found: found)
    self.deviation = deviation
    self.severity = .warning
  }

  /// `tokens.json:12:7: /color/accent/$value/alpha: invalid value: expected …, found 1.5`,
  /// always one line (control characters in names are escaped). A deviation names its code,
  /// and a warning says so: `tokens.json:3:5: /a/$value/hex: warning: invalid value [short-hex]: …`.
  public var description: String {
    let place = line.map { ":\($0):\(column ?? 1)" } ?? ""
    let pointerText = pointer.isEmpty ? "(document)" : pointer
    let severityText = severity == .warning ? "warning: " : ""
    let codeText = deviation.map { " [\($0.rawValue)]" } ?? ""
    return MessageText.oneLine(
      "\(file)\(place): \(pointerText): \(severityText)\(kind.phrase)\(codeText): expected \(expected), found \(found)"
    )
  }
}

/// Every problem a read or a resolution found, each once, sorted by file and place (document
/// order; problems at one place by pointer, then message, so the same input gives the same
/// bytes); thrown by `TokenTree.read` and `TokenResolver`. Holds the warnings of the read too.
public struct TokenError: Error, Sendable, CustomStringConvertible, Equatable {
  public var problems: [TokenProblem]

  public init(_ problems: [TokenProblem]) { self.problems = TokenProblem.ordered(problems) }

  /// The problems of `.error` severity.
  public var errors: [TokenProblem] { problems.filter { $0.severity == .error } }

  public var description: String { problems.map(\.description).joined(separator: "\n") }
}

extension TokenProblem {
  /// Each problem once (a warning and an error of the same text are one, the error), in
  /// document order, ties broken by pointer and text: deterministic whatever order the stages
  /// found them in.
  static func ordered(_ problems: [TokenProblem]) -> [TokenProblem] {
    var seen: [String: Int] = [:]
    var unique: [TokenProblem] = []
    for problem in problems {
      let key = problem.placeless
      if let earlier = seen[key] {
        if problem.severity == .error { unique[earlier] = problem }
        continue
      }
      seen[key] = unique.count
      unique.append(problem)
    }
    return unique.sorted {
      ($0.file, $0.line ?? 0, $0.column ?? 0, $0.pointer, $0.placeless)
        < ($1.file, $1.line ?? 0, $1.column ?? 0, $1.pointer, $1.placeless)
    }
  }

  /// The message without its severity, to find one problem reported twice.
  var placeless: String {
    var copy = self
    copy.severity = .error
    return copy.description
  }

  /// This problem under `options`: a deviation the options refuse becomes an error.
  func applying(_ options: TokenReadingOptions) -> TokenProblem {
    guard let deviation, severity == .warning, options.refused.contains(deviation) else { return self }
    var copy = self
    copy.severity = .error
    return copy
  }
}
