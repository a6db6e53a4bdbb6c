/// The byte spellings of canonical JSON, written straight into a `JSONByteBuffer`: strings and
/// pretty indents here, numbers in `CanonicalBytes+Numbers.swift`, each exactly as
/// `CanonicalJSON` prints it (the general path, kept independent so tests can compare the two).
enum CanonicalBytes {
  /// A quoted string, escaping only the quote, the backslash and control characters.
  ///
  /// Nearly every string in a tree is short and needs no escape: the check reads eight bytes
  /// at a time (`wordNeedsEscape`) and a copy of up to 16 bytes is two overlapping word moves.
  /// Nothing inside the borrow of the string's bytes may reallocate the buffer (an opaque
  /// call there makes the optimiser retain and release the string), so a string that does not
  /// fit the room left, needs an escape or is not contiguous goes the slow way
  /// (`appendEscaped`, which grows the buffer).
  static func appendString(_ text: String, to out: inout JSONByteBuffer) {
    let written =
      text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        guard let source = bytes.baseAddress, !containsEscape(source, count: bytes.count) else {
          return false
        }
        return out.appendQuotedIfRoom(source, count: bytes.count)
      } ?? false
    if !written { appendEscaped(text, to: &out) }
  }

  /// Whether any of `count` bytes is a quote, a backslash or a control character, eight at a
  /// time; the last word overlaps the one before it rather than reading past the end.
  @inline(__always)
  private static func containsEscape(_ source: UnsafePointer<UInt8>, count: Int) -> Bool {
    let raw = UnsafeRawPointer(source)
    if count >= 8 {
      var offset = 0
      while offset &+ 8 < count {
        if wordNeedsEscape(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
        offset &+= 8
      }
      return wordNeedsEscape(raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
    }
    if count >= 4 {
      let head = UInt64(raw.loadUnaligned(as: UInt32.self))
      let tail = UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
      return wordNeedsEscape(head | tail << 32)
    }
    for index in 0..<count where needsEscape(source[index]) { return true }
    return false
  }

  /// Whether any byte of `word` is below 0x20, a quote or a backslash. Each test is the
  /// classic "has a byte less than n" bit trick (exact for n ≤ 128): a byte below n borrows
  /// into its top bit when n is subtracted from every byte, unless its top bit was set.
  @inline(__always)
  static func wordNeedsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let control = (word &- ones &* 0x20) & ~word
    let quote = (quotes &- ones) & ~quotes
    let backslash = (backslashes &- ones) & ~backslashes
    return (control | quote | backslash) & highs != 0
  }

  @inline(__always)
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// The slow path: a run of plain bytes, then an escape, and so on.
  /// Takes the `String` (not its bytes as an array) so that the fast path's function does not
  /// build an array, which made the optimiser retain the string on every call.
  @inline(never)
  private static func appendEscaped(_ text: String, to out: inout JSONByteBuffer) {
    Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0, to: &out) }
  }

  private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout JSONByteBuffer) {
    out.append(UInt8(ascii: "\""))
    var runStart = 0
    for index in 0..<utf8.count where needsEscape(utf8[index]) {
      out.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      appendEscape(utf8[index], to: &out)
      runStart = index &+ 1
    }
    out.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    out.append(UInt8(ascii: "\""))
  }

  private static func appendEscape(_ byte: UInt8, to out: inout JSONByteBuffer) {
    let backslash = UInt8(ascii: "\\")
    switch byte {
    case UInt8(ascii: "\""): out.append(backslash, UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): out.append(backslash, backslash)
    case 0x0A: out.append(backslash, UInt8(ascii: "n"))
    case 0x0D: out.append(backslash, UInt8(ascii: "r"))
    case 0x09: out.append(backslash, UInt8(ascii: "t"))
    case 0x08: out.append(backslash, UInt8(ascii: "b"))
    case 0x0C: out.append(backslash, UInt8(ascii: "f"))
    default:
      let hex: StaticString = "0123456789abcdef"
      out.append("\\u00")
      out.append(hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0x0F)])
    }
  }

  /// A line break and two spaces per level, before a pretty member, item or closing bracket.
  static func appendNewline(depth: Int, to out: inout JSONByteBuffer) {
    out.append(UInt8(ascii: "\n"))
    out.append(repeating: UInt8(ascii: " "), count: 2 * depth)
  }
}
