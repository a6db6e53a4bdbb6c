// A structured generator for the theme harness: the fuzzer's bytes, read as a program, build a
// large theme document. Byte mutation of the 5 kB seeds never reaches the shapes that cost the
// loader most (tens of thousands of aliases, chains and rings, wide and deep groups, names near
// the path limit, numbers at the ends of their ranges), so each byte here picks a shape and the
// next bytes its size, up to the loader's 1 MiB limit and a little past it.
import Foundation

/// The fuzzer's bytes, consumed one at a time; zeros once they run out.
struct FuzzBytes {
  let bytes: [UInt8]
  var index = 0

  var isEmpty: Bool { index >= bytes.count }

  mutating func next() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  /// A count from 1 to about 2^16, spread over orders of magnitude: most shapes are small, some
  /// fill the file.
  mutating func count() -> Int {
    let magnitude = Int(next() % 17)
    return max(1, (1 << magnitude) + Int(next()))
  }

  mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next()) % choices.count] }
}

enum ThemeGenerator {
  /// Numbers at and around the ends of every documented theme range, and the values that once
  /// broke the tree (1e306 s, 1e-149 ms, 0.4 ms).
  static let extremes: [String] = [
    "0", "-0", "5e-324", "1e-149", "0.0005", "0.4", "1", "9.999", "10", "10.0001", "0.9", "0.9000001", "-0.9",
    "-1", "1.5", "350", "9999", "10000", "10000.5", "10001", "1e6", "1000001", "1e306",
    "1.7976931348623157e308", "-1e308", "-10001",
  ]
  static let units = ["ms", "s", "px", "rem", "em", ""]
  static let groups = ["color", "space", "radius", "motion", "elevation", "type"]

  /// The size past which no more shapes are added: a little over the loader's limit, so both
  /// sides of it are reached.
  static let budget = (1 << 20) + 4_096

