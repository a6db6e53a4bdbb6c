import Foundation

enum CompileCommand {
  static func output(for r: CompileRequest, console: some Console) throws(CommandFailure) -> Data { Data() }
}
enum ThemesCommand { static func listing() -> String { "" } }
struct ThemeReport { var text = ""; var passes = true; var notes: [String] = [] }
enum CheckThemeCommand {
  static func report(for r: ThemeReference) throws(CommandFailure) -> ThemeReport { ThemeReport() }
}
extension SpecCompile { static var versionDescription: String { version } }
