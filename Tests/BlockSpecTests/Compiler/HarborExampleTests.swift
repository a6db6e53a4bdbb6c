import BlockSpec
import Foundation
import SPTheme
import Testing

/// The worked example in `docs/examples/tokens/`: a design system of its own (primitives, light,
/// dark, high contrast) bound to the block roles by a role map, compiled into the block in
/// every appearance and contrast, at the sizes and widths that stress it.
struct HarborExampleTests {
  static let resolverURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/examples/tokens/harbor.resolver.json")

  static let names = [
    "harbor-dark", "harbor-dark-high-contrast", "harbor-light", "harbor-light-high-contrast",
  ]

  @Test("every Harbor theme compiles into the block with every invariant holding", arguments: names)
  func compiles(_ name: String) throws {
    let resolver = try TokenResolver.read(contentsOf: Self.resolverURL)
    #expect(resolver.namedInputs.keys.sorted() == Self.names)
    let input = try #require(resolver.namedInputs[name])
    let theme = try Theme.resolve(contentsOf: Self.resolverURL, input: input)
    #expect(theme.name == name)
    #expect(theme.isHighContrast == name.hasSuffix("high-contrast"))
    #expect(theme.contrastReport().passes)
    let overview = Overview.sample(today: Date(timeIntervalSince1970: 1_767_139_200))
    for size in [DynamicTypeStep.large, .accessibility3] {
      for width in [320.0, 390] {
        for reduceMotion in [false, true] {
          let environment = BlockEnvironment(dynamicTypeSize: size, width: width, reduceMotion: reduceMotion)
          let tree = StatsOverviewBlock.compile(overview, theme: theme, environment: environment)
          #expect(Invariants.all(tree, theme: theme).isEmpty, "\(size) \(width) \(reduceMotion)")
        }
      }
    }
  }

  @Test("Harbor's colours are its own: the accent is the OKLCH sea blue, gamut mapped to sRGB")
  func colours() throws {
    let theme = try Theme.resolve(contentsOf: Self.resolverURL, input: [:])
    let tree = try TokenResolver.read(contentsOf: Self.resolverURL).resolve([:])
    guard case .color(let sea) = tree["harbor.sea.600"]?.value else {
      Issue.record("harbor.sea.600 is not a colour")
      return
    }
    #expect(sea.space == .oklch)
    #expect(theme.color(.accent) == sea.sRGB)
    #expect(theme.space(.lg) == 16)  // 1 rem
  }
}
