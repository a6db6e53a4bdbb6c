import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme

/// The compiled trees both hand-written paths are held to, the writer (`TreeJSONWriterTests`)
/// and the reader (`TreeJSONReaderTests`), each with a comment that names it.
enum FastPathTrees {
  static let sizes: [DynamicTypeStep] = [.xSmall, .large, .accessibility5]
  static let widths: [Double] = [320, 430]

  /// `scenario` in every shipped theme at three Dynamic Type sizes and two widths, Reduce Motion
  /// on for half.
  static func matrix(_ scenario: Scenario) -> [(tree: LayoutTree, comment: String)] {
    TestThemes.all.flatMap { theme in
      sizes.enumerated().flatMap { index, size in
        widths.map { width in
          let reduceMotion = (index + Int(width)).isMultiple(of: 2)
          let tree = scenario.compile(
            theme: theme, dynamicTypeSize: size, width: width, reduceMotion: reduceMotion)
          return (tree, "\(theme.name) \(size) \(width) rm=\(reduceMotion)")
        }
      }
    }
  }

  /// Twelve random overviews in random environments, batch `batch` of them.
  static func random(batch: Int) -> [(tree: LayoutTree, comment: String)] {
    (0..<12).map { offset in
      let seed = UInt64(batch * 12 + offset)
      let tree = StatsOverviewBlock.compile(
        RandomOverviews.overview(seed: seed), theme: TestThemes.light,
        environment: RandomOverviews.environment(seed: seed))
      return (tree, "seed \(seed)")
    }
  }
}
