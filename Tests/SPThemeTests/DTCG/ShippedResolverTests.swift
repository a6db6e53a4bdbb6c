import Foundation
import Testing

@testable import SPTheme

/// `Themes/tokens/themes.resolver.json` restates the five shipped themes in the format's own
/// terms; each named input must give exactly the shipped theme, so every tree stays the same.
struct ShippedResolverTests {
  static let resolverURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Themes/tokens/themes.resolver.json")

  @Test(
    "every shipped theme, resolved from the resolver, equals the shipped theme", arguments: Theme.shippedNames
  )
  func equalsShipped(_ name: String) throws {
    let resolver = try TokenResolver.read(contentsOf: Self.resolverURL)
    let input = try #require(resolver.namedInputs[name])
    let theme = try Theme.resolve(contentsOf: Self.resolverURL, input: input)
    #expect(theme.name == name)
    #expect(theme == (try Theme.shipped(named: name)))
  }

  @Test("the resolver names exactly the shipped themes")
  func names() throws {
    let resolver = try TokenResolver.read(contentsOf: Self.resolverURL)
    #expect(resolver.namedInputs.keys.sorted() == Theme.shippedNames)
    #expect(resolver.check().isEmpty)
  }

  @Test("an input no theme is named after takes the file's stem and the input as its name")
  func unnamedInput() throws {
    let theme = try Theme.resolve(
      contentsOf: Self.resolverURL, input: ["appearance": "dark", "brand": "indigo"])
    #expect(theme.name == "themes.resolver(appearance=dark,brand=indigo,contrast=standard)")
  }
}
