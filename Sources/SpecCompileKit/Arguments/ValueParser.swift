import BlockSpec
import Foundation

/// Turns option values into typed values, with an error line that names the option, the value
/// and what would have been accepted.
///
/// Values are matched exactly (`xxxLarge`, `1M`); a near miss, including a case difference,
/// gets a suggestion instead of a silent guess.
enum ValueParser {
  static func choice<Value>(
    _ text: String, for option: OptionSpec, from choices: [(String, Value)]
  ) -> Result<Value, ValueError> {
    if let match = choices.first(where: { $0.0 == text }) { return .success(match.1) }
    return .failure(ValueError(StateFlagReader.notOneOf(text, usage: option.usage, names: choices.map(\.0))))
  }

  /// A decimal number written plainly (`320`, `390.5`): no signs, exponents, hex or `nan`.
  static func plainDecimal(_ text: String) -> Double? {
    let digitsAndPoint = text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard digitsAndPoint, text.contains(where: \.isNumber), text.filter({ $0 == "." }).count <= 1 else {
      return nil
    }
    return Double(text)
  }

  /// A non-negative whole number written in decimal digits only.
  static func natural<Integer: FixedWidthInteger>(_ text: String, as _: Integer.Type) -> Integer? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Integer(text)
  }

  /// `YYYY-MM-DD` naming a real day; returns its start in `timeZone`.
  static func day(_ text: String, in timeZone: TimeZone) -> Date? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = natural(String(parts[0]), as: Int.self), let month = natural(String(parts[1]), as: Int.self),
      let day = natural(String(parts[2]), as: Int.self)
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = DateComponents(year: year, month: month, day: day)
    // The calendar rolls 2026-02-30 over to March; a day that does not exist is an error.
    guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else { return nil }
    return calendar.startOfDay(for: date)
  }
}

/// One bad value, as its error line.
struct ValueError: Error, Equatable {
  var message: String
  init(_ message: String) { self.message = message }
}
