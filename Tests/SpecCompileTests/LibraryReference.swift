import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme

/// What the library itself produces for given inputs, built directly from the BlockSpec and
/// SPTheme APIs (not through SpecCompileKit), so the executable is compared with the library
/// rather than with itself.
enum LibraryReference {
  /// The repository's root, for the shipped theme files.
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func day(_ year: Int, _ month: Int, _ day: Int, in timeZone: TimeZone = TimeZone(identifier: "UTC")!)
    -> Date
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }

  /// The sample as `--sample` documents it: 2026-10-12 and seed 42 unless told otherwise.
  static func sample(today: Date = day(2026, 10, 12), seed: UInt64 = 42, timeZone: TimeZone? = nil)
    -> Overview
  {
    Overview.sample(today: today, seed: seed, timeZone: timeZone ?? TimeZone(identifier: "UTC")!)
  }

  /// The bytes the command writes: the canonical JSON and a newline, or the text tree.
  static func output(
    _ overview: Overview?, theme: Theme, environment: OverviewSetup = OverviewSetup(), tree: Bool = false,
    pretty: Bool = false, frames: Bool = false
  ) -> Data {
    let layout = StatsOverviewBlock.compile(overview, theme: theme, environment: environment)
    if tree { return Data(layout.textTree.utf8) }
    let json =
      frames ? layout.jsonData(pretty: pretty, frames: layout.frames()) : layout.jsonData(pretty: pretty)
    return json + Data("\n".utf8)
  }
}
