/// Turns resolved tokens into a `Theme`: checks every token's type, shape and range against
/// the schema and reports every problem it finds, not just the first.
struct ThemeBuilder {
  let name: String
  /// The file being loaded, named by "missing token" errors (the token is missing from it and
  /// from everything it extends).
  let file: String
  let tokens: [String: ResolvedToken]
  /// Paths that exist but failed alias resolution: already reported, not missing.
  let unresolved: Set<String>
  let rootExtensions: [String: JSONValue]
  let groupExtensions: [String: [String: JSONValue]]
  let extensionFiles: [String: String]

  private(set) var errors: [ThemeError] = []
  /// Set when a required token could not be read, whether or not this builder reported why
  /// (an alias problem was reported before the builder ran).
  private(set) var isIncomplete = false

  mutating func build() -> Theme? {
    checkUnknownAndReferences()
    var colors: [ColorRole: RGBAColor] = [:]
    for role in ColorRole.allCases {
      colors[role] = read("color.\(role.rawValue)") { token throws(ValueProblem) in
        try TokenValues.color(token.value, at: "$value")
      }
    }
    var spaces: [SpaceStep: Double] = [:]
    for step in SpaceStep.allCases {
      spaces[step] = read("space.\(step.rawValue)") { token throws(ValueProblem) in
        try TokenValues.dimension(token.value, at: "$value", allowsNegative: false)
      }
    }
    var radii: [RadiusStep: Double] = [:]
    for step in RadiusStep.allCases {
      radii[step] = read("radius.\(step.rawValue)") { token throws(ValueProblem) in
        try TokenValues.dimension(token.value, at: "$value", allowsNegative: false)
      }
    }
    var motions: [MotionRole: MotionToken] = [:]
    for role in MotionRole.allCases {
      motions[role] = read("motion.\(role.rawValue)") { token throws(ValueProblem) in try Self.motion(token) }
    }
    var elevations: [ElevationLevel: Shadow] = [:]
    for level in ElevationLevel.allCases {
      elevations[level] = read("elevation.\(level.rawValue)") { token throws(ValueProblem) in
        try TokenValues.shadow(token.value, at: "$value")
      }
    }
    let typography = readTypography()
    let isHighContrast = readHighContrast()
    guard errors.isEmpty, !isIncomplete, let typography, let isHighContrast else { return nil }
    return Theme(
      name: name, isHighContrast: isHighContrast, colors: colors, type: typography, spaces: spaces,
      radii: radii,
      motions: motions, elevations: elevations)
  }

  /// Reads one schema token: present, of its slot's type, and decodable.
  private mutating func read<T>(_ path: String, _ decode: (ResolvedToken) throws(ValueProblem) -> T) -> T? {
    let slot = ThemeSchema.slots[path]!
    guard let token = tokens[path] else {
      if slot.isRequired || unresolved.contains(path) { isIncomplete = true }
      if slot.isRequired && !unresolved.contains(path) {
        errors.append(
          ThemeError(
            .missingToken, file: file, path: path, expected: "a \(slot.type) token", found: "nothing"))
      }
      return nil
    }
    guard token.type == slot.type else {
      errors.append(
        ThemeError(
          .wrongType, file: token.file, path: path, expected: "$type \(slot.type)",
          found: token.type.map { "$type \($0)" } ?? "no $type on the token, its groups or its alias target"))
      return nil
    }
    if !token.extensions.isEmpty && slot.type != "transition" {
      errors.append(
        ThemeError(
          .unknownToken, file: token.file, path: "\(path).$extensions.\(ThemeFormat.extensionKey)",
          expected: "no \(ThemeFormat.extensionKey) entry on a \(slot.type) token",
          found: token.extensions.keys.sorted().joined(separator: ", ")))
    }
    do {
      return try decode(token)
    } catch {
      errors.append(error.placed(in: token))
      return nil
    }
  }

