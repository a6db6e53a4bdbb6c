import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// A host may pass any environment: no ranges, a selection it does not offer, widths that are
/// zero, negative or not numbers, a scrub index far out of range. Each compiles to a sound tree.
@Suite("Odd environments")
struct OddEnvironmentTests {
  static let environments: [(name: String, environment: OverviewSetup)] = [
    ("no ranges", OverviewSetup(ranges: [])),
    ("no ranges, a selection", OverviewSetup(ranges: [], selectedRange: .year)),
    ("a selection not offered", OverviewSetup(ranges: [.week], selectedRange: .year)),
    ("width 0", OverviewSetup(width: 0)),
    ("negative width", OverviewSetup(width: -320)),
    ("infinite width", OverviewSetup(width: .infinity)),
    ("NaN width", OverviewSetup(width: .nan)),
    ("huge width", OverviewSetup(width: 1e308)),
    ("scrub Int.max", OverviewSetup(scrubIndex: .max)),
    ("scrub Int.min", OverviewSetup(scrubIndex: .min)),
    ("scrub while loading", OverviewSetup(phase: .loading, scrubIndex: 3)),
    ("an empty error message", OverviewSetup(phase: .failed(description: "", retry: .failed(message: "")))),
    (
      "a 10,000-character error message",
      OverviewSetup(phase: .failed(description: String(repeating: "Offline. ", count: 1_112), retry: .idle))
    ),
  ]

  @Test(
    "odd environments compile the sample and an empty overview to sound trees",
    arguments: environments.indices)
  func compiles(_ index: Int) {
    let (name, environment) = Self.environments[index]
    let sample = Overview.sample(today: Date(timeIntervalSince1970: 1_791_763_200))
    let empty = Overview(label: "Revenue", format: .number(), periods: [:])
    for overview in [sample, empty, nil] as [Overview?] {
      for theme in Robust.themes {
        let tree = StatsOverviewBlock.compile(overview, theme: theme, environment: environment)
        #expect(
          Robust.problems(in: tree) == [],
          "\(name), \(theme.name), overview \(overview == nil ? "nil" : overview!.label)")
      }
    }
  }
}
