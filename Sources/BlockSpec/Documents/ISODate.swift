import Foundation

/// ISO-8601 dates as the overview format writes them, parsed and printed by hand so the result
/// never depends on the machine's calendar, locale or time zone.
///
/// Accepted: a date (`2026-10-12`, meaning midnight UTC) or a date-time with an offset
/// (`2026-10-12T15:00Z`, `2026-10-12T15:00:00.250+02:00`). A date-time without an offset is
/// refused, because its instant would depend on where it is read.
enum ISODate {
  static let expected = "an ISO-8601 date"

  /// What a refused date should have been, as closely as the text tells: a date-time without
  /// its offset (the commonest slip: its instant depends on where it is read) or with an
  /// offset spelled `+02` or `+0200` is named as such; anything else gets `expected`.
  static func expectation(for text: String) -> String {
    if parse(text + "Z") != nil { return "an ISO-8601 date with an offset after the time (Z or ±hh:mm)" }
    let utf8 = Array(text.utf8)
    for digits in [2, 4] where utf8.count > digits {
      let sign = utf8[utf8.count - digits - 1]
      guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
        utf8.suffix(digits).allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      else { continue }
      let hours = String(decoding: utf8.suffix(digits).prefix(2), as: UTF8.self)
      let minutes = digits == 4 ? String(decoding: utf8.suffix(2), as: UTF8.self) : "00"
      let respelled = String(decoding: utf8.dropLast(digits), as: UTF8.self) + hours + ":" + minutes
      if parse(respelled) != nil { return "an ISO-8601 date with its offset written ±hh:mm" }
    }
    return expected
  }

  static func parse(_ text: String) -> Date? {
    let b = Array(text.utf8)
    var i = 0
    func number(_ count: Int) -> Int? {
      guard i + count <= b.count else { return nil }
      var n = 0
      for byte in b[i..<(i + count)] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        n = n * 10 + Int(byte - UInt8(ascii: "0"))
      }
      i += count
      return n
    }
    func expect(_ char: Character) -> Bool {
      guard i < b.count, b[i] == char.asciiValue else { return false }
      i += 1
      return true
    }
    guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
      (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
    if i == b.count { return Date(timeIntervalSince1970: seconds) }

    guard expect("T"), let hour = number(2), expect(":"), let minute = number(2), hour < 24, minute < 60
    else { return nil }
    seconds += Double(hour * 3600 + minute * 60)
    if expect(":") {
      guard let second = number(2), second < 60 else { return nil }
      seconds += Double(second)
      if expect(".") {
        var fraction = 0.0
        var scale = 0.1
        let start = i
        while i < b.count, let digit = number(1) {
          fraction += Double(digit) * scale
          scale /= 10
        }
        guard i > start else { return nil }
        // Dates are kept, compared and written to the millisecond, so two readings 0.1 ms
        // apart are one instant here and in the canonical form alike.
        seconds += (fraction * 1000).rounded() / 1000
      }
    }
    if expect("Z") {
      return i == b.count ? Date(timeIntervalSince1970: seconds) : nil
    }
    guard i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") else { return nil }
    let sign: Double = b[i] == UInt8(ascii: "+") ? 1 : -1
    i += 1
    guard let offsetHours = number(2), expect(":"), let offsetMinutes = number(2), offsetHours < 24,
      offsetMinutes < 60, i == b.count
    else { return nil }
    seconds -= sign * Double(offsetHours * 3600 + offsetMinutes * 60)
    return Date(timeIntervalSince1970: seconds)
  }

