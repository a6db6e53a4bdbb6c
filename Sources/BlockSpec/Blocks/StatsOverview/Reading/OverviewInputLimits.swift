extension Overview {
  /// The largest overview file `decode` reads, in bytes: 16 MiB, about 350,000 readings — a
  /// year of five-minute readings and the year before it fit three times over, while a chart
  /// draws at most a few hundred points. Larger input is refused before it is parsed, because
  /// reading, parsing and compiling cost a few dozen times the file's size in memory
  /// (`docs/errors.md`, "Resource bounds"). The nesting limit is the parser's own: 64 levels.
  public static let maximumInputSize = DocumentLimits.maximumSize
}

extension Overview {
  /// How the size error names an overview: `expected an overview of at most 16777216 bytes`.
  static let inputNoun = "an overview"
}
