import Foundation
import Testing

@testable import BlockSpec

/// The writers' spelling of a point is read by position (#27); it must give exactly what the
/// general scanner gives, and leave everything else to it.
@Suite("Fast path: the writers' spelling of a point")
struct WrittenPointReaderTests {
  /// What the by-position reader makes of `text`, and where it left the cursor.
  static func written(_ text: String, after earlier: [String] = []) -> (Point?, Int) {
    var reader = WrittenPointReader()
    for text in earlier {
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { buffer in
        var cursor = ByteCursor(buffer)
        _ = reader.read(&cursor)
      }
    }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var cursor = ByteCursor(buffer)
      let point = reader.read(&cursor)
      return (point, cursor.index)
    }
  }

  static func general(_ text: String) -> Point? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var cursor = ByteCursor(buffer)
      return PointArrayScanner.scanPoint(&cursor)
    }
  }

  static func point(_ date: String, _ value: String) -> String { "{\"date\":\"\(date)\",\"value\":\(value)}" }

  @Test(
    "#27 a point in the writers' spelling reads as the general scanner reads it",
    arguments: [
      ("2025-12-01T00:05:00Z", "1190.91"), ("2028-02-29T23:59:59Z", "-0.5"), ("1970-01-01T00:00:00Z", "0"),
      ("0001-01-01T00:00:00Z", "1e3"), ("9999-12-31T23:59:59Z", "123456789012345678901234"),
      ("2026-03-01T12:30:00Z", "3.25E-2"),
    ])
  func same(date: String, value: String) throws {
    let text = Self.point(date, value)
    let (fast, end) = Self.written(text)
    let point = try #require(fast)
    #expect(point == Self.general(text))
    #expect(end == text.utf8.count)
  }

  @Test(
    "#27 a day carried from the point before gives the same date as one read afresh",
    arguments: [
      ["2025-12-01T00:00:00Z", "2025-12-01T23:55:00Z"], ["2025-12-31T23:55:00Z", "2026-01-01T00:00:00Z"],
      ["2028-02-28T10:00:00Z", "2028-02-29T10:00:00Z", "2028-02-29T11:00:00Z", "2028-03-01T00:00:00Z"],
    ])
  func carriedDay(dates: [String]) throws {
    for (index, date) in dates.enumerated() {
      let earlier = dates[..<index].map { Self.point($0, "1") }
      let text = Self.point(date, "1")
      let (fast, _) = Self.written(text, after: earlier)
      let point = try #require(fast)
      #expect(point == Self.general(text), "\(date) after \(earlier)")
    }
  }

  @Test(
    "#27 any other spelling is left to the general scanner, the cursor unmoved",
    arguments: [
      #"{"date": "2025-12-01T00:05:00Z","value":1}"#, #"{"value":1,"date":"2025-12-01T00:05:00Z"}"#,
      #"{"date":"2025-12-01T00:05:00.5Z","value":1}"#, #"{"date":"2025-12-01T00:05:00+01:00","value":1}"#,
      #"{"date":"2025-12-01","value":1}"#, #"{"date":"2026-02-29T00:00:00Z","value":1}"#,
      #"{"date":"2026-13-01T00:00:00Z","value":1}"#, #"{"date":"2026-01-01T24:00:00Z","value":1}"#,
      #"{"date":"2026-01-01T00:60:00Z","value":1}"#, #"{"date":"2026-01-01T00:00:60Z","value":1}"#,
      #"{"date":"2026-01-01T00:00:00Z","value":01}"#, #"{"date":"2026-01-01T00:00:00Z","value":1 }"#,
      #"{"date":"2026-01-01T00:00:00Z","value":"1"}"#, #"{"date":"2026-01-01T00:00:00Z","value":1e999}"#,
      #"{"date":"2026-01-01T00:00:00Z","value":1"#, #"{"date":"2026-01-01T00:00:00Z","value":}"#,
      #"{"date":"2026-0a-01T00:00:00Z","value":1}"#,
    ])
  func leftAlone(text: String) {
    let (fast, end) = Self.written(text)
    #expect(fast == nil)
    #expect(end == 0)
  }

  @Test("#27 a time of day read as one word: every byte at every place, against reading it byte by byte")
  func clockTime() {
    // The bytes a byte-by-byte reader takes: two digits, a colon, two digits, a colon, two digits.
    func byteByByte(_ bytes: [UInt8]) -> (Int, Int, Int)? {
      let colons = [2, 5]
      for (place, byte) in bytes.enumerated() {
        if colons.contains(place) {
          guard byte == UInt8(ascii: ":") else { return nil }
        } else {
          guard (48...57).contains(byte) else { return nil }
        }
      }
      let value = { (at: Int) in Int(bytes[at] - 48) * 10 + Int(bytes[at + 1] - 48) }
      return (value(0), value(3), value(6))
    }
    var random = SplitMix64(seed: 1_311)
    for place in 0..<8 {
      for byte in (0...255).map(UInt8.init) {
        var bytes = Array(
          String(format: "%02d:%02d:%02d", random.next() % 100, random.next() % 100, random.next() % 100).utf8
        )
        bytes[place] = byte
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        let read = WrittenPointReader.clockTime(word)
        let expected = byteByByte(bytes)
        #expect(
          read?.hour == expected?.0 && read?.minute == expected?.1 && read?.second == expected?.2, "\(bytes)")
        #expect((read == nil) == (expected == nil), "\(bytes)")
      }
    }
  }

  @Test("#27 a bad date after a good one of the same day is still refused")
  func badTimeOnCarriedDay() {
    let (fast, _) = Self.written(
      #"{"date":"2026-01-01T25:00:00Z","value":1}"#, after: [#"{"date":"2026-01-01T00:00:00Z","value":1}"#])
    #expect(fast == nil)
  }

  @Test(
    "#27 the writable years are checked by days as by the civil year",
    arguments: [
      -62_135_596_801.0, -62_135_596_800, 0, 253_402_300_799, 253_402_300_799.999, 253_402_300_800, 3e11,
      -3e11, .nan, .infinity,
    ])
  func writableYears(seconds: Double) {
    let date = Date(timeIntervalSince1970: seconds)
    let byYear = ISODate.year(of: date).map(ISODate.writableYears.contains) ?? false
    #expect(ISODate.isInWritableYears(date) == byYear)
  }

  @Test("#27 the writable days are the civil calendar's bounds of the writable years")
  func writableDays() {
    #expect(ISODate.writableDays.lowerBound == ISODate.daysFromCivil(year: 1, month: 1, day: 1))
    #expect(ISODate.writableDays.upperBound == ISODate.daysFromCivil(year: 10_000, month: 1, day: 1) - 1)
  }
}
