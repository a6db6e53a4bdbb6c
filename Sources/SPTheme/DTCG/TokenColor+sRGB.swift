import Foundation

/// Conversion of every colour space the format names to sRGB, for the layout tree and for the
/// contrast checks, which are defined in sRGB.
///
/// Each space goes to CIE XYZ (D65) with CSS Color 4's matrices and transfer functions (§10 and
/// its sample code), then to linear sRGB. A colour sRGB cannot show (a Display P3 red, an OKLCH
/// colour of high chroma) is **gamut mapped with CSS Color 4's own algorithm** (§13.2, "binary
/// search in OKLCh"): lightness and hue are kept and chroma is reduced until the colour, clipped
/// to sRGB, is within a just-noticeable difference (ΔE OK 0.02) of the reduced one. Lightness at
/// or beyond 0 or 1 maps to black or white. A `none` component counts as 0, as CSS converts it.
extension TokenColor {
  /// The colour in sRGB, gamut mapped when it lies outside; alpha unchanged.
  public var sRGB: RGBAColor {
    let linear = ColorMath.linearSRGB(fromXYZ65: xyzD65)
    let mapped: [Double]
    if ColorMath.isInGamut(linear) {
      mapped = linear.map { min(1, max(0, $0)) }
    } else {
      mapped = ColorMath.gamutMapped(oklab: ColorMath.oklab(fromXYZ65: xyzD65))
    }
    let encoded = mapped.map(ColorMath.srgbEncode)
    return RGBAColor(red: encoded[0], green: encoded[1], blue: encoded[2], alpha: alpha)
  }

  /// CIE XYZ relative to D65.
  var xyzD65: [Double] {
    let c = components.map { $0 ?? 0 }
    switch space {
    case .srgb: return ColorMath.xyz65(fromLinearSRGB: c.map(ColorMath.srgbDecode))
    case .srgbLinear: return ColorMath.xyz65(fromLinearSRGB: c)
    case .hsl: return ColorMath.xyz65(fromLinearSRGB: ColorMath.hslToSRGB(c).map(ColorMath.srgbDecode))
    case .hwb: return ColorMath.xyz65(fromLinearSRGB: ColorMath.hwbToSRGB(c).map(ColorMath.srgbDecode))
    case .lab: return ColorMath.d50ToD65(ColorMath.xyz50(fromLab: c))
    case .lch: return ColorMath.d50ToD65(ColorMath.xyz50(fromLab: ColorMath.polarToRectangular(c)))
    case .oklab: return ColorMath.xyz65(fromOklab: c)
    case .oklch: return ColorMath.xyz65(fromOklab: ColorMath.polarToRectangular(c))
    case .displayP3: return ColorMath.multiply(ColorMath.p3ToXYZ, c.map(ColorMath.srgbDecode))
    case .a98RGB:
      return ColorMath.multiply(
        ColorMath.a98ToXYZ, c.map { ($0 < 0 ? -1 : 1) * pow(abs($0), 563.0 / 256.0) })
    case .prophotoRGB:
      let linear = c.map { value -> Double in
        abs(value) <= 16.0 / 512.0 ? value / 16 : (value < 0 ? -1 : 1) * pow(abs(value), 1.8)
      }
      return ColorMath.d50ToD65(ColorMath.multiply(ColorMath.prophotoToXYZ50, linear))
    case .rec2020:
      let alpha = 1.09929682680944
      let beta = 0.018053968510807
      let linear = c.map { value -> Double in
        abs(value) < beta * 4.5
          ? value / 4.5 : (value < 0 ? -1 : 1) * pow((abs(value) + alpha - 1) / alpha, 1 / 0.45)
      }
      return ColorMath.multiply(ColorMath.rec2020ToXYZ, linear)
    case .xyzD65: return c
    case .xyzD50: return ColorMath.d50ToD65(c)
    }
  }
}

/// CSS Color 4's conversion matrices and functions (its sample code, `conversions.js`).
enum ColorMath {
  typealias Matrix = [[Double]]

  static func multiply(_ m: Matrix, _ v: [Double]) -> [Double] {
    m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
  }

