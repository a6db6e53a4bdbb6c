/// A problem inside one token's value, before it is placed in a file and a token path.
struct ValueProblem: Error, Sendable {
  var kind: ThemeError.Kind
  /// Path below the token (`$value.blur`); `$value` for the whole value.
  var subpath: String
  var expected: String
  var found: String

  init(_ kind: ThemeError.Kind, _ subpath: String = "$value", expected: String, found: String) {
    self.kind = kind
    self.subpath = subpath
    self.expected = expected
    self.found = found
  }

  /// The problem at its place: a whole-value problem at the token's own path
  /// (`color.accent`), a part of the value below it (`elevation.e1.$value.blur`).
  func placed(in token: ResolvedToken) -> ThemeError {
    ThemeError(
      kind, file: token.file, path: subpath == "$value" ? token.path : "\(token.path).\(subpath)",
      expected: expected, found: found)
  }
}

/// Readers for the Design Tokens types the themes use. Each takes a resolved value and the
/// path below the token to report at, and checks shape and range.
enum TokenValues {
  static let colorSyntax = "#RGB, #RRGGBB, #RRGGBBAA or an sRGB colour object"

  /// A hex string, or the 2025.10 colour object `{colorSpace: "srgb", components, alpha?, hex?}`.
  static func color(_ value: JSONValue, at path: String) throws(ValueProblem) -> RGBAColor {
    if let text = value.string {
      guard let color = RGBAColor(hex: text) else {
        throw ValueProblem(.badColor, path, expected: colorSyntax, found: value.summary)
      }
      return color
    }
    guard let object = value.object else {
      throw ValueProblem(.badColor, path, expected: colorSyntax, found: value.summary)
    }
    let space = object["colorSpace"] ?? .null
    guard space.string == "srgb" else {
      throw ValueProblem(.badColor, path + ".colorSpace", expected: "\"srgb\"", found: space.summary)
    }
    let components = object["components"] ?? .null
    guard let items = components.array, items.count == 3 else {
      throw ValueProblem(
        .badColor, path + ".components", expected: "three numbers 0…1", found: components.summary)
    }
    var channels: [Double] = []
    for (index, item) in items.enumerated() {
      channels.append(try number(item, at: "\(path).components[\(index)]", in: 0...1))
    }
    let alpha =
      try object["alpha"].map { (a) throws(ValueProblem) in try number(a, at: path + ".alpha", in: 0...1) }
      ?? 1
    // The fallback is not drawn, but an export may write it: checked as the DTCG reader does.
    if let hex = object["hex"], !(hex.string.map(TokenColor.isHexFallback) ?? false) {
      throw ValueProblem(
        .badColor, path + ".hex", expected: TokenColor.hexFallbackExpectation, found: hex.summary)
    }
    return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
  }

  static func number(
    _ value: JSONValue, at path: String, in range: ClosedRange<Double>? = nil, rangeText: String? = nil
  ) throws(ValueProblem) -> Double {
    guard let number = value.number else {
      throw ValueProblem(.wrongType, path, expected: "a number", found: value.summary)
    }
    if let range, !range.contains(number) {
      let text =
        rangeText ?? "a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
      throw ValueProblem(.outOfRange, path, expected: text, found: value.summary)
    }
    return number
  }

  /// The largest length a theme may give, in points, either way from zero.
  static let maximumLength = 10_000.0

  /// `{value, unit: "px" | "rem"}` in points (1 px = 1 pt, 1 rem = 16 pt), at most
  /// `maximumLength` from zero.
  static func dimension(_ value: JSONValue, at path: String, allowsNegative: Bool) throws(ValueProblem)
    -> Double
  {
    guard let object = value.object else {
      throw ValueProblem(
        .wrongType, path, expected: "a dimension {\"value\": 12, \"unit\": \"px\"}", found: value.summary)
    }
    let unit = object["unit"] ?? .null
    let scale: Double
    switch unit.string {
    case "px": scale = 1
    case "rem": scale = 16
    default:
      throw ValueProblem(.wrongType, path + ".unit", expected: "\"px\" or \"rem\"", found: unit.summary)
    }
    let amount = try number(object["value"] ?? .null, at: path + ".value")
    if !allowsNegative && amount < 0 {
      throw ValueProblem(
        .outOfRange, path + ".value", expected: "a length of 0 or more", found: formatNumber(amount))
    }
    // Far beyond any screen, far below where the compiler's arithmetic (scaling to the pixel
    // grid, sums of spacing) would overflow a Double into a length JSON cannot hold.
    guard abs(amount * scale) <= maximumLength else {
      throw ValueProblem(
        .outOfRange, path + ".value", expected: "a length of at most \(formatNumber(maximumLength)) points",
        found: formatNumber(amount) + (scale == 1 ? "" : " rem"))
    }
    return amount * scale
  }

  /// The shortest and longest durations a theme may give, in seconds: 10 ms (under one frame
  /// at 60 Hz, and far above the tree's 1 ms rounding, so no duration is written as 0, nor a
  /// spring's settling time) to 10 s (far beyond any interface motion; a spring's derived
  /// constants stay finite and above the rounding).
  static let durations: ClosedRange<Double> = 0.01...10

