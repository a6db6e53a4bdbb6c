/// The size every block's document is checked against before it is parsed.
public enum DocumentLimits {
  /// The largest document any block reads, in bytes: 16 MiB (`Overview.maximumInputSize`,
  /// `docs/errors.md`, "Resource bounds").
  public static let maximumSize = 16 << 20

  /// The problem with a document of `byteCount` bytes, or nil when it is within the limit.
  static func problem(byteCount: Int) -> DocumentError.Problem? {
    guard byteCount > maximumSize else { return nil }
    return DocumentError.Problem(
      path: "", expected: "a document of at most \(maximumSize) bytes", found: "\(byteCount) bytes")
  }
}
