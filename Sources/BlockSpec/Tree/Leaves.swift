import SPTheme

extension LayoutNode {
  /// A run of text in one font and colour.
  public struct Text: Hashable, Codable, Sendable {
    public var string: String
    /// Resolved for the environment's Dynamic Type size; `font.clamp` is the clamp a live
    /// renderer applies, `font.monospacedDigits` asks for tabular figures.
    public var font: ResolvedFont
    public var color: ColorValue
    /// At most this many lines; absent means unlimited.
    public var lineLimit: Int?
    /// The text shrinks down to this fraction of its size to fit its width instead of
    /// truncating (O-DT-2); absent means it never shrinks.
    public var minimumScaleFactor: Double?
    /// A figure whose digits roll to a new value (numeric text transition, O-MO-1). False
    /// under Reduce Motion, where the change is a fade.
    public var numericRoll: Bool

    public init(
      string: String, font: ResolvedFont, color: ColorValue, lineLimit: Int? = nil,
      minimumScaleFactor: Double? = nil, numericRoll: Bool = false
    ) {
      self.string = string
      self.font = font
      self.color = color
      self.lineLimit = lineLimit
      self.minimumScaleFactor = minimumScaleFactor
      self.numericRoll = numericRoll
    }
  }

  /// A symbol, named as SF Symbols names it (`chevron.right`, `arrow.up.right`), sized by `font`.
  public struct Icon: Hashable, Codable, Sendable {
    public var symbol: String
    public var font: ResolvedFont
    public var color: ColorValue

    public init(symbol: String, font: ResolvedFont, color: ColorValue) {
      self.symbol = symbol
      self.font = font
      self.color = color
    }
  }

  /// A placeholder shape where content will be, while it loads (O-SS-1, O-SS-2).
  public struct Ghost: Hashable, Codable, Sendable {
    public var shape: Shape
    /// Width as a fraction (0…1] of the space the parent offers, so a ghost never asks for more
    /// width than there is (O-DT-5).
    public var widthFraction: Double
    /// Points.
    public var height: Double
    public var cornerRadius: TokenLength
    public var color: ColorValue

    public enum Shape: String, Codable, Sendable {
      case roundedRectangle, capsule
    }

    public init(
      shape: Shape, widthFraction: Double, height: Double, cornerRadius: TokenLength, color: ColorValue
    ) {
      self.shape = shape
      self.widthFraction = widthFraction
      self.height = height
      self.cornerRadius = cornerRadius
      self.color = color
    }
  }
}
