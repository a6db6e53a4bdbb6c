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

  /// A deviation the read takes: a warning (an error when the options refuse it).
  private mutating func warn(
    _ deviation: TokenProblem.Deviation, _ pointer: JSONPointer, expected: String, found: String
  ) {
    warn(deviation, .invalidValue, pointer, expected: expected, found: found)
  }

  private mutating func warn(
    _ deviation: TokenProblem.Deviation, _ kind: TokenProblem.Kind, _ pointer: JSONPointer,
    expected: String, found: String
  ) {
    problems.append(
      TokenProblem(
        deviation, kind, file: file, pointer: pointer.description, expected: expected, found: found))
  }

  /// Runs one part of a composite, so a problem in one part does not hide one in the next:
  /// nil (and `failed` set) when the part has a problem, already reported.
  private mutating func part<T>(
    _ failed: inout Bool, _ body: (inout TokenValueDecoder) throws(Invalid) -> T
  ) -> T? {
    do throws(Invalid) {
      return try body(&self)
    } catch {
      failed = true
      return nil
    }
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
          var failed = false
          for (position, item) in items.enumerated() {
            if let one = part(
              &failed,
              { decoder throws(Invalid) in
                try decoder.shadow(item, at: pointer().appending(position))
              })
            {
              shadows.append(one)
            }
          }
          if failed { throw Invalid() }
          return .shadow(shadows)
        }
        return .shadow([try shadow(value, at: pointer())])
      case .gradient: return .gradient(try gradient(value, at: pointer()))
      case .typography: return .typography(try typography(value, at: pointer()))
      case .string:
        guard let text = value.string else { throw fail(pointer(), expected: "a string", found: value) }
        return .string(text)
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
    if object.count == required.count, required.allSatisfy({ object[$0] != nil }) { return object }
    var missing = false
    for key in required where object[key] == nil {
      missing = true
      problems.append(
        TokenProblem(
          .invalidValue, file: file, pointer: pointer().appending(key).description,
          expected: "\(what)'s \(key)",
          found: "nothing"))
    }
    // Every unknown key, each a warning (sorted when reported, so hash order is never seen).
    for key in object.keys.sorted() where !required.contains(key) && !optional.contains(key) {
      warn(
        .unknownKey, .unknownProperty, pointer().appending(key),
        expected: "only \((required + optional).joined(separator: ", ")) in \(what) (the key is ignored)",
        found: "\"\(key)\"")
    }
    if missing { throw Invalid() }
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
    if let text = value.string, let rgba = RGBAColor(hex: text) {
      // Our own theme files write hex strings, so their reading admits them silently; a token
      // file's is the drafts' form before 2025.10, read with a warning (`hex-string`).
      if !allowsHexColorStrings {
        warn(
          .hexString, pointer(), expected: "a colour object {\"colorSpace\", \"components\"}",
          found: "\(value.summary) (read as an sRGB colour)")
      }
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
    if spaceMember == nil || componentsMember == nil || unknown {
      // Reports every missing member and warns of every unknown one; throws when one is missing.
      _ = try members(
        value, of: "a colour", required: ["colorSpace", "components"], optional: ["alpha", "hex"],
        at: pointer())
    }
    guard let spaceValue = spaceMember, let componentsValue = componentsMember else {
      throw fail(pointer(), expected: "a colour object", found: value)  // not reached: `members` throws
    }
    var failed = false
    var space: TokenColor.Space?
    if let name = spaceValue.string, let known = TokenColor.Space(rawValue: name) {
      space = known
    } else {
      failed = true
      _ = fail(
        pointer().appending("colorSpace"),
        expected: "one of \(TokenColor.Space.allCases.map(\.rawValue).joined(separator: ", "))",
        found: spaceValue)
    }
    var components: [Double?] = []
    if let space {
      let name = space.rawValue
      let ranges = space.ranges
      if let items = componentsValue.array, items.count == ranges.count {
        components.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
          if item.string == "none" {
            components.append(nil)
            continue
          }
          let range = ranges[position]
          guard let component = item.number else {
            failed = true
            _ = fail(
              pointer().appending("components").appending(position),
              expected: "a number or \"none\" (\(range.name))", found: item)
            continue
          }
          let aboveRange = range.upperIsOpen ? component >= range.upper : component > range.upper
          if component < range.lower || aboveRange {
            let upper = range.upper.isInfinite ? "∞" : formatNumber(range.upper)
            let lower = range.lower.isInfinite ? "−∞" : formatNumber(range.lower)
            failed = true
            _ = fail(
              pointer().appending("components").appending(position),
              expected: "\(range.name) in [\(lower), \(upper)\(range.upperIsOpen ? ")" : "]") for \(name)",
              found: item)
            continue
          }
          components.append(component)
        }
      } else {
        failed = true
        _ = fail(
          pointer().appending("components"), expected: "an array of \(ranges.count) components for \(name)",
          found: componentsValue)
      }
    }
    var alpha = 1.0
    if let alphaValue = alphaMember {
      if let number = alphaValue.number, (0...1).contains(number) {
        alpha = number
      } else {
        failed = true
        _ = fail(
          pointer().appending("alpha"), expected: alphaValue.number == nil ? "a number" : "alpha in [0, 1]",
          found: alphaValue)
      }
    }
    var hex: String?
    if let hexValue = hexMember {
      if let text = hexValue.string, text.hasPrefix("#"),
        text.utf8.count == 7 || text.utf8.count == 4,
        text.dropFirst().allSatisfy({ $0.isASCII && $0.isHexDigit })
      {
        if text.utf8.count == 4 {
          let long = "#" + text.dropFirst().map { "\($0)\($0)" }.joined()
          warn(
            .shortHex, pointer().appending("hex"), expected: "a 6-digit CSS hex colour, #RRGGBB",
            found: "\(hexValue.summary) (read as \(long))")
          hex = long
        } else {
          hex = text
        }
      } else {
        failed = true
        _ = fail(pointer().appending("hex"), expected: "a 6-digit CSS hex colour, #RRGGBB", found: hexValue)
      }
    }
    guard !failed, let space else { throw Invalid() }
    return TokenColor(space: space, components: components, alpha: alpha, hex: hex)
  }

  mutating func dimension(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenDimension
  {
    if let text = value.string, let (amount, unitText) = Self.lengthString(text) {
      warn(
        .dimensionString, pointer(), expected: "a dimension object {\"value\", \"unit\"}",
        found:
          "\(value.summary) (read as \(formatNumber(amount)) \(unitText.isEmpty ? "with no unit" : unitText))"
      )
      // The unit's own deviations (em, dp, …) are warned at the string, which holds the unit.
      let unit = try self.unit(.string(unitText), amount: amount, at: pointer(), unitPointer: pointer())
      return TokenDimension(value: amount, unit: unit)
    }
    if let amount = value.number, amount.isFinite {
      warn(
        .unitlessDimension, pointer(), expected: "a dimension object {\"value\", \"unit\"}",
        found: "\(value.summary) (read as \(formatNumber(amount))px)")
      return TokenDimension(value: amount, unit: .px)
    }
    let object = try members(value, of: "a dimension", required: ["value", "unit"], at: pointer())
    let amount = object["value"]!.number
    if amount == nil { _ = fail(pointer().appending("value"), expected: "a number", found: object["value"]!) }
    let unit = try self.unit(
      object["unit"]!, amount: amount, at: pointer(), unitPointer: pointer().appending("unit"))
    guard let amount else { throw Invalid() }
    return TokenDimension(value: amount, unit: unit)
  }

  /// `"16px"`, `"1.5rem"`, `"0"`: a CSS length as a string (the drafts before 2025.10, and the
  /// tools that still write them), split into its number and its unit (ASCII letters, maybe
  /// none); nil for anything else (`"150%"`, `"auto"`, a reference).
  static func lengthString(_ text: String) -> (Double, String)? {
    let unit = String(text.reversed().prefix { $0.isASCII && $0.isLetter }.reversed())
    let number = text.dropLast(unit.count)
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
      let amount = Double(number), amount.isFinite
    else { return nil }
    return (amount, unit)
  }

  /// A line height written as CSS text that is a multiple of the font size: `"120%"` (1.2) or a
  /// bare number, `"1.2"`; nil for anything else (a length string such as `"24px"`).
  static func ratioString(_ text: String) -> Double? {
    let percent = text.hasSuffix("%")
    let number = percent ? text.dropLast() : Substring(text)
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || ".".contains($0)) }),
      let value = Double(number), value.isFinite
    else { return nil }
    return percent ? value / 100 : value
  }

  /// A dimension's unit, warning of the deviations real files hold (`em`, `vw`, `dp`, an empty
  /// unit on 0) at `unitPointer`.
  private mutating func unit(
    _ unitValue: JSONValue, amount: Double?, at pointer: JSONPointer, unitPointer: JSONPointer
  ) throws(Invalid) -> TokenDimension.Unit {
    let unit: TokenDimension.Unit
    switch unitValue.string {
    case "px": unit = .px
    case "rem": unit = .rem
    case "em":
      unit = .em
      warn(.emUnit, unitPointer, expected: "\"px\" or \"rem\"", found: "\"em\" (kept as em)")
    case "vw":
      unit = .vw
      warn(
        .vwUnit, unitPointer, expected: "\"px\" or \"rem\"",
        found: "\"vw\" (kept as vw: CSS keeps it, Swift leaves it out)")
    case "dp":
      unit = .px
      warn(.dpUnit, unitPointer, expected: "\"px\" or \"rem\"", found: "\"dp\" (read as px)")
    case "" where amount == 0:
      unit = .px
      warn(.unitlessZero, unitPointer, expected: "\"px\" or \"rem\"", found: "\"\" (read as 0px)")
    case "" where amount != nil:
      unit = .px
      warn(.unitlessDimension, unitPointer, expected: "\"px\" or \"rem\"", found: "no unit (read as px)")
    default:
      throw fail(unitPointer, expected: "\"px\" or \"rem\"", found: unitValue)
    }
    return unit
  }

  mutating func duration(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenDuration
  {
    if let text = value.string, let (amount, unitText) = Self.lengthString(text),
      let unit = TokenDuration.Unit(rawValue: unitText)
    {
      warn(
        .durationString, pointer(), expected: "a duration object {\"value\", \"unit\"}",
        found: "\(value.summary) (read as \(formatNumber(amount)) \(unitText))")
      return TokenDuration(value: amount, unit: unit)
    }
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
    if let text = value.string, let weight = Double(text), (1...1000).contains(weight),
      text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
    {
      warn(
        .weightString, pointer(), expected: "a weight from 1 to 1000 or a keyword",
        found: "\(value.summary) (read as \(formatNumber(weight)))")
      return weight
    }
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
    var failed = false
    let color = part(&failed) { decoder throws(Invalid) in
      try decoder.color(object["color"]!, at: pointer().appending("color"))
    }
    let width = part(&failed) { decoder throws(Invalid) in
      try decoder.dimension(object["width"]!, at: pointer().appending("width"))
    }
    let style = part(&failed) { decoder throws(Invalid) in
      try decoder.strokeStyle(object["style"]!, at: pointer().appending("style"))
    }
    guard let color, let width, let style else { throw Invalid() }
    return TokenBorder(color: color, width: width, style: style)
  }

  mutating func transition(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenTransition
  {
    let object = try members(
      value, of: "a transition", required: ["duration", "delay", "timingFunction"], at: pointer())
    var failed = false
    let duration = part(&failed) { decoder throws(Invalid) in
      try decoder.duration(object["duration"]!, at: pointer().appending("duration"))
    }
    let delay = part(&failed) { decoder throws(Invalid) in
      try decoder.duration(object["delay"]!, at: pointer().appending("delay"))
    }
    let curve = part(&failed) { decoder throws(Invalid) in
      try decoder.cubicBezier(object["timingFunction"]!, at: pointer().appending("timingFunction"))
    }
    guard let duration, let delay, let curve else { throw Invalid() }
    return TokenTransition(duration: duration, delay: delay, timingFunction: curve)
  }

  mutating func shadow(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenShadow
  {
    let object = try members(
      value, of: "a shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"],
      at: pointer())
    var failed = false
    var inset = false
    if let insetValue = object["inset"] {
      if case .bool(let flag) = insetValue {
        inset = flag
      } else {
        failed = true
        _ = fail(pointer().appending("inset"), expected: "true or false", found: insetValue)
      }
    }
    let color = part(&failed) { decoder throws(Invalid) in
      try decoder.color(object["color"]!, at: pointer().appending("color"))
    }
    var lengths: [TokenDimension] = []
    for key in ["offsetX", "offsetY", "blur", "spread"] {
      if let length = part(
        &failed,
        { decoder throws(Invalid) in
          try decoder.dimension(object[key]!, at: pointer().appending(key))
        })
      {
        lengths.append(length)
      }
    }
    guard let color, !failed else { throw Invalid() }
    return TokenShadow(
      color: color, offsetX: lengths[0], offsetY: lengths[1], blur: lengths[2], spread: lengths[3],
      inset: inset)
  }

  mutating func gradient(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> [TokenGradientStop]
  {
    guard let items = value.array, !items.isEmpty else {
      throw fail(pointer(), expected: "a non-empty array of gradient stops", found: value)
    }
    var stops: [TokenGradientStop] = []
    var failed = false
    for (position, item) in items.enumerated() {
      guard
        let object = part(
          &failed,
          { decoder throws(Invalid) in
            try decoder.members(
              item, of: "a gradient stop", required: ["color", "position"], at: pointer().appending(position))
          })
      else { continue }
      let color = part(&failed) { decoder throws(Invalid) in
        try decoder.color(object["color"]!, at: pointer().appending(position).appending("color"))
      }
      let place = part(&failed) { decoder throws(Invalid) in
        try decoder.number(object["position"]!, at: pointer().appending(position).appending("position"))
      }
      if let color, let place { stops.append(TokenGradientStop(color: color, position: place)) }
    }
    if failed { throw Invalid() }
    return stops
  }

  /// The five keys of a typography value, in the format's order.
  static let typographyKeys = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

  /// A typography value. A missing key is a warning (the longhand is left out), an unknown
  /// one a warning (ignored), and `letterSpacing` written as a bare number or a CSS length
  /// string (`0`, `"0.16px"`) a warning, read as the dimension it means.
  mutating func typography(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) throws(Invalid)
    -> TokenTypography
  {
    guard let object = value.object else {
      throw fail(
        pointer(), expected: "a typography object with \(Self.typographyKeys.joined(separator: ", "))",
        found: value)
    }
    if object.count != Self.typographyKeys.count || !Self.typographyKeys.allSatisfy({ object[$0] != nil }) {
      for key in Self.typographyKeys where object[key] == nil {
        warn(
          .missingTypographyKey, pointer().appending(key), expected: "a typography's \(key)",
          found: "nothing (the longhand is left out)")
      }
      for key in object.keys.sorted() where !Self.typographyKeys.contains(key) {
        warn(
          .unknownKey, .unknownProperty, pointer().appending(key),
          expected:
            "only \(Self.typographyKeys.joined(separator: ", ")) in a typography (the key is ignored)",
          found: "\"\(key)\"")
      }
    }
    var failed = false
    var typography = TokenTypography()
    if let member = object["fontFamily"] {
      typography.fontFamily = part(&failed) { decoder throws(Invalid) in
        try decoder.fontFamily(member, at: pointer().appending("fontFamily"))
      }
    }
    if let member = object["fontSize"] {
      typography.fontSize = part(&failed) { decoder throws(Invalid) in
        try decoder.dimension(member, at: pointer().appending("fontSize"))
      }
    }
    if let member = object["fontWeight"] {
      typography.fontWeight = part(&failed) { decoder throws(Invalid) in
        try decoder.fontWeight(member, at: pointer().appending("fontWeight"))
      }
    }
    if let member = object["letterSpacing"] {
      typography.letterSpacing = part(&failed) { decoder throws(Invalid) in
        try decoder.letterSpacing(member, at: pointer().appending("letterSpacing"))
      }
    }
    if let member = object["lineHeight"] {
      if let text = member.string, let ratio = Self.ratioString(text) {
        // `"120%"` or `"1.2"`: a multiple of the font size, written as CSS text.
        typography.lineHeight = ratio
        warn(
          .lineHeightDimension, pointer().appending("lineHeight"),
          expected: "a number (a multiple of the font size)",
          found: "\(member.summary) (read as \(formatNumber(ratio)))")
      } else if member.object != nil || member.string != nil {
        if let height = part(
          &failed,
          { decoder throws(Invalid) in
            try decoder.dimension(member, at: pointer().appending("lineHeight"))
          })
        {
          lineHeight(
            height, fontSize: typography.fontSize, into: &typography, at: pointer().appending("lineHeight"))
        }
      } else {
        typography.lineHeight = part(&failed) { decoder throws(Invalid) in
          try decoder.number(member, at: pointer().appending("lineHeight"))
        }
      }
    }
    if failed { throw Invalid() }
    return typography
  }

  /// A typography's `lineHeight` given as a dimension (a warning, `line-height-dimension`): the
  /// multiple of the font size it is when that can be known (in `em`, the number itself; in px
  /// or rem over a font size in px or rem, their ratio), else kept as a length for CSS
  /// (`lineHeightLength`), which a Swift export leaves out.
  private mutating func lineHeight(
    _ height: TokenDimension, fontSize: TokenDimension?, into typography: inout TokenTypography,
    at pointer: JSONPointer
  ) {
    let written = "\(formatNumber(height.value))\(height.unit.rawValue)"
    let expected = "a number (a multiple of the font size)"
    func points(_ dimension: TokenDimension) -> Double? {
      switch dimension.unit {
      case .px: dimension.value
      case .rem: dimension.value * 16
      case .em, .vw: nil
      }
    }
    if height.unit == .em {
      typography.lineHeight = height.value
      warn(
        .lineHeightDimension, pointer, expected: expected,
        found: "\(written) (read as \(formatNumber(height.value)))")
    } else if let fontSize, let size = points(fontSize), size > 0, let length = points(height),
      (length / size).isFinite
    {
      let ratio = length / size
      typography.lineHeight = ratio
      warn(
        .lineHeightDimension, pointer, expected: expected,
        found:
          "\(written) (read as \(formatNumber(ratio)): \(written) ÷ the fontSize \(formatNumber(fontSize.value))\(fontSize.unit.rawValue))"
      )
    } else {
      typography.lineHeightLength = height
      warn(
        .lineHeightDimension, pointer, expected: expected,
        found: "\(written) (kept as a length: no fontSize in px or rem to divide it by; Swift leaves it out)")
    }
  }

  /// A dimension, or (a warning) a bare number of px, a CSS length string in px, rem or em, or a
  /// percentage of the font size (`"-2%"`, read as `-0.02em`).
  private mutating func letterSpacing(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer)
    throws(Invalid) -> TokenDimension
  {
    if let amount = value.number {
      warn(
        .letterSpacingForm, pointer(), expected: "a dimension object {\"value\", \"unit\"}",
        found: "\(value.summary) (read as \(formatNumber(amount))px)")
      return TokenDimension(value: amount, unit: .px)
    }
    if let text = value.string {
      // Tokens Studio's percentage of the font size: `"-2%"` is -0.02em.
      if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite {
        warn(
          .letterSpacingForm, pointer(), expected: "a dimension object {\"value\", \"unit\"}",
          found: "\(value.summary) (read as \(formatNumber(percent / 100))em)")
        return TokenDimension(value: percent / 100, unit: .em)
      }
      for unit in [TokenDimension.Unit.px, .rem, .em] where text.hasSuffix(unit.rawValue) {
        if let amount = Double(text.dropLast(unit.rawValue.count)), amount.isFinite {
          warn(
            .letterSpacingForm, pointer(), expected: "a dimension object {\"value\", \"unit\"}",
            found: "\(value.summary) (read as \(formatNumber(amount))\(unit.rawValue))")
          return TokenDimension(value: amount, unit: unit)
        }
      }
    }
    return try dimension(value, at: pointer())
  }
}
