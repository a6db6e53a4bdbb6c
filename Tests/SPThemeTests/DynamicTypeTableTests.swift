import SPTheme
import Testing

@Suite("Dynamic Type table (HIG Typography, Specifications)")
struct DynamicTypeTableTests {
  @Test(
    "every style's size and leading at every size matches the HIG",
    arguments: TextStyle.allCases, DynamicTypeStep.allCases)
  func cell(style: TextStyle, size: DynamicTypeStep) {
    let published = HIGDynamicType.cell(style, size)
    let metrics = DynamicTypeTable.metrics(style, at: size)
    #expect(metrics.size == published.size)
    #expect(metrics.leading == published.leading)
  }

  @Test("the HIG transcription covers twelve sizes of eleven styles")
  func transcriptionIsComplete() {
    #expect(HIGDynamicType.tables.count == 12)
    #expect(HIGDynamicType.tables.values.allSatisfy { $0.count == 11 })
    #expect(Set(HIGDynamicType.styleOrder) == Set(TextStyle.allCases))
  }

  @Test("default weights: headline semibold, every other style regular", arguments: TextStyle.allCases)
  func defaultWeight(style: TextStyle) {
    #expect(DynamicTypeTable.defaultWeight(of: style) == (style == .headline ? .semibold : .regular))
  }

  @Test("sizes grow (never shrink) from xSmall to accessibility5", arguments: TextStyle.allCases)
  func monotonic(style: TextStyle) {
    let sizes = DynamicTypeStep.allCases.map { DynamicTypeTable.metrics(style, at: $0).size }
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("the default size is large, where body is 17/22")
  func defaultSize() {
    #expect(DynamicTypeStep.default == .large)
    #expect(DynamicTypeTable.metrics(.body, at: .default) == .init(size: 17, leading: 22))
  }

  @Test(
    "accessibility sizes start at accessibility1",
    arguments: DynamicTypeStep.allCases)
  func accessibility(size: DynamicTypeStep) {
    let expected: Set<DynamicTypeStep> = [
      .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]
    #expect(size.isAccessibilitySize == expected.contains(size))
  }
}
