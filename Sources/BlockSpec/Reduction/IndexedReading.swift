/// A reading kept from a longer series, with its position in the original points, so a renderer
/// that scrubs a reduced line can still name the real reading (O-SS-6, D-4).
public struct IndexedReading: Hashable, Sendable {
  /// Index into the series the point was taken from.
  public var index: Int
  public var point: Point

  public init(index: Int, point: Point) {
    self.index = index
    self.point = point
  }
}
