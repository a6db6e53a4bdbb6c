import BlockSpec
import Foundation

/// The benchmark's input files, generated from a seed so every run and every machine reads the
/// same bytes.
enum Inputs {
  /// 2025-12-01T00:00:00Z: the generated year runs from here.
  static let start = 1_764_547_200

  /// An overview whose 1Y period holds `count` readings every `step` seconds, and as many
  /// previous ones, in the compact form a server sends: `{"date":"…T…Z","value":1234.56}`.
  /// Dates are full date-times so Foundation's `.iso8601` strategy (the baseline) can read them.
  static func overviewJSON(count: Int, step: Int, seed: UInt64 = 2026) -> Data {
    var random = SplitMix64(seed: seed)
    var text = #"{"label":"Revenue","format":{"currency":{"code":"USD"}},"periods":{"1Y":{"#
    text += #""value":4405140,"change":0.13,"points":"#
    appendSeries(&text, count: count, step: step, from: start, random: &random)
    text += #","previousPoints":"#
    appendSeries(&text, count: count, step: step, from: start - count * step, random: &random)
    text += "}},"
    text += #""metrics":[{"label":"Orders","value":1172,"format":"number","change":0.041},"#
    text += #"{"label":"Average order","value":37.59,"format":{"currency":{"code":"USD"}},"change":0.085},"#
    text += #"{"label":"Conversion","value":0.032,"format":"percent","change":-0.01},"#
    text +=
      #"{"label":"Refund rate","value":0.021,"format":"percent","change":-0.05,"increaseIsGood":false}]}"#
    return Data(text.utf8)
  }

  private static func appendSeries(
    _ text: inout String, count: Int, step: Int, from first: Int, random: inout SplitMix64
  ) {
    text += "["
    var cents = 120_000
    for index in 0..<count {
      if index > 0 { text += "," }
      cents = max(100, cents + Int(random.next() % 2_001) - 1_000)
      text += #"{"date":""#
      text += timestamp(first + index * step)
      text += #"","value":"#
      text += "\(Double(cents) / 100)"
      text += "}"
    }
    text += "]"
  }

  /// `2025-12-01T00:05:00Z`.
  static func timestamp(_ seconds: Int) -> String {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(year)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
  }

  /// A theme of `base + 3 × aliasesPerLevel` palette tokens over the shipped light theme:
  /// `base` colours, then three levels of aliases, each pointing at the level below, and the
  /// accent role at the top of one chain, so resolution walks the whole depth. With the
  /// defaults: 9,000 tokens, 6,000 aliases three deep (Style Dictionary's performance shape).
  static func themeJSON(base: Int = 3_000, aliasesPerLevel: Int = 2_000, seed: UInt64 = 9) -> Data {
    var random = SplitMix64(seed: seed)
    var text = #"{"$extends":"light","color":{"palette":{"generated":{"$type":"color","base":{"#
    for index in 0..<base {
      if index > 0 { text += "," }
      let rgb = String(random.next() & 0xFF_FFFF, radix: 16, uppercase: true)
      text += ##""t\##(index)":{"$value":"#\##(String(repeating: "0", count: 6 - rgb.count))\##(rgb)"}"##
    }
    text += "}"
    for level in 1...3 {
      text += #","level\#(level)":{"#
      let below = level == 1 ? "base" : "level\(level - 1)"
      let belowCount = level == 1 ? base : aliasesPerLevel
      for index in 0..<aliasesPerLevel {
        if index > 0 { text += "," }
        let target = Int(random.next() % UInt64(belowCount))
        text += #""t\#(index)":{"$value":"{color.palette.generated.\#(below).t\#(target)}"}"#
      }
      text += "}"
    }
    text += #"}},"accent":{"$value":"{color.palette.generated.level3.t0}"}}}"#
    return Data(text.utf8)
  }
}
