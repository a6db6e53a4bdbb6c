// libFuzzer entry point for the theme loader: any bytes, as a theme file's text, must give a
// `Theme` or a `ThemeError`, never a trap, a hang or unbounded memory. Built into the SPTheme
// module itself by `Scripts/fuzz.sh theme`, so a crash's stack names the loader's own frames.
//
// An input whose first byte is 0 is not a theme's text but a program for `ThemeGenerator`,
// which builds a large theme document from the rest (aliases by the ten thousand, chains,
// rings, wide and deep groups, numbers at the ends of their ranges): byte mutation of the
// seeds alone never reaches those shapes.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeLoad(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var data = start.map { Data(bytes: $0, count: count) } ?? Data()
  if data.first == 0 { data = ThemeGenerator.document(from: Array(data.dropFirst())) }
  do {
    let theme = try Theme.load(data: data, fileName: "fuzz.json")
    // A theme that loads must answer every question the compiler asks of it.
    for size in DynamicTypeStep.allCases {
      for style in TextStyle.allCases { _ = theme.type.font(style, at: size) }
      _ = theme.type.display(40, at: size)
    }
    for role in ColorRole.allCases { _ = theme.color(role) }
    for role in MotionRole.allCases { checkMotion(theme.motion(role), role: role) }
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

/// Every number a loaded motion puts in the tree is finite, and every duration stays above 0
/// when the tree rounds it to 1/1000 (docs/themes.md, "Ranges").
private func checkMotion(_ motion: MotionToken, role: MotionRole) {
  var numbers = [("duration", motion.curve.duration), ("fade", motion.reduceMotionFadeDuration)]
  if let spring = motion.curve.springParameters {
    numbers += [
      ("stiffness", spring.stiffness), ("damping", spring.damping), ("dampingRatio", spring.dampingRatio),
      ("settlingDuration", spring.settlingDuration),
    ]
  }
  for (name, value) in numbers where !value.isFinite || (value * 1_000).rounded() <= 0 {
    fatalError("motion \(role) loaded with \(name) \(value), which the tree cannot show")
  }
}
