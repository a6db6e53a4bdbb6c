import Foundation

/// Finds where a JSON Pointer's value starts in a document's text, for the line and column of a
/// problem.
///
/// Reading keeps no positions (most documents have no problems, and a position per value would
/// cost every read); instead, once a read has failed, each problem's pointer is followed through
/// the text again, skipping what it does not enter. When the pointer goes further than the text
/// (a member that is missing), the place is the deepest part that exists.
enum JSONLocator {
  /// Problems beyond this many keep their pointer but get no line: each location is a pass over
  /// the text, and a hostile file can have a problem per token.
  static let maximumLocated = 500

  static func placed(_ problems: [TokenProblem], in texts: [String: Data]) -> [TokenProblem] {
    var located = 0
    return problems.map { problem in
      guard problem.line == nil, located < maximumLocated, let data = texts[problem.file],
        let pointer = pointer(problem.pointer)
      else { return problem }
      located += 1
      var placed = problem
      let offset = data.withUnsafeBytes { offsetOf(pointer, in: $0) }
      let (line, column) = lineAndColumn(of: offset, in: data)
      placed.line = line
      placed.column = column
      return placed
    }
  }

  static func pointer(_ text: String) -> [String]? {
    if text.isEmpty { return [] }
    guard text.hasPrefix("/") else { return nil }
    return text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      JSONPointer.unescape($0) ?? String($0)
    }
  }

  static func lineAndColumn(of offset: Int, in data: Data) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    for (index, byte) in data.prefix(offset).enumerated() where byte == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// The offset of the value the segments lead to, or of the deepest one that exists.
  static func offsetOf(_ segments: [String], in bytes: UnsafeRawBufferPointer) -> Int {
    var scanner = Scanner(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
    scanner.skipWhitespace()
    var best = scanner.index
    for segment in segments {
      guard let found = scanner.enter(segment) else { return best }
      best = found
      scanner.index = found
    }
    return best
  }

  private struct Scanner {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
      while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// The start of the member or item `segment` names in the container at `index` (the last
    /// one, when a key repeats, as the parser keeps the last).
    mutating func enter(_ segment: String) -> Int? {
      guard let open = peek() else { return nil }
      if open == UInt8(ascii: "{") {
        index += 1
        var found: Int?
        while true {
          skipWhitespace()
          guard let byte = peek(), byte == UInt8(ascii: "\"") else { return found }
          let key = readString()
          skipWhitespace()
          guard peek() == UInt8(ascii: ":") else { return found }
          index += 1
          skipWhitespace()
          if key == segment { found = index }
          skipValue()
          skipWhitespace()
          guard peek() == UInt8(ascii: ",") else { return found }
          index += 1
        }
      }
      if open == UInt8(ascii: "["), let target = Int(segment), target >= 0 {
        index += 1
        var position = 0
        while true {
          skipWhitespace()
          guard let byte = peek(), byte != UInt8(ascii: "]") else { return nil }
          if position == target { return index }
          skipValue()
          skipWhitespace()
          guard peek() == UInt8(ascii: ",") else { return nil }
          index += 1
          position += 1
        }
      }
      return nil
    }

    /// A string's text (escapes decoded for the common cases), leaving `index` after it.
    mutating func readString() -> String {
      index += 1
      var utf8: [UInt8] = []
      while let byte = peek(), byte != UInt8(ascii: "\"") {
        index += 1
        if byte == UInt8(ascii: "\\"), let escaped = peek() {
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): utf8.append(0x0A)
          case UInt8(ascii: "t"): utf8.append(0x09)
          case UInt8(ascii: "r"): utf8.append(0x0D)
          case UInt8(ascii: "b"): utf8.append(0x08)
          case UInt8(ascii: "f"): utf8.append(0x0C)
          case UInt8(ascii: "u"):
            let end = min(bytes.count, index + 4)
            let hex = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            index = end
            if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
              utf8.append(contentsOf: String(Character(scalar)).utf8)
            }
          default: utf8.append(escaped)
          }
        } else {
          utf8.append(byte)
        }
      }
      index += 1
      return String(decoding: utf8, as: UTF8.self)
    }

    mutating func skipValue() {
      guard let byte = peek() else { return }
      switch byte {
      case UInt8(ascii: "\""): _ = readString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        while let current = peek() {
          switch current {
          case UInt8(ascii: "\""):
            _ = readString()
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 {
              index += 1
              return
            }
          default: break
          }
          index += 1
        }
      default:
        while let current = peek(), current != UInt8(ascii: ","), current != UInt8(ascii: "}"),
          current != UInt8(ascii: "]"), current != 0x20, current != 0x0A, current != 0x0D, current != 0x09
        {
          index += 1
        }
      }
    }
  }
}
