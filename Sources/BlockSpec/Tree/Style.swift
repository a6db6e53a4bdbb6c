/// A colour as the tree carries it: the theme token it came from (so a native renderer maps it
/// to its own asset), the opacity applied on use, and the resolved sRGB value a dumb renderer
/// paints (`#RRGGBB`, or `#RRGGBBAA` when not opaque, opacity already applied).
public struct ColorValue: Hashable, Codable, Sendable {
  /// `color.textSecondary`.
  public var token: String
  /// The opacity applied to the token's colour ("textTertiary at 60 %"); absent means 1.
  public var opacity: Double?
  public var value: String

  public init(token: String, opacity: Double? = nil, value: String) {
    self.token = token
    self.opacity = opacity
    self.value = value
  }
}

/// A length from the theme's space or radius scale: `{"token": "space.md", "value": 12}`.
public struct TokenLength: Hashable, Codable, Sendable {
  public var token: String
  /// Points.
  public var value: Double

  public init(token: String, value: Double) {
    self.token = token
    self.value = value
  }
}

/// How a line is stroked: the chart's series and the scrub rule.
public struct Stroke: Hashable, Codable, Sendable {
  public var color: ColorValue
  /// Points.
  public var width: Double
  /// On, off lengths in points; empty for a solid line.
  public var dash: [Double]
  public var lineCap: LineCap
  /// How segments meet; absent: the renderer's default (miter).
  public var lineJoin: LineJoin?

  public enum LineCap: String, Codable, Sendable {
    case butt, round
  }

  public enum LineJoin: String, Codable, Sendable {
    case miter, round, bevel
  }

  public init(
    color: ColorValue, width: Double, dash: [Double] = [], lineCap: LineCap = .round,
    lineJoin: LineJoin? = nil
  ) {
    self.color = color
    self.width = width
    self.dash = dash
    self.lineCap = lineCap
    self.lineJoin = lineJoin
  }
}