  /// `{value, unit: "ms" | "s"}` in seconds, in `durations`.
  static func duration(_ value: JSONValue, at path: String) throws(ValueProblem) -> Double {
    guard let object = value.object else {
      throw ValueProblem(
        .wrongType, path, expected: "a duration {\"value\": 350, \"unit\": \"ms\"}", found: value.summary)
    }
    let unit = object["unit"] ?? .null
    // Divide rather than multiply by 0.001 so 350 ms is exactly the double nearest 0.35 s.
    let perSecond: Double
    switch unit.string {
    case "ms": perSecond = 1000
    case "s": perSecond = 1
    default: throw ValueProblem(.wrongType, path + ".unit", expected: "\"ms\" or \"s\"", found: unit.summary)
    }
    let amount = try number(object["value"] ?? .null, at: path + ".value")
    let seconds = amount / perSecond
    guard durations.contains(seconds) else {
      throw ValueProblem(
        .outOfRange, path + ".value", expected: "a duration from 10 ms to 10 s",
        found: formatNumber(amount) + " " + (unit.string ?? ""))
    }
    return seconds
  }

  /// The range of a `number` token (a palette value only aliases read): wide enough for any
  /// ratio, opacity or count a design gives, small enough that no arithmetic on it overflows.
  static let plainNumbers: ClosedRange<Double> = -1_000_000...1_000_000

  /// A spring's bounce: SwiftUI's own range is open at −1 and 1 (an infinite damping ratio, a
  /// spring that never settles); ±0.9 keeps the derived damping ratio within 0.1…10, so the
  /// settling time of any allowed duration is finite and at least 2 ms.
  static let bounces: ClosedRange<Double> = -0.9...0.9

  /// `[x1, y1, x2, y2]` with both x in 0…1, as CSS `cubic-bezier()` requires.
  static func cubicBezier(_ value: JSONValue, at path: String) throws(ValueProblem) -> [Double] {
    guard let items = value.array, items.count == 4 else {
      throw ValueProblem(.wrongType, path, expected: "four numbers [x1, y1, x2, y2]", found: value.summary)
    }
    var points: [Double] = []
    for (index, item) in items.enumerated() {
      let isX = index % 2 == 0
      points.append(try number(item, at: "\(path)[\(index)]", in: isX ? 0...1 : -10...10))
    }
    return points
  }

  /// A family name, or a list whose first entry is the family (the rest are fallbacks).
  static func fontFamily(_ value: JSONValue, at path: String) throws(ValueProblem) -> String {
    if let name = value.string, !name.isEmpty { return name }
    if let first = value.array?.first?.string, !first.isEmpty { return first }
    throw ValueProblem(
      .wrongType, path, expected: "a font family name or a list of names", found: value.summary)
  }

  /// Names the Design Tokens format defines, plus SwiftUI's spellings.
  static let weightNames: [String: FontWeight] = {
    var names: [String: FontWeight] = [
      "hairline": .ultraLight, "extra-light": .thin, "ultra-light": .thin, "normal": .regular,
      "book": .regular,
      "semi-bold": .semibold, "demi-bold": .semibold, "extra-bold": .heavy, "ultra-bold": .heavy,
      "extra-black": FontWeight(950), "ultra-black": FontWeight(950),
    ]
    for (name, weight) in FontWeight.named { names[name] = weight }
    return names
  }()

  /// A weight 1…1000 or a weight name.
  static func fontWeight(_ value: JSONValue, at path: String) throws(ValueProblem) -> FontWeight {
    if let name = value.string {
      guard let weight = weightNames[name] else {
        throw ValueProblem(
          .wrongType, path, expected: "a weight 1…1000 or \(oneOf(weightNames.keys))", found: value.summary)
      }
      return weight
    }
    let number = try number(value, at: path, in: 1...1000, rangeText: "a weight from 1 to 1000")
    guard number.rounded() == number else {
      throw ValueProblem(.outOfRange, path, expected: "a whole-number weight", found: value.summary)
    }
    return FontWeight(Int(number))
  }

  /// `{color, offsetX, offsetY, blur, spread}`: one drop shadow.
  static func shadow(_ value: JSONValue, at path: String) throws(ValueProblem) -> Shadow {
    guard let object = value.object else {
      throw ValueProblem(
        .wrongType, path, expected: "one shadow {color, offsetX, offsetY, blur, spread}", found: value.summary
      )
    }
    func field(_ name: String) throws(ValueProblem) -> JSONValue {
      guard let field = object[name] else {
        throw ValueProblem(.missingToken, "\(path).\(name)", expected: "a \(name)", found: "nothing")
      }
      return field
    }
    return Shadow(
      color: try color(try field("color"), at: path + ".color"),
      x: try dimension(try field("offsetX"), at: path + ".offsetX", allowsNegative: true),
      y: try dimension(try field("offsetY"), at: path + ".offsetY", allowsNegative: true),
      blur: try dimension(try field("blur"), at: path + ".blur", allowsNegative: false),
      spread: try object["spread"].map { (s) throws(ValueProblem) in
        try dimension(s, at: path + ".spread", allowsNegative: true)
      } ?? 0)
  }
}
