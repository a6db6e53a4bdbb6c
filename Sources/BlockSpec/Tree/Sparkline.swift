import SPTheme

extension LayoutNode {
  /// A small trend line without axes, legend or dates: an area under a line, both in the tint
  /// (S-3). Its width is the parent's; it is hidden from accessibility, whose words are the
  /// tile's.
  public struct Sparkline: Hashable, Codable, Sendable {
    /// Points.
    public var height: Double
    public var domain: Domain
    /// The values drawn, left to right: `[x, y]` pairs, `x` the value's position among the
    /// trend's finite values (0 … `domain.xUpper`), `y` the value.
    public var points: [Point]
    /// The finite values before reduction (`points` holds fewer past two per point of width).
    public var originalCount: Int
    /// The line: the tint, 2.5 pt, round caps and joins.
    public var line: Stroke
    /// The area from `domain.yLower` up to the line, filled top to bottom.
    public var area: GradientFill
    public var interpolation: LayoutNode.Chart.Series.Interpolation
    public var placement: Placement

    /// `x` runs over `xLower … xUpper` (0 … count − 1), `y` over `yLower … yUpper`, in the
    /// trend's own units (S-2).
    public struct Domain: Hashable, Codable, Sendable {
      public var xLower: Double
      public var xUpper: Double
      public var yLower: Double
      public var yUpper: Double

      public init(xLower: Double, xUpper: Double, yLower: Double, yUpper: Double) {
        self.xLower = xLower
        self.xUpper = xUpper
        self.yLower = yLower
        self.yUpper = yUpper
      }
    }

    /// A drawn value, written as the pair `[x, y]`.
    public struct Point: Hashable, Codable, Sendable {
      public var x: Double
      public var y: Double

      public init(x: Double, y: Double) {
        self.x = x
        self.y = y
      }

      public init(from decoder: any Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        x = try pair.decode(Double.self)
        y = try pair.decode(Double.self)
        guard pair.isAtEnd else {
          throw DecodingError.dataCorruptedError(
            in: pair, debugDescription: "expected a sparkline point [x, y] of two numbers")
        }
      }

      public func encode(to encoder: any Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(x)
        try pair.encode(y)
      }
    }

    public enum Placement: String, Codable, Sendable, CaseIterable {
      /// Behind the other children of its parent `card`, edge to edge across the card (padding
      /// ignored), on the card's bottom edge, clipped by its corners (S-4).
      case backdrop
      /// In line with its siblings, as wide as its parent offers.
      case inline
    }

    public init(
      height: Double, domain: Domain, points: [Point], originalCount: Int, line: Stroke, area: GradientFill,
      interpolation: LayoutNode.Chart.Series.Interpolation, placement: Placement
    ) {
      self.height = height
      self.domain = domain
      self.points = points
      self.originalCount = originalCount
      self.line = line
      self.area = area
      self.interpolation = interpolation
      self.placement = placement
    }
  }

  /// A scrolling screen with a background and padding: the sparkline tile's demo (S-10). Its
  /// children are laid out one under another in the padded width.
  public struct Screen: Hashable, Codable, Sendable {
    public var background: GradientFill
    /// On all four edges.
    public var padding: TokenLength
    /// True: the content scrolls vertically when taller than the screen.
    public var scrolls: Bool
    /// A clock the renderer runs while the screen is shown; absent when nothing ticks (under
    /// Reduce Motion).
    public var tick: Tick?

    /// Every `interval` seconds the renderer compiles again with the state's `tick` input set
    /// to `(tick + 1) % modulo`.
    public struct Tick: Hashable, Codable, Sendable {
      /// The state input it advances: `tick`.
      public var input: String
      /// Seconds.
      public var interval: Double
      public var modulo: Int

      public init(input: String, interval: Double, modulo: Int) {
        self.input = input
        self.interval = interval
        self.modulo = modulo
      }
    }

    public init(background: GradientFill, padding: TokenLength, scrolls: Bool, tick: Tick?) {
      self.background = background
      self.padding = padding
      self.scrolls = scrolls
      self.tick = tick
    }
  }
}

/// A linear gradient: `colors` evenly spaced from the `start` edge to the `end` edge.
public struct GradientFill: Hashable, Codable, Sendable {
  public var colors: [ColorValue]
  public var start: Anchor
  public var end: Anchor

  public enum Anchor: String, Codable, Sendable, CaseIterable {
    case top, bottom, leading, trailing
  }

  public init(colors: [ColorValue], start: Anchor, end: Anchor) {
    self.colors = colors
    self.start = start
    self.end = end
  }
}
