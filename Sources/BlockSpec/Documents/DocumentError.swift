import JSONDocuments

/// Why a block's document was rejected: the problems found in one pass, each with the JSON
/// path it is at, what the format expects there and what the input has instead.
///
/// One value holds the whole list, so that `decode` can use typed throws and a person fixing a
/// file by hand sees all the problems at once rather than one per run. A list is written out
/// to its first `listLimit` problems; the rest are counted by kind (`unlisted`), so a file with
/// a problem on each of its 300,000 points reads in the time it takes to count them and prints
/// a hundred and one lines. `path`, `expected` and `found` are the first problem's, for callers
/// that show only one.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems `decode` and `validate` write out; the rest are counted in `unlisted`.
  public static let listLimit = MessageText.problemLimit

  /// What sort of problem: the JSON syntax, the document's shape, or what its values mean.
  /// `phrase` names it in the line that counts the problems a list leaves out.
  ///
  /// The kinds are the document family's, not one block's: every block's reader finds wrong
  /// types, unknown and missing members, bad dates and formats, and a block's rules of meaning
  /// use the generic kind that fits (`tooManyItems` for the overview's metrics). A reader that
  /// names no kind (`Problem(path:expected:found:)`) files its problem under `other`.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Not JSON, or JSON the format refuses in any document: a repeated key, a number a
    /// `Double` cannot hold, nesting deeper than 64.
    case syntax
    /// More bytes than `DocumentLimits.maximumSize` (`inputTooLarge`).
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
    /// More items in a list than the block lays out (the overview's metric tiles).
    case tooManyItems
    /// Two items with one id.
    case repeatedID
    /// A problem its reader gave no kind.
    case other

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
      case .tooManyItems: "too many items"
      case .repeatedID: "repeated id"
      case .other: "other problem"
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

    /// A problem of no particular kind (`Kind.other`), as readers that do not sort their
    /// problems write one.
    public init(path: String, expected: String, found: String) {
      self.init(kind: .other, path: path, expected: expected, found: found)
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
      ? [Problem(path: "", expected: "a valid document", found: "an unspecified problem")] : problems
    self.unlisted = unlisted
  }

  public init(source: String, path: String, expected: String, found: String) {
    self.init(source: source, problems: [Problem(path: path, expected: expected, found: found)])
  }

  init(source: String, _ list: ProblemList) {
    self.init(source: source, problems: list.listed, unlisted: list.unlisted)
  }

  /// A reader's problems (`DocumentReader.problems`), as block readers written against a plain
  /// list spell it.
  init(source: String, problems list: ProblemList) { self.init(source: source, list) }

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

extension DocumentError {
  /// The error for input over `limit` bytes, as `decode` reports it: `expected an overview of at
  /// most 16777216 bytes, found 200000000 bytes`. A reader that stops a stream one byte past
  /// the limit, and so never learns its size, passes nil: `found more than 16777216 bytes`.
  ///
  /// - Parameter document: how the expected part names the input: "a document", "an overview".
  public static func inputTooLarge(
    source: String, byteCount: Int?, limit: Int = DocumentLimits.maximumSize, document: String = "a document"
  ) -> DocumentError {
    DocumentError(
      source: source,
      problems: [DocumentLimits.tooLarge(byteCount: byteCount, limit: limit, document: document)])
  }
}

/// The stats overview's errors are every block's: the name it had before there were others.
public typealias OverviewError = DocumentError

/// Problems as the reader and the validator find them: the first `limit` in full, the rest
/// counted by kind without building their paths or texts.
struct ProblemList: Sendable {
  let limit: Int
  private(set) var listed: [DocumentError.Problem] = []
  private(set) var unlisted: [DocumentError.Kind: Int] = [:]
  /// Every problem found, listed or not.
  private(set) var count = 0

  init(limit: Int = DocumentError.listLimit) { self.limit = limit }

  var isEmpty: Bool { count == 0 }

  mutating func add(
    _ kind: DocumentError.Kind, at path: @autoclosure () -> JSONPath, expected: @autoclosure () -> String,
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
