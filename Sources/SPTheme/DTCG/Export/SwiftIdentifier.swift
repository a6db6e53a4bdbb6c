import JSONDocuments

/// A Swift name built from a token path's name, for the Swift export of a token set (#24). A
/// token file is not trusted and its names are whatever a design tool wrote (`2xl`,
/// `brand-blue`, `Größe`, `*/`, a bidi control), so the rule makes every name a valid Swift
/// identifier that reads like one an engineer would write:
///
/// - words are split at every character an identifier cannot hold (`-`, a space, `/`, emoji,
///   hidden scalars) and joined in camel case: `brand-blue` and `brandBlue` are `brandBlue`;
///   a group is UpperCamelCase (`Brand`), a token lowerCamelCase (`brandBlue`, `URLBar` →
///   `urlBar`); letters beyond ASCII that Swift admits (`ß`, `é`, CJK) are kept;
/// - a name starting with a digit gets a leading `_` (`2xl` → `_2xl`, `100` → `_100`);
/// - a name with no letter or digit at all is `_` and the hexadecimal code of each scalar
///   (`*/` → `_2a_2f`), so it is still distinct and stable;
/// - a keyword is written in backticks (`` `default` ``, `` `Any` ``), except the few that
///   backticks do not free in a member reference (`self`, `Self`, `Type`, `Protocol`, `init`,
///   `_`), which get a trailing `_` (`Type_`).
///
/// Two names that convert to the same identifier are the export's to refuse (it names both).
enum SwiftIdentifier {
  /// `name` as a type's name (a group's enum): UpperCamelCase.
  static func type(_ name: String) -> String { escaped(camel(name, upper: true)) }

  /// `name` as a member's name (a token's `static let`): lowerCamelCase.
  static func member(_ name: String) -> String { escaped(camel(name, upper: false)) }

  /// The identifier without backticks, as collisions are compared (`` `default` `` and
  /// `default` are one name).
  static func bare(_ identifier: String) -> String {
    identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
  }

  /// The words of `name` in camel case, before keywords are escaped.
  static func camel(_ name: String, upper: Bool) -> String {
    var words: [String] = []
    var word = ""
    var previousIsLower = false
    for scalar in name.unicodeScalars {
      guard isIdentifierScalar(scalar) else {
        if !word.isEmpty { words.append(word) }
        word = ""
        previousIsLower = false
        continue
      }
      // `brandBlue` is two words, so `brand-blue` and `brandBlue` meet in one name.
      if scalar.properties.isUppercase, previousIsLower {
        words.append(word)
        word = ""
      }
      word.unicodeScalars.append(scalar)
      previousIsLower = scalar.properties.isLowercase || ("0"..."9").contains(scalar)
    }
    if !word.isEmpty { words.append(word) }
    guard !words.isEmpty else {
      return "_" + name.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "_")
    }
    var result = ""
    for (index, word) in words.enumerated() {
      if index == 0, !upper {
        result += leadingLowercased(word)
      } else {
        result += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
    return result
  }

  /// A word's leading capitals lowercased, the last kept when a lowercase letter follows it
  /// (`URLBar` → `urlBar`, `XLarge` → `xLarge`, `ABC` → `abc`, `Brand` → `brand`).
  static func leadingLowercased(_ word: String) -> String {
    let scalars = Array(word.unicodeScalars)
    var run = 0
    while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
    if run > 1, run < scalars.count, scalars[run].properties.isLowercase { run -= 1 }
    var result = String(String.UnicodeScalarView(scalars[..<run])).lowercased()
    result.unicodeScalars.append(contentsOf: scalars[run...])
    return result
  }

  /// ASCII letters, digits and `_`, and the letters and digits beyond ASCII that Swift admits in
  /// an identifier (Swift's identifier ranges, letters only: never a bidi control, a joiner or
  /// another hidden scalar, which Swift would also admit).
  static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || scalar == "_"
    }
    guard scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal,
      !VisibleText.isHidden(scalar)
    else { return false }
    let value = scalar.value
    return (0xC0...0x1FFF).contains(value) && value != 0xD7 && value != 0xF7
      || (0x2C00...0x2DFF).contains(value) || (0x3040...0xD7FF).contains(value)
      || (0xF900...0xFD3D).contains(value) || (0xFE70...0xFEFE).contains(value)
      || (0xFF10...0xFFDC).contains(value) || (0x10000...0x1FFFD).contains(value)
      || (0x20000...0x2FFFD).contains(value)
  }

  /// `identifier` in backticks when it is a keyword, or with a trailing `_` when it is one of
  /// the few backticks do not free.
  static func escaped(_ identifier: String) -> String {
    if unescapable.contains(identifier) { return identifier + "_" }
    return keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// Names that stay special in backticks after a `.`: `X.self` is the type itself, `X.Type` its
  /// metatype, `X.Protocol` a protocol's, `X.init` an initialiser; `_` discards.
  static let unescapable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "_"]

  /// Swift's keywords, reserved and contextual; backticks around a contextual one are harmless.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
    "func", "import", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
    "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
    "false", "is", "nil", "super", "throws", "true", "try", "associativity", "async", "convenience",
    "didSet", "dynamic", "final", "get", "indirect", "infix", "isolated", "lazy", "left", "macro",
    "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
    "required", "right", "set", "some", "any", "unowned", "weak", "willSet", "actor", "each", "discard",
    "then", "copy",
  ]
}
