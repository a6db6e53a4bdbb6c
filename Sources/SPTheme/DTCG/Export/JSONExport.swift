/// The resolved token set as a DTCG 2025.10 document: every alias replaced by its value, every
/// token with its `$type`, metadata kept. A resolver's whole tree when there is one; otherwise
/// the block roles of the theme. The output passes `spec-compile tokens check`.
public enum JSONExport {
  /// Every token of a resolved tree, aliases resolved.
  public static func document(_ tree: TokenTree) -> String {
    var root: [String: JSONValue] = [:]
    if let extensions = tree.groupExtensions[""] { root["$extensions"] = .object(extensions) }
    for token in tree.tokens {
      var member: [String: JSONValue] = ["$type": .string(token.type.rawValue), "$value": token.resolvedJSON]
      if let description = token.description { member["$description"] = .string(description) }
      switch token.deprecated {
      case .deprecated: member["$deprecated"] = .bool(true)
      case .because(let reason): member["$deprecated"] = .string(reason)
      case nil: break
      }
      if !token.extensions.isEmpty { member["$extensions"] = .object(token.extensions) }
      insert(.object(member), at: token.path[...], into: &root)
    }
    return JSONValue.object(root).jsonText() + "\n"
  }

  /// The block roles of a theme, as tokens.
  public static func document(_ theme: Theme) -> String {
    var root: [String: JSONValue] = [
      "$description": .string("The block roles of the \(theme.name) theme, resolved."),
      "$extensions": .object([
        ThemeFormat.extensionKey: .object(["highContrast": .bool(theme.isHighContrast)])
      ]),
    ]
    func put(_ path: String, _ type: TokenType, _ value: JSONValue, extensions: JSONValue? = nil) {
      var member: [String: JSONValue] = ["$type": .string(type.rawValue), "$value": value]
      if let extensions { member["$extensions"] = .object([ThemeFormat.extensionKey: extensions]) }
      insert(.object(member), at: path.split(separator: ".").map(String.init)[...], into: &root)
    }
    func color(_ rgba: RGBAColor) -> JSONValue {
      ThemeTokenJSON.color(
        TokenColor(space: .srgb, components: [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha))
    }
    func px(_ value: Double) -> JSONValue {
      ThemeTokenJSON.dimension(TokenDimension(value: value, unit: .px))
    }
    func ms(_ seconds: Double) -> JSONValue {
      ThemeTokenJSON.duration(TokenDuration(value: (seconds * 1000 * 1000).rounded() / 1000, unit: .ms))
    }
    for role in ColorRole.allCases { put("color.\(role.rawValue)", .color, color(theme.color(role))) }
    for step in SpaceStep.allCases { put("space.\(step.rawValue)", .dimension, px(theme.space(step))) }
    for step in RadiusStep.allCases { put("radius.\(step.rawValue)", .dimension, px(theme.radius(step))) }
    put("type.family.text", .fontFamily, .string(theme.type.textFamily))
    put("type.family.numeral", .fontFamily, .string(theme.type.numeralFamily))
    put("type.numeralWeight", .fontWeight, .number(Double(theme.type.numeralWeight.rawValue)))
    for style in TextStyle.allCases {
      if let weight = theme.type.styleWeights[style] {
        put("type.weight.\(style.rawValue)", .fontWeight, .number(Double(weight.rawValue)))
      }
    }
    for role in MotionRole.allCases {
      let token = theme.motion(role)
      var ours: [String: JSONValue] = [
        "reduceMotion": .object(["duration": ms(token.reduceMotionFadeDuration)])
      ]
      let points: [Double]
      switch token.curve {
      case .spring(_, let bounce):
        ours["spring"] = .object(["bounce": .number(bounce)])
        points = [0.2, 0, 0, 1]
      case .timingCurve(let x1, let y1, let x2, let y2, _): points = [x1, y1, x2, y2]
      }
      let value: JSONValue = .object([
        "duration": ms(token.curve.duration), "delay": ms(0),
        "timingFunction": .array(points.map(JSONValue.number)),
      ])
      put("motion.\(role.rawValue)", .transition, value, extensions: .object(ours))
    }
    for level in ElevationLevel.allCases {
      let shadow = theme.elevation(level)
      put(
        "elevation.\(level.rawValue)", .shadow,
        .object([
          "color": color(shadow.color), "offsetX": px(shadow.x), "offsetY": px(shadow.y),
          "blur": px(shadow.blur),
          "spread": px(shadow.spread),
        ]))
    }
    return JSONValue.object(root).jsonText() + "\n"
  }

  static func insert(_ value: JSONValue, at path: ArraySlice<String>, into object: inout [String: JSONValue])
  {
    guard let first = path.first else { return }
    if path.count == 1 {
      object[first] = value
      return
    }
    var child = object[first]?.object ?? [:]
    object[first] = nil
    insert(value, at: path.dropFirst(), into: &child)
    object[first] = .object(child)
  }
}
