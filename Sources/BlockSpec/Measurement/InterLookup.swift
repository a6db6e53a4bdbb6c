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
