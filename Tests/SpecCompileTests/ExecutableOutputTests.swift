import BlockSpec
import Foundation
import OverviewTestSupport
import SPTheme
import Testing

/// One flag's effect, as the executable's arguments and the library inputs they must equal.
struct FlagCase: Sendable, CustomTestStringConvertible {
  var arguments: [String]
  var theme = "light"
  var environment = OverviewSetup()
  var overview: Overview? = LibraryReference.sample()
  var tree = false
  var pretty = false
  var frames = false

  var testDescription: String { arguments.joined(separator: " ") }

  static let all: [FlagCase] = {
    func environment(_ change: (inout OverviewSetup) -> Void) -> OverviewSetup {
      var value = OverviewSetup()
      change(&value)
      return value
    }
    let newYork = TimeZone(identifier: "America/New_York")!
    return [
      FlagCase(arguments: []),
      FlagCase(arguments: ["--theme", "dark"], theme: "dark"),
      FlagCase(arguments: ["--theme=light-high-contrast"], theme: "light-high-contrast"),
      FlagCase(
        arguments: ["--dynamic-type", "accessibility3"],
        environment: environment { $0.dynamicTypeSize = .accessibility3 }),
      FlagCase(
        arguments: ["--dynamic-type", "xSmall"], environment: environment { $0.dynamicTypeSize = .xSmall }),
      FlagCase(arguments: ["--width", "320"], environment: environment { $0.width = 320 }),
      FlagCase(arguments: ["--reduce-motion"], environment: environment { $0.reduceMotion = true }),
      FlagCase(arguments: ["--range", "1Y"], environment: environment { $0.selectedRange = .year }),
      FlagCase(
        arguments: ["--ranges", "1Y,1W", "--range", "1W"],
        environment: environment {
          $0.ranges = [.year, .week]
          $0.selectedRange = .week
        }),
      FlagCase(
        arguments: ["--ranges", "3M,1Y"], environment: environment { $0.ranges = [.quarter, .year] }),
      FlagCase(arguments: ["--phase", "loading"], environment: environment { $0.phase = .loading }),
      FlagCase(
        arguments: ["--phase", "error", "--error-message", "The server is busy."],
        environment: environment { $0.phase = .failed(description: "The server is busy.", retry: .idle) }),
      FlagCase(
        arguments: ["--phase", "error"],
        environment: environment { $0.phase = .failed(description: nil, retry: .idle) }),
      FlagCase(
        arguments: ["--phase", "retrying"],
        environment: environment { $0.phase = .failed(description: nil, retry: .running) }),
      FlagCase(
        arguments: ["--phase", "retry-succeeded"],
        environment: environment { $0.phase = .failed(description: nil, retry: .succeeded) }),
      FlagCase(
        arguments: ["--phase", "retry-failed", "--retry-message", "Still busy."],
        environment: environment {
          $0.phase = .failed(description: nil, retry: .failed(message: "Still busy."))
        }),
      FlagCase(
        arguments: ["--phase", "error", "--no-retry"],
        environment: environment {
          $0.phase = .failed(description: nil, retry: .idle)
          $0.actions = .selectMetric
        }),
      FlagCase(arguments: ["--no-select-metric"], environment: environment { $0.actions = .retry }),
      FlagCase(arguments: ["--scrub", "3"], environment: environment { $0.scrubIndex = 3 }),
      FlagCase(
        arguments: ["--locale", "fr_FR"], environment: environment { $0.locale = Locale(identifier: "fr_FR") }
      ),
      FlagCase(
        arguments: ["--time-zone", "America/New_York"], environment: environment { $0.timeZone = newYork },
        overview: LibraryReference.sample(
          today: LibraryReference.day(2026, 10, 12, in: newYork), timeZone: newYork)),
      FlagCase(
        arguments: ["--today", "2024-02-29", "--seed", "7"],
        overview: LibraryReference.sample(today: LibraryReference.day(2024, 2, 29), seed: 7)),
      FlagCase(arguments: ["--format", "tree"], tree: true),
      FlagCase(arguments: ["--format=json", "--pretty"], pretty: true),
      FlagCase(arguments: ["--frames"], frames: true),
      FlagCase(
        arguments: ["--frames", "--pretty", "--width", "320", "--dynamic-type", "accessibility5"],
        environment: environment {
          $0.width = 320
          $0.dynamicTypeSize = .accessibility5
        }, pretty: true, frames: true),
    ]
  }()
}

