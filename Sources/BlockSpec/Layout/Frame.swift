/// A rectangle in points in the block's own space: the origin is the top-leading corner of the
/// section, x grows to the trailing edge and y downwards. Every frame of a tree shares that space,
/// so a renderer without a layout engine can paint each node where it says, in any order.
public struct Frame: Hashable, Codable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// True when `other` lies inside this frame, edges included, give or take `tolerance` points.
  public func contains(_ other: Frame, tolerance: Double = Frame.tolerance) -> Bool {
    other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance
      && other.maxY <= maxY + tolerance
  }

  /// True when the two frames share more than a hairline: touching edges do not overlap.
  public func overlaps(_ other: Frame, tolerance: Double = Frame.tolerance) -> Bool {
    min(maxX, other.maxX) - max(x, other.x) > tolerance
      && min(maxY, other.maxY) - max(y, other.y) > tolerance
  }

  /// The same frame moved by `dx`, `dy`.
  func offsetBy(dx: Double, dy: Double) -> Frame {
    Frame(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// Slack for comparisons, far below a pixel, so float rounding never reads as an overflow.
  public static let tolerance = 0.001
}
