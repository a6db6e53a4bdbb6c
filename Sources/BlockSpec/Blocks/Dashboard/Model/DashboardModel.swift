import Foundation
import SPTheme

/// Everything the dashboard screen shows (D-1): a greeting that collapses into the navigation
/// bar, metric tiles, one main chart over several ranges and a list of recent activity. The
/// screen is a function of this value: change a property and the next tree says what moved.
public struct DashboardModel: Hashable, Sendable {
  /// The large greeting at the top ("Good morning, Ana"), collapsing into the navigation bar's
  /// inline title as the content scrolls (D-2).
  public var greeting: String
  /// A line under the greeting ("Tuesday, December 1"); nil shows none. It fades with the
  /// greeting and is not carried into the bar.
  public var subtitle: String?
  /// The tiles, in order (D-3); ids unique.
  public var metrics: [DashboardMetric]
  /// The main chart (D-4, D-5).
  public var chart: DashboardChart
  /// Recent activity, newest first as given (D-6); ids unique.
  public var activity: [DashboardActivity]
  /// Replaces the theme's `accent` for the chart, sparklines, refresh ring and row icons
  /// (D-10); nil keeps `accent`.
  public var tint: RGBAColor?

  public init(
    greeting: String, subtitle: String? = nil, metrics: [DashboardMetric] = [], chart: DashboardChart,
    activity: [DashboardActivity] = [], tint: RGBAColor? = nil
  ) {
    self.greeting = greeting
    self.subtitle = subtitle
    self.metrics = metrics
    self.chart = chart
    self.activity = activity
    self.tint = tint
  }

  /// The row with `id`, if the model has one.
  public func row(id: String) -> DashboardActivity? { activity.first { $0.id == id } }
}

/// One tile: a figure, its change and the sparkline under it (D-3, D-12).
public struct DashboardMetric: Hashable, Sendable, Identifiable {
  /// Stable identity: the tile's node ids are built from it, so a renderer can roll exactly the
  /// figure that changed (D-1).
  public var id: String
  public var label: String
  public var value: Double
  /// Compact numbers, currency or percent (D-12); `DashboardMetric.formats` lists them.
  public var format: Format
  /// The change as a fraction (0.123 reads +12.3%); nil: worked out from the sparkline, first to
  /// last (S-1), and no change line when that gives none.
  public var change: Double?
  /// False for figures that are good news when they fall (churn, tickets).
  public var increaseIsGood: Bool
  /// The sparkline's values, oldest first; evenly spaced, so they carry no dates.
  public var series: [Double]
  /// An SF Symbol shown beside the label; nil: the tile's default.
  public var symbol: String?

  public init(
    id: String, label: String, value: Double, format: Format, change: Double? = nil,
    increaseIsGood: Bool = true, series: [Double] = [], symbol: String? = nil
  ) {
    self.id = id
    self.label = label
    self.value = value
    self.format = format
    self.change = change
    self.increaseIsGood = increaseIsGood
    self.series = series
    self.symbol = symbol
  }

  /// The formats a metric may use (D-12): the seed's "compact numbers, currency and percent".
  /// Plain numbers and durations belong to the overview; a tile asking for one is an error.
  public static func allows(_ format: Format) -> Bool {
    switch format {
    case .compact, .currency, .percent: true
    case .number, .duration: false
    }
  }
}

/// The main chart: one line over the selected range, scrubbed per sample (D-4), its ranges
/// chosen in the picker (D-5).
public struct DashboardChart: Hashable, Sendable {
  /// "Revenue": the header's title, the chart's accessibility title.
  public var label: String
  /// How the header and the data table write a reading.
  public var format: Format
  /// The readings per range, oldest first. Regular (daily, hourly, five-minute) or irregular
  /// (whenever an event happened): a reading is placed by its date, and a scrub resolves to the
  /// nearest date (D-4). A range that is missing or has no readings is not offered (D-5).
  public var series: [TimeRange: [Point]]
  /// The header's figure at rest for each range (a total, say); nil: the range's latest reading.
  public var totals: [TimeRange: Double]
  /// False when a fall is good news: colours the header's change.
  public var increaseIsGood: Bool

  public init(
    label: String, format: Format, series: [TimeRange: [Point]], totals: [TimeRange: Double] = [:],
    increaseIsGood: Bool = true
  ) {
    self.label = label
    self.format = format
    self.series = series
    self.totals = totals
    self.increaseIsGood = increaseIsGood
  }

  /// The ranges the picker offers, in the picker's order: those with at least one finite reading
  /// (D-5).
  public var ranges: [TimeRange] {
    TimeRange.allCases.filter { range in series[range]?.contains { $0.value.isFinite } ?? false }
  }

  /// Whether a range's readings are evenly spaced in time (to within a second), which a
  /// renderer may use to pick a bar or line mark; the compiler treats both alike.
  public func isRegular(_ range: TimeRange) -> Bool {
    guard let points = series[range], points.count > 2 else { return true }
    let step = points[1].date.timeIntervalSince(points[0].date)
    for index in 2..<points.count
    where abs(points[index].date.timeIntervalSince(points[index - 1].date) - step) > 1 {
      return false
    }
    return true
  }
}

/// One activity row: what happened, when, with an icon (D-6).
public struct DashboardActivity: Hashable, Sendable, Identifiable {
  /// Stable identity: archive and delete name the row by it, and its node ids carry it.
  public var id: String
  /// "Order #1042".
  public var title: String
  /// "Paid by card · 2 items"; nil shows none.
  public var detail: String?
  public var date: Date
  /// An SF Symbol in the tint: "cart", "person.badge.plus".
  public var symbol: String
  /// A figure on the trailing edge ("$84.00"), in `format`; nil shows the date there instead.
  public var amount: Double?
  /// The amount's format (default: the chart's).
  public var format: Format?

  public init(
    id: String, title: String, detail: String? = nil, date: Date, symbol: String, amount: Double? = nil,
    format: Format? = nil
  ) {
    self.id = id
    self.title = title
    self.detail = detail
    self.date = date
    self.symbol = symbol
    self.amount = amount
    self.format = format
  }
}
