/// The time ranges a range control offers (the overview's and the dashboard's), in the seeds' order.
public enum TimeRange: String, CaseIterable, Codable, Sendable, Comparable {
  case week = "1W"
  case month = "1M"
  case quarter = "3M"
  case year = "1Y"

  /// The control's title: 1W, 1M, 3M, 1Y.
  public var title: String { rawValue }

  /// What the change is measured against: "vs last month".
  public var comparison: String {
    switch self {
    case .week: "vs last week"
    case .month: "vs last month"
    case .quarter: "vs last quarter"
    case .year: "vs last year"
    }
  }

  /// The range in words, used when a period has no change and by VoiceOver: "Last 30 days".
  public var span: String {
    switch self {
    case .week: "Last 7 days"
    case .month: "Last 30 days"
    case .quarter: "Last 90 days"
    case .year: "Last 12 months"
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
