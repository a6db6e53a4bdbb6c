/// Strings, decoded as `JSONReader` decodes them: the same escapes, surrogate pairs joined,
/// control characters and text that is not UTF-8 refused (here: left to the general path).
extension TreeJSONReader {
  /// A string value. Without escapes (nearly every string in a tree) it is made straight from
  /// its bytes, which are checked for UTF-8 only when they are not all ASCII.
  mutating func readString() throws(NotFast) -> String {
    guard current == UInt8(ascii: "\"") else { throw NotFast() }
    index &+= 1
    let start = index
    var highBits: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      highBits |= byte
      index &+= 1
    }
    guard index < bytes.count else { throw NotFast() }
    if bytes[index] == UInt8(ascii: "\"") {
      let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
      index &+= 1
      guard highBits < 0x80 || Self.isUTF8(text) else { throw NotFast() }
      return String(decoding: text, as: UTF8.self)
    }
    guard bytes[index] == UInt8(ascii: "\\") else { throw NotFast() }  // a control character
    return try escapedString(from: start, highBits: highBits)
  }

  /// The rest of a string with escapes, from its first byte `start`; the cursor is on the
  /// first backslash.
  private mutating func escapedString(from start: Int, highBits: UInt8) throws(NotFast) -> String {
    var utf8 = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<index]))
    var highBits = highBits
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index &+= 1
        // Escapes decode to whole scalars, so the decoded bytes are UTF-8 exactly when the
        // raw runs between them are, as `JSONReader` checks them.
        guard highBits < 0x80 || utf8.withUnsafeBufferPointer(Self.isUTF8) else { throw NotFast() }
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index &+= 1
        try escape(into: &utf8)
      case 0..<0x20:
        throw NotFast()
      default:
        highBits |= byte
        utf8.append(byte)
        index &+= 1
      }
    }
    throw NotFast()
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(NotFast) {
    guard index < bytes.count else { throw NotFast() }
    let byte = bytes[index]
    index &+= 1
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
        guard current == UInt8(ascii: "\\"), index &+ 1 < bytes.count, bytes[index &+ 1] == UInt8(ascii: "u")
        else { throw NotFast() }
        index &+= 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw NotFast() }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      }
      // A lone low surrogate is no scalar.
      guard let scalar = Unicode.Scalar(code), let encoded = UTF8.encode(scalar) else { throw NotFast() }
      utf8.append(contentsOf: encoded)
    default:
      throw NotFast()
    }
  }

  private mutating func hex4() throws(NotFast) -> UInt32 {
    var result: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw NotFast() }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
      default: throw NotFast()
      }
      result = result << 4 | UInt32(digit)
      index &+= 1
    }
    return result
  }

  /// Whether `text` is well-formed UTF-8, by the parser `JSONReader` checks with (no overlong
  /// forms, no surrogates, nothing past U+10FFFF). `String(decoding:)` alone would replace a
  /// bad byte with U+FFFD and accept text the general path refuses.
  static func isUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var iterator = text.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
