extension Overview {
  /// The largest overview file `decode` reads, in bytes: 16 MiB, about 350,000 readings — a
  /// year of five-minute readings and the year before it fit three times over, while a chart
  /// draws at most a few hundred points. Larger input is refused before it is parsed, because
  /// reading, parsing and compiling cost a few dozen times the file's size in memory
  /// (`docs/errors.md`, "Resource bounds"). The nesting limit is the parser's own: 64 levels.
  public static let maximumInputSize = 16 << 20
}

extension OverviewError {
  /// The error for input over `Overview.maximumInputSize`, as `decode` reports it:
  /// `found 200000000 bytes`. A reader that stops a stream one byte past the limit, and so never
  /// learns its size, passes nil: `found more than 16777216 bytes`.
  public static func inputTooLarge(source: String, byteCount: Int?) -> OverviewError {
    let found = byteCount.map { "\($0) bytes" } ?? "more than \(Overview.maximumInputSize) bytes"
    return OverviewError(
      source: source,
      problems: [
        Problem(
          kind: .tooLarge, path: "", expected: "an overview of at most \(Overview.maximumInputSize) bytes",
          found: found)
      ])
  }
}
