/// The size every block's document is checked against before it is parsed.
public enum DocumentLimits {
  /// The largest document any block reads, in bytes: 16 MiB (`Overview.maximumInputSize`,
  /// `docs/errors.md`, "Resource bounds").
  public static let maximumSize = 16 << 20

  /// The problem with a document of `byteCount` bytes, or nil when it is within the limit.
  static func problem(byteCount: Int) -> DocumentError.Problem? {
    guard byteCount > maximumSize else { return nil }
    return tooLarge(byteCount: byteCount)
  }

  /// The problem with input over `limit` bytes: `found 200000000 bytes`, or, when the reader
  /// stopped one byte past the limit and never learned the size, `found more than 16777216 bytes`.
  static func tooLarge(byteCount: Int?, limit: Int = maximumSize, document: String = "a document")
    -> DocumentError.Problem
  {
    DocumentError.Problem(
      kind: .tooLarge, path: "", expected: "\(document) of at most \(limit) bytes",
      found: byteCount.map { "\($0) bytes" } ?? "more than \(limit) bytes")
  }
}
