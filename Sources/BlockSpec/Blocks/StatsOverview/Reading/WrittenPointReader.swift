import Foundation

/// Reads a point in the spelling the format's writers use, byte for byte
/// `{"date":"2025-12-01T00:05:00Z","value":1190.91}`: the keys in that order, no whitespace,
/// a UTC date-time to the second. That is nearly every point of a large document, so it is read
/// by position (nine bytes, a twenty-byte date, ten bytes, the number, `}`) instead of token by
/// token, and a day's midnight is carried from one point to the next while the date's day is the
/// same (288 points a day at five minutes).
///
/// It gives the very `Point` `PointArrayScanner.scanPoint` gives for the same bytes (the same
/// checks, the same arithmetic in the same order), or nil having moved nothing, for any other
/// spelling, which `scanPoint` then reads the general way.
struct WrittenPointReader {
  /// The date bytes of the day `midnight` belongs to (`2025-12-01`), as two loads.
  private var dayHead: UInt64 = 0
  private var dayTail: UInt16 = 0
  private var midnight: Double?

  /// `{"date":` and `","value`, as loads from the document compare them.
  private let opening = Self.load(#"{"date":"#)
  private let between = Self.load(#"","value"#)

  mutating func read(_ cursor: inout ByteCursor) -> Point? {
    let bytes = cursor.bytes
    let start = cursor.index
    // The fixed part: `{"date":"` (9), the date (20), `","value":` (10), at least one digit and `}`.
    guard start + 41 <= bytes.count, let base = bytes.baseAddress.map(UnsafeRawPointer.init) else {
      return nil
    }
    guard base.loadUnaligned(fromByteOffset: start, as: UInt64.self) == opening,
      bytes[start + 8] == UInt8(ascii: "\""),
      base.loadUnaligned(fromByteOffset: start + 29, as: UInt64.self) == between,
      bytes[start + 37] == UInt8(ascii: "\""), bytes[start + 38] == UInt8(ascii: ":"),
      let date = date(bytes, base, at: start + 9)
    else { return nil }
    cursor.index = start + 39
    guard let value = FastNumber.read(&cursor), cursor.take(UInt8(ascii: "}")) else {
      cursor.index = start
      return nil
    }
    return Point(date: date, value: value)
  }

  /// `YYYY-MM-DDTHH:MM:SSZ` at `offset`, as `FastISODate.parse` reads that form.
  private mutating func date(_ bytes: UnsafeBufferPointer<UInt8>, _ base: UnsafeRawPointer, at offset: Int)
    -> Date?
  {
    @inline(__always) func digits(_ at: Int, _ count: Int) -> Int? {
      var n = 0
      for index in at..<(at + count) {
        let digit = bytes[index] &- 48
        guard digit < 10 else { return nil }
        n = n &* 10 &+ Int(digit)
      }
      return n
    }
    guard bytes[offset + 10] == UInt8(ascii: "T"), bytes[offset + 19] == UInt8(ascii: "Z"),
      let (hour, minute, second) = Self.clockTime(
        base.loadUnaligned(fromByteOffset: offset + 11, as: UInt64.self)),
      hour < 24, minute < 60, second < 60
    else { return nil }
    let head = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    let tail = base.loadUnaligned(fromByteOffset: offset + 8, as: UInt16.self)
    if head != dayHead || tail != dayTail || midnight == nil {
      guard bytes[offset + 4] == UInt8(ascii: "-"), bytes[offset + 7] == UInt8(ascii: "-"),
        let year = digits(offset, 4), let month = digits(offset + 5, 2), let day = digits(offset + 8, 2),
        (1...12).contains(month), day >= 1, day <= ISODate.daysIn(month: month, year: year)
      else { return nil }
      midnight = Double(ISODate.daysFromCivil(year: year, month: month, day: day)) * 86_400
      dayHead = head
      dayTail = tail
    }
    guard var seconds = midnight else { return nil }
    seconds += Double(hour * 3600 + minute * 60)
    seconds += Double(second)
    return Date(timeIntervalSince1970: seconds)
  }

  /// `HH:MM:SS`, the eight bytes after a date's `T`, from one load (first byte lowest): the
  /// hour, minute and second, or nil unless the bytes are two digits, a colon, two digits, a
  /// colon and two digits. Exclusive-or with the expected characters' zero points makes a digit
  /// its value and a colon zero; a byte is then a digit when adding 0x76 to its low seven bits
  /// leaves its top bit clear (no carry leaves a byte), and a colon's place must be zero. One
  /// load and a few masks, where reading the six digits and two colons a byte at a time cost
  /// about 40 instructions a point (#27).
  @inline(__always)
  static func clockTime(_ word: UInt64) -> (hour: Int, minute: Int, second: Int)? {
    let values = UInt64(littleEndian: word) ^ 0x3030_3A30_303A_3030
    let notDigits =
      (((values & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7676_7676_7676_7676) | values) & 0x8080_8080_8080_8080
    guard notDigits == 0, values & 0x0000_FF00_00FF_0000 == 0 else { return nil }
    @inline(__always) func pair(_ shift: UInt64) -> Int {
      Int(truncatingIfNeeded: (values >> shift) & 0xFF) &* 10
        &+ Int(truncatingIfNeeded: (values >> (shift &+ 8)) & 0xFF)
    }
    return (pair(0), pair(24), pair(48))
  }

  /// The first eight bytes of `text` as one load reads them from a document.
  private static func load(_ text: StaticString) -> UInt64 {
    UnsafeRawPointer(text.utf8Start).loadUnaligned(as: UInt64.self)
  }
}
