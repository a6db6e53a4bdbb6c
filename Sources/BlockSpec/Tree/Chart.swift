import SPTheme

extension LayoutNode {
  /// A line chart: series drawn in `domain`, three date labels beneath, and the styling of the
  /// scrub selection. The accessibility descriptor sits in the node's `accessibility.chart`.
  public struct Chart: Hashable, Codable, Sendable {
    /// Height of the plot area in points; the width is what the parent offers.
    public var height: Double
    public var domain: Domain
    /// Drawn in order; the highlighted series (`current`) last, on top.
    public var series: [Series]
    /// Beneath the plot, left to right.
    public var axisLabels: [AxisLabel]
    /// How a scrubbed reading is marked, so a renderer can draw it live under the finger.
    public var selectionStyle: SelectionStyle
    /// The reading under the finger, when scrubbing (O-SS-6).
    public var selection: Selection?
    /// What a renderer needs to scrub without recompiling: every drawable reading with the
    /// headline's value and date texts for it, and the nodes they go into. Absent when the
    /// current period has more than `Scrub.maximumReadings` readings (the renderer then
    /// compiles with `scrubIndex`, as the `scrub` action says) or nothing to scrub.
    public var scrub: Scrub? = nil
    /// Horizontal grid lines across the plot (2.1, optional): the dashboard's chart draws them
    /// in `color.separator` (D-10); the stats overview's has none (docs/layout-tree.md, chart).
    public var gridLines: GridLines? = nil

    /// Hairlines across the whole plot at round values of the y domain, under every series.
    public struct GridLines: Hashable, Codable, Sendable {
      public var stroke: Stroke
      /// Each line's value, in the chart's y units, ascending, strictly inside the domain.
      public var values: [Double]

      public init(stroke: Stroke, values: [Double]) {
        self.stroke = stroke
        self.values = values
      }
    }

    /// `x` runs 0…1 across the range; `y` is in the overview's units.
    public struct Domain: Hashable, Codable, Sendable {
      public var yLower: Double
      public var yUpper: Double
      /// ISO 8601 date of x = 0 and of x = 1.
      public var start: String
      public var end: String
    }

    public struct Series: Hashable, Codable, Sendable {
      /// `chart.series.current`, `chart.series.previous`: stable, so the line can morph.
      public var id: String
      public var role: Role
      public var stroke: Stroke
      public var interpolation: Interpolation
      /// ISO 8601 date at x = 0 for this series: `domain.start` for the current series, the
      /// previous period's first reading for the previous one (laid over the same span). A point's
      /// date is `start + x × (domain.end − domain.start)`, to within a millionth of the span.
      public var start: String
      /// The points to draw, possibly fewer than the readings (see `originalCount`).
      public var points: [Point]
      /// How many readings the series had before reduction.
      public var originalCount: Int

      public enum Role: String, Codable, Sendable {
        /// The chosen range: the one highlighted series.
        case current
        /// The period before, laid over the same span.
        case previous
      }

      public enum Interpolation: String, Codable, Sendable {
        case linear, monotone
        /// A Catmull-Rom spline through every point (SwiftUI `.catmullRom`): the sparkline (S-3).
        case catmullRom
      }
    }

    /// A drawn reading, written as the triple `[index, x, y]`: a chart draws two per point of
    /// width, and an object with named members (and a date) per point would cost three times the
    /// bytes (docs/layout-tree.md, chart). Its date follows from `x` and the series' `start`.
    public struct Point: Hashable, Codable, Sendable {
      /// The reading's index in the period's points, which `environment.scrubIndex` refers to.
      public var index: Int
      /// Position 0…1 across the range.
      public var x: Double
      /// The reading, in the overview's units.
      public var y: Double

      public init(index: Int, x: Double, y: Double) {
        self.index = index
        self.x = x
        self.y = y
      }

      public init(from decoder: any Decoder) throws {
        var triple = try decoder.unkeyedContainer()
        index = try triple.decode(Int.self)
        x = try triple.decode(Double.self)
        y = try triple.decode(Double.self)
        guard triple.isAtEnd else {
          throw DecodingError.dataCorruptedError(
            in: triple, debugDescription: "expected a chart point [index, x, y] of three numbers")
        }
      }

