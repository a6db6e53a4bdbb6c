import SPTheme

/// The measurer as the width rules ask it: a figure's width at several sizes and scales, and
/// whether a text's words fit a width. For the default `InterTextMeasurer` (the compiler's, on
/// every machine) it answers from `TextAdvance`s, each figure measured once for every size and
/// scale the rules try, and walks a text's words without a string per word; any other measurer is
/// asked through `TextMeasuring` as it is. Both give the same answers for the default measurer,
/// to the last bit (tested).
struct RuleMeasurer {
  private enum Source {
    /// The default measurer, by Inter's tables.
    case inter(InterLookup)
    /// Any other, through `TextMeasuring`.
    case custom(any TextMeasuring)
  }

  private let source: Source

  /// The default measurer, answered from advances. Taken once per width rule, so Inter's tables
  /// are fetched once per rule rather than once per text.
  static var inter: RuleMeasurer { RuleMeasurer(source: .inter(.shared)) }

  private init(source: Source) {
    self.source = source
  }

  init(_ measurer: any TextMeasuring) {
    source = measurer is InterTextMeasurer ? .inter(.shared) : .custom(measurer)
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
    var advance: TextAdvance?
    if case .inter(let lookup) = source { advance = InterFace(font, lookup: lookup).advance(of: text) }
    return Figure(text: text, advance: advance, weight: font.weight.rawValue, tabular: font.monospacedDigits)
  }

  /// `figure(_:font:)` of each text, in one face.
  func figures(_ texts: [String], font: ResolvedFont) -> [Figure] {
    let weight = font.weight.rawValue
    let tabular = font.monospacedDigits
    guard case .inter(let lookup) = source else {
      return texts.map { Figure(text: $0, advance: nil, weight: weight, tabular: tabular) }
    }
    let face = InterFace(weight: weight, tabular: tabular, lookup: lookup)
    return texts.map { Figure(text: $0, advance: face.advance(of: $0), weight: weight, tabular: tabular) }
  }

  /// `figure`'s width in `font` shrunk by `factor` (1: as is).
  func width(of figure: Figure, font: ResolvedFont, scaledBy factor: Double = 1) -> Double {
    switch source {
    case .inter(let lookup):
      advance(of: figure, in: font, lookup: lookup).width(in: font, scaledBy: factor)
    case .custom(let measurer):
      measurer.width(of: figure.text, font: font.scaled(by: factor))
    }
  }

  /// `TextMeasuring.scaleToFit(_:font:width:)` of `figure`.
  func scaleToFit(_ figure: Figure, font: ResolvedFont, width: Double) -> Double {
    switch source {
    case .inter(let lookup):
      advance(of: figure, in: font, lookup: lookup).scaleToFit(font: font, width: width)
    case .custom(let measurer):
      measurer.scaleToFit(figure.text, font: font, width: width)
    }
  }

  /// True when every word of `text` fits `width` on a line of its own (`WidthRules.wordsFit`).
  func wordsFit(_ text: String, font: ResolvedFont, width: Double) -> Bool {
    switch source {
    case .inter(let lookup):
      return InterFace(font, lookup: lookup).wordsFit(text, font: font, width: width)
    case .custom(let measurer):
      let room = width + LineBreakSegments.tolerance
      return LineBreakSegments.Segments(text).allSatisfy {
        measurer.lineWidth(of: text[$0], font: font) <= room
      }
    }
  }

  /// The figure's advance in `font`'s face: the one measured, unless `font` is another weight or
  /// figure form.
  private func advance(of figure: Figure, in font: ResolvedFont, lookup: InterLookup) -> TextAdvance {
    if let advance = figure.advance, font.weight.rawValue == figure.weight,
      font.monospacedDigits == figure.tabular
    {
      return advance
    }
    return InterFace(font, lookup: lookup).advance(of: figure.text)
  }
}
