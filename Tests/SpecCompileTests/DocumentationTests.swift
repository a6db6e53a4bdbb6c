import Foundation
import Testing

@testable import SpecCompileKit

/// docs/cli.md is the reference a newcomer reads; these keep it from drifting from the code.
@Suite("docs/cli.md")
struct DocumentationTests {
  private static let page =
    (try? String(
      contentsOf: LibraryReference.repositoryRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8))
    ?? ""

  @Test("documents every option", arguments: CompileOptions.all)
  func option(_ option: OptionSpec) {
    #expect(Self.page.contains("`--\(option.name)"))
    for value in option.values where value.count > 1 && !value.hasPrefix("accessibility") {
      #expect(Self.page.contains("`\(value)`"), "\(option.name): \(value)")
    }
  }

  @Test("documents every subcommand", arguments: Subcommand.allCases)
  func subcommand(_ subcommand: Subcommand) {
    #expect(Self.page.contains("### `spec-compile \(subcommand.rawValue)"))
  }

  @Test("documents every exit code", arguments: ExitCode.allCases)
  func exitCode(_ code: ExitCode) {
    #expect(Self.page.contains("\n| \(code.rawValue) |"))
  }

  @Test("states the defaults the code uses")
  func defaults() {
    #expect(Self.page.contains("Default **\(CompileOptions.defaultToday)**"))
    #expect(Self.page.contains("Default **\(CompileOptions.defaultSeed)**"))
    #expect(Self.page.contains(CompileOptions.defaultRetryMessage))
  }
}