      public func encode(to encoder: any Encoder) throws {
        var triple = encoder.unkeyedContainer()
        try triple.encode(index)
        try triple.encode(x)
        try triple.encode(y)
      }
    }

    public struct AxisLabel: Hashable, Codable, Sendable {
      public var text: String
      /// Position 0…1 across the plot the label is anchored at.
      public var position: Double
      /// Which edge of the label sits at `position`.
      public var anchor: Anchor
      public var font: ResolvedFont
      public var color: ColorValue

      public enum Anchor: String, Codable, Sendable {
        case leading, center, trailing
      }
    }

    public struct SelectionStyle: Hashable, Codable, Sendable {
      /// A vertical rule across the plot at the reading.
      public var rule: Stroke
      /// The dot on the line at the reading: `fill` ringed in `ring`.
      public var dot: Dot

      public struct Dot: Hashable, Codable, Sendable {
        public var fill: ColorValue
        public var ring: ColorValue
        /// Points, ring included.
        public var diameter: Double
        public var ringWidth: Double
      }
    }

    public struct Selection: Hashable, Codable, Sendable {
      public var index: Int
      public var x: Double
      public var y: Double
      /// "Mon, Oct 12".
      public var dateText: String
      /// "$1,520.00".
      public var valueText: String
    }
  }
}

extension LayoutNode.Chart {
  /// Scrubbing in the renderer (schema 2.x, optional): for each reading, exactly the texts the
  /// compiler's scrubbed tree (`scrubIndex`) shows, and which nodes show them.
  public struct Scrub: Hashable, Codable, Sendable {
    /// At most this many readings are listed (about 5 kB of JSON); longer periods leave `scrub`
    /// out and the renderer recompiles per reading.
    public static let maximumReadings = 120

    /// The text node whose string becomes the reading's value text (`headline.value`).
    public var value: String
    /// The node the date line takes the place of while scrubbing (`headline.change`).
    public var replaces: String
    /// The date line as the scrubbed tree draws it (`headline.date`); its string is the first
    /// reading's date, each reading brings its own.
    public var date: DateLine
    /// The node whose accessibility label reads "value text, date text" while scrubbing
    /// (`headline.figure`).
    public var label: String
    /// Every drawable reading of the current period, oldest first.
    public var readings: [Reading]

    public init(value: String, replaces: String, date: DateLine, label: String, readings: [Reading]) {
      self.value = value
      self.replaces = replaces
      self.date = date
      self.label = label
      self.readings = readings
    }

    /// A text node: `{"id", "kind": "text", "text"}`.
    public struct DateLine: Hashable, Codable, Sendable {
      public var id: String
      public var kind: String = "text"
      public var text: LayoutNode.Text

      public init(id: String, text: LayoutNode.Text) {
        self.id = id
        self.text = text
      }
    }

    /// `[index, x, y, valueText, dateText]`: the reading's index (what `scrubIndex` takes), its
    /// x (0…1, as the selection's) and value, and the headline's texts for it.
    public struct Reading: Hashable, Codable, Sendable {
      public var index: Int
      public var x: Double
      public var y: Double
      public var valueText: String
      public var dateText: String

      public init(index: Int, x: Double, y: Double, valueText: String, dateText: String) {
        self.index = index
        self.x = x
        self.y = y
        self.valueText = valueText
        self.dateText = dateText
      }

      public init(from decoder: any Decoder) throws {
        var items = try decoder.unkeyedContainer()
        index = try items.decode(Int.self)
        x = try items.decode(Double.self)
        y = try items.decode(Double.self)
        valueText = try items.decode(String.self)
        dateText = try items.decode(String.self)
        guard items.isAtEnd else {
          throw DecodingError.dataCorruptedError(
            in: items, debugDescription: "expected a scrub reading [index, x, y, valueText, dateText]")
        }
      }

      public func encode(to encoder: any Encoder) throws {
        var items = encoder.unkeyedContainer()
        try items.encode(index)
        try items.encode(x)
        try items.encode(y)
        try items.encode(valueText)
        try items.encode(dateText)
      }
    }
  }
}
