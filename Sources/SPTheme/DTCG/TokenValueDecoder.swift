/// Checks a resolved value against its type (format §8 and §9) and turns it into a
/// `TokenValue`, reporting each problem at the part of the value it is in.
struct TokenValueDecoder {
  let file: String
  let allowsHexColorStrings: Bool
  var problems: [TokenProblem] = []

  init(file: String, allowsHexColorStrings: Bool) {
    self.file = file
    self.allowsHexColorStrings = allowsHexColorStrings
  }

  /// A problem inside a value; thrown to unwind out of the composite it is in.
  struct Invalid: Error {}

  private mutating func fail(_ pointer: JSONPointer, expected: String, found: JSONValue) -> Invalid {
    problems.append(
      TokenProblem(
        .invalidValue, file: file, pointer: pointer.description, expected: expected, found: found.summary))
    return Invalid()
  }

  mutating func decode(_ value: JSONValue, as type: TokenType, at pointer: @autoclosure () -> JSONPointer)
    -> TokenValue?
  {
    do throws(Invalid) {
      switch type {
      case .color: return .color(try color(value, at: pointer()))
      case .dimension: return .dimension(try dimension(value, at: pointer()))
      case .fontFamily: return .fontFamily(try fontFamily(value, at: pointer()))
      case .fontWeight: return .fontWeight(try fontWeight(value, at: pointer()))
      case .duration: return .duration(try duration(value, at: pointer()))
      case .cubicBezier: return .cubicBezier(try cubicBezier(value, at: pointer()))
      case .number: return .number(try number(value, at: pointer()))
      case .strokeStyle: return .strokeStyle(try strokeStyle(value, at: pointer()))
      case .border: return .border(try border(value, at: pointer()))
      case .transition: return .transition(try transition(value, at: pointer()))
      case .shadow:
        if case .array(let items) = value {
          guard !items.isEmpty else {
            throw fail(pointer(), expected: "one shadow or a non-empty array", found: value)
          }
          var shadows: [TokenShadow] = []
          for (position, item) in items.enumerated() {
            shadows.append(try shadow(item, at: pointer().appending(position)))
          }
          return .shadow(shadows)
        }
        return .shadow([try shadow(value, at: pointer())])
      case .gradient: return .gradient(try gradient(value, at: pointer()))
      case .typography: return .typography(try typography(value, at: pointer()))
      }
    } catch {
      return nil
    }
  }

  // MARK: - Composite helpers

  /// The object's members, after checking it has exactly `required` (and perhaps `optional`).
  private mutating func members(
    _ value: JSONValue, of what: String, required: [String], optional: [String] = [],
    at pointer: @autoclosure () -> JSONPointer
  ) throws(Invalid) -> [String: JSONValue] {
    guard let object = value.object else {
      throw fail(pointer(), expected: "\(what) object with \(required.joined(separator: ", "))", found: value)
    }
    for key in required where object[key] == nil {
      problems.append(
        TokenProblem(
          .invalidValue, file: file, pointer: pointer().appending(key).description,
          expected: "\(what)'s \(key)",
          found: "nothing"))
      throw Invalid()
    }
    for key in object.keys where !required.contains(key) && !optional.contains(key) {
      throw fail(
        pointer().appending(key),
        expected: "only \((required + optional).joined(separator: ", ")) in \(what)",
        found: .string(key))
    }
    return object
  }

