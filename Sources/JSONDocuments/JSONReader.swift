/// What a `JSONReader` builds its values with: each format keeps its own value type (the
/// overview's objects keep document order, a theme's are dictionaries) and all of them are read
/// by the one reader, with the one grammar and the one set of messages.
public protocol JSONValueBuilder {
  associatedtype Value
  /// An object's members while it is being read.
  associatedtype Members

  mutating func null() -> Value
  mutating func bool(_ value: Bool) -> Value
  mutating func number(_ value: Double) -> Value
  mutating func string(_ value: String) -> Value
  mutating func array(_ items: [Value]) -> Value
  mutating func members() -> Members
  /// Claims `key` in `members` before its value is read; false when the object already has it.
  mutating func claim(_ key: String, in members: inout Members) -> Bool
  mutating func add(_ value: Value, for key: String, to members: inout Members)
  mutating func object(_ members: Members) -> Value
}

/// Why a text is not JSON: where (the JSON path being read), what the grammar expected there and
/// what the text has instead, with its line and column.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  /// `periods.1M.points[3]`; empty at the top.
  public var path: String
  /// "':' after the key".
  public var expected: String
  /// "'x' at line 3, column 5", or "the end of the input" when the text ends early.
  public var found: String

  public init(path: String, expected: String, found: String) {
    self.path = path
    self.expected = expected
    self.found = found
  }
}

/// The package's one JSON reader: strict RFC 8259 from UTF-8 bytes (a leading byte order mark
/// is skipped), for every document (themes, overviews, every block's document, token files).
///
/// It refuses what RFC 8259 refuses (trailing commas, a key twice in one object, control
/// characters in strings, text that is not UTF-8, numbers a `Double` cannot hold) and nesting
/// deeper than the format's limit, so a hostile file cannot exhaust the stack. Every refusal
/// says where: the JSON path it was reading, and the line and column. `JSONDecoder` reports
/// none of these usefully.
public struct JSONReader<Builder: JSONValueBuilder> {
  @usableFromInline let bytes: [UInt8]
  @usableFromInline var index = 0
  @usableFromInline var path = JSONPath()
  @usableFromInline var depth = 0
  @usableFromInline let maximumDepth: Int
  @usableFromInline var builder: Builder

