import Foundation
import JSONDocuments
import SPTheme

/// `spec-compile check-theme`: load a theme (which checks that its tokens are complete and its
/// aliases resolve) and print its contrast table.
///
/// The table is the theme engine's `ContrastReport`; this file only lays it out. A check
/// fails when the ratio is under what the theme promises: 4.5:1 for text in an ordinary theme,
/// 7:1 in a high-contrast one, 3:1 for the accent line (WCAG 1.4.11).
enum CheckThemeCommand {
  struct Report: Equatable {
    /// The table, for standard output.
    var text: String
    var passes: Bool
    /// One line per failed check, for standard error.
    var notes: [String]
  }

  static func report(for reference: ThemeReference) throws(CommandFailure) -> Report {
    let theme = try ThemeSource.load(reference, subject: "check-theme")
    return report(theme.contrastReport())
  }

  static func report(_ contrast: ContrastReport) -> Report {
    let header = ["foreground", "background", "purpose", "ratio", "AA", "AAA", "required", "result"]
    let rows = contrast.checks.map { check in
      [
        check.foreground.rawValue, check.backgroundName, check.purpose.rawValue, ratio(check.ratio),
        check.meetsAA ? "pass" : "fail", check.purpose == .text ? (check.meetsAAA ? "pass" : "fail") : "n/a",
        ratio(check.required), check.passes ? "pass" : "FAIL",
      ]
    }
    let level = contrast.textThreshold >= 7 ? "AAA" : "AA"
    var text = """
      Theme \(MessageText.oneLine(contrast.theme)): tokens complete, aliases resolve.
      Contrast (WCAG 2): text must reach \(ratio(contrast.textThreshold)) (\(level)), \
      graphics \(ratio(ContrastReport.graphicThreshold)). AAA does not apply to graphics.


      """
    text += table([header] + rows)
    let failures = contrast.failures
    text += "\n"
    text +=
      failures.isEmpty
      ? "All \(contrast.checks.count) checks pass.\n"
      : "\(failures.count) of \(contrast.checks.count) checks fail.\n"
    let notes = failures.map { check in
      "theme \(contrast.theme): \(check.foreground.rawValue) on \(check.backgroundName) is "
        + "\(ratio(check.ratio)), under the \(ratio(check.required)) required for \(check.purpose.rawValue)"
    }
    return Report(text: text, passes: failures.isEmpty, notes: notes)
  }

  /// `4.52:1`: two decimals, never rounded up across a threshold (4.499 shows as 4.49:1, not
  /// 4.50:1, so a failing ratio never prints as a passing one).
  static func ratio(_ value: Double) -> String {
    let hundredths = (value * 100).rounded(.down) / 100
    return String(format: "%.2f:1", hundredths)
  }

  /// Columns left-aligned, two spaces apart.
  private static func table(_ rows: [[String]]) -> String {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
      }.joined() + "\n"
    }.joined()
  }
}
