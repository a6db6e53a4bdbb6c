import Foundation

/// Which way a change went, once rounded to what the change line shows.
public enum ChangeDirection: String, Hashable, Sendable, CaseIterable {
  case up, down, flat
}

/// Whether a change is good news: picks the success or danger colour, or the secondary text
/// colour when flat.
public enum ChangeSentiment: String, Hashable, Sendable, CaseIterable {
  case good, bad, neutral
}

/// A change against the previous period, worded for the change line and for VoiceOver.
///
/// One decimal, sign always ("+13.0%", "-4.0%"); a change that rounds to 0.0% is flat, reads
/// "0.0%" and is neither good nor bad news. Words are English, like the rest of the block's
/// copy; the number follows `locale` ("+13,0 %" in de_DE).
public struct Change: Hashable, Sendable {
  /// As given: 0.13 is +13%.
  public let fraction: Double
  public let direction: ChangeDirection
  public let sentiment: ChangeSentiment
  /// "+13.0%", "-4.0%", "0.0%".
  public let percentText: String
  /// "up 13.0%", "down 4.0%", "unchanged".
  public let spokenText: String

  public init(fraction: Double, increaseIsGood: Bool, locale: Locale) {
    self.fraction = fraction
    guard fraction.isFinite else {
      // Validation keeps these out; a host dividing by a zero previous total can still make one.
      direction = .flat
      sentiment = .neutral
      percentText = "–"
      spokenText = "change unknown"
      return
    }
    let shown = Format.rounded(fraction, digits: 3)
    if shown == 0 {
      direction = .flat
      sentiment = .neutral
      percentText = Self.oneDecimal.text(0, locale: locale)
      spokenText = "unchanged"
      return
    }
    direction = shown > 0 ? .up : .down
    sentiment = (shown > 0) == increaseIsGood ? .good : .bad
    let magnitude = abs(shown)
    let number =
      magnitude * 100 >= Format.scientificThreshold
      ? Format.percent.formatted(magnitude, locale: locale) : Self.oneDecimal.text(magnitude, locale: locale)
    percentText = (shown > 0 ? "+" : "-") + number
    spokenText = (shown > 0 ? "up " : "down ") + number
  }

  /// Percent with exactly one decimal: the change's number, rounded to it beforehand.
  private static let oneDecimal = NumberStyle(.percent, fractionDigits: 1...1)

  /// The change line under the headline: "+13.0% vs last month".
  public func line(for range: TimeRange) -> String {
    "\(percentText) \(range.comparison)"
  }

  /// The spoken half of the headline's sentence: "up 13.0% vs last month", "unchanged vs last
  /// month".
  public func spokenLine(for range: TimeRange) -> String {
    "\(spokenText) \(range.comparison)"
  }
}
