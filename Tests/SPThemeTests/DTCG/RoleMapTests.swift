import Foundation
import Testing

@testable import SPTheme

/// A role map binds the block roles to a team's own tokens; each role it leaves out is one
/// problem naming the nearest token of the role's type.
struct RoleMapTests {
  /// A small token document: a team's colours and sizes, and a role map that forgets most roles
  /// and misspells one.
  static let document = """
    {
      "brand": {
        "$type": "color",
        "ocean": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
        "accentBlue": { "$value": { "colorSpace": "srgb", "components": [0, 0.3, 0.9] } }
      },
      "color": {
        "acent": { "$value": "{brand.ocean}" }
      }
    }
    """

  @Test("one missingRole problem per unbound role, with the nearest token of its type")
  func missingRoles() throws {
    let tree = try TokenTree.read(data: Data(Self.document.utf8), file: "team.json")
    let error = try #require(throws: TokenError.self) { try Theme(tokens: tree, name: "team") }
    let accent = try #require(error.problems.first { $0.pointer == "/color/accent" })
    #expect(
      accent.description
        == "team.json: /color/accent: missing role: expected a color token for the role color.accent; "
        + "the nearest color token is color.acent: alias it, \"{color.acent}\", found nothing")
    // Every required role is named once: 10 colours, 2 families, the numeral weight, 6 spaces,
    // 3 radii, 4 motions, 2 elevations.
    #expect(error.problems.count == 28)
    #expect(error.problems.allSatisfy { $0.kind == .missingRole })
    let space = try #require(error.problems.first { $0.pointer == "/space/md" })
    #expect(space.expected == "a dimension token for the role space.md")
  }
}
