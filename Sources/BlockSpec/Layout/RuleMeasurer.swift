import SPTheme

/// The measurer as the width rules ask it: a figure's width at several sizes and scales, and
/// whether a text's words fit a width. For the default `InterTextMeasurer` (the compiler's, on
/// every machine) it answers from `TextAdvance`s, each figure measured once for every size and
/// scale the rules try, and walks a text's words without a string per word; any other measurer is
/// asked through `TextMeasuring` as it is. Both give the same answers for the default measurer,
/// to the last bit (tested).
struct RuleMeasurer {
  /// The measurer to ask through `TextMeasuring`; nil for the default one. Boxed, so the rules
  /// pass a reference around rather than copying an existential at every question.
  private let custom: Custom?

  private final class Custom: Sendable {
    let measurer: any TextMeasuring
    init(_ measurer: any TextMeasuring) { self.measurer = measurer }
  }

  /// The default measurer, answered from advances.
  static let inter = RuleMeasurer(custom: nil)

  private init(custom: Custom?) {
    self.custom = custom
  }

  init(_ measurer: any TextMeasuring) {
    custom = measurer is InterTextMeasurer ? nil : Custom(measurer)
  }

  /// A figure measured, where it can be, once for every size of `font`'s face.
  struct Figure {
    var text: String
    /// Its advance in `weight` and `tabular`; nil for a custom measurer.
    var advance: TextAdvance?
    var weight: Int
    var tabular: Bool
  }

  func figure(_ text: String, font: ResolvedFont) -> Figure {
    Figure(
      text: text, advance: custom == nil ? InterFace(font).advance(of: text) : nil,
      weight: font.weight.rawValue,
      tabular: font.monospacedDigits)
  }

  /// `figure(_:font:)` of each text, in one face.
  func figures(_ texts: [String], font: ResolvedFont) -> [Figure] {
    let weight = font.weight.rawValue
    let tabular = font.monospacedDigits
    guard custom == nil else {
      return texts.map { Figure(text: $0, advance: nil, weight: weight, tabular: tabular) }
    }
    let face = InterFace(weight: weight, tabular: tabular)
    return texts.map { Figure(text: $0, advance: face.advance(of: $0), weight: weight, tabular: tabular) }
  }

  /// `figure`'s width in `font` shrunk by `factor` (1: as is).
  func width(of figure: Figure, font: ResolvedFont, scaledBy factor: Double = 1) -> Double {
    if let custom { return custom.measurer.width(of: figure.text, font: font.scaled(by: factor)) }
    return advance(of: figure, in: font).width(in: font, scaledBy: factor)
  }

  /// `TextMeasuring.scaleToFit(_:font:width:)` of `figure`.
  func scaleToFit(_ figure: Figure, font: ResolvedFont, width: Double) -> Double {
    if let custom { return custom.measurer.scaleToFit(figure.text, font: font, width: width) }
    return advance(of: figure, in: font).scaleToFit(font: font, width: width)
  }

  /// True when every word of `text` fits `width` on a line of its own (`WidthRules.wordsFit`).
  func wordsFit(_ text: String, font: ResolvedFont, width: Double) -> Bool {
    guard let custom else { return InterTextMeasurer().wordsFit(text, font: font, width: width) }
    let room = width + LineBreakSegments.tolerance
    return LineBreakSegments.Segments(text).allSatisfy {
      custom.measurer.lineWidth(of: text[$0], font: font) <= room
    }
  }

  /// The figure's advance in `font`'s face: the one measured, unless `font` is another weight or
  /// figure form.
  private func advance(of figure: Figure, in font: ResolvedFont) -> TextAdvance {
    if let advance = figure.advance, font.weight.rawValue == figure.weight,
      font.monospacedDigits == figure.tabular
    {
      return advance
    }
    return InterFace(font).advance(of: figure.text)
  }
}
