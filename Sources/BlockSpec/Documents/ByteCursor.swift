/// A read position in a UTF-8 JSON document, for the fast path's scanners.
///
/// Every method either consumes what it was asked for and returns it, or returns nil/false
/// without promising where it stopped: the fast path gives up on the first surprise and leaves
/// the document to the full parser, which owns every error message.
struct ByteCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int = 0) {
    self.bytes = bytes
    self.index = index
  }

  var isAtEnd: Bool { index >= bytes.count }

  /// The byte under the cursor, or 0 at the end (0 is never valid JSON outside a string).
  @inline(__always)
  var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// Consumes `byte` if it is next.
  @inline(__always)
  mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Consumes a string without escapes or control characters and returns its content's byte
  /// range; nil for anything else, which only the full parser reads faithfully.
  mutating func plainString() -> Range<Int>? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return start..<(index - 1)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      index += 1
    }
    return nil
  }

  /// True when the bytes in `range` are exactly `word`'s (ASCII) bytes.
  func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    let expected = word.utf8Start
    for offset in 0..<range.count where bytes[range.lowerBound + offset] != expected[offset] {
      return false
    }
    return true
  }

  /// Steps over one value without reading it. It is lenient about what is inside (the full
  /// parser still reads every byte it steps over) but exact about where the value ends for any
  /// valid document: strings with escapes, nesting, literals and numbers.
  mutating func skipValue() -> Bool {
    var depth = 0
    repeat {
      skipWhitespace()
      guard index < bytes.count else { return false }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        guard skipString() else { return false }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { return false }
        depth -= 1
        index += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        guard depth > 0 else { return false }
        index += 1
      default:
        // A number or literal: up to the next delimiter.
        let start = index
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x0A,
            0x0D, 0x09, UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["):
            break
          default:
            index += 1
            continue
          }
          break
        }
        guard index > start else { return false }
      }
    } while depth > 0
    return true
  }

  /// Steps over a string, escapes included.
  private mutating func skipString() -> Bool {
    index += 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return true
      case UInt8(ascii: "\\"):
        index += 2
      default:
        index += 1
      }
    }
    return false
  }
}
