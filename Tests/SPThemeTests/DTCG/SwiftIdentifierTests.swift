import Testing

@testable import SPTheme

/// #24 (A): a token path's names as Swift names: valid identifiers for any name a file holds,
/// camel case as an engineer writes it, keywords escaped (docs/tokens.md, "Swift of a token set").
struct SwiftIdentifierTests {
  @Test(
    "#24.A a token's name as a member: lowerCamelCase, digits and keywords made valid",
    arguments: [
      ("brand-blue", "brandBlue"), ("brandBlue", "brandBlue"), ("Brand Blue", "brandBlue"),
      ("URLBar", "urlBar"), ("XLarge", "xLarge"), ("ABC", "abc"), ("brand_blue", "brand_blue"),
      ("2xl", "_2xl"), ("100", "_100"), ("$root", "root"), ("Größe", "größe"), ("色", "色"),
      ("default", "`default`"), ("Any", "`any`"), ("none", "`none`"), ("self", "self_"), ("init", "init_"),
      ("Type", "type"), ("_", "__"), ("*/", "_2a_2f"), ("line\nbreak\u{202E}", "lineBreak"),
      ("👨‍👩‍👧", "_1f468_200d_1f469_200d_1f467"), ("a\u{200B}b", "aB"),
    ])
  func member(_ name: String, _ expected: String) {
    #expect(SwiftIdentifier.member(name) == expected)
  }

  @Test(
    "#24.A a group's name as a type: UpperCamelCase; Type, Self, Protocol get a trailing _",
    arguments: [
      ("color", "Color"), ("brand-blue", "BrandBlue"), ("type", "Type_"), ("Self", "Self_"),
      ("protocol", "Protocol_"), ("any", "`Any`"), ("2xl", "_2xl"), ("größe", "Größe"),
    ])
  func type(_ name: String, _ expected: String) {
    #expect(SwiftIdentifier.type(name) == expected)
  }

  @Test(
    "#24.A every converted name is an identifier: head a letter or _, then letters, digits or _; no hidden scalar"
  )
  func alwaysAnIdentifier() {
    let names = [
      "", " ", "-", "0", "9a", "\u{202E}", "\u{FEFF}x", "a b-c/d", "é9", "\"\\", "`", "x`y", "\u{0}",
    ]
    for name in names {
      for converted in [SwiftIdentifier.member(name), SwiftIdentifier.type(name)] {
        let bare = SwiftIdentifier.bare(converted)
        let head = bare.unicodeScalars.first
        #expect(head != nil && !("0"..."9").contains(head!), "\(name) → \(converted)")
        #expect(
          bare.unicodeScalars.allSatisfy { SwiftIdentifier.isIdentifierScalar($0) }, "\(name) → \(converted)")
      }
    }
  }
}
