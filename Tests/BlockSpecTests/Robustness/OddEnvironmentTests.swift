import BlockSpec
import Foundation
import SPTheme
import Testing

/// A host may pass any environment: no ranges, a selection it does not offer, widths that are
/// zero, negative or not numbers, a scrub index far out of range. Each compiles to a sound tree.
@Suite("Odd environments")
struct OddEnvironmentTests {
  static let environments: [(name: String, environment: Environment)] = [
    ("no ranges", Environment(ranges: [])),
    ("no ranges, a selection", Environment(ranges: [], selectedRange: .year)),
    ("a selection not offered", Environment(ranges: [.week], selectedRange: .year)),
    ("width 0", Environment(width: 0)),
    ("negative width", Environment(width: -320)),
    ("infinite width", Environment(width: .infinity)),
    ("NaN width", Environment(width: .nan)),
    ("huge width", Environment(width: 1e308)),
    ("scrub Int.max", Environment(scrubIndex: .max)),
    ("scrub Int.min", Environment(scrubIndex: .min)),
    ("scrub while loading", Environment(phase: .loading, scrubIndex: 3)),
    ("an empty error message", Environment(phase: .failed(description: "", retry: .failed(message: "")))),
    (
      "a 10,000-character error message",
      Environment(phase: .failed(description: String(repeating: "Offline. ", count: 1_112), retry: .idle))
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
