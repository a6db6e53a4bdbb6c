import Foundation

/// Reads the overview format's ISO-8601 dates straight from the document's bytes, to the very
/// same `Date` the full reader's `ISODate.parse` gives: the same forms (`2026-10-12`, and a
/// date-time with `Z` or an offset, seconds and fractions optional) and the same arithmetic in
/// the same order, so the two can be compared bit for bit.
enum FastISODate {
  /// The instant in `bytes[range]`, or nil when it is not one of the accepted forms.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Date? {
    var i = range.lowerBound
    let end = range.upperBound

    @inline(__always) func number(_ count: Int) -> Int? {
      guard i + count <= end else { return nil }
      var n = 0
      for offset in 0..<count {
        let digit = bytes[i + offset] &- 48
        guard digit < 10 else { return nil }
        n = n * 10 + Int(digit)
      }
      i += count
      return n
    }
    @inline(__always) func expect(_ byte: UInt8) -> Bool {
      guard i < end, bytes[i] == byte else { return false }
      i += 1
      return true
    }

    guard let year = number(4), expect(UInt8(ascii: "-")), let month = number(2),
      expect(UInt8(ascii: "-")), let day = number(2), (1...12).contains(month),
      day >= 1, day <= ISODate.daysIn(month: month, year: year)
    else { return nil }
    var seconds = Double(ISODate.daysFromCivil(year: year, month: month, day: day)) * 86_400
    if i == end { return Date(timeIntervalSince1970: seconds) }

    guard expect(UInt8(ascii: "T")), let hour = number(2), expect(UInt8(ascii: ":")),
      let minute = number(2), hour < 24, minute < 60
    else { return nil }
    seconds += Double(hour * 3600 + minute * 60)
    if expect(UInt8(ascii: ":")) {
      guard let second = number(2), second < 60 else { return nil }
      seconds += Double(second)
      if expect(UInt8(ascii: ".")) {
        var fraction = 0.0
        var scale = 0.1
        let start = i
        while i < end, let digit = number(1) {
          fraction += Double(digit) * scale
          scale /= 10
        }
        guard i > start else { return nil }
        // To the millisecond, as `ISODate.parse` reads it.
        seconds += (fraction * 1000).rounded() / 1000
      }
    }
    if expect(UInt8(ascii: "Z")) {
      return i == end ? Date(timeIntervalSince1970: seconds) : nil
    }
    guard i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") else { return nil }
    let sign: Double = bytes[i] == UInt8(ascii: "+") ? 1 : -1
    i += 1
    guard let offsetHours = number(2), expect(UInt8(ascii: ":")), let offsetMinutes = number(2),
      offsetHours < 24, offsetMinutes < 60, i == end
    else { return nil }
    seconds -= sign * Double(offsetHours * 3600 + offsetMinutes * 60)
    return Date(timeIntervalSince1970: seconds)
  }
}