  @inlinable
  init(bytes: [UInt8], maximumDepth: Int, builder: Builder) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.builder = builder
  }

  /// Reads `bytes` as one JSON document with `builder`'s values; `builder` is handed back so a
  /// format can count what it saw (a theme's tokens).
  @inlinable
  public static func read(_ bytes: [UInt8], maximumDepth: Int, builder: Builder)
    -> (result: Result<Builder.Value, JSONSyntaxError>, builder: Builder)
  {
    var reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth, builder: builder)
    do throws(JSONSyntaxError) {
      // A UTF-8 byte order mark is tolerated, as editors on some platforms write one.
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
      reader.skipWhitespace()
      let value = try reader.value()
      reader.skipWhitespace()
      if reader.index < bytes.count { throw reader.failure(expected: "the end of the document") }
      return (.success(value), reader.builder)
    } catch {
      return (.failure(error), reader.builder)
    }
  }

  @inlinable
  mutating func value() throws(JSONSyntaxError) -> Builder.Value {
    guard index < bytes.count else { throw failure(expected: "a JSON value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return builder.string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return builder.bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return builder.bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return builder.null()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return builder.number(try number())
    default: throw failure(expected: "a JSON value")
    }
  }

  @inlinable
  mutating func object() throws(JSONSyntaxError) -> Builder.Value {
    try enter()
    index += 1
    var members = builder.members()
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return builder.object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw failure(expected: "a quoted key") }
      let keyStart = index
      let key = try string()
      path.append(.key(key))
      guard builder.claim(key, in: &members) else {
        index = keyStart
        throw JSONSyntaxError(
          path: path.description, expected: "each key once in an object",
          found: "\(JSONText.quoted(key)) again at \(position)")
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw failure(expected: "':' after the key") }
      index += 1
      skipWhitespace()
      let value = try value()
      builder.add(value, for: key, to: &members)
      path.removeLast()
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "}")) {
        index += 1
        depth -= 1
        return builder.object(members)
      } else {
        throw failure(expected: "',' or '}'")
      }
    }
  }

  @inlinable
  mutating func array() throws(JSONSyntaxError) -> Builder.Value {
    try enter()
    index += 1
    var items: [Builder.Value] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return builder.array(items)
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
        return builder.array(items)
      } else {
        throw failure(expected: "',' or ']'")
      }
    }
  }

  @inlinable
  mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= maximumDepth else {
      throw failure(expected: "at most \(maximumDepth) nested arrays and objects")
    }
  }

  @inlinable
  mutating func string() throws(JSONSyntaxError) -> String {
    index += 1  // the opening quote
    let start = index
    // The common case, no escapes: one copy of the bytes, validated only when they are not
    // ASCII (every key and most values are, and ASCII is valid UTF-8 as it stands).
    var highBits: UInt8 = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
      bytes[index] >= 0x20
    {
      highBits |= bytes[index]
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
      index += 1
      if highBits < 0x80 { return String(decoding: bytes[start..<index - 1], as: UTF8.self) }
      return try validated(from: start, to: index - 1)
    }
    var utf8 = [UInt8](bytes[start..<index])
    var runStart = start
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        // Escapes are ASCII and decode to whole scalars, so the raw bytes are valid UTF-8
        // exactly when the decoded ones are; checking the raw runs places the bad byte.
        _ = try validated(from: runStart, to: index)
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        _ = try validated(from: runStart, to: index)
        index += 1
        try escape(into: &utf8)
        runStart = index
      case 0..<0x20:
        throw failure(expected: "a control character written as an escape")
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw failure(expected: "a closing '\"'")
  }

  /// The bytes as text; when they are not UTF-8, the error points at the first bad byte.
  @inlinable
  mutating func validated(from start: Int, to end: Int) throws(JSONSyntaxError) -> String {
    switch decodeUTF8(bytes[start..<end]) {
    case .success(let text): return text
    case .failure(let invalid):
      index = start + invalid.offset
      throw failure(expected: "UTF-8 text")
    }
  }

  @inlinable
  mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
    guard index < bytes.count else { throw failure(expected: "an escape") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var code = try hex4()
      if (0xD800..<0xDC00).contains(code) {
        guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure(expected: "a low surrogate after a high one") }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw failure(expected: "a low surrogate after a high one")
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else { throw failure(expected: "a valid Unicode escape") }
      utf8.append(contentsOf: UTF8.encode(scalar)!)
    default:
      index -= 1
      throw failure(expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u")
    }
  }

  @inlinable
  mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var result: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
        throw failure(expected: "four hexadecimal digits")
      }
      result = result << 4 | digit
      index += 1
    }
    return result
  }

  @inlinable
  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  @inlinable
  mutating func number() throws(JSONSyntaxError) -> Double {
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
    if let exact = Self.exactDouble(bytes, from: start, to: index) { return exact }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    // Numbers too small for a Double read as zero; numbers too large are refused, not rounded
    // to infinity, because no figure in any document can be infinite.
    guard let number = Double(text), number.isFinite else {
      throw JSONSyntaxError(
        path: path.description, expected: "a finite number (at most ±1.8e308)", found: text)
    }
    return number
  }

  /// A number the grammar has accepted, when Clinger's fast path gives it without a `String`:
  /// digits that fit a `Double` exactly (below 2^53) and a power of ten of at most 22 make one
  /// correctly rounded multiplication or division, the value `Double(String)` (`strtod`) gives.
  /// Nil for any other number, which the caller reads through `Double(String)`.
  @inlinable
  static func exactDouble(_ bytes: [UInt8], from start: Int, to end: Int) -> Double? {
    var index = start
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: UInt64 = 0
    var exponent = 0
    var inFraction = false
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        inFraction = true
      } else if byte &- UInt8(ascii: "0") < 10 {
        // 2^53 has 16 digits: past 15, the number may not be exact (leading zeros count
        // nothing, as the mantissa stays 0).
        guard mantissa < 100_000_000_000_000 else { return nil }
        mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
        if inFraction { exponent -= 1 }
      } else {
        break  // an exponent
      }
      index += 1
    }
    if index < end {
      index += 1  // "e" or "E"
      var exponentNegative = false
      if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var written = 0
      while index < end {
        guard written < 1_000 else { return nil }
        written = written * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
        index += 1
      }
      exponent += exponentNegative ? -written : written
    }
    guard mantissa < (1 << 53), exponent >= -22, exponent <= 22 else { return nil }
    let exact = Double(mantissa)
    let magnitude = exponent < 0 ? exact / exactPowersOfTen[-exponent] : exact * exactPowersOfTen[exponent]
    return negative ? -magnitude : magnitude
  }

  @inlinable
  mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  @inlinable
  mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
    let utf8 = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes[index...].starts(with: utf8) else { throw failure(expected: "a JSON value") }
    index += utf8.count
  }

  @inlinable
  func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  @inlinable
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// "line 3, column 5", counting from 1, columns in bytes.
  @usableFromInline
  var position: String { textPlace(in: bytes, at: index) }

  /// What stopped the reader at `index`: the byte there and its place, or the end of the input
  /// (the text ends early).
  @usableFromInline
  func failure(expected: String) -> JSONSyntaxError {
    let found: String
    if index >= bytes.count {
      found = "the end of the input"
    } else {
      let byte = bytes[index]
      let shown =
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + Self.hex(byte)
      found = "\(shown) at \(position)"
    }
    return JSONSyntaxError(path: path.description, expected: expected, found: found)
  }

  @usableFromInline
  static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}

/// Exact powers of ten in a `Double`: 10^0 … 10^22 (each below 2^53 times a power of two).
@usableFromInline
let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
  1e18, 1e19, 1e20, 1e21, 1e22,
]
