import SPTheme

/// The default measurer: Inter's real advance widths, shipped as a table, for every family.
///
/// Inter is an open family drawn close to SF Pro; its text cut is a little wider than SF Pro at the
/// same size (its digits are 0.625 em, 0.648 em tabular), so widths err on the safe side of an
/// overflow proof. The model:
/// - Each grapheme cluster advances by its base scalar's advance at the font's weight (linear
///   between Inter's nine static cuts), in tabular (`tnum`) form when `monospacedDigits` is on.
///   Combining marks and U+FE0E add nothing.
/// - Clusters the table does not cover (CJK, emoji, emoji sequences, other scripts) advance by
///   `fallbackEm` (1.25 em): wider than a CJK ideograph (1 em) and than Inter's "M", so an
///   unknown character is overestimated rather than under.
/// - Tracking is added once per grapheme cluster, as Core Text's kerning attribute does.
/// - Kerning, ligatures and contextual alternates are ignored: against HarfBuzz on the corpus in
///   `docs/layout.md` the table errs wide by 0.6 % on average (1.2 % at most on tabular figures).
public struct InterTextMeasurer: TextMeasuring {
  /// Advance of a grapheme cluster outside the table, in ems.
  public static let fallbackEm = 1.25

  public init() {}

  public func width(of text: String, font: ResolvedFont) -> Double {
    let weight = InterFaceBlend(weight: font.weight.rawValue)
    var units = 0.0
    var clusters = 0
    // Printable ASCII (figures, most labels): each byte is a grapheme cluster of its own with no
    // marks, so the Unicode work per Character can be skipped; the same terms are added in the
    // same order. The compiler measures many figures per compile.
    var utf8Text = text
    let ascii = utf8Text.withUTF8 { bytes -> Bool in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
      for byte in bytes {
        clusters += 1
        let index = Self.asciiIndex[Int(byte)]
        units +=
          index < 0
          ? Self.fallbackEm * InterMetrics.unitsPerEm
          : weight.advance(at: index, scalar: UInt32(byte), tabular: font.monospacedDigits)
      }
      return true
    }
    if ascii {
      return units / InterMetrics.unitsPerEm * font.size + Double(clusters) * font.tracking
    }
    for character in text {
      clusters += 1
      units += advance(of: character, in: weight, tabular: font.monospacedDigits)
    }
    return units / InterMetrics.unitsPerEm * font.size + Double(clusters) * font.tracking
  }

  /// `InterMetrics.index` for the ASCII scalars, -1 where the table has none.
  private static let asciiIndex: [Int] = (0..<128).map { InterMetrics.index[UInt32($0)] ?? -1 }

  /// Advance of one grapheme cluster in font units.
  private func advance(of character: Character, in blend: InterFaceBlend, tabular: Bool) -> Double {
    let scalars = character.unicodeScalars
    guard let base = scalars.first else { return 0 }
    if base.properties.generalCategory == .control { return 0 }
    let marksOnly = scalars.dropFirst().allSatisfy(Self.addsNoAdvance)
    guard marksOnly, let index = InterMetrics.index[base.value] else {
      return Self.fallbackEm * InterMetrics.unitsPerEm
    }
    return blend.advance(at: index, scalar: base.value, tabular: tabular)
  }

  /// Scalars that ride on the base without moving the pen: combining marks, and the text
  /// presentation selector. The emoji selector (U+FE0F) and the keycap mark (U+20E3) turn the
  /// cluster into an emoji, which the table does not cover.
  private static func addsNoAdvance(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value == 0xFE0E { return true }
    if scalar.value == 0x20E3 { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }
}

/// A weight between two of Inter's static cuts: advances are interpolated linearly, which is how
/// Inter's own variable font moves between its masters along the weight axis.
struct InterFaceBlend {
  let lower: InterMetrics.Face
  let upper: InterMetrics.Face
  /// 0 at `lower`, 1 at `upper`.
  let fraction: Double

  init(weight: Int) {
    let faces = InterMetrics.faces
    let clamped = min(max(weight, faces[0].weight), faces[faces.count - 1].weight)
    let upperIndex = faces.firstIndex { $0.weight >= clamped } ?? faces.count - 1
    let lowerIndex = faces[upperIndex].weight == clamped ? upperIndex : upperIndex - 1
    lower = faces[lowerIndex]
    upper = faces[upperIndex]
    fraction =
      upper.weight == lower.weight
      ? 0 : Double(clamped - lower.weight) / Double(upper.weight - lower.weight)
  }

  func advance(at index: Int, scalar: UInt32, tabular: Bool) -> Double {
    let low = Double(lower.advance(at: index, scalar: scalar, tabular: tabular))
    guard fraction > 0 else { return low }
    let high = Double(upper.advance(at: index, scalar: scalar, tabular: tabular))
    return low + (high - low) * fraction
  }
}

extension InterMetrics {
  /// Scalar → position in `scalars` and in every face's `advances`.
  static let index: [UInt32: Int] = Dictionary(
    uniqueKeysWithValues: scalars.enumerated().map { ($0.element, $0.offset) })
}

extension InterMetrics.Face {
  func advance(at index: Int, scalar: UInt32, tabular useTabular: Bool) -> UInt16 {
    if useTabular, let width = tabular[scalar] { return width }
    return advances[index]
  }
}