@Suite("The executable's output")
struct ExecutableOutputTests {
  @Test("the README's first command compiles the sample with the dark theme")
  func readmeCommand() throws {
    let run = try SpecCompileExecutable.run(["--sample", "--theme", "dark"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let expected = LibraryReference.output(LibraryReference.sample(), theme: try Theme.shipped(named: "dark"))
    #expect(run.standardOutput == expected)
  }

  @Test(
    "the documented examples are what the command prints",
    arguments: [(["--pretty"], "sample-light.json"), (["--format", "tree"], "sample-light.txt")])
  func documentedExamples(arguments: [String], file: String) throws {
    let example = LibraryReference.repositoryRoot.appendingPathComponent("docs/examples/\(file)")
    let run = try SpecCompileExecutable.run(["--sample"] + arguments)
    #expect(run.status == 0)
    #expect(run.standardOutput == (try Data(contentsOf: example)))
  }

  @Test(
    "#13.10 every overview in docs/examples compiles to a loaded tree with the default flags, and nothing on standard error",
    arguments: ["overview.json", "sample-overview.json"])
  func exampleOverviews(file: String) throws {
    let path = LibraryReference.repositoryRoot.appendingPathComponent("docs/examples/\(file)").path
    for arguments in [[path], [path, "--theme", "dark"]] {
      let run = try SpecCompileExecutable.run(arguments + ["--format", "tree"])
      #expect(run.status == 0)
      #expect(run.standardError.isEmpty)
      #expect(
        run.outputText.hasPrefix("statsOverview schema=")
          && run.outputText.contains(" state=loaded range=1M "))
    }
  }

  @Test("#13.10 docs/examples holds no other overview: each other file there is a layout tree or its text")
  func examplesListed() throws {
    let folder = LibraryReference.repositoryRoot.appendingPathComponent("docs/examples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    // The overview documents are the two above; the rest are trees, other blocks' documents
    // (sparkline-*, dashboard*), a deliberately broken theme (bad-theme.json), the brand theme in
    // our theme format (brand-theme.json) and token files (tokens/).
    let overviews = names.filter {
      !$0.hasPrefix("sparkline-") && !$0.hasPrefix("dashboard")
        && !["bad-theme.json", "brand-theme.json", "tokens"].contains($0)
    }
    #expect(overviews == ["overview.json", "sample-light.json", "sample-light.txt", "sample-overview.json"])
  }

  @Test(
    "#13.10 a file without the selected range's period compiles to its loading state and says so in one line")
  func missingPeriodNote() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(
      #"{"label": "Revenue", "format": "number", "periods": {"1W": {"points": []}, "1Y": {"points": []}}}"#,
      to: "week.json")
    _ = try directory.write(#"{"label": "Revenue", "format": "number", "periods": {}}"#, to: "none.json")
    let run = try SpecCompileExecutable.run(["week.json", "--format", "tree"], in: directory.url)
    #expect(run.status == 0)
    #expect(run.outputText.contains(" state=rangeLoading range=1M "))
    #expect(
      run.errorLines == [
        "spec-compile: week.json: no 1M period, so the tree shows 1M loading; the file has periods for 1W, 1Y (try --range 1W)"
      ])
    let piped = try SpecCompileExecutable.run(
      ["--ranges", "1M,3M"], input: .file(directory.file("week.json")), in: directory.url)
    #expect(
      piped.errorLines == [
        "spec-compile: <stdin>: no 1M period, so the tree shows 1M loading; the file has periods for 1W, 1Y"
      ])
    let none = try SpecCompileExecutable.run(["none.json"], in: directory.url)
    #expect(
      none.errorLines == [
        "spec-compile: none.json: no 1M period, so the tree shows 1M loading; the file has no periods"
      ])
    // Selecting a range the file has, or asking for the loading state, is quiet.
    for arguments in [["week.json", "--range", "1W"], ["week.json", "--phase", "loading"]] {
      let quiet = try SpecCompileExecutable.run(arguments, in: directory.url)
      #expect(quiet.status == 0 && quiet.standardError.isEmpty, "\(arguments)")
    }
  }

  @Test("works from any directory: the shipped themes are inside the binary")
  func anyDirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = try SpecCompileExecutable.run(["--sample", "--theme", "brand"], in: directory.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput
        == LibraryReference.output(LibraryReference.sample(), theme: try .shipped(named: "brand")))
    #expect(try directory.contents().isEmpty)
  }

  @Test("each flag gives byte for byte what the library gives for the same inputs", arguments: FlagCase.all)
  func flag(_ flag: FlagCase) throws {
    let run = try SpecCompileExecutable.run(["--sample"] + flag.arguments)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
    let expected = LibraryReference.output(
      flag.overview, theme: try Theme.shipped(named: flag.theme), environment: flag.environment,
      tree: flag.tree, pretty: flag.pretty, frames: flag.frames)
    #expect(run.standardOutput == expected)
  }

  @Test("a theme file by path is the theme the library loads from it")
  func themeFile() throws {
    let path = LibraryReference.repositoryRoot.appendingPathComponent("docs/examples/brand-theme.json")
    let run = try SpecCompileExecutable.run(["--sample", "--theme", path.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput
        == LibraryReference.output(LibraryReference.sample(), theme: try Theme.load(contentsOf: path)))
  }

  @Test("a file, '-' with redirected input, and piped input all read the same overview")
  func inputs() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let overview = LibraryReference.sample(seed: 3)
    let json = overview.encodedJSON()
    let path = directory.file("overview.json")
    try json.write(to: URL(fileURLWithPath: path))
    let decoded = try Overview.decode(from: json, source: path)
    let expected = LibraryReference.output(decoded, theme: try Theme.shipped(named: "dark"))

    let runs = [
      try SpecCompileExecutable.run([path, "--theme", "dark"]),
      try SpecCompileExecutable.run(["-", "--theme", "dark"], input: .file(path)),
      try SpecCompileExecutable.run(["--theme", "dark"], input: .pipe(json)),
      try SpecCompileExecutable.run(["--theme", "dark", "--", path]),
    ]
    for run in runs {
      #expect(run.status == 0, "\(run.standardError)")
      #expect(run.standardOutput == expected)
    }
  }

  @Test("--help and --version print to standard output and exit 0")
  func helpAndVersion() throws {
    let help = try SpecCompileExecutable.run(["--help"])
    #expect(help.status == 0 && help.standardError.isEmpty)
    #expect(help.outputText.hasPrefix("OVERVIEW: "))
    let version = try SpecCompileExecutable.run(["--version"])
    #expect(version.status == 0)
    #expect(
      version.outputText == "spec-compile 0.1.0 (layout tree schema \(LayoutTree.currentSchemaVersion))\n")
  }

  @Test("themes lists the shipped themes, one a line")
  func themes() throws {
    let run = try SpecCompileExecutable.run(["themes"])
    #expect(run.status == 0)
    #expect(run.outputText == Theme.shippedNames.map { $0 + "\n" }.joined())
  }

  @Test("check-theme passes every shipped theme", arguments: Theme.shippedNames)
  func checkShippedTheme(name: String) throws {
    let run = try SpecCompileExecutable.run(["check-theme", name])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
    let report = try Theme.shipped(named: name).contrastReport()
    // A row per check, each with its ratio, plus a header.
    #expect(
      run.outputText.split(separator: "\n").filter { $0.hasSuffix("  pass") || $0.hasSuffix("  FAIL") }.count
        == report.checks.count)
    #expect(run.outputText.contains("All \(report.checks.count) checks pass."))
  }

  @Test("check-theme exits 1 and names each failed check when contrast is too low")
  func checkFailingTheme() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    _ = try directory.write(
      ##"{"$extends": "light", "color": {"textTertiary": {"$value": "#BBBBBB"}}}"##, to: "pale.json")
    let run = try SpecCompileExecutable.run(["check-theme", "pale.json"], in: directory.url)
    #expect(run.status == 1)
    #expect(run.outputText.contains("4 of 21 checks fail."))
    #expect(
      run.errorLines == [
        "spec-compile: theme pale: textTertiary on bg is 1.72:1, under the 4.50:1 required for text",
        "spec-compile: theme pale: textTertiary on surface is 1.91:1, under the 4.50:1 required for text",
        "spec-compile: theme pale: textTertiary on fill on surface is 1.66:1, under the 4.50:1 required for text",
        "spec-compile: theme pale: textTertiary on fill on bg is 1.50:1, under the 4.50:1 required for text",
      ])
  }

  @Test("--scrub past the last reading is reported, not silently ignored")
  func scrubOutOfRange() throws {
    let run = try SpecCompileExecutable.run(["--sample", "--scrub", "30"])
    #expect(run.status == 64)
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.errorLines == [
        "spec-compile: --scrub <index>: 30 names no drawable reading; the 1M period has readings 0 to 29"
      ])
  }
}
