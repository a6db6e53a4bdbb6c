import Foundation
import SpecCompileKit
import Testing

/// The command's side of theme problems (issue 13): a theme file named in full and read in our
/// own words, the exit statuses `docs/errors.md` gives, and the contrast warning when compiling.
@Suite("Themes through the command")
struct ThemeCommandTests {
  static let errorsPage: String = {
    let url = LibraryReference.repositoryRoot.appendingPathComponent("docs/errors.md")
    return ((try? String(contentsOf: url, encoding: .utf8)) ?? "").replacingOccurrences(of: "\\|", with: "|")
  }()

  static func row(_ id: String) -> String? {
    errorsPage.split(separator: "\n").first { $0.hasPrefix("| \(id) |") }.map(String.init)
  }

  @Test("#13.9 E-T-1: a theme file cut off after a key says the input ends there, as docs/errors.md says")
  func truncatedTheme() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(#"{"$extends": "light", "color""#, to: "cut.json")
    let run = try SpecCompileExecutable.run(["check-theme", "./cut.json"], in: directory.url)
    #expect(run.status == ExitCode.dataError.rawValue)
    let problem = "color: invalid JSON: expected ':' after the key, found the end of the input"
    #expect(run.errorLines == ["spec-compile: cut.json: " + problem])
    #expect(try #require(Self.row("E-T-1")).contains("t.json: " + problem))
  }

  @Test(
    "#13.5 --theme /dev/zero is named in full and refused as too long, not as forbidden",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
  func deviceAsTheme() throws {
    let run = try SpecCompileExecutable.run(["--sample", "--theme", "/dev/zero"])
    #expect(run.status == ExitCode.dataError.rawValue)
    #expect(
      run.errorLines == [
        "spec-compile: /dev/zero: value out of range: expected a theme file of at most 1048576 bytes, found more than 1048576 bytes"
      ])
    #expect(run.standardOutput.isEmpty)
  }

  @Test("#13.5 $extends naming a directory says so, in our words, and exits 66")
  func extendsDirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(#"{"$extends": "base.json"}"#, to: "child.json")
    try FileManager.default.createDirectory(
      atPath: directory.file("base.json"), withIntermediateDirectories: false)
    let run = try SpecCompileExecutable.run(["--sample", "--theme", "./child.json"], in: directory.url)
    #expect(run.status == ExitCode.noInput.rawValue)
    #expect(run.errorLines.count == 1)
    #expect(run.errorLines.first?.hasSuffix("found a directory") == true)
    #expect(run.errorLines.first?.contains("NSCocoaErrorDomain") == false)
  }

  @Test(
    "#13.8 compiling with a theme that breaks its contrast promise warns once per failing pair, and still compiles"
  )
  func contrastWarning() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(
      #"{"$extends": "light", "color": {"textPrimary": {"$value": "{color.bg}"}}}"#, to: "flat.json")
    let run = try SpecCompileExecutable.run(["--sample", "--theme", "./flat.json"], in: directory.url)
    #expect(run.status == ExitCode.success.rawValue)
    #expect(!run.standardOutput.isEmpty)
    #expect(
      run.errorLines.first
        == "spec-compile: warning: theme flat: textPrimary on bg is 1.00:1, under the 4.50:1 required for text (check-theme ./flat.json lists every check)"
    )
    #expect(run.errorLines.allSatisfy { $0.hasPrefix("spec-compile: warning: theme flat: textPrimary on ") })
    #expect(Set(run.errorLines).count == run.errorLines.count)
    // A theme that keeps its promise compiles without a word.
    let shipped = try SpecCompileExecutable.run(["--sample", "--theme", "dark"])
    #expect(shipped.errorLines.isEmpty)
  }
}
