/// Why a theme file could not become a `Theme`: the file, the token's path inside it, what the
/// loader expected and what it found.
///
/// One load can find many problems (a typo in one colour does not hide a bad radius); the first
/// is this value's own fields and the rest are in `additional`, so `description` prints every
/// problem, one line each, in file and path order.
public struct ThemeError: Error, CustomStringConvertible, Equatable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    /// The file is not JSON.
    case invalidJSON
    /// A token or property the format does not define (often a typo).
    case unknownToken
    /// A token of the wrong `$type`, or a value of the wrong JSON shape.
    case wrongType
    /// A colour that is not `#RGB`, `#RRGGBB`, `#RRGGBBAA` or an sRGB colour object.
    case badColor
    /// `{alias.path}` that names no token.
    case danglingAlias
    /// Aliases that lead back to themselves.
    case cycle
    /// A token every theme must define, absent from the file and every theme it extends.
    case missingToken
    /// `$extends` chains that lead back to a theme already in the chain.
    case inheritanceLoop
    /// A number outside the range that makes sense for it (a negative radius, a zero duration).
    case outOfRange
    /// `$extends` or `Theme.shipped(named:)` names no theme that exists.
    case unknownTheme
    /// A theme file that cannot be read from disk.
    case unreadableFile

    /// How a message names the problem.
    public var phrase: String {
      switch self {
      case .invalidJSON: "invalid JSON"
      case .unknownToken: "unknown token"
      case .wrongType: "wrong type"
      case .badColor: "bad colour"
      case .danglingAlias: "dangling alias"
      case .cycle: "alias cycle"
      case .missingToken: "missing token"
      case .inheritanceLoop: "inheritance loop"
      case .outOfRange: "value out of range"
      case .unknownTheme: "unknown theme"
      case .unreadableFile: "unreadable file"
      }
    }
  }

  public var kind: Kind
  /// The file the problem is in, as the user named it (`brand.json`).
  public var file: String
  /// Where in the file: a token path (`color.accent`), a part of a token's value
  /// (`elevation.e1.$value.blur`), or empty for the whole file.
  public var path: String
  public var expected: String
  public var found: String
  /// Further problems found in the same load, in order.
  public var additional: [ThemeError]

  public init(
    _ kind: Kind, file: String, path: String, expected: String, found: String, additional: [ThemeError] = []
  ) {
    self.kind = kind
    self.file = file
    self.path = path
    self.expected = expected
    self.found = found
    self.additional = additional
  }

  /// Every problem of the load, this one first.
  public var problems: [ThemeError] {
    var first = self
    first.additional = []
    return [first] + additional.flatMap(\.problems)
  }

  /// One problem's line: `brand.json: color.accent: bad colour: expected …, found "blue"`.
  /// Line breaks and other control characters a file's keys or values hold are escaped
  /// (`"acc\nent"`), so a problem is always one line.
  public var message: String {
    let place = path.isEmpty ? "" : "\(Self.oneLine(path)): "
    return
      "\(Self.oneLine(file)): \(place)\(kind.phrase): expected \(Self.oneLine(expected)), found \(Self.oneLine(found))"
  }

  /// `text` with control characters and Unicode line separators written as JSON escapes.
  static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Self.breaksLines) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where Self.breaksLines(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func breaksLines(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  public var description: String { problems.map(\.message).joined(separator: "\n") }

  /// A problem's own fields, without `additional`: what makes two problems the same.
  private struct Fields: Hashable {
    var kind: Kind
    var file: String
    var path: String
    var expected: String
    var found: String

    init(_ error: ThemeError) {
      (kind, file, path, expected, found) = (error.kind, error.file, error.path, error.expected, error.found)
    }
  }

  /// One error carrying all of `errors` (deduplicated, sorted by file and path), or nil when
  /// there are none.
  static func combining(_ errors: [ThemeError]) -> ThemeError? {
    // Two problems are the same when their fields are: comparing the fields rather than the
    // printed lines spares building (and escaping) a line per problem, which dominated loading
    // a file of tens of thousands of problems.
    var seen: Set<Fields> = []
    let unique = errors.flatMap(\.problems).filter { seen.insert(Fields($0)).inserted }
      .sorted { ($0.file, $0.path) < ($1.file, $1.path) }
    guard var first = unique.first else { return nil }
    first.additional = Array(unique.dropFirst())
    return first
  }
}
