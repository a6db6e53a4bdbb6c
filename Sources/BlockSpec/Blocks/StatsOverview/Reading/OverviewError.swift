import SPTheme

/// Why an overview was rejected: the problems found in one pass, each with the JSON path it is
/// at, what the format expects there and what the input has instead.
///
/// One value holds the whole list, so that `decode` can use typed throws and a person fixing a
/// file by hand sees all the problems at once rather than one per run. A list is written out
/// to its first `listLimit` problems; the rest are counted by kind (`unlisted`), so a file with
/// a problem on each of its 300,000 points reads in the time it takes to count them and prints
/// a hundred and one lines. `path`, `expected` and `found` are the first problem's, for callers
/// that show only one.
public struct OverviewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems `decode` and `validate` write out; the rest are counted in `unlisted`.
  public static let listLimit = MessageText.problemLimit

  /// What sort of problem: the JSON syntax, the document's shape, or what its values mean.
  /// `phrase` names it in the line that counts the problems a list leaves out.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Not JSON, or JSON the format refuses in any document: a repeated key, a number a
    /// `Double` cannot hold, nesting deeper than 64.
    case syntax
    /// More bytes than `Overview.maximumInputSize`.
    case tooLarge
    /// A member of the wrong JSON type.
    case wrongType
    /// A member, range key or format style the format does not define.
    case unknownMember
    /// A required member left out or `null`.
    case missingMember
    /// A date that is not written as the format's ISO-8601.
    case badDate
    /// A format that is not one of the format's spellings.
    case badFormat
    /// NaN or an infinity in an overview built in code.
    case notFinite
    /// A date outside the years 0001 to 9999.
    case dateOutOfRange
    /// Two points on one instant.
    case repeatedDate
    /// A point dated before the one before it.
    case unorderedDate
    /// A currency code that is not ISO 4217's.
    case unknownCurrency
    /// Fraction digits outside 0…6.
    case fractionDigits
    /// A label or id with no character a reader can see.
    case invisibleLabel
    /// More tiles than the block lays out.
    case tooManyMetrics
    /// Two metrics with one id.
    case repeatedID

    public var phrase: String {
      switch self {
      case .syntax: "invalid JSON"
      case .tooLarge: "input too large"
      case .wrongType: "wrong type"
      case .unknownMember: "unknown member"
      case .missingMember: "missing member"
      case .badDate: "not an ISO-8601 date"
      case .badFormat: "unknown format"
      case .notFinite: "number not finite"
      case .dateOutOfRange: "date outside 0001 to 9999"
      case .repeatedDate: "repeated date"
      case .unorderedDate: "date out of order"
      case .unknownCurrency: "unknown currency"
      case .fractionDigits: "fraction digits out of range"
      case .invisibleLabel: "label without a visible character"
      case .tooManyMetrics: "too many metrics"
      case .repeatedID: "repeated id"
      }
    }
  }

  /// One problem at one place.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    public var kind: Kind
    /// Where, in the dotted form the docs use: `periods.1M.points[3].date`; empty for the
    /// document itself.
    public var path: String
    /// What the format wants there: "an ISO-8601 date".
    public var expected: String
    /// What the input has: `"yesterday"`, quoted when it is a string.
    public var found: String

    public init(kind: Kind, path: String, expected: String, found: String) {
      self.kind = kind
      self.path = path
      self.expected = expected
      self.found = found
    }

    /// A problem in the JSON syntax, as the parser reports it.
    public init(path: String, expected: String, found: String) {
      self.init(kind: .syntax, path: path, expected: expected, found: found)
    }

    /// `periods.1M.points[3].date: expected an ISO-8601 date, found "yesterday"`. What cannot
    /// be seen is escaped and a long found part cut with its size (`MessageText`), so a
    /// problem is one line of readable length whatever the file holds.
    public var description: String {
      (path.isEmpty ? "" : MessageText.oneLine(path) + ": ")
        + "expected \(MessageText.oneLine(expected)), found \(MessageText.found(found))"
    }
  }

  /// The file name (or "-" for standard input) that messages start with.
  public var source: String
  /// The problems written out, in document order; never empty.
  public var problems: [Problem]
  /// The problems found beyond `problems`, counted by kind.
  public var unlisted: [Kind: Int]

  public init(source: String, problems: [Problem], unlisted: [Kind: Int] = [:]) {
    self.source = source
    self.problems =
      problems.isEmpty
      ? [Problem(path: "", expected: "a valid overview", found: "an unspecified problem")] : problems
    self.unlisted = unlisted
  }

  public init(source: String, path: String, expected: String, found: String) {
    self.init(source: source, problems: [Problem(path: path, expected: expected, found: found)])
  }

  init(source: String, _ list: ProblemList) {
    self.init(source: source, problems: list.listed, unlisted: list.unlisted)
  }

  public var path: String { problems.first?.path ?? "" }
  public var expected: String { problems.first?.expected ?? "" }
  public var found: String { problems.first?.found ?? "" }

  /// The problems' lines, one per problem:
  /// `overview.json: periods.1M.points[3].date: expected an ISO-8601 date, found "yesterday"`;
  /// then, when some are unlisted, one line that counts them:
  /// `overview.json: and 339899 more problems of the same kind: date out of order (339899)`.
  public var lines: [String] {
    let file = MessageText.oneLine(source)
    var lines = problems.map { "\(file): \($0)" }
    if !unlisted.isEmpty {
      let counts = Kind.allCases.compactMap { kind in unlisted[kind].map { (kind.phrase, $0) } }
      let more = MessageText.moreProblems(counts, listedKinds: Set(problems.map(\.kind.phrase)))
      lines.append("\(file): \(more)")
    }
    return lines
  }

  /// `lines` joined by newlines; a single problem is a single line.
  public var description: String { lines.joined(separator: "\n") }
}

/// Problems as the reader and the validator find them: the first `limit` in full, the rest
/// counted by kind without building their paths or texts.
struct ProblemList: Sendable {
  let limit: Int
  private(set) var listed: [OverviewError.Problem] = []
  private(set) var unlisted: [OverviewError.Kind: Int] = [:]
  /// Every problem found, listed or not.
  private(set) var count = 0

  init(limit: Int = OverviewError.listLimit) { self.limit = limit }

  var isEmpty: Bool { count == 0 }

  mutating func add(
    _ kind: OverviewError.Kind, at path: @autoclosure () -> JSONPath, expected: @autoclosure () -> String,
    found: @autoclosure () -> String
  ) {
    count += 1
    if listed.count < limit {
      listed.append(.init(kind: kind, path: path().description, expected: expected(), found: found()))
    } else {
      unlisted[kind, default: 0] += 1
    }
  }
}
