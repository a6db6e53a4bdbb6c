import Foundation

/// Reads a points array in the one shape the format's writers produce,
/// `[{"date": "…", "value": …}, …]` (keys in either order, any whitespace), without building a
/// JSON tree: the array of a year of five-minute readings is most of a 10 MB document, and the
/// general parser spends most of its time there.
///
/// It reads only documents the full reader would accept to the same points; everything else
/// (another key, a repeated key, an escape, a date or number it cannot read) returns nil and the
/// caller hands the whole document to the full reader, which names the problem and its path.
enum PointArrayScanner {
  /// Consumes the array at the cursor and returns its points; nil when it is not plainly one.
  static func scan(_ cursor: inout ByteCursor) -> [Point]? {
    guard cursor.take(UInt8(ascii: "[")) else { return nil }
    var points: [Point] = []
    cursor.skipWhitespace()
    if cursor.take(UInt8(ascii: "]")) { return points }
    var written = WrittenPointReader()
    let first = cursor.index
    while true {
      cursor.skipWhitespace()
      guard let point = written.read(&cursor) ?? scanPoint(&cursor) else { return nil }
      points.append(point)
      cursor.skipWhitespace()
      if cursor.take(UInt8(ascii: ",")) {
        if points.count == 1 { reserve(&points, after: cursor, pointBytes: cursor.index - first) }
        continue
      }
      if cursor.take(UInt8(ascii: "]")) { return points }
      return nil
    }
  }

  /// Room for as many more points as the rest of the document could hold, were every one
  /// spelled as long as the first: a year at five minutes (105,120 points) is then read into one
  /// allocation instead of growing by doubling, which copies what was read and touches twice
  /// the pages (page faults, not parsing, were most of `spec-compile`'s time on such a file).
  /// Later points may be spelled shorter than the first (`1200.6` after `1190.91`), so the
  /// estimate takes them an eighth shorter: an array one point past its room doubles, copying
  /// 1.7 MB into fresh pages. Too large is harmless (the rest holds other arrays too): room never
  /// written is address space, not memory, as its pages are never touched.
  private static func reserve(_ points: inout [Point], after cursor: ByteCursor, pointBytes: Int) {
    let rest = cursor.bytes.count - cursor.index
    let shortest = pointBytes - pointBytes / 8
    guard shortest > 0, rest > 64 * 1_024 else { return }
    points.reserveCapacity(1 + rest / shortest + 1)
  }

  /// `{"date": "…", "value": …}` or the same with the keys swapped.
  static func scanPoint(_ cursor: inout ByteCursor) -> Point? {
    guard cursor.take(UInt8(ascii: "{")) else { return nil }
    var date: Date?
    var value: Double?
    for member in 0..<2 {
      if member == 1 {
        cursor.skipWhitespace()
        guard cursor.take(UInt8(ascii: ",")) else { return nil }
      }
      cursor.skipWhitespace()
      guard let key = cursor.plainString() else { return nil }
      cursor.skipWhitespace()
      guard cursor.take(UInt8(ascii: ":")) else { return nil }
      cursor.skipWhitespace()
      if date == nil, cursor.matches(key, "date") {
        guard let text = cursor.plainString(),
          let parsed = FastISODate.parse(cursor.bytes, text)
        else { return nil }
        date = parsed
      } else if value == nil, cursor.matches(key, "value") {
        guard let number = FastNumber.read(&cursor) else { return nil }
        value = number
      } else {
        return nil
      }
    }
    cursor.skipWhitespace()
    guard cursor.take(UInt8(ascii: "}")), let date, let value else { return nil }
    return Point(date: date, value: value)
  }
}
