import Foundation
import Testing

@testable import SpecCompileKit

/// #25: the help pages a newcomer reads say what the commands take, laid out alike.
@Suite("#25 Help pages")
struct HelpPagesTests {
  static func run(_ arguments: [String]) -> (exit: ExitCode, output: String) {
    let console = RecordingConsole()
    let exit = SpecCompile.run(arguments, console: console)
    return (exit, console.outputText)
  }

  @Test("#25 check-theme --help lists --input")
  func checkThemeInput() {
    let (exit, page) = Self.run(["check-theme", "--help"])
    #expect(exit == .success)
    #expect(page.contains("  --input <modifier=context,...>\n"))
  }

  @Test(
    "#25 tokens export --help is the export's own page",
    arguments: [["tokens", "export", "--help"], ["tokens", "export", "-h"]])
  func tokensExport(arguments: [String]) {
    let (exit, page) = Self.run(arguments)
    #expect(exit == .success)
    #expect(page.hasPrefix("OVERVIEW: Export every token of a source"))
    #expect(page.contains("USAGE: spec-compile tokens export <source>"))
    #expect(page.contains("  --format <format>"))
    #expect(!page.contains("check reads each file"))
    // The general page is still the tokens overview.
    #expect(Self.run(["tokens", "--help"]).output.contains("check reads each file"))
  }

  @Test(
    "#25 audit --help: every option's description starts in one column, the paragraph apart from the options")
  func auditLayout() throws {
    let (exit, page) = Self.run(["audit", "--help"])
    #expect(exit == .success)
    let options = page.split(separator: "\n").filter { $0.hasPrefix("  -") }
    #expect(options.count >= 6)
    for line in options {
      // The description starts at column 28, as every other page's.
      let index = line.index(line.startIndex, offsetBy: 28, limitedBy: line.endIndex) ?? line.endIndex
      #expect(line[..<index].last == " " && index < line.endIndex && line[index] != " ", "\(line)")
    }
    let lines = page.components(separatedBy: "\n")
    let locale = try #require(lines.firstIndex { $0.hasPrefix("  --locale") })
    #expect(lines[locale + 1].isEmpty, "the paragraph runs into the options")
  }

  @Test("#25 spec-compile help help explains help")
  func helpHelp() {
    let (exit, page) = Self.run(["help", "help"])
    #expect(exit == .success)
    #expect(page.contains("USAGE: spec-compile help [<subcommand>]"))
  }

  @Test("#25 the main help's exit codes name every kind of input")
  func mainExitCodes() {
    let page = Self.run(["--help"]).output
    #expect(
      page.contains("65   Bad data: a document (any block's), a theme file or a token document is not valid.")
    )
    #expect(page.contains("1    check-theme: a required contrast check failed; audit: at least one finding."))
    #expect(!page.contains("the overview or theme file"))
  }
}
