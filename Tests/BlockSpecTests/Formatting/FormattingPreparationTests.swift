import Foundation
import SPTheme
import Testing

@testable import BlockSpec

/// `BlockEnvironment.prepareFormatting()`, which `spec-compile` runs on a second thread while it
/// reads a document (#27): what it builds ahead is what a compile would have built, so figures,
/// dates and trees read the same whether or not it ran, and on whichever thread.
@Suite("Formatting prepared ahead of a compile")
struct FormattingPreparationTests {
  static let environments = [
    ("en_GB", "Europe/London"), ("de_CH", "Europe/Zurich"), ("ar_SA", "Asia/Riyadh"),
    ("hi_IN", "Asia/Kolkata"), ("ja_JP", "Pacific/Chatham"),
  ].map { BlockEnvironment(locale: Locale(identifier: $0), timeZone: TimeZone(identifier: $1)!) }

  /// Readings of every size and sign a figure is written for, ties and carries included.
  static let values: [Double] = [
    0, 0.005, 0.125, -0.125, 1, 12.5, 999.995, 1_234.5, -44_051.4, 1_000_000, 0.0316,
  ]

  /// Prepared on two threads at once, as many commands in one process might.
  static func prepareTwiceAtOnce(_ environment: BlockEnvironment) {
    DispatchQueue.concurrentPerform(iterations: 2) { _ in environment.prepareFormatting() }
  }

  @Test("O-DA-6 figures in the formats it prepares read as Foundation writes them", arguments: environments)
  func figures(environment: BlockEnvironment) {
    Self.prepareTwiceAtOnce(environment)
    let locale = environment.locale
    var formats: [Format] = [.number(), .percent, .number(fractionDigits: 1)]
    if let code = locale.currency?.identifier { formats.append(.currency(code: code)) }
    for format in formats {
      guard let plan = format.numberPlan else { continue }
      for value in Self.values {
        let shown = Format.rounded(value, digits: plan.roundingDigits)
        #expect(
          format.formatted(value, locale: locale) == plan.style.foundationText(shown, locale: locale),
          "\(locale.identifier) \(format) \(value)")
      }
    }
    for value in Self.values where value != 0 {
      #expect(
        PercentChange.signed(value, locale: locale) == PercentChange.foundationSigned(value, locale: locale),
        "\(locale.identifier) \(value)")
    }
  }

  @Test("O-DA-4 dates in every form read as Foundation writes them", arguments: environments)
  func dates(environment: BlockEnvironment) {
    Self.prepareTwiceAtOnce(environment)
    let date = Date(timeIntervalSince1970: 1_791_763_200 + 15 * 3_600)
    for form in DateForm.allCases {
      let (locale, zone) = (environment.locale, environment.timeZone)
      #expect(
        DateLabels.text(date, form, locale: locale, timeZone: zone)
          == DateLabels.foundationText(date, form, locale: locale, timeZone: zone),
        "\(locale.identifier) \(form)")
    }
  }

  @Test(
    "O-DA-6 a block compiles to the same bytes before and after its formatting is prepared",
    arguments: environments)
  func trees(environment: BlockEnvironment) throws {
    let theme = try Theme.shipped(named: "light")
    for block in BlockRegistry.blocks {
      let document = AnyBlockDocument(
        sampleOf: block,
        SampleOptions(today: Date(timeIntervalSince1970: 1_791_763_200), timeZone: environment.timeZone))
      let before = try document.compile(theme: theme, environment: environment).get().jsonData()
      Self.prepareTwiceAtOnce(environment)
      let after = try document.compile(theme: theme, environment: environment).get().jsonData()
      #expect(before == after, "\(block.name) \(environment.locale.identifier)")
    }
  }
}
