import SPTheme

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
        // Not `position(of:).map(blend.advance(at:))`: a method taken as a value is a closure
        // holding `blend`, allocated and freed on every scalar.
        var units = lookup.fallbackUnits
        if let position = lookup.position(of: scalar.value) { units = blend.advance(at: position) }
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
