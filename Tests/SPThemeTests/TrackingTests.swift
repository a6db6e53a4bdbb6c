import Foundation
import SPTheme
import Testing

/// Apple's SF Pro tracking table for iOS, iPadOS and visionOS as the HIG prints it: size (pt),
/// tracking (1/1000 em), tracking (pt).
/// Source: https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values
let publishedSFProTracking: [(size: Double, milliEm: Double, points: Double)] = [
  (6, 41, 0.24), (7, 34, 0.23), (8, 26, 0.21), (9, 19, 0.17), (10, 12, 0.12), (11, 6, 0.06), (12, 0, 0),
  (13, -6, -0.08), (14, -11, -0.15), (15, -16, -0.23), (16, -20, -0.31), (17, -26, -0.43), (18, -25, -0.44),
  (19, -24, -0.45), (20, -23, -0.45), (21, -18, -0.36), (22, -12, -0.26), (23, -4, -0.10), (24, 3, 0.07),
  (25, 6, 0.15), (26, 8, 0.22), (27, 11, 0.29), (28, 14, 0.38), (29, 14, 0.40), (30, 14, 0.40),
  (31, 13, 0.39),
  (32, 13, 0.41), (33, 12, 0.40), (34, 12, 0.40), (35, 11, 0.38), (36, 10, 0.37), (37, 10, 0.36),
  (38, 10, 0.37),
  (39, 10, 0.38), (40, 10, 0.37), (41, 9, 0.36), (42, 9, 0.37), (43, 9, 0.38), (44, 8, 0.37), (45, 8, 0.35),
  (46, 8, 0.36), (47, 8, 0.37), (48, 8, 0.35), (49, 7, 0.33), (50, 7, 0.34), (51, 7, 0.35), (52, 6, 0.31),
  (53, 6, 0.33), (54, 6, 0.32), (56, 6, 0.30), (58, 5, 0.28), (60, 4, 0.26), (62, 4, 0.24), (64, 4, 0.22),
  (66, 3, 0.19), (68, 2, 0.17), (70, 2, 0.14), (72, 2, 0.14), (76, 1, 0.07), (80, 0, 0), (84, 0, 0),
  (88, 0, 0),
  (92, 0, 0), (96, 0, 0),
]

@Suite("SF Pro tracking (HIG Typography, Tracking values)")
struct TrackingTests {
  @Test("the table holds every published row, 6 … 96 pt")
  func rows() {
    #expect(TrackingTable.sfPro.entries.count == publishedSFProTracking.count)
    #expect(TrackingTable.sfPro.entries.map(\.size) == publishedSFProTracking.map(\.size))
  }

  @Test(
    "each published size gives its 1/1000 em value times the size",
    arguments: publishedSFProTracking.map { [$0.size, $0.milliEm, $0.points] })
  func row(values: [Double]) {
    let (size, milliEm, points) = (values[0], values[1], values[2])
    let tracking = TrackingTable.sfPro.tracking(for: size)
    #expect(tracking == milliEm / 1000 * size)
    // Apple's points column is rounded separately from its em column; they agree to 0.04 pt.
    #expect(abs(tracking - points) <= 0.04)
  }

  @Test("sizes between rows interpolate; sizes beyond the table take the end rows")
  func betweenAndBeyond() {
    let table = TrackingTable.sfPro
    #expect(table.tracking(for: 55) == 6.0 / 1000 * 55)
    #expect(table.tracking(for: 17.5) == -25.5 / 1000 * 17.5)
    #expect(table.tracking(for: 4) == 41.0 / 1000 * 4)
    #expect(table.tracking(for: 120) == 0)
    #expect(TrackingTable(entries: []).tracking(for: 17) == 0)
  }

  @Test("a theme file can replace the table through the type group's extension")
  func themeOverride() throws {
    let text = """
      {
        "$extends": "light",
        "type": { "$extensions": { "com.spblocks.theme": { "tracking": { "10": 20, "30": 0 } } } }
      }
      """
    let theme = try Theme.load(data: Data(text.utf8), fileName: "tracked.json")
    #expect(theme.type.tracking(for: 20) == 10.0 / 1000 * 20)
    #expect(try Theme.shipped(named: "light").type.trackingTable == .sfPro)
  }
}
