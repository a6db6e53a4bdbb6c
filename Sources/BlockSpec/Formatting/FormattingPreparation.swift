import Foundation

extension BlockEnvironment {
  /// Builds ahead of a compile what its first dates and figures ask Foundation (ICU) for: the
  /// date formatters of this locale and time zone in every form the blocks word dates in, and
  /// the number patterns of the formats documents name most (the locale's own currency, plain
  /// numbers, percentages, and the signed percentage of a change).
  ///
  /// A compile writes the same bytes whether or not this ran first: what it builds is held in
  /// Foundation's own caches of formatters and in the memos a compile fills itself, each the
  /// same whichever thread fills it. It only moves work: a fresh process spends about 25 M
  /// instructions on its first dates and figures (docs/performance.md, "Round 2"), and
  /// `spec-compile` calls this on a second thread while it reads the document, so the compile
  /// finds them made. Safe to call from any thread, any number of times.
  public func prepareFormatting() {
    let anyDate = Date(timeIntervalSinceReferenceDate: 0)
    for form in DateForm.allCases {
      _ = DateLabels.foundationText(anyDate, form, locale: locale, timeZone: timeZone)
    }
    var formats: [Format] = [.number(), .percent]
    if let code = locale.currency?.identifier { formats.append(.currency(code: code)) }
    for format in formats { _ = format.numberPlan?.style.pattern(in: locale) }
    _ = PercentChange.signed(0.125, locale: locale)
  }
}
