import Foundation

/// Prints rows as a fixed-width table, times in the unit that reads best.
enum Report {
  static func header() {
    print(
      pad("workload", 62) + pad("median", 11) + pad("min", 11) + pad("max", 11) + pad("runs", 6)
        + pad("peak RSS", 10) + "notes")
  }

  static func row(_ m: Measurement) {
    let peak = m.peakBytes.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? ""
    print(
      pad(m.name, 62) + pad(time(m.median), 11) + pad(time(m.minimum), 11) + pad(time(m.maximum), 11)
        + pad("\(m.seconds.count)", 6) + pad(peak, 10) + m.note)
  }

  static func time(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "—" }
    if seconds < 1e-3 { return String(format: "%.1f µs", seconds * 1e6) }
    if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.3f s", seconds)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
