/// Why a block's document was rejected: every problem found in one pass, each with the JSON
/// path it is at, what the format expects there and what the input has instead.
///
/// One value holds the whole list, so that `decode` can use typed throws and a person fixing a
/// file by hand sees all the problems at once rather than one per run. `path`, `expected` and
/// `found` are the first problem's, for callers that show only one.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// One problem at one place.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// Where, in the dotted form the docs use: `periods.1M.points[3].date`; empty for the
    /// document itself.
    public var path: String
    /// What the format wants there: "an ISO-8601 date".
    public var expected: String
    /// What the input has: `"yesterday"`, quoted when it is a string.
    public var found: String

    public init(path: String, expected: String, found: String) {
      self.path = path
      self.expected = expected
      self.found = found
    }

    /// `periods.1M.points[3].date: expected an ISO-8601 date, found "yesterday"`.
    public var description: String {
      (path.isEmpty ? "" : path + ": ") + "expected \(expected), found \(found)"
    }
  }

  /// The file name (or "-" for standard input) that messages start with.
  public var source: String
  /// Every problem, in document order; never empty.
  public var problems: [Problem]

  public init(source: String, problems: [Problem]) {
    self.source = source
    self.problems =
      problems.isEmpty
      ? [Problem(path: "", expected: "a valid document", found: "an unspecified problem")] : problems
  }

  public init(source: String, path: String, expected: String, found: String) {
    self.init(source: source, problems: [Problem(path: path, expected: expected, found: found)])
  }

  public var path: String { problems.first?.path ?? "" }
  public var expected: String { problems.first?.expected ?? "" }
  public var found: String { problems.first?.found ?? "" }

  /// The problems' lines, one per problem:
  /// `overview.json: periods.1M.points[3].date: expected an ISO-8601 date, found "yesterday"`.
  public var lines: [String] { problems.map { "\(source): \($0)" } }

  /// `lines` joined by newlines; a single problem is a single line.
  public var description: String { lines.joined(separator: "\n") }
}

/// The stats overview's errors are every block's: the name it had before there were others.
public typealias OverviewError = DocumentError
