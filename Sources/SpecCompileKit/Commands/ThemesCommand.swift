import SPTheme

/// `spec-compile themes`: the shipped theme names, one per line, for people and for scripts
/// (`for t in $(spec-compile themes); do …`).
enum ThemesCommand {
  static func listing() -> String {
    Theme.shippedNames.map { $0 + "\n" }.joined()
  }
}
