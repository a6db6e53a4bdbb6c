import Foundation
import Testing

@testable import BlockSpec

/// Remembered date labels against Foundation's: a label read back from the memo must be the
/// one Foundation writes for that locale, calendar, time zone, form and date, and never one
/// remembered for another.
@Suite("Date labels against Foundation")
struct DateLabelsTests {
  static let locales = ["en_US", "de_DE", "ja_JP", "ar_EG", "th_TH", "he_IL"]
    .map { Locale(identifier: $0) }
  static let zones = ["UTC", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"]
    .compactMap { TimeZone(identifier: $0) }

  /// Seeded dates from 2000 to 2040, the same floored to midnight UTC and to the hour, and
  /// the hours around New York's 2026 clock changes: few enough (3,744 labels over all forms)
  /// that the memo holds them all between the passes.
  static let dates: [Date] = {
    var random = SplitMix64(seed: 11)
    let seconds = (0..<6).map { _ in 946_684_800 + random.unit() * 1_262_304_000 }
    var dates = seconds.map { Date(timeIntervalSince1970: $0) }
    dates += seconds.map { Date(timeIntervalSince1970: ($0 / 86_400).rounded(.down) * 86_400) }
    dates += seconds.map { Date(timeIntervalSince1970: ($0 / 3_600).rounded(.down) * 3_600) }
    for start in [1_772_953_200.0, 1_793_512_800] {
      dates += (0..<4).map { Date(timeIntervalSince1970: start + Double($0) * 3_600) }
    }
    return dates
  }()

  @Test("O-DA-4 remembered labels are Foundation's, whatever was asked before", arguments: DateForm.allCases)
  func remembered(form: DateForm) {
    for pass in 0..<2 {
      // The second pass reads the memo, in another order, so a label kept under the wrong key shows.
      let dates = pass == 0 ? Self.dates : Self.dates.reversed()
      for locale in Self.locales {
        for zone in Self.zones {
          for date in dates {
            let expected = DateLabels.foundationText(date, form, locale: locale, timeZone: zone)
            let text = DateLabels.text(date, form, locale: locale, timeZone: zone)
            #expect(text == expected, "\(locale.identifier) \(zone.identifier) \(date) \(form)")
          }
        }
      }
    }
  }

  @Test("O-DA-4 date wording reads the same as Foundation's forms")
  func wording() {
    let locale = Locale(identifier: "de_DE")
    let zone = Self.zones[1]
    let date = Self.dates[0]
    let daily = DateWording(cadence: .daily, locale: locale, timeZone: zone)
    #expect(
      daily.scrubLabel(for: date)
        == DateLabels.foundationText(date, .weekdayMonthDay, locale: locale, timeZone: zone))
    let weekly = DateWording(cadence: .weekly, locale: locale, timeZone: zone)
    #expect(
      weekly.phrase(for: date)
        == "in the week of " + DateLabels.foundationText(date, .monthDay, locale: locale, timeZone: zone))
  }

  @Test("#27 O-DA-4 a chart's labels worded at once read as each worded alone", arguments: Cadence.allCases)
  func batch(cadence: Cadence) {
    for locale in Self.locales.prefix(3) {
      for zone in Self.zones.prefix(2) {
        let words = DateWording(cadence: cadence, locale: locale, timeZone: zone)
        // Half the dates remembered already, half not, and one asked twice.
        let dates = Array(Self.dates.prefix(12)) + [Self.dates[0]]
        _ = Self.dates.prefix(6).map(words.scrubLabel)
        #expect(
          words.scrubLabels(for: dates) == dates.map(words.scrubLabel),
          "\(locale.identifier) \(zone.identifier)")
      }
    }
  }

  /// How a memo in the tests finds its keys: hashed, by their own bits (`KeyTable`), or by
  /// bits that all collide, so every lookup walks the probe and compares keys.
  enum KeyFinding: CaseIterable, Sendable {
    case hashed, bits, collidingBits

    var keyBits: (@Sendable (Int) -> UInt64)? {
      switch self {
      case .hashed: nil
      case .bits: { UInt64(bitPattern: Int64($0)) }
      case .collidingBits: { _ in 42 }
      }
    }
  }

  @Test(
    "#27 a memo's values at once are its values one by one: held ones found, the rest made once and kept",
    arguments: KeyFinding.allCases)
  func values(finding: KeyFinding) {
    let memo = ScopedMemo<String, Int, String>(scopeLimit: 2, valueLimit: 64, keyBits: finding.keyBits)
    _ = memo.value(in: "a", for: 1) { "a1" }
    var made: [Int] = []
    let values = memo.values(in: "a", for: [1, 2, 3, 2]) { key in
      made.append(key)
      return "a\(key)"
    }
    #expect(values == ["a1", "a2", "a3", "a2"])
    #expect(made == [2, 3])
    #expect(memo.values(in: "b", for: []) { "b\($0)" } == [])
    let volatile = ScopedMemo<String, Int, Int>(
      scopeLimit: 2, valueLimit: 8, remembers: { $0 != "live" }, keyBits: finding.keyBits)
    var count = 0
    _ = volatile.values(in: "live", for: [1, 1]) { _ in
      count += 1
      return count
    }
    #expect(count == 2)
    #expect(volatile.counts.values == 0)
  }

  @Test("A memo stays within its bounds and keeps answering right", arguments: KeyFinding.allCases)
  func bounded(finding: KeyFinding) {
    let memo = ScopedMemo<String, Int, String>(scopeLimit: 2, valueLimit: 8, keyBits: finding.keyBits)
    for scope in ["a", "b", "c", "a"] {
      for key in 0..<20 {
        #expect(memo.value(in: scope, for: key) { scope + "\(key)" } == scope + "\(key)")
        #expect(memo.counts.scopes <= 2 && memo.counts.values <= 16)
      }
    }
    var made = 0
    _ = memo.value(in: "a", for: 19) {
      made += 1
      return "a19"
    }
    #expect(made == 0)
  }

  @Test("#27 equal date-label keys have equal bits (both zeros too); the sample dates' keys do not collide")
  func keyBits() {
    let zero = DateLabels.Key(form: .month, date: Date(timeIntervalSinceReferenceDate: 0))
    let negativeZero = DateLabels.Key(form: .month, date: Date(timeIntervalSinceReferenceDate: -0.0))
    #expect(zero == negativeZero && zero.bits == negativeZero.bits)
    var seen: [UInt64: DateLabels.Key] = [:]
    for form in DateForm.allCases {
      for date in Self.dates {
        let key = DateLabels.Key(form: form, date: date)
        #expect(seen.updateValue(key, forKey: key.bits) == nil, "\(form) \(date)")
      }
    }
  }

  @Test("A scope that asks not to be remembered is computed every time")
  func volatile() {
    let memo = ScopedMemo<String, Int, Int>(scopeLimit: 2, valueLimit: 8) { $0 != "live" }
    var made = 0
    for _ in 0..<3 {
      _ = memo.value(in: "live", for: 1) {
        made += 1
        return made
      }
    }
    #expect(made == 3)
    #expect(memo.counts.values == 0)
  }

  @Test("O-DA-4 auto-updating locales and time zones are worded afresh, not remembered")
  func autoupdating() {
    let date = Self.dates[0]
    let text = DateLabels.text(date, .monthDay, locale: .autoupdatingCurrent, timeZone: .autoupdatingCurrent)
    #expect(
      text
        == DateLabels.foundationText(
          date, .monthDay, locale: .autoupdatingCurrent, timeZone: .autoupdatingCurrent))
  }
}