  static func srgbDecode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let sign: Double = value < 0 ? -1 : 1
    return magnitude <= 0.04045 ? value / 12.92 : sign * pow((magnitude + 0.055) / 1.055, 2.4)
  }

  static func srgbEncode(_ value: Double) -> Double {
    let magnitude = abs(value)
    let sign: Double = value < 0 ? -1 : 1
    return magnitude > 0.0031308 ? sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) : 12.92 * value
  }

  static let srgbToXYZ: Matrix = [
    [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
    [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
    [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270],
  ]
  static let xyzToSRGB: Matrix = [
    [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
    [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
    [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
  ]
  static let p3ToXYZ: Matrix = [
    [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
    [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
    [0, 32229.0 / 714400, 5220557.0 / 5000800],
  ]
  static let a98ToXYZ: Matrix = [
    [573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
    [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
    [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835],
  ]
  static let prophotoToXYZ50: Matrix = [
    [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
    [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
    [0.00000000000000000, 0.00000000000000000, 0.82510460251046020],
  ]
  static let rec2020ToXYZ: Matrix = [
    [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
    [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
    [0, 19567812.0 / 697040785, 295819943.0 / 278816314],
  ]
  /// Bradford chromatic adaptation, D50 to D65.
  static let d50ToD65Matrix: Matrix = [
    [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
    [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
    [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
  ]
  static let d50White = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]

  static func xyz65(fromLinearSRGB rgb: [Double]) -> [Double] { multiply(srgbToXYZ, rgb) }
  static func linearSRGB(fromXYZ65 xyz: [Double]) -> [Double] { multiply(xyzToSRGB, xyz) }
  static func d50ToD65(_ xyz: [Double]) -> [Double] { multiply(d50ToD65Matrix, xyz) }

  static func isInGamut(_ linear: [Double]) -> Bool {
    linear.allSatisfy { $0 >= -0.000001 && $0 <= 1.000001 }
  }

  static func hslToSRGB(_ c: [Double]) -> [Double] {
    let hue = c[0].truncatingRemainder(dividingBy: 360)
    let saturation = c[1] / 100
    let lightness = c[2] / 100
    func f(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return [f(0), f(8), f(4)]
  }

  static func hwbToSRGB(_ c: [Double]) -> [Double] {
    let white = c[1] / 100
    let black = c[2] / 100
    if white + black >= 1 {
      let gray = white / (white + black)
      return [gray, gray, gray]
    }
    let rgb = hslToSRGB([c[0], 100, 50])
    return rgb.map { $0 * (1 - white - black) + white }
  }

  /// LCH or OKLCH (L, C, h°) to Lab or OKLab (L, a, b).
  static func polarToRectangular(_ c: [Double]) -> [Double] {
    let radians = c[2] * .pi / 180
    return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
  }

  static func xyz50(fromLab lab: [Double]) -> [Double] {
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let f1 = (lab[0] + 16) / 116
    let f0 = lab[1] / 500 + f1
    let f2 = f1 - lab[2] / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = lab[0] > kappa * epsilon ? pow((lab[0] + 16) / 116, 3) : lab[0] / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    return [x * d50White[0], y * d50White[1], z * d50White[2]]
  }

  static let lmsToXYZ: Matrix = [
    [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
    [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
    [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
  ]
  static let oklabToLMS: Matrix = [
    [1.0000000000000000, 0.3963377773761749, 0.2158037573099136],
    [1.0000000000000000, -0.1055613458156586, -0.0638541728258133],
    [1.0000000000000000, -0.0894841775298119, -1.2914855480194092],
  ]
  static let xyzToLMS: Matrix = [
    [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
    [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
    [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
  ]
  static let lmsToOklab: Matrix = [
    [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
    [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
    [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
  ]

  static func xyz65(fromOklab lab: [Double]) -> [Double] {
    multiply(lmsToXYZ, multiply(oklabToLMS, lab).map { $0 * $0 * $0 })
  }

  static func oklab(fromXYZ65 xyz: [Double]) -> [Double] {
    multiply(lmsToOklab, multiply(xyzToLMS, xyz).map { cbrt($0) })
  }

  static func deltaEOK(_ a: [Double], _ b: [Double]) -> Double {
    sqrt(zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
  }

  /// CSS Color 4 §13.2: reduce OKLCh chroma by binary search until the clipped colour is within
  /// ΔE OK 0.02 of the reduced one. Returns linear sRGB in 0…1.
  static func gamutMapped(oklab origin: [Double]) -> [Double] {
    let lightness = origin[0]
    if lightness >= 1 { return [1, 1, 1] }
    if lightness <= 0 { return [0, 0, 0] }
    let chroma = (origin[1] * origin[1] + origin[2] * origin[2]).squareRoot()
    let hue = atan2(origin[2], origin[1])
    func linear(atChroma c: Double) -> [Double] {
      linearSRGB(fromXYZ65: xyz65(fromOklab: [lightness, c * cos(hue), c * sin(hue)]))
    }
    func clip(_ rgb: [Double]) -> [Double] { rgb.map { min(1, max(0, $0)) } }
    func oklabOf(_ rgb: [Double]) -> [Double] { oklab(fromXYZ65: xyz65(fromLinearSRGB: rgb)) }
    let justNoticeable = 0.02
    let epsilon = 0.0001
    var clipped = clip(linear(atChroma: chroma))
    if deltaEOK(oklabOf(clipped), origin) < justNoticeable { return clipped }
    var low = 0.0
    var high = chroma
    var lowInGamut = true
    while high - low > epsilon {
      let middle = (low + high) / 2
      let current = linear(atChroma: middle)
      if lowInGamut, isInGamut(current) {
        low = middle
        continue
      }
      clipped = clip(current)
      let currentLab = [lightness, middle * cos(hue), middle * sin(hue)]
      let difference = deltaEOK(oklabOf(clipped), currentLab)
      if difference < justNoticeable {
        if justNoticeable - difference < epsilon { return clipped }
        lowInGamut = false
        low = middle
      } else {
        high = middle
      }
    }
    return clipped
  }
}
