import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// The theme loader takes lengths from the smallest double to 10,000 points (`docs/errors.md`,
/// E-T-24), so the compiler meets spacing and radii of nothing and of far more than a screen;
/// its tree must still be sound JSON with only finite numbers.
@Suite("Absurd themes")
struct AbsurdThemeTests {
  static let themes: [(name: String, json: String)] = [
    (
      "huge",
      #"""
      {"$extends": "light",
       "radius": {"sm": {"$value": {"value": 10000, "unit": "px"}}, "md": {"$value": {"value": 10000, "unit": "px"}}, "lg": {"$value": {"value": 10000, "unit": "px"}}},
       "space": {"xs": {"$value": {"value": 625, "unit": "rem"}}, "sm": {"$value": {"value": 625, "unit": "rem"}}, "md": {"$value": {"value": 10000, "unit": "px"}}, "lg": {"$value": {"value": 10000, "unit": "px"}}, "xl": {"$value": {"value": 10000, "unit": "px"}}, "xxl": {"$value": {"value": 10000, "unit": "px"}}}}
      """#
    ),
    (
      "tiny",
      #"""
      {"$extends": "light",
       "radius": {"sm": {"$value": {"value": 5e-324, "unit": "px"}}, "md": {"$value": {"value": 0, "unit": "px"}}, "lg": {"$value": {"value": 5e-324, "unit": "px"}}},
       "space": {"xs": {"$value": {"value": 0, "unit": "px"}}, "sm": {"$value": {"value": 5e-324, "unit": "px"}}, "md": {"$value": {"value": 0, "unit": "px"}}, "lg": {"$value": {"value": 0, "unit": "px"}}, "xl": {"$value": {"value": 0, "unit": "px"}}, "xxl": {"$value": {"value": 0, "unit": "px"}}}}
      """#
    ),
  ]

  @Test(
    "themes with the smallest and largest lengths allowed compile the sample to sound trees",
    arguments: themes.indices)
  func compiles(_ index: Int) throws {
    let (name, json) = Self.themes[index]
    let theme = try Theme.load(data: Data(json.utf8), fileName: "\(name).json")
    let sample = Overview.sample(today: Date(timeIntervalSince1970: 1_791_763_200))
    for size in [DynamicTypeStep.xSmall, .large, .accessibility5] {
      for phase in [Phase.loaded, .loading, .failed(description: nil, retry: .idle)] {
        let tree = StatsOverviewBlock.compile(
          sample, theme: theme, environment: OverviewSetup(dynamicTypeSize: size, width: 320, phase: phase))
        #expect(Robust.problems(in: tree) == [], "\(name) \(size) \(phase)")
      }
    }
  }
}
