import Foundation

/// An sRGB colour with alpha, channels in 0…1.
///
/// Theme files write colours as hex; the tree writes them back as `#RRGGBB` or `#RRGGBBAA`, the
/// one spelling every renderer (CSS, Android, SwiftUI) can read without a colour-space question.
public struct RGBAColor: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is required). Returns nil for
  /// anything else; the theme loader turns that into an error with the token's path.
  public init?(hex: String) {
    if let channels = Self.asciiChannels(hex) {
      self.init(red: channels.0, green: channels.1, blue: channels.2, alpha: channels.3)
      return
    }
    guard hex.hasPrefix("#") else { return nil }
    let digits = Array(hex.dropFirst())
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
      return nil
    }
    let expanded: [Character] = digits.count <= 4 ? digits.flatMap { [$0, $0] } : digits
    var channels: [Double] = []
    var index = 0
    while index < expanded.count {
      let byte = UInt8(String(expanded[index...index + 1]), radix: 16)!
      channels.append(Double(byte) / 255)
      index += 2
    }
    self.init(
      red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
  }

  /// The channels of an ASCII `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, read from the bytes
  /// (a theme has thousands of colours); nil for anything else, which `init?(hex:)` reads the
  /// general way.
  private static func asciiChannels(_ hex: String) -> (Double, Double, Double, Double)? {
    var hex = hex
    return hex.withUTF8 { bytes in
      guard [4, 5, 7, 9].contains(bytes.count), bytes[0] == UInt8(ascii: "#") else { return nil }
      var nibbles: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
      let short = bytes.count <= 5
      let ok = withUnsafeMutableBytes(of: &nibbles) { out -> Bool in
        for index in 1..<bytes.count {
          let byte = bytes[index]
          let nibble: UInt8
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
          case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
          case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
          default: return false
          }
          if short {
            out[2 * (index - 1)] = nibble
            out[2 * (index - 1) + 1] = nibble
          } else {
            out[index - 1] = nibble
          }
        }
        return true
      }
      guard ok else { return nil }
      return withUnsafeBytes(of: nibbles) { n in
        func channel(_ index: Int) -> Double { Double(n[2 * index] << 4 | n[2 * index + 1]) / 255 }
        let hasAlpha = bytes.count == 5 || bytes.count == 9
        return (channel(0), channel(1), channel(2), hasAlpha ? channel(3) : 1)
      }
    }
  }

  /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise, upper-case.
  ///
  /// Written byte by byte: the compiler asks for a colour's hex on every styled node, and
  /// building it from `String(_:radix:)` pieces cost thousands of instructions each time.
  public var hex: String {
    let alpha = alphaByte
    let channels = (Self.byte(red), Self.byte(green), Self.byte(blue), alpha)
    let length = alpha == 255 ? 7 : 9
    return String(unsafeUninitializedCapacity: length) { buffer in
      let digits: StaticString = "0123456789ABCDEF"
      func put(_ value: Int, at index: Int) {
        buffer[index] = digits.utf8Start[value >> 4]
        buffer[index + 1] = digits.utf8Start[value & 0xF]
      }
      buffer[0] = UInt8(ascii: "#")
      put(channels.0, at: 1)
      put(channels.1, at: 3)
      put(channels.2, at: 5)
      if length == 9 { put(channels.3, at: 7) }
      return length
    }
  }

  /// A channel as the byte `hex` writes: clamped to 0…1, scaled to 255, rounded half away.
  private static func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }

  private var alphaByte: Int { Self.byte(alpha) }

  /// The colour with its alpha multiplied by `opacity` ("textTertiary at 60 %").
  public func opacity(_ opacity: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
  }

  /// This colour painted over an opaque `background` (source-over), as a screen shows it.
  public func composited(over background: RGBAColor) -> RGBAColor {
    let a = alpha
    return RGBAColor(
      red: red * a + background.red * (1 - a),
      green: green * a + background.green * (1 - a),
      blue: blue * a + background.blue * (1 - a),
      alpha: 1)
  }

  /// WCAG 2.x relative luminance of the opaque colour.
  public var relativeLuminance: Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2.x contrast ratio (1…21) of this colour, composited over `background`, against it.
  public func contrastRatio(against background: RGBAColor) -> Double {
    let front = composited(over: background).relativeLuminance
    let back = background.relativeLuminance
    return (max(front, back) + 0.05) / (min(front, back) + 0.05)
  }
}
