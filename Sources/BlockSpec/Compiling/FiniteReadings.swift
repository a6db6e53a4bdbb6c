import Foundation

/// A period's finite readings, oldest first, each with its index in the period's points: what
/// the chart draws, its descriptor lists and its scrub track offers (a missing reading, NaN or
/// ±infinity, is a gap, never a point).
///
/// The readings are read where they lie. A year of five-minute readings is 105,120 points a
/// series, and copying both series into `IndexedPoint`s (24 bytes each, 5 MB) took 818 of a
/// `spec-compile` run's page faults (#27). When every reading is finite, as it nearly always is,
/// the readings are the points themselves; otherwise only the finite ones' positions are kept
/// (8 bytes each).
struct FiniteReadings: RandomAccessCollection {
  typealias Indices = Range<Int>

  /// The period's points, gaps included.
  let points: [Point]
  /// The positions in `points` of the finite readings; nil when every point is one.
  private let positions: [Int]?
  /// The positions (in this collection) of the first lowest and the first highest reading, as
  /// `min(by:)` and `max(by:)` on the values find them; nil when there is no reading. Found in
  /// the same pass that looks for gaps: the chart's domain, its data table and the spoken
  /// summary each asked for them, five passes over a year of readings (#27).
  let extremes: (lowest: Int, highest: Int)?

  init(_ points: [Point]) {
    self.points = points
    var positions: [Int]?
    var extremes: (lowest: Int, highest: Int)?
    var low = 0.0
    var high = 0.0
    points.withUnsafeBufferPointer { points in
      for index in points.indices {
        let value = points[index].value
        guard value.isFinite else {
          if positions == nil {
            positions = Array(0..<index)
            positions?.reserveCapacity(points.count - 1)
          }
          continue
        }
        let position = positions?.count ?? index
        positions?.append(index)
        if let (lowest, highest) = extremes {
          if value < low {
            extremes = (position, highest)
            low = value
          } else if value > high {
            extremes = (lowest, position)
            high = value
          }
        } else {
          extremes = (position, position)
          (low, high) = (value, value)
        }
      }
    }
    self.positions = positions
    self.extremes = extremes
  }

  /// The first of the lowest readings; nil when there is none.
  var lowest: IndexedPoint? { extremes.map { self[$0.lowest] } }
  /// The first of the highest readings; nil when there is none.
  var highest: IndexedPoint? { extremes.map { self[$0.highest] } }
  var startIndex: Int { 0 }
  var endIndex: Int { positions?.count ?? points.count }

  subscript(position: Int) -> IndexedPoint { point(at: positions?[position] ?? position) }

  /// The reading at `index` in the period's points; nil when that point is a gap or there is none.
  func reading(atIndex index: Int) -> IndexedPoint? {
    guard points.indices.contains(index), points[index].value.isFinite else { return nil }
    return point(at: index)
  }

  private func point(at index: Int) -> IndexedPoint {
    IndexedPoint(index: index, date: points[index].date, value: points[index].value)
  }

  /// Each reading's time and value, oldest first, straight from the points' storage: the column
  /// cutter's loop over a year's readings.
  @inline(__always)
  func forEachReading(_ body: (_ time: Double, _ value: Double) -> Void) {
    points.withUnsafeBufferPointer { points in
      if let positions {
        for index in positions {
          body(points[index].date.timeIntervalSinceReferenceDate, points[index].value)
        }
      } else {
        for point in points { body(point.date.timeIntervalSinceReferenceDate, point.value) }
      }
    }
  }
}
