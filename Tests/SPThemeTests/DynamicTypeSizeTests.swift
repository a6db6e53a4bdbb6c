import SPTheme
import Testing

@Suite("Dynamic Type sizes")
struct DynamicTypeSizeTests {
  @Test("twelve sizes, accessibility from accessibility1")
  func sizes() {
    #expect(DynamicTypeStep.allCases.count == 12)
    #expect(DynamicTypeStep.allCases.filter(\.isAccessibilitySize).count == 5)
    #expect(DynamicTypeStep.accessibility4.clamped(to: .upTo(.accessibility2)) == .accessibility2)
  }
}
