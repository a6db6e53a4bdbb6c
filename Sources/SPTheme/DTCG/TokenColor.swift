/// A colour as the 2025.10 format writes it: a colour space, its components (any of them may be
/// `none`), alpha, and an optional `#RRGGBB` fallback.
///
/// Kept as written, so an export can write it back unchanged; `sRGB` converts it for drawing.
public struct TokenColor: Hashable, Sendable {
  /// What a colour object's `hex` fallback must be, in both theme formats' words.
  static let hexFallbackExpectation = "a 6-digit CSS hex colour, #RRGGBB"

  /// Whether `text` is a `hex` fallback the format allows: `#` and six hex digits, as the DTCG
  /// reader (`TokenValueDecoder.color`) checks it; the theme format's colour object checks it
  /// here.
  static func isHexFallback(_ text: String) -> Bool {
    text.utf8.count == 7 && text.hasPrefix("#") && text.dropFirst().allSatisfy { $0.isASCII && $0.isHexDigit }
  }

  /// The fourteen colour spaces the format names, with CSS Color 4's meaning.
  public enum Space: String, CaseIterable, Hashable, Sendable {
    /// A component's name and range, as the format's table gives it.
    typealias ComponentRange = (name: String, lower: Double, upper: Double, upperIsOpen: Bool)

    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD50 = "xyz-d50"
    case xyzD65 = "xyz-d65"

    /// Every space's ranges, built once (a document may hold thousands of colours), in
    /// declaration (`allCases`) order.
    private static let rangesInOrder: [[ComponentRange]] = allCases.map(\.componentRanges)

    /// The space's component ranges, without building them again (or hashing the space).
    var ranges: [ComponentRange] {
      let ordinal: Int =
        switch self {
        case .srgb: 0
        case .srgbLinear: 1
        case .hsl: 2
        case .hwb: 3
        case .lab: 4
        case .lch: 5
        case .oklab: 6
        case .oklch: 7
        case .displayP3: 8
        case .a98RGB: 9
        case .prophotoRGB: 10
        case .rec2020: 11
        case .xyzD50: 12
        case .xyzD65: 13
        }
      return Self.rangesInOrder[ordinal]
    }

    /// Each component's range from the format's table; `upperIsOpen` for hues, which may be 0
    /// but not 360.
    var componentRanges: [ComponentRange] {
      let unit = [("red", 0.0, 1.0, false), ("green", 0, 1, false), ("blue", 0, 1, false)]
      let hue = ("hue", 0.0, 360.0, true)
      let inf = Double.infinity
      switch self {
      case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return unit
      case .hsl: return [hue, ("saturation", 0, 100, false), ("lightness", 0, 100, false)]
      case .hwb: return [hue, ("whiteness", 0, 100, false), ("blackness", 0, 100, false)]
      case .lab: return [("lightness", 0, 100, false), ("a", -inf, inf, false), ("b", -inf, inf, false)]
      case .lch: return [("lightness", 0, 100, false), ("chroma", 0, inf, false), hue]
      case .oklab: return [("lightness", 0, 1, false), ("a", -inf, inf, false), ("b", -inf, inf, false)]
      case .oklch: return [("lightness", 0, 1, false), ("chroma", 0, inf, false), hue]
      case .xyzD50, .xyzD65: return [("x", 0, 1, false), ("y", 0, 1, false), ("z", 0, 1, false)]
      }
    }
  }

  public var space: Space
  /// The components in the space's order; nil where the file writes `"none"`.
  public var components: [Double?]
  public var alpha: Double
  /// The file's `#RRGGBB` fallback, if it gives one.
  public var hex: String?

  public init(space: Space, components: [Double?], alpha: Double = 1, hex: String? = nil) {
    self.space = space
    self.components = components
    self.alpha = alpha
    self.hex = hex
  }
}
