/// Apple's Dynamic Type table for iOS: point size and leading of every text style at every size.
///
/// Source: Apple Human Interface Guidelines, Typography, "Specifications" (iOS, iPadOS Dynamic
/// Type sizes and larger accessibility type sizes),
/// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications.
/// Every cell is checked against a second transcription in the tests. Two cells look anomalous
/// and are kept as published (subhead at xxxLarge 21/28; caption2 at accessibility5 40, where a
/// simulator measured 41): see `docs/themes.md`.
public enum DynamicTypeTable {
  /// Point size and leading (line height) in points.
  public struct Metrics: Hashable, Sendable {
    public var size: Double
    public var leading: Double

    public init(size: Double, leading: Double) {
      self.size = size
      self.leading = leading
    }
  }

  /// The default weight Apple gives each style: regular, except headline (semibold).
  public static func defaultWeight(of style: TextStyle) -> FontWeight {
    style == .headline ? .semibold : .regular
  }

  public static func metrics(_ style: TextStyle, at size: DynamicTypeStep) -> Metrics {
    cells[style.ordinal * columnCount + size.index]
  }

  /// Columns per row: one per Dynamic Type size.
  private static let columnCount = DynamicTypeStep.allCases.count

  /// `rows` as one array, row by row in `TextStyle.allCases` order: every font reads it, and a
  /// dictionary lookup hashed the style's name each time.
  private static let cells: [Metrics] = TextStyle.allCases.flatMap { style in
    rows[style, default: []].map { Metrics(size: $0.0, leading: $0.1) }
  }

  /// Columns: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5.
  static let rows: [TextStyle: [(Double, Double)]] = [
    .largeTitle: [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
      (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
    ],
    .title: [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
      (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
    ],
    .title2: [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
      (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
    ],
    .title3: [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
      (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
    ],
    .headline: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ],
    .body: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ],
    .callout: [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
      (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
    ],
    .subhead: [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
      (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
    ],
    .footnote: [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
      (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
    ],
    .caption: [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
      (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
    ],
    .caption2: [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
      (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
    ],
  ]
}
