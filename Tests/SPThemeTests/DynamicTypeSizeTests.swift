import SPTheme
import Testing

@Suite("Dynamic Type sizes")
struct DynamicTypeSizeTests {
  @Test("twelve sizes, accessibility from accessibility1")
  func sizes() {
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    #expect(DynamicTypeSize.accessibility4.clamped(to: .upTo(.accessibility2)) == .accessibility2)
  }
}
