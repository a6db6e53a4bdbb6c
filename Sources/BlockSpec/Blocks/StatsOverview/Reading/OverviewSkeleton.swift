/// An overview document split in two: its point arrays, read by the fast scanner, and the rest
/// of the document with each of those arrays written as `[]`, small enough for the full reader
/// to read in microseconds whatever the number of points.
///
/// The full reader then reads the skeleton, which keeps every member, key and byte outside the
/// point arrays, so anything it would object to in the whole document it still sees.
struct OverviewSkeleton {
  /// Which array of a period a series came from.
  enum Field: Hashable, Sendable {
    case points
    case previousPoints
  }

  /// One point array lifted out of the document.
  struct Series {
    /// The period's key as written (`1M`); the full reader decides whether it is a range.
    var periodKey: String
    var field: Field
    var points: [Point]
  }

  /// The document with every lifted array replaced by `[]`.
  var bytes: [UInt8]
  var series: [Series]

  /// Splits `document`; nil when it is not plainly an overview object or a points array is not
  /// in the plain shape, in which case the full reader takes the whole document.
  static func split(_ document: [UInt8]) -> OverviewSkeleton? {
    document.withUnsafeBufferPointer { buffer in
      var splitter = Splitter(cursor: ByteCursor(buffer))
      guard splitter.document() else { return nil }
      return splitter.skeleton(of: buffer)
    }
  }
}

/// Walks the document's top two levels (`periods` → range → `points`) and steps over the rest.
private struct Splitter {
  var cursor: ByteCursor
  /// Byte ranges of the lifted arrays, brackets included, in document order.
  var lifted: [Range<Int>] = []
  var series: [OverviewSkeleton.Series] = []

  mutating func document() -> Bool {
    // The full reader tolerates a UTF-8 byte order mark; so do we, by leaving it in place.
    if cursor.bytes.count >= 3, cursor.bytes[0] == 0xEF, cursor.bytes[1] == 0xBB,
      cursor.bytes[2] == 0xBF
    {
      cursor.index = 3
    }
    cursor.skipWhitespace()
    guard
      members(read: { splitter, key in
        if splitter.cursor.matches(key, "periods") {
          return splitter.periods()
        }
        if splitter.cursor.matches(key, "block") {
          // Another block's document is no overview: stop here rather than step over the rest.
          // Anything but a plain string stays in the skeleton for the reader to judge.
          let start = splitter.cursor.index
          if let name = splitter.cursor.plainString() {
            return splitter.cursor.matches(name, "statsOverview")
          }
          splitter.cursor.index = start
          return splitter.cursor.skipValue()
        }
        return splitter.cursor.skipValue()
      })
    else { return false }
    cursor.skipWhitespace()
    return cursor.isAtEnd
  }

  /// The `periods` object: each member a period.
  mutating func periods() -> Bool {
    guard cursor.current == UInt8(ascii: "{") else { return cursor.skipValue() }
    return members(read: { splitter, key in
      let periodKey = String(
        decoding: UnsafeBufferPointer(rebasing: splitter.cursor.bytes[key]), as: UTF8.self)
      return splitter.period(key: periodKey)
    })
  }

  /// One period: its `points` and `previousPoints` arrays are lifted.
  mutating func period(key periodKey: String) -> Bool {
    guard cursor.current == UInt8(ascii: "{") else { return cursor.skipValue() }
    return members(read: { splitter, key in
      let field: OverviewSkeleton.Field
      if splitter.cursor.matches(key, "points") {
        field = .points
      } else if splitter.cursor.matches(key, "previousPoints") {
        field = .previousPoints
      } else {
        return splitter.cursor.skipValue()
      }
      guard splitter.cursor.current == UInt8(ascii: "[") else { return splitter.cursor.skipValue() }
      let start = splitter.cursor.index
      guard let points = PointArrayScanner.scan(&splitter.cursor) else {
        return false
      }
      splitter.lifted.append(start..<splitter.cursor.index)
      splitter.series.append(.init(periodKey: periodKey, field: field, points: points))
      return true
    })
  }

  /// An object at the cursor, calling `read` with the cursor on each member's value.
  mutating func members(read: (inout Splitter, Range<Int>) -> Bool) -> Bool {
    guard cursor.take(UInt8(ascii: "{")) else { return false }
    cursor.skipWhitespace()
    if cursor.take(UInt8(ascii: "}")) { return true }
    while true {
      cursor.skipWhitespace()
      guard let key = cursor.plainString() else { return false }
      cursor.skipWhitespace()
      guard cursor.take(UInt8(ascii: ":")) else { return false }
      cursor.skipWhitespace()
      guard read(&self, key) else { return false }
      cursor.skipWhitespace()
      if cursor.take(UInt8(ascii: ",")) { continue }
      return cursor.take(UInt8(ascii: "}"))
    }
  }

  func skeleton(of buffer: UnsafeBufferPointer<UInt8>) -> OverviewSkeleton {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(buffer.count - lifted.reduce(0) { $0 + $1.count } + 2 * lifted.count)
    var copied = 0
    for range in lifted {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[copied..<range.lowerBound]))
      bytes.append(UInt8(ascii: "["))
      bytes.append(UInt8(ascii: "]"))
      copied = range.upperBound
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[copied...]))
    return OverviewSkeleton(bytes: bytes, series: series)
  }
}
