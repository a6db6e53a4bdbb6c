/// One elevation level as a drop shadow, in points.
public struct Shadow: Hashable, Sendable {
  public var color: RGBAColor
  public var x: Double
  public var y: Double
  public var blur: Double
  public var spread: Double

  public init(color: RGBAColor, x: Double, y: Double, blur: Double, spread: Double = 0) {
    self.color = color
    self.x = x
    self.y = y
    self.blur = blur
    self.spread = spread
  }
}
