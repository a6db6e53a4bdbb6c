/// The thirteen types of the Design Tokens Format Module 2025.10: seven simple ones and six
/// composites (§8 and §9 of the format). A token's type is never guessed from its value.
public enum TokenType: String, CaseIterable, Hashable, Sendable {
  case color
  case dimension
  case fontFamily
  case fontWeight
  case duration
  case cubicBezier
  case number
  case strokeStyle
  case border
  case transition
  case shadow
  case gradient
  case typography
  /// Not a type of the format: `$type: "string"`, which real files use for text tokens. Read
  /// with a warning (`string-type`) as opaque text; no theme role or typed export takes it.
  case string

  /// The format's own thirteen types.
  public static let formatTypes = allCases.filter { $0 != .string }

  /// The type each named part of a composite must have, so a `{alias}` in a part can be checked
  /// against its target's type and a `$ref` to a part can take its type from it.
  public var partTypes: [String: TokenType] {
    switch self {
    case .border: ["color": .color, "width": .dimension, "style": .strokeStyle]
    case .transition: ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier]
    case .shadow:
      [
        "color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension,
        "spread": .dimension,
      ]
    case .gradient: ["color": .color, "position": .number]
    case .typography:
      [
        "fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
        "letterSpacing": .dimension, "lineHeight": .number,
      ]
    case .strokeStyle: ["dashArray": .dimension]
    default: [:]
    }
  }

  /// Composites whose value may be an array of the object (several shadows, gradient stops).
  var isListOfParts: Bool { self == .shadow || self == .gradient }
}
