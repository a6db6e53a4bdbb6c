/// Which tokens a theme file holds, their `$type`, and which of them every theme must define.
enum ThemeSchema {
  struct Slot: Sendable {
    var type: String
    var isRequired: Bool
  }

  /// The tokens blocks read, by path. No slot is under a `palette` group, so no reference
  /// path is a slot (`ThemeBuilder` relies on it to skip the lookup for reference tokens).
  static let slots: [String: Slot] = {
    var slots: [String: Slot] = [:]
    for role in ColorRole.allCases { slots["color.\(role.rawValue)"] = Slot(type: "color", isRequired: true) }
    for step in SpaceStep.allCases {
      slots["space.\(step.rawValue)"] = Slot(type: "dimension", isRequired: true)
    }
    for step in RadiusStep.allCases {
      slots["radius.\(step.rawValue)"] = Slot(type: "dimension", isRequired: true)
    }
    for role in MotionRole.allCases {
      slots["motion.\(role.rawValue)"] = Slot(type: "transition", isRequired: true)
    }
    for level in ElevationLevel.allCases {
      slots["elevation.\(level.rawValue)"] = Slot(type: "shadow", isRequired: true)
    }
    for system in SystemColor.allCases { slots[system.token] = Slot(type: "color", isRequired: true) }
    for material in MaterialStyle.allCases { slots[material.token] = Slot(type: "color", isRequired: true) }
    for token in TileTokens.tokens { slots[token] = Slot(type: "dimension", isRequired: true) }
    slots["type.family.text"] = Slot(type: "fontFamily", isRequired: true)
    slots["type.family.numeral"] = Slot(type: "fontFamily", isRequired: true)
    slots["type.numeralWeight"] = Slot(type: "fontWeight", isRequired: true)
    for style in TextStyle.allCases {
      slots["type.weight.\(style.rawValue)"] = Slot(type: "fontWeight", isRequired: false)
    }
    return slots
  }()

  static let groups: [String] = [
    "color", "elevation", "material", "motion", "radius", "space", "tile", "type",
  ]

  private static let paletteBytes: [UInt8] = Array(ThemeFormat.paletteSegment.utf8)

  /// A reference token (under a `palette` group) is for aliases only; any supported type.
  static func isReference(_ path: String) -> Bool {
    var path = path
    // ASCII paths (all real ones): every segment followed by a dot, compared as bytes, without
    // splitting the path into strings (this ran once per token and showed in the profile).
    let ascii: Bool? = path.withUTF8 { bytes in
      let palette = paletteBytes
      var highBits: UInt8 = 0
      var segmentStart = 0
      var found = false
      for index in 0..<bytes.count {
        let byte = bytes[index]
        highBits |= byte
        if byte == UInt8(ascii: ".") {
          if !found, index - segmentStart == palette.count {
            found = bytes[segmentStart..<index].elementsEqual(palette)
          }
          segmentStart = index + 1
        }
      }
      return highBits < 0x80 ? found : nil
    }
    if let ascii { return ascii }
    return path.split(separator: ".").dropLast().contains { $0 == ThemeFormat.paletteSegment }
  }

  /// What an unknown path could have meant: the tokens of its group, or the groups.
  static func expectedNames(near path: String) -> String {
    let parts = path.split(separator: ".").map(String.init)
    let parent = parts.dropLast().joined(separator: ".")
    let siblings = slots.keys.filter { $0.hasPrefix(parent + ".") && !parent.isEmpty }
      .map { String($0.dropFirst(parent.count + 1)) }
      .map { $0.split(separator: ".").first.map(String.init) ?? $0 }
    if !siblings.isEmpty { return oneOf(Set(siblings).union(parts.count > 1 ? ["palette"] : [])) }
    return "a token path starting with " + oneOf(groups)
  }
}
