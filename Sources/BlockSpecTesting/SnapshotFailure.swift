import Foundation

/// Why a snapshot assertion failed, with the message the test report shows.
public struct SnapshotFailure: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// The reference was written (new, or rewritten under record mode `all`): review and commit it.
    case recorded
    /// There is no reference and recording is off (`CI=true` or record mode `none`).
    case missing
    /// The output differs from the reference; the message carries a unified diff.
    case mismatch
    /// The value to snapshot threw instead of producing itself.
    case valueThrew
    /// A reference could not be read or written.
    case fileError
    /// The record-mode setting is invalid.
    case configuration
  }

  public var kind: Kind
  /// The full report: what happened, the files involved, the diff and what to do next.
  public var message: String
  /// The reference file the assertion compares against.
  public var reference: URL
  /// Where the actual output was written for inspection, when it was.
  public var actual: URL?
  /// The assertion that failed.
  public var location: SnapshotSourceLocation
}

/// The source position of an assertion, as both test frameworks want it.
public struct SnapshotSourceLocation: Hashable, Sendable {
  public var fileID: String
  public var filePath: String
  public var line: Int
  public var column: Int

  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}
