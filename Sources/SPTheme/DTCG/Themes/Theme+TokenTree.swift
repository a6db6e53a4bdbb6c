import Foundation

/// A theme from any token tree: the block roles (`color.accent`, `type.family.text`,
/// `motion.snappy`, …) are read at their paths, so a team binds its own tokens by aliasing each
/// role to one of them (a role map, see `docs/tokens.md`), and the resolved values go through
/// the same checks as a theme file's.
extension Theme {
  /// The theme the roles of `tree` make, named `name` in the trees it compiles.
  ///
  /// A role the tree lacks (or holds with another type) is one `missingRole` problem each,
  /// naming the nearest token of the right type it could have meant. Colours in any colour
  /// space are converted to sRGB (`TokenColor.sRGB`); our `com.spblocks.theme` extensions on
  /// the root, the `type` group and motion tokens (springs, Reduce Motion fades, the
  /// high-contrast promise, tracking) are read as in a theme file.
  public init(tokens tree: TokenTree, name: String) throws(TokenError) {
    try self.init(tokens: tree, name: name, fallingBackToShipped: true)
  }

  /// `fallingBackToShipped: false` for the shipped themes themselves: every role bound, or a
  /// problem (their fallbacks would be themselves).
  init(tokens tree: TokenTree, name: String, fallingBackToShipped: Bool) throws(TokenError) {
    var problems: [TokenProblem] = []
    var root: [String: JSONValue] = [:]
    var fellBack: Set<String> = []
    for (path, slot) in ThemeSchema.slots.sorted(by: { $0.key < $1.key }) {
      guard let type = TokenType(rawValue: slot.type) else { continue }
      guard let token = tree[path], token.type == type else {
        guard slot.isRequired else { continue }
        if fallingBackToShipped, tree[path] == nil, let fallback = Self.fallback(for: path, in: tree) {
          Self.insert(fallback, at: path.split(separator: ".").map(String.init), into: &root)
          fellBack.insert(path)
          continue
        }
        problems.append(Self.missingRole(path, type: type, in: tree))
        continue
      }
      var member: [String: JSONValue] = [
        "$type": .string(slot.type), "$value": ThemeTokenJSON.value(token.value),
      ]
      if let ours = token.extensions[ThemeFormat.extensionKey] {
        member["$extensions"] = .object([ThemeFormat.extensionKey: ours])
      }
      Self.insert(.object(member), at: path.split(separator: ".").map(String.init), into: &root)
    }
    if let ours = tree.groupExtensions[""]?[ThemeFormat.extensionKey] {
      root["$extensions"] = .object([ThemeFormat.extensionKey: ours])
    }
    if let ours = tree.groupExtensions["type"]?[ThemeFormat.extensionKey],
      case .object(var type)? = root["type"]
    {
      type["$extensions"] = .object([ThemeFormat.extensionKey: ours])
      root["type"] = .object(type)
    }
    if !problems.isEmpty { throw TokenError(problems) }
    // The roles as a theme file's document, read in memory: no text is written and parsed
    // back (a tenth of a `spec-compile` run went to that round trip, #27), and a problem names
    // its token, not a line.
    let fileName = "\(name).json"
    let (document, readErrors) = TokenDocument.read(root, file: fileName, tokenCount: ThemeSchema.slots.count)
    switch ThemeLoader.load(document, fileName: fileName, source: nil, errors: readErrors) {
    case .success(var theme):
      // System colours and materials the tree does not bind are Apple's for the theme's
      // appearance (its ground's luminance) and contrast promise, as the shipped themes carry.
      let dark = theme.color(.bg).relativeLuminance < 0.5
      if !fellBack.isEmpty,
        let shipped = try? Theme.shipped(
          named: (dark ? "dark" : "light") + (theme.isHighContrast ? "-high-contrast" : ""))
      {
        for system in SystemColor.allCases where fellBack.contains(system.token) {
          theme.systemColors[system] = shipped.color(system)
        }
        for material in MaterialStyle.allCases where fellBack.contains(material.token) {
          theme.materials[material] = shipped.materials[material]
        }
      }
      self = theme
    case .failure(let error):
      throw TokenError(
        error.problems.map { problem in
          TokenProblem(
            .invalidTheme, file: tree.file,
            pointer: "/" + problem.path.replacingOccurrences(of: ".", with: "/"),
            expected: problem.expected, found: problem.found)
        })
    }
  }

  /// A theme from a resolver document on disk and an input choosing its contexts.
  public static func resolve(
    contentsOf url: URL, input: [String: String], name: String? = nil
  ) throws(TokenError) -> Theme {
    let resolver = try TokenResolver.read(contentsOf: url)
    let tree = try resolver.resolve(input)
    return try Theme(tokens: tree, name: name ?? resolver.themeName(for: input))
  }

