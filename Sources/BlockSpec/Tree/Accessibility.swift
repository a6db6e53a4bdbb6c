/// What assistive technologies read for a node. A renderer maps it one to one onto the
/// platform: SwiftUI's `accessibilityLabel`/`Value`/`AddTraits`/`Element(children:)`, ARIA, …
public struct Accessibility: Hashable, Codable, Sendable {
  public var label: String?
  public var value: String?
  public var hint: String?
  public var traits: [Trait]?
  /// True: the node and its subtree are not read at all (ghosts, decorative arrows).
  public var hidden: Bool?
  /// How the node's subtree is exposed; absent means each child is its own element.
  public var element: Element?
  /// The chart's audio graph and data table (O-AX-2).
  public var chart: ChartDescriptor?
  /// Spoken once when the node appears or changes to this state (a failed retry, O-AX-4).
  public var announcement: String?
  /// Actions offered in VoiceOver's Actions rotor (a row's archive and delete, D-6) (2.1).
  public var customActions: [CustomAction]?

  public enum Trait: String, Codable, Sendable, CaseIterable {
    case header, button, selected, notEnabled, image, updatesFrequently
  }

  public enum Element: String, Codable, Sendable, CaseIterable {
    /// One element for the whole subtree, read with this node's label and value.
    case combine
    /// A container whose children stay separate elements, in order.
    case contain
  }

  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil, traits: [Trait]? = nil,
    hidden: Bool? = nil, element: Element? = nil, chart: ChartDescriptor? = nil, announcement: String? = nil,
    customActions: [CustomAction]? = nil
  ) {
    self.customActions = customActions
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.hidden = hidden
    self.element = element
    self.chart = chart
    self.announcement = announcement
  }

  /// A node nobody should hear: ghosts, icons that repeat what the text says.
  public static let hiddenNode = Accessibility(hidden: true)
}

/// A chart described for the audio graph and the data table, after Apple's
/// `AXChartDescriptor`: the readings here are the real ones, never the reduced drawing series.
public struct ChartDescriptor: Hashable, Codable, Sendable {
  public var title: String
  public var summary: String
  public var xAxis: XAxis
  public var yAxis: YAxis
  public var series: [Series]

  /// Time, as a position 0…1 across the range (the same `x` the chart draws with).
  public struct XAxis: Hashable, Codable, Sendable {
    public var title: String
    /// The first and last readings' dates in words.
    public var lowerText: String
    public var upperText: String
  }

  public struct YAxis: Hashable, Codable, Sendable {
    public var title: String
    public var lower: Double
    public var upper: Double
    public var lowerText: String
    public var upperText: String
  }

  public struct Series: Hashable, Codable, Sendable {
    public var name: String
    public var isContinuous: Bool
    public var points: [Point]
  }

  public struct Point: Hashable, Codable, Sendable {
    /// Position 0…1 across the range.
    public var x: Double
    public var value: Double
    /// The reading's date in words: "Mon, Oct 12".
    public var label: String
    /// The value in the overview's format: "$1,520.00".
    public var valueText: String
  }
}
