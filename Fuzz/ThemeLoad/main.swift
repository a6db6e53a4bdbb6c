// libFuzzer entry point for the theme loader: any bytes, as a theme file's text, must give a
// `Theme` or a `ThemeError`, never a trap, a hang or unbounded memory. Built into the SPTheme
// module itself by `Scripts/fuzz.sh theme`, so a crash's stack names the loader's own frames.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeLoad(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  do {
    let theme = try Theme.load(data: data, fileName: "fuzz.json")
    // A theme that loads must answer every question the compiler asks of it.
    for size in DynamicTypeStep.allCases {
      for style in TextStyle.allCases { _ = theme.type.font(style, at: size) }
      _ = theme.type.display(40, at: size)
    }
    for role in ColorRole.allCases { _ = theme.color(role) }
    for role in MotionRole.allCases { _ = theme.motion(role) }
  } catch {
    // Every problem prints as one line naming a file (this one, or a shipped theme it
    // extends) and saying what was expected.
    let files = ["fuzz.json"] + Theme.shippedNames.map { "\($0).json" }
    for problem in error.problems {
      guard files.contains(problem.file), !problem.expected.isEmpty, !problem.found.isEmpty else {
        fatalError("a theme problem without its file, expectation or finding: \(problem.message)")
      }
    }
  }
  return 0
}