  /// The value of a role the sparkline tile added (`color.system.*`, `material.thin`,
  /// `tile.*`) when a team's tokens do not bind it: Apple's system palette for the appearance
  /// the tree's `color.bg` says (dark when its luminance is under one half) and for its contrast
  /// promise (the shipped theme's system colours and material), and the seed's tile measures. Every other role is the team's to bind. Nil when there is no fallback.
  static func fallback(for path: String, in tree: TokenTree) -> JSONValue? {
    func color(_ role: String) -> RGBAColor? {
      if case .color(let color)? = tree[role]?.value { return color.sRGB }
      return nil
    }
    // Apple's values for the appearance and contrast the tree's own colours say.
    let dark = (color("color.bg")?.relativeLuminance ?? 1) < 0.5
    var highContrast = false
    if case .object(let ours)? = tree.groupExtensions[""]?[ThemeFormat.extensionKey],
      case .bool(let flag)? = ours["highContrast"]
    {
      highContrast = flag
    }
    let shipped = try? Theme.shipped(
      named: (dark ? "dark" : "light") + (highContrast ? "-high-contrast" : ""))
    if path.hasPrefix("color.system."), let name = path.split(separator: ".").last,
      let system = SystemColor(rawValue: String(name)), let shipped
    {
      return .object(["$type": .string("color"), "$value": .string(shipped.color(system).hex)])
    }
    if path.hasPrefix("material."), let name = path.split(separator: ".").last,
      let material = MaterialStyle(rawValue: String(name)), let fallback = shipped?.materials[material]
    {
      return .object(["$type": .string("color"), "$value": .string(fallback.hex)])
    }
    let tile = TileTokens()
    let measures: [String: Double] = [
      "tile.cornerRadius": tile.cornerRadius, "tile.spacing": tile.spacing, "tile.gutter": tile.gutter,
      "tile.screenPadding": tile.screenPadding,
    ]
    if let points = measures[path] {
      return .object([
        "$type": .string("dimension"),
        "$value": .object(["value": .number(points), "unit": .string("px")]),
      ])
    }
    return nil
  }

  private static func insert(_ value: JSONValue, at path: [String], into object: inout [String: JSONValue]) {
    guard let first = path.first else { return }
    if path.count == 1 {
      object[first] = value
      return
    }
    var child = object[first]?.object ?? [:]
    insert(value, at: Array(path.dropFirst()), into: &child)
    object[first] = .object(child)
  }

  /// The problem for a role the tree does not bind, with the nearest token of its type.
  static func missingRole(_ path: String, type: TokenType, in tree: TokenTree) -> TokenProblem {
    let candidates = tree.tokens.filter { $0.type == type }.map(\.name)
    let role = path.split(separator: ".").last.map(String.init) ?? path
    let nearest = candidates.min { lhs, rhs in
      let left = editDistance(role, lhs.split(separator: ".").last.map(String.init) ?? lhs)
      let right = editDistance(role, rhs.split(separator: ".").last.map(String.init) ?? rhs)
      return (left, lhs) < (right, rhs)
    }
    let hint = nearest.map { "; the nearest \(type.rawValue) token is \($0): alias it, \"{\($0)}\"" } ?? ""
    let found = tree[path].map { "a \($0.type.rawValue) token" } ?? "nothing"
    return TokenProblem(
      .missingRole, file: tree.file, pointer: "/" + path.replacingOccurrences(of: ".", with: "/"),
      expected: "a \(type.rawValue) token for the role \(path)\(hint)", found: found)
  }

  /// Levenshtein distance over Characters, case-insensitive.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, cb) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}

/// A typed token value as the theme format writes it (colours as sRGB objects).
enum ThemeTokenJSON {
  static func value(_ value: TokenValue) -> JSONValue {
    switch value {
    case .color(let color): return self.color(color)
    case .dimension(let dimension): return self.dimension(dimension)
    case .fontFamily(let names): return .array(names.map(JSONValue.string))
    case .fontWeight(let weight): return .number(weight)
    case .duration(let duration): return self.duration(duration)
    case .cubicBezier(let curve): return bezier(curve)
    case .number(let number): return .number(number)
    case .transition(let transition):
      return .object([
        "duration": duration(transition.duration), "delay": duration(transition.delay),
        "timingFunction": bezier(transition.timingFunction),
      ])
    case .shadow(let shadows):
      let objects = shadows.map(shadow)
      return objects.count == 1 ? objects[0] : .array(objects)
    case .strokeStyle, .border, .gradient, .typography, .string:
      // No block role has these types; a theme never asks for them.
      return .null
    }
  }

  /// An sRGB colour object; an sRGB colour keeps its components exactly, others are converted.
  static func color(_ color: TokenColor) -> JSONValue {
    let channels: [Double]
    if color.space == .srgb {
      channels = color.components.map { $0 ?? 0 }
    } else {
      let rgba = color.sRGB
      channels = [rgba.red, rgba.green, rgba.blue]
    }
    var object: [String: JSONValue] = [
      "colorSpace": .string("srgb"), "components": .array(channels.map(JSONValue.number)),
    ]
    if color.alpha != 1 { object["alpha"] = .number(color.alpha) }
    return .object(object)
  }

  static func dimension(_ dimension: TokenDimension) -> JSONValue {
    .object(["value": .number(dimension.value), "unit": .string(dimension.unit.rawValue)])
  }

  static func duration(_ duration: TokenDuration) -> JSONValue {
    .object(["value": .number(duration.value), "unit": .string(duration.unit.rawValue)])
  }

  static func bezier(_ curve: TokenCubicBezier) -> JSONValue {
    .array([curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number))
  }

  static func shadow(_ shadow: TokenShadow) -> JSONValue {
    var object: [String: JSONValue] = [
      "color": color(shadow.color), "offsetX": dimension(shadow.offsetX),
      "offsetY": dimension(shadow.offsetY),
      "blur": dimension(shadow.blur), "spread": dimension(shadow.spread),
    ]
    if shadow.inset { object["inset"] = .bool(true) }
    return .object(object)
  }
}
