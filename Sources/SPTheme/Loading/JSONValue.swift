import Foundation

/// A JSON document as plain values, so the loader can walk token files whose shape is only
/// partly known (groups, tokens, `$extensions` of other tools) and report what it found.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses `data`, or returns the parser's complaint for an `invalidJSON` error.
  ///
  /// A direct byte parser: going through `JSONDecoder` and this type's `Decodable` (which tries
  /// each kind in turn, each failure an error value) took 80% of loading a large theme.
  static func parse(_ data: Data) -> Result<JSONValue, Complaint> { parseCountingValues(data).result }

  /// Parses `data`, also counting the objects with a `$value` member (a theme file's tokens),
  /// so the loader can size its table of tokens once rather than grow it by rehashing.
  static func parseCountingValues(_ data: Data) -> (result: Result<JSONValue, Complaint>, valueCount: Int) {
    var parser = ByteParser(bytes: Array(data))
    do {
      let value = try parser.document()
      return (.success(value), parser.valueKeys)
    } catch {
      let place = textPlace(in: parser.bytes, at: parser.index)
      return (
        .failure(Complaint(text: "text that does not parse: \(error.text) at \(place)")), parser.valueKeys
      )
    }
  }

  /// What the JSON parser said, for the `found` of an `invalidJSON` error.
  struct Complaint: Error {
    var text: String
  }

  var object: [String: JSONValue]? {
    if case .object(let value) = self { value } else { nil }
  }

  var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  var number: Double? {
    if case .number(let value) = self { value } else { nil }
  }

  var array: [JSONValue]? {
    if case .array(let value) = self { value } else { nil }
  }

  /// How an error message shows this value: strings quoted, escaped and cut as every message
  /// shows a found string (`MessageText.quoted`), numbers without a needless `.0`, containers
  /// by kind so a message stays one line.
  var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): String(value)
    case .number(let value): formatNumber(value)
    case .string(let value): MessageText.quoted(value)
    case .array(let values): "an array of \(values.count)"
    case .object: "an object"
    }
  }
}

extension JSONValue: Decodable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}

/// `12` rather than `12.0`, `0.15` as written: messages quote numbers the way files spell them.
func formatNumber(_ value: Double) -> String {
  if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}

/// RFC 8259 JSON from UTF-8 bytes (a leading byte order mark is skipped), nested at most 512
/// deep; a repeated key keeps its last value. Like `JSONDecoder`, which read theme files before,
/// it allows a trailing comma in an object or an array.
private struct ByteParser {
  let bytes: [UInt8]
  var index = 0
  var depth = 0
  /// Members named `$value` so far.
  var valueKeys = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  mutating func document() throws(JSONValue.Complaint) -> JSONValue {
    let value = try self.value()
    skipWhitespace()
    guard index == bytes.count else { throw JSONValue.Complaint(text: "more text after the value") }
    return value
  }

