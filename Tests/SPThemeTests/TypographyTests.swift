import SPTheme
import Testing

/// Scaling like `@ScaledMetric`: value × size(style, category) / size(style, large), rounded to
/// a 3× pixel grid. Expected values are that formula worked by hand from the HIG's largeTitle
/// column (31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60), in thirds of a point.
@Suite("Typography: scaling, clamping, display numerals")
struct TypographyTests {
  let type = Typography(
    textFamily: "SF Pro", numeralFamily: "SF Pro Rounded", numeralWeight: .bold, trackingTable: .sfPro)

  static let sizes = DynamicTypeStep.allCases

  @Test(
    "display(40) scales with largeTitle at every size",
    arguments: zip(sizes, [109, 113, 116, 120, 127, 134, 141, 155, 169, 184, 198, 212]))
  func display40(size: DynamicTypeStep, thirds: Int) {
    let font = type.display(40, at: size)
    #expect(font.size == Double(thirds) / 3)
    #expect(font.baseSize == 40)
    #expect(font.token == "type.display(40)")
    #expect(font.family == "SF Pro Rounded")
    #expect(font.monospacedDigits)
    #expect(font.relativeTo == .largeTitle)
  }

  @Test(
    "display(22) for tile values scales with title2, the style of its size",
    arguments: zip(sizes, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]))
  func display22(size: DynamicTypeStep, points: Double) {
    let font = type.display(22, at: size)
    #expect(font.relativeTo == .title2)
    #expect(font.size == points)
    #expect(font.size == DynamicTypeTable.metrics(.title2, at: size).size)
  }

  @Test(
    "a custom size follows the text style nearest to it at the default size",
    arguments: [
      (40.0, TextStyle.largeTitle), (34, .largeTitle), (30, .title), (22, .title2), (21, .title2),
      (20, .title3),
      (17, .headline), (12, .caption), (6, .caption2),
    ])
  func nearestStyle(points: Double, style: TextStyle) {
    #expect(TextStyle.nearest(toDefaultSize: points) == style)
  }

  @Test(
    "a 150 pt minimum height scaled relative to largeTitle (S-4)",
    arguments: zip(sizes, [410, 424, 437, 450, 476, 503, 529, 582, 635, 688, 741, 794]))
  func minimumHeight(size: DynamicTypeStep, thirds: Int) {
    #expect(type.scaled(150, relativeTo: .largeTitle, at: size) == Double(thirds) / 3)
  }

  @Test("scaling is the identity at the default size", arguments: TextStyle.allCases)
  func identityAtLarge(style: TextStyle) {
    #expect(type.scaled(40, relativeTo: style, at: .large) == 40)
  }

  @Test("scaling relative to body follows body's column: 12 pt at accessibility5 is 12 × 53 / 17")
  func relativeToBody() {
    // 12 × 53 / 17 = 37.41 → 112.24 thirds → 112 / 3.
    #expect(type.scaled(12, relativeTo: .body, at: .accessibility5) == 112.0 / 3)
  }

  @Test(
    "display leading keeps largeTitle's leading-to-size ratio (41 / 34)",
    arguments: zip(sizes, [131, 136, 140, 145, 153, 162, 170, 187, 204, 222, 239, 256]))
  func displayLeading(size: DynamicTypeStep, thirds: Int) {
    #expect(type.display(40, at: size).leading == Double(thirds) / 3)
  }

  @Test(
    "display numerals take numeralWeight, capped at semibold",
    arguments: [
      (FontWeight.regular, FontWeight.regular), (.medium, .medium), (.semibold, .semibold),
      (.bold, .semibold),
      (.heavy, .semibold), (.black, .semibold),
    ])
  func displayWeightCap(numeralWeight: FontWeight, expected: FontWeight) {
    var type = self.type
    type.numeralWeight = numeralWeight
    #expect(type.display(40, at: .large).weight == expected)
    #expect(type.display(40, cappedAt: nil, at: .large).weight == numeralWeight)
  }

  @Test("text styles resolve to the table's size, leading and weight, in the text family")
  func textStyle() {
    let font = type.font(.subhead, at: .xxxLarge)
    #expect(font.size == 21)
    #expect(font.leading == 28)
    #expect(font.weight == .regular)
    #expect(font.family == "SF Pro")
    #expect(font.token == "type.subhead")
    #expect(font.baseSize == 15)
    #expect(!font.monospacedDigits)
    #expect(type.font(.headline, at: .large).weight == .semibold)
    #expect(type.font(.subhead, weight: .medium, at: .large).weight == .medium)
  }

  @Test(
    "clamping to ...xxxLarge stops chart dates (caption) at 18/23",
    arguments: DynamicTypeStep.allCases.filter { $0 >= .xxxLarge })
  func clampCaption(size: DynamicTypeStep) {
    let font = type.font(.caption, at: size, clampedTo: .upTo(.xxxLarge))
    #expect(font.size == 18)
    #expect(font.leading == 23)
    #expect(font.dynamicTypeSize == .xxxLarge)
    #expect(font.clamp == .upTo(.xxxLarge))
  }

  @Test(
    "clamping to ...accessibility2 stops growth there and leaves smaller sizes alone",
    arguments: DynamicTypeStep.allCases)
  func clampAccessibility2(size: DynamicTypeStep) {
    let clamped = type.font(.subhead, at: size, clampedTo: .upTo(.accessibility2))
    let expected = min(size, .accessibility2)
    #expect(clamped.dynamicTypeSize == expected)
    #expect(clamped.size == DynamicTypeTable.metrics(.subhead, at: expected).size)
    #expect(
      type.display(40, at: size, clampedTo: .upTo(.accessibility2)).size
        == type.display(40, at: expected).size)
  }

  @Test("a range clamps from below too, and contains its ends")
  func rangeClamp() {
    let range = DynamicTypeRange(.medium, .xxLarge)
    #expect(DynamicTypeStep.xSmall.clamped(to: range) == .medium)
    #expect(DynamicTypeStep.accessibility3.clamped(to: range) == .xxLarge)
    #expect(DynamicTypeStep.large.clamped(to: range) == .large)
    #expect(range.contains(.medium) && range.contains(.xxLarge) && !range.contains(.small))
    #expect(DynamicTypeRange.unlimited.clamp(.accessibility5) == .accessibility5)
  }

  @Test("fonts carry tracking for their resolved point size")
  func fontTracking() {
    #expect(type.font(.body, at: .large).tracking == -26.0 / 1000 * 17)
    #expect(type.display(40, at: .large).tracking == 10.0 / 1000 * 40)
  }
}
