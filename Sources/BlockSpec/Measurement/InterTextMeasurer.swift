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
    InterFace(font).advance(of: text).width(in: font)
  }

  /// `text`'s advance in one weight and figure form, for widths at any size of it.
  func advance(of text: String, weight: Int, tabular: Bool) -> TextAdvance {
    InterFace(weight: weight, tabular: tabular).advance(of: text)
  }
}

/// One weight and figure form of Inter, ready to measure in: the blend of its two nearest cuts,
/// and the lookup tables, fetched once per face rather than once per glyph.
struct InterFace {
  let lookup: InterLookup
  let blend: InterFaceBlend

  init(weight: Int, tabular: Bool, lookup: InterLookup = .shared) {
    self.lookup = lookup
    blend = lookup.blend(weight: weight, tabular: tabular)
  }

  init(_ font: ResolvedFont, lookup: InterLookup = .shared) {
    self.init(weight: font.weight.rawValue, tabular: font.monospacedDigits, lookup: lookup)
  }

  func advance(of text: String) -> TextAdvance {
    var units = 0.0
    var clusters = 0
    forEachCluster(in: text) { advance, _ in
      units += advance
      clusters += 1
      return true
    }
    return TextAdvance(units: units, clusters: clusters)
  }

  /// Walks `text` one grapheme cluster at a time, in order, handing `body` the cluster's advance
  /// in font units and, when the cluster is a single scalar, that scalar (what line breaking asks
  /// about); stops as soon as `body` returns false. Three ways to the same clusters and advances:
  /// - printable ASCII, byte by byte: every byte is a cluster of its own with no marks;
  /// - text whose every scalar is in Inter's table, scalar by scalar: none of those scalars joins a
  ///   neighbour in a cluster (no marks, joiners, regional indicators, Hangul jamo or CR; pinned
  ///   by a test over every pair), so Unicode's segmentation can be skipped;
  /// - anything else, by `Character`.
  /// The compiler measures many figures and labels per compile, nearly all of them in the first
  /// two groups.
  @inline(__always)
  func forEachCluster(in text: String, _ body: (Double, UInt32?) -> Bool) {
    let lookup = lookup
    let blend = blend
    let printableASCII = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
      for byte in bytes {
        let position = lookup.asciiPositions[Int(byte)]
        let units = position < 0 ? lookup.fallbackUnits : blend.advance(at: Int(position))
        guard body(units, UInt32(byte)) else { break }
      }
      return true
    }
    if printableASCII == true { return }
    if text.unicodeScalars.allSatisfy({ lookup.position(of: $0.value) != nil }) {
      for scalar in text.unicodeScalars {
        let units = lookup.position(of: scalar.value).map(blend.advance(at:)) ?? lookup.fallbackUnits
        guard body(units, scalar.value) else { return }
      }
      return
    }
    for character in text {
      guard body(advance(of: character), InterTextMeasurer.singleScalar(of: character)) else { return }
    }
  }

  /// Advance of one grapheme cluster in font units: its base scalar's, when the rest only rides
  /// on it.
  func advance(of character: Character) -> Double {
    let scalars = character.unicodeScalars
    guard let base = scalars.first else { return 0 }
    if base.properties.generalCategory == .control { return 0 }
    let marksOnly = scalars.dropFirst().allSatisfy(Self.addsNoAdvance)
    guard marksOnly, let position = lookup.position(of: base.value) else {
      return lookup.fallbackUnits
    }
    return blend.advance(at: position)
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

extension InterTextMeasurer {
  /// The scalar of a one-scalar cluster; nil for a cluster of several.
  static func singleScalar(of character: Character) -> UInt32? {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next(), scalars.next() == nil else { return nil }
    return first.value
  }
}

/// A weight between two of Inter's static cuts, in one figure form: advances are interpolated
/// linearly, which is how Inter's own variable font moves between its masters along the weight
/// axis.
struct InterFaceBlend: Sendable {
  /// The lower cut's advances, tabular ones in place where `tnum` changes them.
  let lower: [UInt16]
  let upper: [UInt16]
  /// 0 at `lower`, 1 at `upper`.
  let fraction: Double

  /// The blend for `weight`, between the cuts whose weights are `weights` and whose advances in
  /// the figure form wanted are `tables`.
  init(weight: Int, weights: [Int], tables: [[UInt16]]) {
    let clamped = min(max(weight, weights[0]), weights[weights.count - 1])
    let upperIndex = weights.firstIndex { $0 >= clamped } ?? weights.count - 1
    let lowerIndex = weights[upperIndex] == clamped ? upperIndex : upperIndex - 1
    lower = tables[lowerIndex]
    upper = tables[upperIndex]
    let lowerWeight = weights[lowerIndex]
    let upperWeight = weights[upperIndex]
    fraction =
      upperWeight == lowerWeight ? 0 : Double(clamped - lowerWeight) / Double(upperWeight - lowerWeight)
  }

  /// Advance in font units of the scalar at `position` in `InterMetrics.scalars`.
  @inline(__always)
  func advance(at position: Int) -> Double {
    let low = Double(lower[position])
    guard fraction > 0 else { return low }
    let high = Double(upper[position])
    return low + (high - low) * fraction
  }
}

/// Inter's tables in the shapes measuring reads them, built on first use and shared: a scalar's
/// position without hashing, and a blend for every weight in both figure forms. The compiler
/// fetches `shared` once per width rule and hands it down: every fetch of a lazily made global
/// is a `swift_once` call, which costs more than measuring a short figure.
final class InterLookup: Sendable {
  static let shared = InterLookup()

  /// `InterTextMeasurer.fallbackEm` in font units.
  let fallbackUnits = InterTextMeasurer.fallbackEm * InterMetrics.unitsPerEm

  /// `position(of:)` for the ASCII scalars, -1 where the table has none.
  let asciiPositions: [Int16]
  /// `position(of:)` below U+0180, where most text lives, -1 where the table has none.
  private let latinPositions: [Int16]
  /// Where the scalars from U+0180 on start in `InterMetrics.scalars`.
  private let latinEnd: Int
  private let scalars: [UInt32]
  /// The cuts' weights, lightest first, and their advances in each figure form.
  private let weights: [Int]
  private let defaultTables: [[UInt16]]
  private let tabularTables: [[UInt16]]
  /// The blend at each cut's own weight (the weights themes use), in each figure form.
  private let defaultCuts: [InterFaceBlend]
  private let tabularCuts: [InterFaceBlend]

  private init() {
    scalars = InterMetrics.scalars
    var latin = [Int16](repeating: -1, count: 0x180)
    for (position, scalar) in scalars.enumerated() where scalar < 0x180 {
      latin[Int(scalar)] = Int16(position)
    }
    latinPositions = latin
    asciiPositions = Array(latin.prefix(0x80))
    latinEnd = scalars.firstIndex { $0 >= 0x180 } ?? scalars.count
    let faces = InterMetrics.faces
    weights = faces.map(\.weight)
    defaultTables = faces.map(\.advances)
    // Under `tnum` a face's tabular widths replace its default ones.
    let table = scalars
    tabularTables = faces.map { face in
      var advances = face.advances
      for (scalar, width) in face.tabular {
        let position = scalar < 0x180 ? Int(latin[Int(scalar)]) : table.firstIndex(of: scalar) ?? -1
        if position >= 0 { advances[position] = width }
      }
      return advances
    }
    let (weights, defaultTables, tabularTables) = (weights, defaultTables, tabularTables)
    defaultCuts = weights.map { InterFaceBlend(weight: $0, weights: weights, tables: defaultTables) }
    tabularCuts = weights.map { InterFaceBlend(weight: $0, weights: weights, tables: tabularTables) }
  }

  /// Position of `scalar` in `InterMetrics.scalars` (and in every face's advances), nil when the
  /// table does not cover it: a direct table below U+0180, a binary search above.
  func position(of scalar: UInt32) -> Int? {
    if scalar < UInt32(latinPositions.count) {
      let position = latinPositions[Int(scalar)]
      return position < 0 ? nil : Int(position)
    }
    var low = latinEnd
    var high = scalars.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = scalars[middle]
      if candidate == scalar { return middle }
      if candidate < scalar { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// The blend for `weight`, clamped to Inter's lightest and heaviest cuts: made once for a cut's
  /// own weight, on the spot for one between cuts.
  func blend(weight: Int, tabular: Bool) -> InterFaceBlend {
    if let cut = weights.firstIndex(of: weight) { return tabular ? tabularCuts[cut] : defaultCuts[cut] }
    return InterFaceBlend(weight: weight, weights: weights, tables: tabular ? tabularTables : defaultTables)
  }
}
