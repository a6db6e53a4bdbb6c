import Foundation

/// Whether a command's output is what a `console` transcript shows. A line that is `…` alone
/// (indented or not) stands for any number of lines (none included); a `…` inside a line for any run of
/// characters; every other line must be equal, trailing spaces aside. The whole output must be
/// accounted for, so a transcript that shows only the start ends with a `…` line.
enum TranscriptMatch {
  static func matches(_ output: [String], _ pattern: [String]) -> Bool {
    let output = output.map(trimmedEnd)
    let pattern = pattern.map(trimmedEnd)
    // matched[i][j]: pattern[i...] matches output[j...].
    var matched = Array(
      repeating: Array(repeating: false, count: output.count + 1), count: pattern.count + 1)
    matched[pattern.count][output.count] = true
    for i in stride(from: pattern.count - 1, through: 0, by: -1) {
      for j in stride(from: output.count, through: 0, by: -1) {
        if pattern[i].trimmingCharacters(in: .whitespaces) == "…" {
          matched[i][j] = matched[i + 1][j] || (j < output.count && matched[i][j + 1])
        } else {
          matched[i][j] = j < output.count && line(output[j], pattern[i]) && matched[i + 1][j + 1]
        }
      }
    }
    return matched[0][0]
  }

  /// One line against one pattern line with `…` wildcards.
  static func line(_ text: String, _ pattern: String) -> Bool {
    let pieces = pattern.components(separatedBy: "…")
    guard pieces.count > 1 else { return text == pattern }
    let (head, tail) = (pieces[0], pieces[pieces.count - 1])
    // The two ends may not overlap: "ab…bc" does not match "abc".
    guard text.count >= head.count + tail.count, text.hasPrefix(head), text.hasSuffix(tail) else {
      return false
    }
    var rest = text.dropFirst(head.count).dropLast(tail.count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = rest.range(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }

  /// Lines lose their trailing whitespace; a final empty line (the output's last newline) goes.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func trimmedEnd(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
  }
}