  /// A theme document built from `input` (which the harness took after its mode byte).
  static func document(from input: [UInt8]) -> Data {
    var bytes = FuzzBytes(bytes: input)
    var members: [String] = []
    switch bytes.next() % 4 {
    case 0: members.append(#""$extends": "light""#)
    case 1: members.append(#""$extends": "dark-high-contrast""#)
    case 2: members.append(#""$extends": "nope.json""#)
    default: break
    }
    var palettes: [String: [String]] = [:]
    var slots: [String] = []
    var size = 0
    var shape = 0
    while !bytes.isEmpty, size < budget, shape < 64 {
      shape += 1
      let group = bytes.pick(groups)
      let added = addShape(&bytes, group: group, palettes: &palettes, slots: &slots)
      size += added
    }
    // Each group once: its palette (with a `$type`, or none) and its schema slots.
    var bodies: [String: [String]] = [:]
    for (group, entries) in palettes.sorted(by: { $0.key < $1.key }) {
      let type = bytes.pick(["color", "dimension", "duration", "number", "cubicBezier", "transition", ""])
      let typeMember = type.isEmpty ? "" : #""$type": "\#(type)", "#
      bodies[group, default: []].append(#""palette": {\#(typeMember)\#(entries.joined(separator: ","))}"#)
    }
    for slot in slots {
      let parts = slot.split(separator: "\u{0}", maxSplits: 1)
      bodies[String(parts[0]), default: []].append(String(parts[1]))
    }
    for (group, body) in bodies.sorted(by: { $0.key < $1.key }) {
      members.append(#""\#(group)": {\#(body.joined(separator: ","))}"#)
    }
    return Data(("{" + members.joined(separator: ",") + "}").utf8)
  }

  /// Adds one shape and returns about how many bytes it took.
  private static func addShape(
    _ bytes: inout FuzzBytes, group: String, palettes: inout [String: [String]], slots: inout [String]
  ) -> Int {
    var entries: [String] = []
    let tag = "s\(palettes[group]?.count ?? 0)_"
    switch bytes.next() % 10 {
    case 0:  // dangling aliases, to nothing or to a group
      let target = bytes.pick(["{x}", "{\(group)}", "{\(group).palette}", "{color.zz}", "{}", "{a.b.c}"])
      for index in 0..<bytes.count() { entries.append(#""\#(tag)\#(index)": {"$value": "\#(target)"}"#) }
    case 1:  // a chain of aliases, perhaps past the limit of 64
      let length = bytes.count()
      for index in 0..<length {
        entries.append(#""\#(tag)\#(index)": {"$value": "{\#(group).palette.\#(tag)\#(index + 1)}"}"#)
      }
      entries.append(#""\#(tag)\#(length)": {"$value": "\#(value(&bytes, group: group))"}"#)
    case 2:  // a ring of aliases
      let length = bytes.count()
      for index in 0..<length {
        entries.append(
          #""\#(tag)\#(index)": {"$value": "{\#(group).palette.\#(tag)\#((index + 1) % length)}"}"#)
      }
    case 3:  // a wide group of values
      for index in 0..<bytes.count() {
        entries.append(#""\#(tag)\#(index)": {"$value": \#(raw(&bytes, group: group))}"#)
      }
    case 4:  // deep groups, perhaps past the nesting limit
      let depth = Int(bytes.next() % 72)
      let tokens = (0..<bytes.count()).map { #""t\#($0)": {"$value": \#(raw(&bytes, group: group))}"# }
      let opening = (0..<depth).map { #""g\#($0)": {"# }.joined()
      entries.append(
        #""\#(tag)": {"# + opening + tokens.joined(separator: ",") + String(repeating: "}", count: depth + 1))
    case 5:  // a long name, near the path limit
      let length = Int(bytes.next()) + Int(bytes.next() % 4) * 256
      entries.append(
        #""\#(String(repeating: "k", count: length))": {"$value": \#(raw(&bytes, group: group))}"#)
    case 6:  // a schema slot at an extreme, or aliasing another group's token
      slots.append(group + "\u{0}" + slot(&bytes, group: group))
      return 200
    case 7:  // unknown tokens beside the palette
      let count = bytes.count()
      slots.append(group + "\u{0}" + (0..<count).map { #""u\#($0)": {"$value": 1}"# }.joined(separator: ","))
      return count * 20
    case 8:  // many aliases to one token, which may be of another type
      let target = bytes.pick([
        "{color.accent}", "{radius.lg}", "{motion.smooth}", "{space.md}", "{type.numeralWeight}",
      ])
      for index in 0..<bytes.count() { entries.append(#""\#(tag)\#(index)": {"$value": "\#(target)"}"#) }
    default:  // our extension where it does not belong, and other tools' entries
      entries.append(
        #""\#(tag)": {"$value": \#(raw(&bytes, group: group)), "$extensions": {"com.spblocks.theme": {"spring": {"bounce": \#(bytes.pick(extremes))}}, "org.other": [1, {"x": null}]}}"#
      )
    }
    let size = entries.reduce(0) { $0 + $1.utf8.count + 1 }
    palettes[group, default: []] += entries
    return size
  }

  /// A string value: an alias or a hex colour.
  private static func value(_ bytes: inout FuzzBytes, group: String) -> String {
    bytes.pick(["#123456", "#FFF", "#00000000", "{color.accent}", "{radius.lg}", "{\(group).palette.s0_0}"])
  }

  /// A JSON value of the group's kind with an extreme number, or of another kind.
  private static func raw(_ bytes: inout FuzzBytes, group: String) -> String {
    let number = bytes.pick(extremes)
    let unit = bytes.pick(units)
    switch bytes.next() % 6 {
    case 0: return #""\#(value(&bytes, group: group))""#
    case 1: return #"{"value": \#(number), "unit": "\#(unit)"}"#
    case 2: return number
    case 3: return #"[\#(number), 0, \#(bytes.pick(extremes)), 1]"#
    case 4:
      return #"{"colorSpace": "srgb", "components": [\#(number), 0, 1], "alpha": \#(bytes.pick(extremes))}"#
    default:
      return
        #"{"duration": {"value": \#(number), "unit": "\#(unit)"}, "timingFunction": [0.2, 0, 0, 1]}"#
    }
  }

  /// One schema token of `group` written with extreme numbers (the members of a group object).
  private static func slot(_ bytes: inout FuzzBytes, group: String) -> String {
    let number = bytes.pick(extremes)
    let other = bytes.pick(extremes)
    let unit = bytes.pick(units)
    switch group {
    case "motion":
      let role = bytes.pick(["smooth", "snappy", "standard", "hero"])
      return
        #""\#(role)": {"$value": {"duration": {"value": \#(number), "unit": "\#(unit)"}, "timingFunction": [0.2, 0, 0, 1]}, "$extensions": {"com.spblocks.theme": {"spring": {"bounce": \#(other)}, "reduceMotion": {"duration": {"value": \#(bytes.pick(extremes)), "unit": "\#(bytes.pick(units))"}}}}}"#
    case "space", "radius":
      let step = bytes.pick(group == "space" ? ["xs", "sm", "md", "lg", "xl", "xxl"] : ["sm", "md", "lg"])
      return #""\#(step)": {"$value": {"value": \#(number), "unit": "\#(unit)"}}"#
    case "elevation":
      return
        #""e1": {"$value": {"color": "{color.textPrimary}", "offsetX": {"value": \#(number), "unit": "px"}, "offsetY": {"value": \#(other), "unit": "px"}, "blur": {"value": \#(bytes.pick(extremes)), "unit": "px"}}}"#
    case "type":
      return
        #""numeralWeight": {"$value": \#(number)}, "$extensions": {"com.spblocks.theme": {"tracking": {"\#(other)": \#(bytes.pick(extremes))}}}"#
    default:
      return #""accent": {"$value": \#(raw(&bytes, group: group))}"#
    }
  }
}