  /// `2026-10-12` at midnight UTC, otherwise `2026-10-12T15:00:00Z` (with milliseconds when
  /// there are any). Dates round-trip to the millisecond.
  static func format(_ date: Date) -> String {
    let t = date.timeIntervalSince1970
    guard t.isFinite else { return "invalid" }
    var days = (t / 86_400).rounded(.down)
    var milliseconds = ((t - days * 86_400) * 1000).rounded()
    if milliseconds >= 86_400_000 {
      days += 1
      milliseconds -= 86_400_000
    }
    guard abs(days) < 4_000_000 else { return "invalid" }
    let (year, month, day) = civil(fromDays: Int(days))
    let dayText = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    if milliseconds == 0 { return dayText }
    let ms = Int(milliseconds)
    var text =
      dayText + "T" + pad(ms / 3_600_000, 2) + ":" + pad(ms / 60_000 % 60, 2) + ":"
      + pad(ms / 1000 % 60, 2)
    if ms % 1000 != 0 { text += "." + pad(ms % 1000, 3) }
    return text + "Z"
  }

  /// `2026-10-12T15:00:00Z`, as `Date.ISO8601FormatStyle(timeZone: .gmt)` writes it: the tree's
  /// machine-readable dates (a chart's start and end).
  ///
  /// Foundation's style builds a calendar and its components for each date (about 2,500
  /// instructions); a whole second between 1583 and 9999 is written here from its civil date
  /// instead (about a hundred), the same bytes. Outside those years (before the Gregorian reform
  /// Foundation's calendar is Julian; past 9999 the year has five digits) and for a fraction of a
  /// second, Foundation writes it. `ISODateTests` holds the two to the same text.
  static func utcTimestamp(_ date: Date) -> String {
    let t = date.timeIntervalSince1970
    guard t >= Self.handWrittenSeconds.lowerBound, t < Self.handWrittenSeconds.upperBound,
      t.rounded(.down) == t
    else { return date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt)) }
    let seconds = Int(t)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    return String(unsafeUninitializedCapacity: 20) { buffer in
      func put(_ value: Int, width: Int, at end: Int) {
        var value = value
        for index in stride(from: end - 1, through: end - width, by: -1) {
          buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
        }
      }
      put(year, width: 4, at: 4)
      buffer[4] = UInt8(ascii: "-")
      put(month, width: 2, at: 7)
      buffer[7] = UInt8(ascii: "-")
      put(day, width: 2, at: 10)
      buffer[10] = UInt8(ascii: "T")
      put(time / 3_600, width: 2, at: 13)
      buffer[13] = UInt8(ascii: ":")
      put(time / 60 % 60, width: 2, at: 16)
      buffer[16] = UInt8(ascii: ":")
      put(time % 60, width: 2, at: 19)
      buffer[19] = UInt8(ascii: "Z")
      return 20
    }
  }

  /// From 1583-01-01 up to 10000-01-01, in seconds since 1970: the dates `utcTimestamp` writes
  /// by hand.
  static let handWrittenSeconds: Range<Double> = {
    let first = daysFromCivil(year: 1583, month: 1, day: 1)
    let end = daysFromCivil(year: 10_000, month: 1, day: 1)
    return Double(first) * 86_400..<Double(end) * 86_400
  }()

  /// The years a written date can have; validation keeps model dates inside them.
  static let writableYears = 1...9999

  /// Whether `date` falls in `writableYears`: what `year(of:)` and a range check answer, by
  /// the days since 1970 alone (the days that years 0001 and 9999 bound), since validation asks
  /// it of every point of a document and the civil date is not needed for the answer.
  static func isInWritableYears(_ date: Date) -> Bool {
    let t = date.timeIntervalSince1970
    guard t.isFinite, abs(t) < 3e11 else { return false }
    return writableDays.contains(Int((t / 86_400).rounded(.down)))
  }

  /// `daysFromCivil` of 0001-01-01 up to the day before 10000-01-01, written out so the check
  /// per point is two comparisons (a test holds them to the computation).
  static let writableDays = -719_162...2_932_896

  static func year(of date: Date) -> Int? {
    let t = date.timeIntervalSince1970
    guard t.isFinite, abs(t) < 3e11 else { return nil }
    return civil(fromDays: Int((t / 86_400).rounded(.down))).year
  }

  private static func pad(_ n: Int, _ width: Int) -> String {
    let digits = String(n)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