  /// Tokens outside the schema are typos unless they are palette entries, which are checked
  /// against their own `$type` so a bad palette colour is caught even when nothing uses it.
  private mutating func checkUnknownAndReferences() {
    // Each path gives at most one error, so visiting the tokens as the dictionary holds them
    // and sorting the few errors by path reports them in path order without sorting every path.
    var found: [(path: String, error: ThemeError)] = []
    defer { errors += found.sorted { $0.path < $1.path }.map(\.error) }
    // What an unknown token could have meant depends only on its group: worked out once per
    // group, not once per token (a file of 35,000 unknown tokens spent most of its time here).
    var expectedNear: [Substring: String] = [:]
    for (path, token) in tokens {
      // A reference path (most of a large theme) is never a schema slot: check it first, as
      // it costs less than hashing the path.
      let isReference = ThemeSchema.isReference(path)
      guard isReference || ThemeSchema.slots[path] == nil else { continue }
      guard isReference else {
        let group = path[..<(path.lastIndex(of: ".") ?? path.startIndex)]
        let expected = expectedNear[group] ?? ThemeSchema.expectedNames(near: path)
        expectedNear[group] = expected
        found.append(
          (
            path,
            ThemeError(
              .unknownToken, file: token.file, path: path, expected: expected,
              found: "\"\(path.split(separator: ".").last ?? "")\"")
          ))
        continue
      }
      guard let type = token.type else {
        found.append(
          (
            path,
            ThemeError(
              .wrongType, file: token.file, path: path, expected: "a $type on the token or its group",
              found: "no $type")
          ))
        continue
      }
      do {
        switch type {
        case "color": _ = try TokenValues.color(token.value, at: "$value")
        case "dimension": _ = try TokenValues.dimension(token.value, at: "$value", allowsNegative: true)
        case "fontFamily": _ = try TokenValues.fontFamily(token.value, at: "$value")
        case "fontWeight": _ = try TokenValues.fontWeight(token.value, at: "$value")
        case "duration": _ = try TokenValues.duration(token.value, at: "$value")
        case "cubicBezier": _ = try TokenValues.cubicBezier(token.value, at: "$value")
        case "number":
          _ = try TokenValues.number(
            token.value, at: "$value", in: TokenValues.plainNumbers,
            rangeText: "a number from -1000000 to 1000000")
        case "transition": _ = try Self.motion(token)
        case "shadow": _ = try TokenValues.shadow(token.value, at: "$value")
        default: break
        }
      } catch {
        found.append((path, error.placed(in: token)))
      }
    }
  }

  /// A `transition` token: a timing curve, or a spring when our extension gives a bounce; and
  /// the Reduce Motion fade every motion token must name.
  static func motion(_ token: ResolvedToken) throws(ValueProblem) -> MotionToken {
    let prefix = "$extensions.\(ThemeFormat.extensionKey)"
    for key in token.extensions.keys.sorted() where !ThemeFormat.motionExtensionKeys.contains(key) {
      throw ValueProblem(
        .unknownToken, "\(prefix).\(key)", expected: oneOf(ThemeFormat.motionExtensionKeys),
        found: "\"\(key)\"")
    }
    guard let transition = token.value.object else {
      throw ValueProblem(
        .wrongType, expected: "a transition {duration, delay, timingFunction}", found: token.value.summary)
    }
    let duration = try TokenValues.duration(transition["duration"] ?? .null, at: "$value.duration")
    if let delay = transition["delay"] {
      guard let object = delay.object, object["value"]?.number == 0 else {
        throw ValueProblem(
          .outOfRange, "$value.delay", expected: "no delay (0 ms): motion tokens start at once",
          found: delay.object?["value"]?.summary ?? delay.summary)
      }
    }
    let bezier = try TokenValues.cubicBezier(
      transition["timingFunction"] ?? .null, at: "$value.timingFunction")
    let curve: MotionCurve
    if let spring = token.extensions["spring"] {
      guard let object = spring.object else {
        throw ValueProblem(
          .wrongType, "\(prefix).spring", expected: "an object {\"bounce\": 0.15}", found: spring.summary)
      }
      let bounce = try TokenValues.number(
        object["bounce"] ?? .null, at: "\(prefix).spring.bounce", in: TokenValues.bounces,
        rangeText: "a bounce from -0.9 to 0.9")
      curve = .spring(duration: duration, bounce: bounce)
    } else {
      curve = .timingCurve(x1: bezier[0], y1: bezier[1], x2: bezier[2], y2: bezier[3], duration: duration)
    }
    guard let fade = token.extensions["reduceMotion"] else {
      throw ValueProblem(
        .missingToken, "\(prefix).reduceMotion", expected: "a Reduce Motion fade {\"duration\": …}",
        found: "nothing")
    }
    guard let fadeObject = fade.object else {
      throw ValueProblem(
        .wrongType, "\(prefix).reduceMotion", expected: "an object {\"duration\": …}", found: fade.summary)
    }
    let fadeDuration = try TokenValues.duration(
      fadeObject["duration"] ?? .null, at: "\(prefix).reduceMotion.duration")
    return MotionToken(curve: curve, reduceMotionFadeDuration: fadeDuration)
  }

