import Foundation

extension SparklineStatTileDocument {
  /// The largest document `decode` reads, in bytes: 16 MiB, as for every block's documents.
  public static let maximumInputSize = Overview.maximumInputSize

  /// Reads a sparkline stat tile document (`docs/sparkline-stat-tile.md`): a tile, or the demo
  /// screen.
  ///
  /// - Parameter source: the file name messages start with ("tile.json", "-" for stdin).
  /// - Throws: every problem found, each with its JSON path, what was expected and what was
  ///   found: syntax first (which stops reading), then shape.
  public static func decode(from data: Data, source: String) throws(DocumentError) -> SparklineStatTileDocument {
    guard data.count <= maximumInputSize else {
      throw DocumentError(
        source: source, path: "", expected: "a document of at most \(maximumInputSize) bytes",
        found: "\(data.count) bytes")
    }
    let document: JSONValue
    switch JSONParser.parse(Array(data)) {
    case .success(let value): document = value
    case .failure(let problem): throw DocumentError(source: source, problems: [problem])
    }
    var reader = SparklineTileReader()
    guard let result = reader.document(document, at: JSONPath()), reader.problems.isEmpty else {
      throw DocumentError(source: source, problems: reader.problems)
    }
    return result
  }
}
