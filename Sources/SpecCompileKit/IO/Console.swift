import BlockSpec
import Foundation

/// The three standard streams, behind a protocol so the whole command runs in-process in tests
/// with in-memory streams, and as a process with the real ones.
public protocol Console {
  /// Whether standard input is an interactive terminal (nothing piped in).
  var standardInputIsTerminal: Bool { get }
  func readStandardInput() throws(SystemError) -> Data
  /// Writes the result. Called at most once per run, with the complete output.
  func writeStandardOutput(_ data: Data) throws(SystemError)
  /// Writes one line (the newline is added).
  func writeStandardErrorLine(_ line: String)
  /// Whether standard error is an interactive terminal, where a long command shows progress.
  var standardErrorIsTerminal: Bool { get }
}

extension Console {
  /// In-memory consoles are no terminal.
  public var standardErrorIsTerminal: Bool { false }
}

/// The process's own standard streams.
public struct ProcessConsole: Console, Sendable {
  public init() {}

  public var standardInputIsTerminal: Bool { SystemCalls.isTerminal(0) }
  public var standardErrorIsTerminal: Bool { SystemCalls.isTerminal(2) }

  /// Standard input carries an overview: reading stops one byte past the largest the library
  /// reads, so an endless stream ends in a clear error rather than exhausted memory.
  public func readStandardInput() throws(SystemError) -> Data {
    Data(try SystemCalls.readAll(0, limit: Overview.maximumInputSize))
  }

  public func writeStandardOutput(_ data: Data) throws(SystemError) {
    try SystemCalls.writeAll(1, data)
  }

  public func writeStandardErrorLine(_ line: String) {
    // Nowhere left to report a failure to write an error; the exit status still tells.
    try? SystemCalls.writeAll(2, Array((line + "\n").utf8))
  }
}