  private mutating func readTypography() -> Typography? {
    let text = read("type.family.text") { token throws(ValueProblem) in
      try TokenValues.fontFamily(token.value, at: "$value")
    }
    let numeral = read("type.family.numeral") { token throws(ValueProblem) in
      try TokenValues.fontFamily(token.value, at: "$value")
    }
    let numeralWeight = read("type.numeralWeight") { token throws(ValueProblem) in
      try TokenValues.fontWeight(token.value, at: "$value")
    }
    var weights: [TextStyle: FontWeight] = [:]
    for style in TextStyle.allCases {
      weights[style] = read("type.weight.\(style.rawValue)") { token throws(ValueProblem) in
        try TokenValues.fontWeight(token.value, at: "$value")
      }
    }
    let tracking = readTracking()
    guard let text, let numeral, let numeralWeight, let tracking else { return nil }
    return Typography(
      textFamily: text, numeralFamily: numeral, numeralWeight: numeralWeight, styleWeights: weights,
      trackingTable: tracking)
  }

  /// SF Pro's table unless the `type` group's extension gives one: `{"17": -26, …}`, point size
  /// to tracking in 1/1000 em.
  private mutating func readTracking() -> TrackingTable? {
    guard let table = groupExtensions["type"]?["tracking"] else { return .sfPro }
    let path = "type.$extensions.\(ThemeFormat.extensionKey).tracking"
    let file = extensionFiles["type.tracking"] ?? self.file
    guard let object = table.object, !object.isEmpty else {
      errors.append(
        ThemeError(
          .wrongType, file: file, path: path, expected: "an object of point size to 1/1000 em, {\"17\": -26}",
          found: table.summary))
      return nil
    }
    var entries: [(size: Double, milliEm: Double)] = []
    var failed = false
    for key in object.keys.sorted() {
      guard let size = Double(key), size > 0, size <= 1000 else {
        errors.append(
          ThemeError(
            .outOfRange, file: file, path: "\(path).\(key)",
            expected: "a point size above 0 and at most 1000",
            found: "\"\(key)\""))
        failed = true
        continue
      }
      do {
        let milliEm = try TokenValues.number(
          object[key]!, at: "", in: -1000...1000, rangeText: "tracking from -1000 to 1000 (1/1000 em)")
        entries.append((size, milliEm))
      } catch {
        errors.append(
          ThemeError(
            error.kind, file: file, path: "\(path).\(key)", expected: error.expected, found: error.found))
        failed = true
      }
    }
    return failed ? nil : TrackingTable(entries: entries)
  }

  private mutating func readHighContrast() -> Bool? {
    guard let flag = rootExtensions["highContrast"] else { return false }
    guard case .bool(let value) = flag else {
      errors.append(
        ThemeError(
          .wrongType, file: extensionFiles["$root.highContrast"] ?? file,
          path: "$extensions.\(ThemeFormat.extensionKey).highContrast",
          expected: "true or false", found: flag.summary))
      return nil
    }
    return value
  }
}
