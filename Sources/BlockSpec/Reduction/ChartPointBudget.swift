/// How much of the layout tree a chart's drawn points may take, so the whole tree stays under
/// 64 KB (65,536 bytes) however many readings a period has (issue 7).
///
/// The rest of a tree with a long chart is at most about 40.4 kB: measured over the year
/// fixtures of `LayoutTreeBudgetTests` with 80-character labels, every format, values from
/// 1e-7 to 1e13 at full precision, the largest Dynamic Type size, widths from 320 to 10,000
/// points and the scrubbed state (its bulk is the accessibility data table, 60 rows a series);
/// the largest whole tree was 64,770 bytes. What is left, less a margin, is the points'. The
/// figure holds for labels and formatted values of ordinary length: the overview format does
/// not bound a label's length. docs/performance.md ("Series reduction") has the table.
enum ChartPointBudget {
  /// Bytes of compact JSON for both series' `points` arrays, the scrubbed reading included.
  static let bytes = 24_500

  /// The longest an `[index, x, y]` triple and its separating comma can be written: the index's
  /// digits, an `x` of at most 8 characters (`0.1234`, `1e-04`; 8 leaves room for six decimals), a `y` of at most 24
  /// (`-2.2250738585072014e-308`), two brackets and three commas.
  static func worstPointBytes(largestIndex: Int) -> Int {
    var digits = 1
    var rest = max(largestIndex, 0) / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return digits + 8 + 24 + 5
  }
}