  private mutating func number(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> Double
  {
    guard let number = value.number else { throw fail(pointer(), expected: "a number", found: value) }
    return number
  }

  // MARK: - Simple types

  mutating func color(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenColor
  {
    if allowsHexColorStrings, let text = value.string, let rgba = RGBAColor(hex: text) {
      return TokenColor(space: .srgb, components: [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha)
    }
    // Thousands of colours in a large file: the members are sorted out in one pass over the
    // object, and `members` (a lookup for each name it checks) runs only to report a problem.
    var spaceMember: JSONValue?
    var componentsMember: JSONValue?
    var alphaMember: JSONValue?
    var hexMember: JSONValue?
    var unknown = false
    if case .object(let object) = value {
      for (key, member) in object {
        switch key {
        case "colorSpace": spaceMember = member
        case "components": componentsMember = member
        case "alpha": alphaMember = member
        case "hex": hexMember = member
        default: unknown = true
        }
      }
    }
    guard let spaceValue = spaceMember, let componentsValue = componentsMember, !unknown else {
      _ = try members(
        value, of: "a colour", required: ["colorSpace", "components"], optional: ["alpha", "hex"],
        at: pointer())
      throw fail(pointer(), expected: "a colour object", found: value)  // not reached: `members` throws
    }
    guard let name = spaceValue.string, let space = TokenColor.Space(rawValue: name) else {
      throw fail(
        pointer().appending("colorSpace"),
        expected: "one of \(TokenColor.Space.allCases.map(\.rawValue).joined(separator: ", "))",
        found: spaceValue)
    }
    let ranges = space.ranges
    guard let items = componentsValue.array, items.count == ranges.count else {
      throw fail(
        pointer().appending("components"), expected: "an array of \(ranges.count) components for \(name)",
        found: componentsValue)
    }
    var components: [Double?] = []
    components.reserveCapacity(items.count)
    for (position, item) in items.enumerated() {
      if item.string == "none" {
        components.append(nil)
        continue
      }
      let range = ranges[position]
      guard let component = item.number else {
        throw fail(
          pointer().appending("components").appending(position),
          expected: "a number or \"none\" (\(range.name))", found: item)
      }
      let aboveRange = range.upperIsOpen ? component >= range.upper : component > range.upper
      if component < range.lower || aboveRange {
        let upper = range.upper.isInfinite ? "∞" : formatNumber(range.upper)
        let lower = range.lower.isInfinite ? "−∞" : formatNumber(range.lower)
        throw fail(
          pointer().appending("components").appending(position),
          expected: "\(range.name) in [\(lower), \(upper)\(range.upperIsOpen ? ")" : "]") for \(name)",
          found: item)
      }
      components.append(component)
    }
    var alpha = 1.0
    if let alphaValue = alphaMember {
      alpha = try number(alphaValue, at: pointer().appending("alpha"))
      guard (0...1).contains(alpha) else {
        throw fail(pointer().appending("alpha"), expected: "alpha in [0, 1]", found: alphaValue)
      }
    }
    var hex: String?
    if let hexValue = hexMember {
      guard let text = hexValue.string, text.utf8.count == 7, text.hasPrefix("#"),
        text.dropFirst().allSatisfy({ $0.isASCII && $0.isHexDigit })
      else {
        throw fail(pointer().appending("hex"), expected: "a 6-digit CSS hex colour, #RRGGBB", found: hexValue)
      }
      hex = text
    }
    return TokenColor(space: space, components: components, alpha: alpha, hex: hex)
  }

  mutating func dimension(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenDimension
  {
    let object = try members(value, of: "a dimension", required: ["value", "unit"], at: pointer())
    let amount = try number(object["value"]!, at: pointer().appending("value"))
    guard let unit = object["unit"]!.string.flatMap(TokenDimension.Unit.init(rawValue:)) else {
      throw fail(pointer().appending("unit"), expected: "\"px\" or \"rem\"", found: object["unit"]!)
    }
    return TokenDimension(value: amount, unit: unit)
  }

  mutating func duration(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenDuration
  {
    let object = try members(value, of: "a duration", required: ["value", "unit"], at: pointer())
    let amount = try number(object["value"]!, at: pointer().appending("value"))
    guard let unit = object["unit"]!.string.flatMap(TokenDuration.Unit.init(rawValue:)) else {
      throw fail(pointer().appending("unit"), expected: "\"ms\" or \"s\"", found: object["unit"]!)
    }
    return TokenDuration(value: amount, unit: unit)
  }

  mutating func fontFamily(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> [String]
  {
    if let name = value.string, !name.isEmpty { return [name] }
    guard let items = value.array, !items.isEmpty else {
      throw fail(pointer(), expected: "a family name or a non-empty array of names", found: value)
    }
    var names: [String] = []
    for (position, item) in items.enumerated() {
      guard let name = item.string, !name.isEmpty else {
        throw fail(pointer().appending(position), expected: "a family name", found: item)
      }
      names.append(name)
    }
    return names
  }

  /// The format's weight keywords (§8.4), case-sensitive.
  static let weightKeywords: [String: Double] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
    "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
    "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]

  mutating func fontWeight(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> Double
  {
    if let text = value.string {
      guard let weight = Self.weightKeywords[text] else {
        throw fail(
          pointer(),
          expected: "a weight keyword (\(Self.weightKeywords.keys.sorted().joined(separator: ", ")))",
          found: value)
      }
      return weight
    }
    guard let weight = value.number, (1...1000).contains(weight) else {
      throw fail(pointer(), expected: "a weight from 1 to 1000 or a keyword", found: value)
    }
    return weight
  }

  mutating func cubicBezier(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenCubicBezier
  {
    guard let items = value.array, items.count == 4 else {
      throw fail(pointer(), expected: "an array of four numbers [x1, y1, x2, y2]", found: value)
    }
    var numbers: [Double] = []
    for (position, item) in items.enumerated() {
      let component = try number(item, at: pointer().appending(position))
      if position % 2 == 0, !(0...1).contains(component) {
        throw fail(pointer().appending(position), expected: "an x coordinate in [0, 1]", found: item)
      }
      numbers.append(component)
    }
    return TokenCubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
  }

  // MARK: - Composites

  mutating func strokeStyle(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenStrokeStyle
  {
    if let text = value.string {
      guard let keyword = TokenStrokeStyle.Keyword(rawValue: text) else {
        throw fail(
          pointer(),
          expected:
            "one of \(TokenStrokeStyle.Keyword.allCases.map(\.rawValue).joined(separator: ", ")) or a dash object",
          found: value)
      }
      return .keyword(keyword)
    }
    let object = try members(value, of: "a stroke style", required: ["dashArray", "lineCap"], at: pointer())
    guard let items = object["dashArray"]!.array, !items.isEmpty else {
      throw fail(
        pointer().appending("dashArray"), expected: "a non-empty array of dimensions",
        found: object["dashArray"]!)
    }
    var dashes: [TokenDimension] = []
    for (position, item) in items.enumerated() {
      dashes.append(try dimension(item, at: pointer().appending("dashArray").appending(position)))
    }
    guard let cap = object["lineCap"]!.string.flatMap(TokenStrokeStyle.LineCap.init(rawValue:)) else {
      throw fail(
        pointer().appending("lineCap"), expected: "\"round\", \"butt\" or \"square\"",
        found: object["lineCap"]!
      )
    }
    return .dashes(dashes, lineCap: cap)
  }

  mutating func border(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenBorder
  {
    let object = try members(value, of: "a border", required: ["color", "width", "style"], at: pointer())
    return TokenBorder(
      color: try color(object["color"]!, at: pointer().appending("color")),
      width: try dimension(object["width"]!, at: pointer().appending("width")),
      style: try strokeStyle(object["style"]!, at: pointer().appending("style")))
  }

  mutating func transition(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenTransition
  {
    let object = try members(
      value, of: "a transition", required: ["duration", "delay", "timingFunction"], at: pointer())
    return TokenTransition(
      duration: try duration(object["duration"]!, at: pointer().appending("duration")),
      delay: try duration(object["delay"]!, at: pointer().appending("delay")),
      timingFunction: try cubicBezier(object["timingFunction"]!, at: pointer().appending("timingFunction")))
  }

  mutating func shadow(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenShadow
  {
    let object = try members(
      value, of: "a shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"],
      at: pointer())
    var inset = false
    if let insetValue = object["inset"] {
      guard case .bool(let flag) = insetValue else {
        throw fail(pointer().appending("inset"), expected: "true or false", found: insetValue)
      }
      inset = flag
    }
    return TokenShadow(
      color: try color(object["color"]!, at: pointer().appending("color")),
      offsetX: try dimension(object["offsetX"]!, at: pointer().appending("offsetX")),
      offsetY: try dimension(object["offsetY"]!, at: pointer().appending("offsetY")),
      blur: try dimension(object["blur"]!, at: pointer().appending("blur")),
      spread: try dimension(object["spread"]!, at: pointer().appending("spread")), inset: inset)
  }

  mutating func gradient(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> [TokenGradientStop]
  {
    guard let items = value.array, !items.isEmpty else {
      throw fail(pointer(), expected: "a non-empty array of gradient stops", found: value)
    }
    var stops: [TokenGradientStop] = []
    for (position, item) in items.enumerated() {
      let object = try members(
        item, of: "a gradient stop", required: ["color", "position"], at: pointer().appending(position))
      stops.append(
        TokenGradientStop(
          color: try color(object["color"]!, at: pointer().appending(position).appending("color")),
          position: try number(object["position"]!, at: pointer().appending(position).appending("position"))))
    }
    return stops
  }

  mutating func typography(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenTypography
  {
    let object = try members(
      value, of: "a typography",
      required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], at: pointer())
    return TokenTypography(
      fontFamily: try fontFamily(object["fontFamily"]!, at: pointer().appending("fontFamily")),
      fontSize: try dimension(object["fontSize"]!, at: pointer().appending("fontSize")),
      fontWeight: try fontWeight(object["fontWeight"]!, at: pointer().appending("fontWeight")),
      letterSpacing: try dimension(object["letterSpacing"]!, at: pointer().appending("letterSpacing")),
      lineHeight: try number(object["lineHeight"]!, at: pointer().appending("lineHeight")))
  }
}
