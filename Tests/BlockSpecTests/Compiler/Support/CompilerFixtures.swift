import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme

/// Inputs built in code, so the compiler's tests do not depend on theme files or the sample.
enum CompilerFixtures {
  /// A complete theme with iOS-like values; every role distinct so a test can tell them apart.
  static let theme: Theme = {
    let colors: [ColorRole: RGBAColor] = [
      .bg: RGBAColor(hex: "#F2F2F7")!, .surface: RGBAColor(hex: "#FFFFFF")!,
      .fill: RGBAColor(hex: "#7676801F")!, .separator: RGBAColor(hex: "#3C3C434A")!,
      .accent: RGBAColor(hex: "#007AFF")!, .success: RGBAColor(hex: "#248A3D")!,
      .danger: RGBAColor(hex: "#D70015")!, .textPrimary: RGBAColor(hex: "#000000")!,
      .textSecondary: RGBAColor(hex: "#6C6C70")!, .textTertiary: RGBAColor(hex: "#8E8E93")!,
    ]
    let tracking = TrackingTable(entries: [
      (size: 11, milliEm: 6), (size: 12, milliEm: 0), (size: 13, milliEm: -8), (size: 15, milliEm: -23),
      (size: 17, milliEm: -43), (size: 20, milliEm: 38), (size: 28, milliEm: 36), (size: 40, milliEm: 37),
      (size: 80, milliEm: 26),
    ])
    return Theme(
      name: "fixture",
      colors: colors,
      type: Typography(
        textFamily: "SF Pro Text", numeralFamily: "SF Pro Rounded", numeralWeight: .bold,
        trackingTable: tracking),
      spaces: [.xs: 4, .sm: 8, .md: 12, .lg: 16, .xl: 24, .xxl: 32],
      radii: [.sm: 8, .md: 12, .lg: 16],
      motions: [
        .smooth: MotionToken(curve: .spring(duration: 0.5, bounce: 0)),
        .snappy: MotionToken(curve: .spring(duration: 0.5, bounce: 0.15)),
        .standard: MotionToken(curve: .timingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.35)),
        .hero: MotionToken(curve: .spring(duration: 0.7, bounce: 0.1)),
      ],
      elevations: [
        .e1: Shadow(color: RGBAColor(hex: "#0000001A")!, x: 0, y: 1, blur: 3),
        .e2: Shadow(color: RGBAColor(hex: "#00000026")!, x: 0, y: 4, blur: 12),
      ])
  }()

  static let utc = TimeZone(identifier: "UTC")!
  static let day: TimeInterval = 86_400
  /// 2026-10-31T00:00:00Z, a Saturday.
  static let today = Date(timeIntervalSince1970: 1_793_404_800)

  /// `count` readings `step` apart ending at `end`, values from a fixed wave (no randomness).
  static func points(count: Int, step: TimeInterval, end: Date = today, base: Double = 1_400) -> [Point] {
    (0..<count).map { offset in
      let wave = sin(Double(offset) * 0.7) * 180 + Double(offset % 5) * 37
      return Point(
        date: end.addingTimeInterval(-Double(count - 1 - offset) * step), value: (base + wave).rounded())
    }
  }

  static let metrics: [Metric] = [
    Metric(id: "orders", label: "Orders", value: 1_172, format: .number(), change: 0.041),
    Metric(
      id: "averageOrder", label: "Average order", value: 37.59, format: .currency(code: "USD"), change: -0.012
    ),
    Metric(id: "conversion", label: "Conversion", value: 0.032, format: .percent, change: 0.08),
    Metric(
      id: "refundRate", label: "Refund rate", value: 0.011, format: .percent, change: -0.15,
      increaseIsGood: false),
  ]

  /// A shop's revenue like the seed's preview, over all four ranges.
  static let overview: Overview = {
    func period(_ count: Int, _ step: TimeInterval, value: Double, change: Double?) -> Period {
      Period(
        points: points(count: count, step: step),
        previousPoints: points(
          count: count, step: step, end: today.addingTimeInterval(-Double(count) * step), base: 1_250),
        value: value, change: change)
    }
    return Overview(
      label: "Revenue", format: .currency(code: "USD"),
      periods: [
        .week: period(7, day, value: 10_120.5, change: 0.052),
        .month: period(30, day, value: 44_051.40, change: 0.13),
        .quarter: period(13, 7 * day, value: 131_877, change: -0.021),
        .year: period(12, 30 * day, value: 512_003.2, change: 0.2),
      ],
      metrics: metrics)
  }()

  static func compile(
    _ overview: Overview? = CompilerFixtures.overview, theme: Theme = CompilerFixtures.theme,
    _ environment: OverviewSetup = OverviewSetup()
  ) -> LayoutTree {
    StatsOverviewBlock.compile(overview, theme: theme, environment: environment)
  }
}
