import Testing

@testable import SpecCompileKit

@Suite("Subcommands, help and version")
struct InvocationTests {
  private func parse(_ arguments: [String]) -> Result<Invocation, CommandFailure> {
    Invocation.parse(arguments, standardInputIsTerminal: true)
  }

  @Test("--help wins over every other problem on the line")
  func helpWins() {
    #expect(parse(["--nope", "--width", "-3", "--help"]) == .success(.help(HelpText.main)))
    #expect(parse(["-h"]) == .success(.help(HelpText.main)))
    #expect(parse(["help"]) == .success(.help(HelpText.main)))
    #expect(parse(["--version"]) == .success(.version))
  }

  @Test("each subcommand has its own help", arguments: Subcommand.allCases)
  func subcommandHelp(subcommand: Subcommand) {
    let help = HelpText.subcommand(subcommand)
    #expect(parse([subcommand.rawValue, "--help"]) == .success(.help(help)))
    #expect(parse(["help", subcommand.rawValue]) == .success(.help(help)))
    #expect(help.contains("USAGE: spec-compile \(subcommand.rawValue)"))
  }

  @Test("themes and check-theme parse their arguments")
  func subcommands() {
    #expect(parse(["themes"]) == .success(.listThemes))
    #expect(parse(["check-theme", "dark"]) == .success(.checkTheme(.shipped("dark"))))
    #expect(parse(["check-theme", "./mine.json"]) == .success(.checkTheme(.file("./mine.json"))))
  }

  @Test(
    "subcommand misuse is a usage error naming the subcommand",
    arguments: [
      (["themes", "dark"], "themes: takes no arguments, but was given 'dark'"),
      (["themes", "--pretty"], "themes: unknown option '--pretty'"),
      (["check-theme"], "check-theme: missing the theme to check (a shipped name or a path)"),
      (["check-theme", "a", "b"], "check-theme: one theme at a time: unexpected extra argument 'b'"),
      (
        ["help", "theme"],
        "help: unknown subcommand 'theme' (one of: \(Subcommand.allCases.map(\.rawValue).joined(separator: ", "))) "
          + "(did you mean 'themes'?)"
      ),
    ])
  func misuse(arguments: [String], message: String) {
    #expect(parse(arguments) == .failure(CommandFailure(.usage, message)))
  }

  @Test("a file named like a subcommand is reached with ./")
  func fileNamedLikeASubcommand() {
    guard case .success(.compile(let request)) = parse(["./themes"]) else {
      Issue.record("expected a compile request")
      return
    }
    #expect(request.input == .file("./themes"))
  }

  @Test("help lists every option with its values and default", arguments: CompileOptions.all)
  func helpCoversEveryOption(option: OptionSpec) {
    let help = HelpText.main
    #expect(help.contains(option.usage))
    for value in option.values { #expect(help.contains(value)) }
    if let defaultText = option.defaultText {
      // Wrapping may break the default across lines; compare with whitespace folded.
      let folded = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(folded.contains("(default: \(defaultText))"))
    }
  }

  @Test("help lists every exit code", arguments: ExitCode.allCases)
  func helpCoversEveryExitCode(code: ExitCode) {
    #expect(HelpText.main.contains("\n  \(code.rawValue) "))
  }

  @Test("help stays within 100 columns")
  func helpWidth() {
    let pages = [HelpText.main] + Subcommand.allCases.map(HelpText.subcommand)
    for line in pages.joined().split(separator: "\n") where !line.contains("spec-compile ") {
      #expect(line.count <= 100, "\(line)")
    }
  }
}
