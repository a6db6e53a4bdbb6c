import SPTheme

extension LayoutNode {
  /// The block itself. It has no background, padding, scroll view or navigation of its own
  /// (O-ST-1): the host places it in a column of `environment.width` points.
  public struct Section: Hashable, Codable, Sendable {
    /// The block's name: `statsOverview`.
    public var block: String

    public init(block: String) { self.block = block }
  }

  /// A rounded surface with inner padding (the lead card and each tile, O-ST-2, O-ST-8).
  public struct Card: Hashable, Codable, Sendable {
    /// The surface's colour; with a `material`, the solid colour a renderer without blur paints.
    public var background: ColorValue
    public var cornerRadius: TokenLength
    /// Inner padding on all four edges.
    public var padding: TokenLength
    /// A blurred, translucent background drawn instead of `background` (SwiftUI
    /// `.thinMaterial`); absent: `background` is the surface.
    public var material: MaterialStyle?
    /// Points the card is at least tall; its content stays at the top-leading corner.
    public var minHeight: Double?
    /// The surface's shadow (the dashboard's cards sit at `e1`); absent: flat (2.1).
    public var elevation: ElevationValue?
    /// True: the card is as wide as its content and padding, up to the width offered (a pill,
    /// SwiftUI's `.fixedSize(horizontal: true, …)`); absent: it fills the width (2.1).
    public var hugsContent: Bool?

    public init(
      background: ColorValue, cornerRadius: TokenLength, padding: TokenLength, material: MaterialStyle? = nil,
      minHeight: Double? = nil, elevation: ElevationValue? = nil, hugsContent: Bool? = nil
    ) {
      self.background = background
      self.cornerRadius = cornerRadius
      self.padding = padding
      self.material = material
      self.minHeight = minHeight
      self.elevation = elevation
      self.hugsContent = hugsContent
    }
  }

  /// Children in a line, with `spacing` between them.
  public struct Stack: Hashable, Codable, Sendable {
    public var axis: Axis
    public var spacing: TokenLength
    /// Cross-axis alignment of the children.
    public var alignment: Alignment
    /// Points the stack is at least tall, its children centred in it (the empty chart keeps
    /// the chart's height, so the card does not jump between ranges).
    public var minHeight: Double?

    public enum Axis: String, Codable, Sendable {
      case horizontal, vertical
    }

    public enum Alignment: String, Codable, Sendable {
      case leading, center, trailing, top, bottom, firstTextBaseline
    }

    public init(axis: Axis, spacing: TokenLength, alignment: Alignment, minHeight: Double? = nil) {
      self.axis = axis
      self.spacing = spacing
      self.alignment = alignment
      self.minHeight = minHeight
    }
  }

  /// Equal columns filled row by row; a child's `columnSpan` takes several columns. The same
  /// `gutter` separates columns and rows.
  public struct Grid: Hashable, Codable, Sendable {
    public var columns: Int
    public var gutter: TokenLength

    public init(columns: Int, gutter: TokenLength) {
      self.columns = columns
      self.gutter = gutter
    }
  }

  /// Flexible space that pushes its siblings apart in a stack.
  public struct Spacer: Hashable, Codable, Sendable {
    /// Points it never shrinks below.
    public var minLength: Double

    public init(minLength: Double = 0) { self.minLength = minLength }
  }
}
