import Foundation

/// A small model of how a browser computes custom properties from a stylesheet the token
/// export writes: style rules (`:root`, or attribute selectors `[name="value"]…`), possibly
/// inside `@media` blocks of `(feature: value)` conditions joined by ` and `. An element's value
/// of a property is the matching declaration of the highest specificity, the latest among equals;
/// else its parent's computed value. A `var()` is substituted on the element that declares it,
/// with that element's values (#24). Selectors are decoded as CSS reads them (string escapes), so
/// a test checks what a browser would match, not the export's own spelling.
struct CSSContextCascade {
  enum Selector: Hashable {
    case root
    case attributes([String: String])
  }

  struct Rule {
    /// The features every one of which must hold, as `name: value` (no parentheses).
    var media: [String]
    var selector: Selector
    var declarations: [(String, String)]
  }

  var rules: [Rule] = []
  /// Lines that are none of the forms written: a comment, `@media … {`, `selector {`, a
  /// declaration, `}`. An injection would show here.
  var strayLines: [String] = []

  init(_ css: String) {
    var media: [String] = []
    var current: Rule?
    for line in css.split(separator: "\n").map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("/*"), trimmed.hasSuffix("*/"), current == nil {
        continue
      } else if trimmed.hasPrefix("@media "), trimmed.hasSuffix(" {"), current == nil, media.isEmpty {
        let query = trimmed.dropFirst("@media ".count).dropLast(2)
        media = query.components(separatedBy: " and ").map { String($0.dropFirst().dropLast()) }
      } else if trimmed == "}" {
        if let rule = current {
          rules.append(rule)
          current = nil
        } else if !media.isEmpty {
          media = []
        } else {
          strayLines.append(line)
        }
      } else if trimmed.hasSuffix(" {"), current == nil,
        let selector = Self.selector(String(trimmed.dropLast(2)))
      {
        current = Rule(media: media, selector: selector, declarations: [])
      } else if current != nil, trimmed.hasPrefix("--"), trimmed.hasSuffix(";"),
        let colon = trimmed.range(of: ": ")
      {
        current?.declarations.append(
          (String(trimmed[..<colon.lowerBound]), String(trimmed[colon.upperBound...].dropLast())))
      } else {
        strayLines.append(line)
      }
    }
  }

  /// `:root`, or one or more `[name="value"]` with the value a CSS string; nil for anything else.
  static func selector(_ text: String) -> Selector? {
    if text == ":root" { return .root }
    var attributes: [String: String] = [:]
    var scalars = Array(text.unicodeScalars)[...]
    while !scalars.isEmpty {
      guard scalars.popFirst() == "[" else { return nil }
      var name = ""
      while let next = scalars.first, next != "=" {
        guard next.properties.isAlphabetic || next == "-" || next == "_" || ("0"..."9").contains(next) else {
          return nil
        }
        name.unicodeScalars.append(next)
        scalars.removeFirst()
      }
      guard scalars.popFirst() == "=", scalars.popFirst() == "\"" else { return nil }
      var value = ""
      while true {
        guard let next = scalars.popFirst() else { return nil }
        if next == "\"" { break }
        if next == "\\" {
          var hex = ""
          while hex.count < 6, let digit = scalars.first, digit.properties.isASCIIHexDigit {
            hex.unicodeScalars.append(digit)
            scalars.removeFirst()
          }
          if hex.isEmpty {
            guard let escaped = scalars.popFirst() else { return nil }
            value.unicodeScalars.append(escaped)
          } else {
            if scalars.first == " " { scalars.removeFirst() }
            value.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!) ?? "\u{FFFD}")
          }
        } else if next == "\n" {
          return nil
        } else {
          value.unicodeScalars.append(next)
        }
      }
      guard scalars.popFirst() == "]", attributes[name] == nil else { return nil }
      attributes[name] = value
    }
    return attributes.isEmpty ? nil : .attributes(attributes)
  }

  /// The computed custom properties of the last element of `path` (the root first, each
  /// element's attributes), under the media features that hold.
  func computed(path: [[String: String]], features: Set<String>) -> [String: String] {
    var inherited: [String: String] = [:]
    for (depth, attributes) in path.enumerated() {
      var winners: [String: (specificity: Int, value: String)] = [:]
      for rule in rules where rule.media.allSatisfy(features.contains) {
        let specificity: Int
        switch rule.selector {
        case .root:
          guard depth == 0 else { continue }
          specificity = 1
        case .attributes(let wanted):
          guard wanted.allSatisfy({ attributes[$0.key] == $0.value }) else { continue }
          specificity = wanted.count
        }
        for (name, value) in rule.declarations where specificity >= winners[name]?.specificity ?? 0 {
          winners[name] = (specificity, value)
        }
      }
      let declared = winners.mapValues(\.value)
      var values = inherited
      for name in declared.keys {
        values[name] = Self.substituted(name, declared: declared, inherited: inherited)
      }
      inherited = values
    }
    return inherited
  }

  /// A declared value with each `var(--x)` replaced by `--x`'s value on the same element.
  static func substituted(
    _ name: String, declared: [String: String], inherited: [String: String], seen: Set<String> = []
  ) -> String {
    guard let raw = declared[name] else { return inherited[name] ?? "<unset \(name)>" }
    guard !seen.contains(name) else { return "<cycle \(name)>" }
    var result = ""
    var rest = raw[...]
    while let start = rest.range(of: "var(") {
      result += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      let end = after.firstIndex(of: ")") ?? after.endIndex
      result += substituted(
        String(after[..<end]), declared: declared, inherited: inherited, seen: seen.union([name]))
      rest = after[(end == after.endIndex ? end : after.index(after: end))...]
    }
    return result + rest
  }

  /// A resolved tree's own properties (as the export formats them) with every `var()`
  /// substituted: what an element in that context must compute.
  static func expected(_ declarations: [(name: String, value: String, wide: String?)], p3: Bool) -> [String:
    String]
  {
    var values: [String: String] = [:]
    for declaration in declarations {
      values[declaration.name] = p3 ? declaration.wide ?? declaration.value : declaration.value
    }
    return values.keys.reduce(into: [:]) { result, name in
      result[name] = substituted(name, declared: values, inherited: [:])
    }
  }
}