  private mutating func value() throws(JSONValue.Complaint) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw JSONValue.Complaint(text: "the text ends early") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return try object()
    case UInt8(ascii: "["):
      return try array()
    case UInt8(ascii: "\""):
      return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    default:
      return .number(try number())
    }
  }

  private mutating func object() throws(JSONValue.Complaint) -> JSONValue {
    try enter()
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if take(UInt8(ascii: "}")) {
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      if take(UInt8(ascii: "}")), !members.isEmpty {
        depth -= 1
        return .object(members)
      }
      guard index < bytes.count else { throw JSONValue.Complaint(text: "the text ends early") }
      guard bytes[index] == UInt8(ascii: "\"") else {
        throw JSONValue.Complaint(text: "a key that is not a string")
      }
      let key = try string()
      if key == "$value" { valueKeys += 1 }
      skipWhitespace()
      guard take(UInt8(ascii: ":")) else { throw JSONValue.Complaint(text: "no ':' after a key") }
      members[key] = try value()
      skipWhitespace()
      if take(UInt8(ascii: ",")) { continue }
      guard take(UInt8(ascii: "}")) else { throw JSONValue.Complaint(text: "no ',' or '}' in an object") }
      depth -= 1
      return .object(members)
    }
  }

  private mutating func array() throws(JSONValue.Complaint) -> JSONValue {
    try enter()
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if take(UInt8(ascii: "]")) {
      depth -= 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      if !items.isEmpty, take(UInt8(ascii: "]")) {
        depth -= 1
        return .array(items)
      }
      items.append(try value())
      skipWhitespace()
      if take(UInt8(ascii: ",")) { continue }
      guard take(UInt8(ascii: "]")) else { throw JSONValue.Complaint(text: "no ',' or ']' in an array") }
      depth -= 1
      return .array(items)
    }
  }

  private mutating func enter() throws(JSONValue.Complaint) {
    depth += 1
    guard depth <= 512 else { throw JSONValue.Complaint(text: "arrays and objects nested too deep") }
  }

  private mutating func string() throws(JSONValue.Complaint) -> String {
    index += 1
    let start = index
    // The common case, no escapes: one validated copy of the bytes, and no validation at all
    // for ASCII (every key and most values), which is valid UTF-8 as it stands.
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
    var scalars = [UInt8](bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        // Escapes are ASCII and decode to whole scalars, so the raw bytes are valid UTF-8
        // exactly when the decoded ones are; checking the raw ones places the bad byte.
        _ = try validated(from: start, to: index - 1)
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(into: &scalars)
      case 0..<0x20:
        throw JSONValue.Complaint(text: "a control character in a string")
      default:
        scalars.append(byte)
      }
    }
    throw JSONValue.Complaint(text: "a string that does not end")
  }

  /// The string's raw bytes as text; when they are not UTF-8, the parser is left at the first
  /// bad byte so the error points there.
  private mutating func validated(from start: Int, to end: Int) throws(JSONValue.Complaint) -> String {
    switch decodeUTF8(bytes[start..<end]) {
    case .success(let text): return text
    case .failure(let invalid):
      index = start + invalid.offset
      throw JSONValue.Complaint(text: "a string that is not UTF-8")
    }
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(JSONValue.Complaint) {
    guard index < bytes.count else { throw JSONValue.Complaint(text: "a string that does not end") }
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
        guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else {
          throw JSONValue.Complaint(text: "a lone surrogate escape")
        }
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw JSONValue.Complaint(text: "a lone surrogate escape")
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else {
        throw JSONValue.Complaint(text: "a lone surrogate escape")
      }
      utf8.append(contentsOf: String(Character(scalar)).utf8)
    default:
      throw JSONValue.Complaint(text: "an unknown escape")
    }
  }

  private mutating func hex4() throws(JSONValue.Complaint) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
        throw JSONValue.Complaint(text: "an escape without four hex digits")
      }
      code = code << 4 | UInt32(digit)
      index += 1
    }
    return code
  }

  private mutating func number() throws(JSONValue.Complaint) -> Double {
    let start = index
    _ = take(UInt8(ascii: "-"))
    func digits(_ parser: inout ByteParser) -> Int {
      let first = parser.index
      while parser.index < parser.bytes.count, (48...57).contains(parser.bytes[parser.index]) {
        parser.index += 1
      }
      return parser.index - first
    }
    let integer = index
    guard digits(&self) > 0, bytes[integer] != UInt8(ascii: "0") || index - integer == 1 else {
      index = start
      throw JSONValue.Complaint(text: "a value that is not JSON")
    }
    if take(UInt8(ascii: ".")), digits(&self) == 0 {
      throw JSONValue.Complaint(text: "a number without digits after '.'")
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard digits(&self) > 0 else { throw JSONValue.Complaint(text: "a number without an exponent") }
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
      throw JSONValue.Complaint(text: "a number a Double cannot hold")
    }
    return value
  }

  private mutating func literal(_ word: StaticString) throws(JSONValue.Complaint) {
    let utf8 = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes[index...].starts(with: utf8) else {
      throw JSONValue.Complaint(text: "a value that is not JSON")
    }
    index += utf8.count
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while index < bytes.count,
      bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
    {
      index += 1
    }
  }
}
