import Foundation

/// What VoiceOver reads beyond the visible text (O-AX-1…4): the chart's spoken summary (its
/// descriptor is the shared chart's, `ChartDescriptorPart`), the loading label, the failed-retry
/// announcement. The headline's sentence, the ranges' and the tiles'
/// readings are built with their parts, from the words here.
enum AccessibilityPart {
  /// "Loading Revenue", or "Loading" before the metric's name is known (O-SS-1).
  static func loadingLabel(_ metric: String?) -> String {
    guard let metric, !metric.isEmpty else { return "Loading" }
    return "Loading \(metric)"
  }

  /// Spoken when a retry fails (O-AX-4): the message, after what failed.
  static func retryFailedAnnouncement(_ message: String) -> String {
    "Try again failed. \(message)"
  }

  /// "Revenue, last 30 days: $44,051.40, up 13.0% vs last month. Lowest $980.00 on Sun, Oct 4;
  /// highest $2,140.10 on Fri, Oct 23."
  ///
  /// The span opens the sentence, so a period without a change gives the figure alone
  /// ("Revenue, last 30 days: $1,362.50."), not the span a second time; a series whose
  /// readings all read the same "held steady at $500.00", not lowest and highest on the same day.
  static func summary(
    overview: Overview, range: TimeRange, period: Period, current: FiniteReadings, words: DateWording,
    wording: Wording
  ) -> String {
    let atRest = period.value ?? current.last?.value
    let change = period.change.map { wording.change($0, increaseIsGood: overview.increaseIsGood) }
    let headline =
      change == nil
      ? atRest.map { wording.figure($0, overview.format) } ?? "No value"
      : HeadlinePart.spokenSentence(
        value: atRest, format: overview.format, change: change, range: range, wording: wording)
    var text = "\(overview.label), \(range.span.lowercasedFirst): \(headline)."
    if let low = current.lowest, let high = current.highest, current.count > 1 {
      let lowest = wording.figure(low.value, overview.format)
      let highest = wording.figure(high.value, overview.format)
      // Equal as read, not only as stored: $500.001 and $500.004 both read "$500.00".
      if lowest == highest {
        text += " Held steady at \(lowest)."
      } else {
        text +=
          " Lowest \(lowest) \(words.phrase(for: low.date)); highest \(highest) \(words.phrase(for: high.date))."
      }
    }
    return text
  }
}

extension String {
  /// "Last 30 days" → "last 30 days", for a span inside a sentence.
  var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
