/// Why a dashboard document was rejected: every problem found in one pass, each with its JSON
/// path, what the format expects there and what the document has (the overview's `Problem`).
public struct DashboardError: Error, Hashable, Sendable, CustomStringConvertible {
  public typealias Problem = OverviewError.Problem

  /// The file name (or "-" for standard input) that messages start with.
  public var source: String
  /// Every problem, in document order; never empty.
  public var problems: [Problem]

  public init(source: String, problems: [Problem]) {
    self.source = source
    self.problems =
      problems.isEmpty
      ? [Problem(path: "", expected: "a valid dashboard", found: "an unspecified problem")] : problems
  }

  /// One line per problem: `dashboard.json: chart.ranges.1W.points[3].date: expected …, found …`.
  public var lines: [String] { problems.map { "\(source): \($0)" } }
  public var description: String { lines.joined(separator: "\n") }
}
