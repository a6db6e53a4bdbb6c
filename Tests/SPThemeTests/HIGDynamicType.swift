import SPTheme

/// Apple's iOS/iPadOS Dynamic Type tables transcribed as the Human Interface Guidelines print
/// them, one table per size, rows in the HIG's order (Large Title, Title 1, Title 2, Title 3,
/// Headline, Body, Callout, Subhead, Footnote, Caption 1, Caption 2), "size/leading" in points.
/// Source: https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
/// ("iOS, iPadOS Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes").
/// Kept apart from `DynamicTypeTable` (which is laid out by style) so a typo in one is caught
/// by the other.
enum HIGDynamicType {
  static let styleOrder: [TextStyle] = [
    .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subhead, .footnote, .caption,
    .caption2,
  ]

  static let tables: [DynamicTypeStep: [(size: Double, leading: Double)]] = [
    .xSmall: [
      (31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13),
      (11, 13),
    ],
    .small: [
      (32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13),
      (11, 13),
    ],
    .medium: [
      (33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13),
      (11, 13),
    ],
    .large: [
      (34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16),
      (11, 13),
    ],
    .xLarge: [
      (36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19),
      (13, 18),
    ],
    .xxLarge: [
      (38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21),
      (15, 20),
    ],
    // Subhead 21/28 is as published (its neighbours step by 4–5 pt of leading, this by 7).
    .xxxLarge: [
      (40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23),
      (17, 22),
    ],
    .accessibility1: [
      (44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28),
      (20, 25),
    ],
    .accessibility2: [
      (48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32),
      (24, 30),
    ],
    .accessibility3: [
      (52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39),
      (29, 35),
    ],
    .accessibility4: [
      (56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44),
      (34, 41),
    ],
    // Caption 2 40/48 as published; a simulator measured 41 pt (see docs/themes.md).
    .accessibility5: [
      (60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51),
      (40, 48),
    ],
  ]

  static func cell(_ style: TextStyle, _ size: DynamicTypeStep) -> (size: Double, leading: Double) {
    tables[size]![styleOrder.firstIndex(of: style)!]
  }
}
