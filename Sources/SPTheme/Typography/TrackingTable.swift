/// Letter spacing by point size, as Apple publishes it for SF Pro (HIG Typography, "Tracking
/// values"). Stored in 1/1000 em so one table serves every size; read in points.
public struct TrackingTable: Hashable, Sendable {
  /// (point size, tracking in 1/1000 em), sorted by size.
  public var entries: [(size: Double, milliEm: Double)]

  public init(entries: [(size: Double, milliEm: Double)]) {
    self.entries = entries.sorted { $0.size < $1.size }
  }

  /// Tracking in points for `pointSize`: the table's value at that size (linear between rows for
  /// fractional sizes, the end rows beyond the table), times the size.
  public func tracking(for pointSize: Double) -> Double {
    guard let first = entries.first, let last = entries.last else { return 0 }
    let milliEm: Double
    if pointSize <= first.size {
      milliEm = first.milliEm
    } else if pointSize >= last.size {
      milliEm = last.milliEm
    } else {
      let upper = entries.firstIndex { $0.size >= pointSize }!
      let (s1, t1) = entries[upper - 1]
      let (s2, t2) = entries[upper]
      milliEm = t1 + (t2 - t1) * (pointSize - s1) / (s2 - s1)
    }
    return milliEm / 1000 * pointSize
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.elementsEqual(rhs.entries) { $0.size == $1.size && $0.milliEm == $1.milliEm }
  }

  public func hash(into hasher: inout Hasher) {
    for entry in entries {
      hasher.combine(entry.size)
      hasher.combine(entry.milliEm)
    }
  }
}
