extension Overview {
  /// The largest overview file `decode` reads, in bytes: 16 MiB, about 350,000 readings — a
  /// year of five-minute readings and the year before it fit three times over, while a chart
  /// draws at most a few hundred points. Larger input is refused before it is parsed, because
  /// reading, parsing and compiling cost a few dozen times the file's size in memory
  /// (`docs/errors.md`, "Resource bounds"). The nesting limit is the parser's own: 64 levels.
  public static let maximumInputSize = DocumentLimits.maximumSize
}

/// The size check every overview's bytes pass before they are parsed.
enum OverviewInputLimits {
  /// What the format expects of the input's size, in the words of every size error.
  static let expected = "an overview of at most \(Overview.maximumInputSize) bytes"

  /// The problem with input of `byteCount` bytes, or nil when it is within the limit.
  static func problem(byteCount: Int) -> DocumentError.Problem? {
    guard byteCount > Overview.maximumInputSize else { return nil }
    return DocumentError.Problem(path: "", expected: expected, found: "\(byteCount) bytes")
  }
}
