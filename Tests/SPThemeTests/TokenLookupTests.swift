import SPTheme
import Testing

/// The theme's lookups after their fast paths: hex written byte by byte, Dynamic Type sizes
/// placed by a switch, token enums hashed by case. Each must answer what the plain spelling
/// answers.
@Suite("Token lookups: hex, size order, hashing")
struct TokenLookupTests {
  /// `hex` as it was spelled before the byte-level writer: two upper-case digits a channel.
  static func referenceHex(_ color: RGBAColor) -> String {
    func byte(_ value: Double) -> String {
      let clamped = Int((min(max(value, 0), 1) * 255).rounded())
      let text = String(clamped, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    let rgb = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    let alpha = Int((min(max(color.alpha, 0), 1) * 255).rounded())
    return alpha == 255 ? rgb : rgb + byte(color.alpha)
  }

  @Test("hex writes every channel byte as the radix spelling does", arguments: [1.0, 0.5, 0, 254.6 / 255])
  func everyByte(alpha: Double) {
    for byte in 0...255 {
      let value = Double(byte) / 255
      let color = RGBAColor(red: value, green: 1 - value, blue: value / 2, alpha: alpha)
      #expect(color.hex == Self.referenceHex(color), "\(byte) alpha \(alpha)")
    }
  }

  @Test("hex clamps and rounds channels outside 0…1 and between bytes as before")
  func clampedAndRounded() {
    let colors = [
      RGBAColor(red: -0.2, green: 1.7, blue: 0.501_960_784_3, alpha: 0.999),
      RGBAColor(red: 0.5 / 255, green: 1.5 / 255, blue: 254.5 / 255, alpha: -1),
      RGBAColor(red: 1, green: 1, blue: 1, alpha: 254.5 / 255),
    ]
    for color in colors {
      #expect(color.hex == Self.referenceHex(color))
    }
  }

  @Test(
    "a size's index is its place in allCases", arguments: DynamicTypeStep.allCases.enumerated().map { $0 })
  func sizeIndex(offset: Int, size: DynamicTypeStep) {
    #expect(size.index == offset)
  }

  @Test("sizes compare by their place in allCases")
  func sizeOrder() {
    for (i, a) in DynamicTypeStep.allCases.enumerated() {
      for (j, b) in DynamicTypeStep.allCases.enumerated() {
        #expect((a < b) == (i < j))
      }
    }
  }

  @Test("token enums hash each case apart and look up as keys")
  func hashing() {
    func check<T: Hashable & CaseIterable>(_: T.Type) {
      let cases = Array(T.allCases)
      #expect(Set(cases).count == cases.count)
      #expect(Set(cases.map(\.hashValue)).count == cases.count)
      let table = Dictionary(uniqueKeysWithValues: cases.enumerated().map { ($1, $0) })
      for (offset, value) in cases.enumerated() {
        #expect(table[value] == offset)
      }
    }
    check(ColorRole.self)
    check(SpaceStep.self)
    check(RadiusStep.self)
    check(MotionRole.self)
    check(ElevationLevel.self)
    check(TextStyle.self)
    check(DynamicTypeStep.self)
  }
}
