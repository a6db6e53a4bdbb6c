/// A token's value once every reference in it is resolved and it has been checked against its
/// type: plain Swift values, no JSON left.
public enum TokenValue: Hashable, Sendable {
  case color(TokenColor)
  case dimension(TokenDimension)
  /// Family names, most preferred first (a single string in the file is a list of one).
  case fontFamily([String])
  /// 1…1000; the format's keywords (`bold`, `extra-light`, …) are read as their numbers.
  case fontWeight(Double)
  case duration(TokenDuration)
  case cubicBezier(TokenCubicBezier)
  case number(Double)
  case strokeStyle(TokenStrokeStyle)
  case border(TokenBorder)
  case transition(TokenTransition)
  /// One shadow or several (the file may write one object or an array).
  case shadow([TokenShadow])
  case gradient([TokenGradientStop])
  case typography(TokenTypography)
  /// `$type: "string"`, an extension type outside the format (read with a warning): text.
  case string(String)

  public var type: TokenType {
    switch self {
    case .color: .color
    case .dimension: .dimension
    case .fontFamily: .fontFamily
    case .fontWeight: .fontWeight
    case .duration: .duration
    case .cubicBezier: .cubicBezier
    case .number: .number
    case .strokeStyle: .strokeStyle
    case .border: .border
    case .transition: .transition
    case .shadow: .shadow
    case .gradient: .gradient
    case .typography: .typography
    case .string: .string
    }
  }
}

/// A length: `px` or `rem`, as the format allows, or `em` or `vw` (read with a warning).
public struct TokenDimension: Hashable, Sendable {
  public enum Unit: String, CaseIterable, Sendable {
    case px, rem
    /// Relative to the font size: outside the format, read with a warning (`em-unit`).
    case em
    /// Relative to the viewport's width: outside the format, read with a warning (`vw-unit`);
    /// CSS keeps it, Swift has no viewport and leaves it out.
    case vw
  }
  public var value: Double
  public var unit: Unit

  public init(value: Double, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// Points, reading 1 px as 1 pt and 1 rem (and 1 em, at the web's default size) as 16 px.
  public var points: Double { unit == .px ? value : value * 16 }
}

/// A duration: `ms` or `s`.
public struct TokenDuration: Hashable, Sendable {
  public enum Unit: String, CaseIterable, Sendable {
    case ms, s
  }
  public var value: Double
  public var unit: Unit

  public init(value: Double, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  public var seconds: Double { unit == .s ? value : value / 1000 }
}

/// A cubic Bézier timing function: P1 (x1, y1) and P2 (x2, y2), x in 0…1.
public struct TokenCubicBezier: Hashable, Sendable {
  public var x1: Double
  public var y1: Double
  public var x2: Double
  public var y2: Double

  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }
}

/// A stroke style: one of CSS's keywords, or a dash pattern with its line cap.
public enum TokenStrokeStyle: Hashable, Sendable {
  public enum Keyword: String, CaseIterable, Sendable {
    case solid, dashed, dotted, double, groove, ridge, outset, inset
  }
  public enum LineCap: String, CaseIterable, Sendable {
    case round, butt, square
  }
  case keyword(Keyword)
  case dashes([TokenDimension], lineCap: LineCap)
}

public struct TokenBorder: Hashable, Sendable {
  public var color: TokenColor
  public var width: TokenDimension
  public var style: TokenStrokeStyle
}

public struct TokenTransition: Hashable, Sendable {
  public var duration: TokenDuration
  public var delay: TokenDuration
  public var timingFunction: TokenCubicBezier
}

public struct TokenShadow: Hashable, Sendable {
  public var color: TokenColor
  public var offsetX: TokenDimension
  public var offsetY: TokenDimension
  public var blur: TokenDimension
  public var spread: TokenDimension
  public var inset: Bool
}

public struct TokenGradientStop: Hashable, Sendable {
  public var color: TokenColor
  /// 0…1 as written; the format asks tools to clamp a position outside it when they draw.
  public var position: Double
}

/// A typography value. Every key the format requires is here; a file that leaves one out is
/// read with a warning (`missing-typography-key`) and that longhand is nil.
public struct TokenTypography: Hashable, Sendable {
  public var fontFamily: [String]?
  public var fontSize: TokenDimension?
  public var fontWeight: Double?
  public var letterSpacing: TokenDimension?
  /// A multiple of the font size.
  public var lineHeight: Double?
  /// A `lineHeight` written as a length that cannot be made a multiple of the font size (no
  /// font size in px or rem beside it; `line-height-dimension`): kept for CSS, nil otherwise.
  public var lineHeightLength: TokenDimension?

  public init(
    fontFamily: [String]? = nil, fontSize: TokenDimension? = nil, fontWeight: Double? = nil,
    letterSpacing: TokenDimension? = nil, lineHeight: Double? = nil
  ) {
    self.fontFamily = fontFamily
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.letterSpacing = letterSpacing
    self.lineHeight = lineHeight
  }
}
