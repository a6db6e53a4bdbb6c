// The token and resolver harnesses' shared check of every problem a reader reports (built into
// both by Scripts/fuzz.sh).

/// Every problem names one of `files` and says what was expected and found, on one line; with
/// `located`, every problem but a parse failure has its line and column (docs/tokens.md promises
/// one on every problem).
func checkProblems(_ problems: [TokenProblem], files: Set<String>, located: Bool) {
  for problem in problems {
    guard files.contains(problem.file), !problem.expected.isEmpty, !problem.found.isEmpty else {
      fatalError("a problem without its file, expectation or finding: \(problem)")
    }
    if problem.description.contains("\n") { fatalError("a problem on more than one line: \(problem)") }
    // A text that does not parse has the parser's place in its `found` instead.
    if located, problem.kind != .invalidJSON, problem.line == nil || problem.column == nil {
      fatalError("a problem without its line and column: \(problem)")
    }
  }
}
