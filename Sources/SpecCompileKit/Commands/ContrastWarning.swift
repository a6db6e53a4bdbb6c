import SPTheme

/// What `spec-compile` says on standard error when it compiles with a theme that breaks its own
/// contrast promise (`textPrimary` equal to `bg`): the tree is still written, since the theme
/// is valid data, but the person running the build hears about it. `check-theme` stays the
/// strict gate, with its full table and exit status 1.
enum ContrastWarning {
  /// One line per failing pair of colours (a pair measured for more than one purpose is named
  /// once, with its first failing check), worded as `check-theme`'s notes.
  static func lines(for theme: Theme, checkCommand: String) -> [String] {
    let report = theme.contrastReport()
    var seen: Set<String> = []
    var lines: [String] = []
    for check in report.failures where seen.insert("\(check.foreground) \(check.backgroundName)").inserted {
      lines.append(
        "warning: theme \(report.theme): \(check.foreground.rawValue) on \(check.backgroundName) is "
          + "\(CheckThemeCommand.ratio(check.ratio)), under the \(CheckThemeCommand.ratio(check.required)) "
          + "required for \(check.purpose.rawValue) (\(checkCommand) lists every check)")
    }
    return lines
  }
}

extension ThemeReference {
  /// The `check-theme` command line for this theme, as a warning suggests it.
  var checkCommand: String {
    switch self {
    case .shipped(let name), .file(let name): "check-theme \(name)"
    case .resolved(let path, let input):
      "check-theme \(path) --input "
        + input.keys.sorted().map { "\($0)=\(input[$0]!)" }.joined(separator: ",")
    }
  }
}
