import Foundation
import SPTheme

/// A strict RFC 8259 parser that reports where it failed (line and column, and the JSON path it
/// was reading), rejects duplicate keys and numbers a `Double` cannot hold, and bounds nesting
/// so a hostile file cannot exhaust the stack. `JSONDecoder` reports none of these usefully.
struct JSONParser {
  /// Far beyond the overview format's own depth (six), far below any stack limit.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var path = JSONPath()
  private var depth = 0

  private init(bytes: [UInt8]) { self.bytes = bytes }

  static func parse(_ bytes: [UInt8]) -> Result<JSONValue, DocumentError.Problem> {
    var parser = JSONParser(bytes: bytes)
    do throws(DocumentError.Problem) {
      // A UTF-8 byte order mark is tolerated, as editors on some platforms write one.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
      parser.skipWhitespace()
      let value = try parser.value()
      parser.skipWhitespace()
      if parser.index < bytes.count { throw parser.failure(expected: "the end of the document") }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  private mutating func value() throws(DocumentError.Problem) -> JSONValue {
    guard index < bytes.count else { throw failure(expected: "a JSON value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure(expected: "a JSON value")
    }
  }

  private mutating func object() throws(DocumentError.Problem) -> JSONValue {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen = Set<String>()
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw failure(expected: "a quoted key") }
      let keyStart = index
      let key = try string()
      path.append(.key(key))
      guard seen.insert(key).inserted else {
        index = keyStart
        throw DocumentError.Problem(
          path: path.description, expected: "each key once in an object",
          found: "\(JSONWriter.quoted(key)) again at \(position)")
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw failure(expected: "':' after the key") }
      index += 1
      skipWhitespace()
      members.append((key, try value()))
      path.removeLast()
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "}")) {
        index += 1
        depth -= 1
        return .object(members)
      } else {
        throw failure(expected: "',' or '}'")
      }
    }
  }

  private mutating func array() throws(DocumentError.Problem) -> JSONValue {
    try enter()
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      path.append(.index(items.count))
      items.append(try value())
      path.removeLast()
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "]")) {
        index += 1
        depth -= 1
        return .array(items)
      } else {
        throw failure(expected: "',' or ']'")
      }
    }
  }

  private mutating func enter() throws(DocumentError.Problem) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure(expected: "at most \(Self.maximumDepth) nested arrays and objects")
    }
  }

  private mutating func string() throws(DocumentError.Problem) -> String {
    index += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView)
      throws(DocumentError.Problem)
    {
      guard end > runStart else { return }
      switch decodeUTF8(parser.bytes[runStart..<end]) {
      case .success(let text): scalars.append(contentsOf: text.unicodeScalars)
      case .failure(let invalid):
        var atBadByte = parser
        atBadByte.index = runStart + invalid.offset
        throw atBadByte.failure(expected: "UTF-8 text")
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        try flush(self, upTo: index, into: &scalars)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush(self, upTo: index, into: &scalars)
        index += 1
        scalars.append(try escape())
        runStart = index
      case 0..<0x20:
        throw failure(expected: "a control character written as an escape")
      default:
        index += 1
      }
    }
    throw failure(expected: "a closing '\"'")
  }

  private mutating func escape() throws(DocumentError.Problem) -> Unicode.Scalar {
    guard index < bytes.count else { throw failure(expected: "an escape") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high) {
        guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure(expected: "a low surrogate after a high one") }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw failure(expected: "a low surrogate after a high one")
        }
        let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        if let scalar = Unicode.Scalar(combined) { return scalar }
      } else if let scalar = Unicode.Scalar(high) {
        return scalar
      }
      throw failure(expected: "a valid Unicode escape")
    default:
      index -= 1
      throw failure(expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u")
    }
  }

  private mutating func hex4() throws(DocumentError.Problem) -> UInt32 {
    var result: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
        throw failure(expected: "four hexadecimal digits")
      }
      result = result << 4 | digit
      index += 1
    }
    return result
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func number() throws(DocumentError.Problem) -> JSONValue {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
    } else {
      guard digits() > 0 else { throw failure(expected: "a digit") }
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard digits() > 0 else { throw failure(expected: "a digit after '.'") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard digits() > 0 else { throw failure(expected: "a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    // Numbers too small for a Double read as zero; numbers too large are refused, not rounded
    // to infinity, because no figure in an overview can be infinite.
    guard let number = Double(text), number.isFinite else {
      throw DocumentError.Problem(
        path: path.description, expected: "a finite number (at most ±1.8e308)", found: text)
    }
    return .number(number)
  }

  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(DocumentError.Problem)
    -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard bytes[index...].starts(with: utf8) else { throw failure(expected: "a JSON value") }
    index += utf8.count
    return value
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// "line 3, column 5", counting from 1, columns in bytes (the theme parser's format too).
  private var position: String { textPlace(in: bytes, at: index) }

  private func failure(expected: String) -> DocumentError.Problem {
    let found: String
    if index >= bytes.count {
      found = "the end of the input"
    } else {
      let byte = bytes[index]
      let shown =
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + hex(byte)
      found = "\(shown) at \(position)"
    }
    return DocumentError.Problem(path: path.description, expected: expected, found: found)
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}

extension DocumentError.Problem: Error {}
