import Foundation
import Testing

/// docs/snapshot-testing.md's set-up, done as a reader would do it: its `Package.swift` in a
/// package beside a checkout of this one, its folder commands run, then SwiftPM asked to load
/// the package graph (`swift package describe`, which resolves and checks products and
/// excludes without building). The snippets of the page are compiled by `DocSnippetTests`.
@Suite("Docs: snapshot testing set-up")
struct SnapshotSetUpTests {
  static let page = DocPages.all.first { $0.path == "docs/snapshot-testing.md" }

  /// A renderer package beside a checkout of this package in a folder named `checkoutName`.
  struct Consumer {
    let scratch: TemporaryDirectory
    var package: URL { scratch.url.appendingPathComponent("MyRenderer") }

    init(checkoutName: String, manifest: String) throws {
      scratch = try TemporaryDirectory()
      try FileManager.default.createSymbolicLink(
        at: scratch.url.appendingPathComponent(checkoutName), withDestinationURL: DocPages.root)
      let tests = package.appendingPathComponent("Tests/MyRendererTests")
      try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
      // The page's URL dependency, read from this checkout instead.
      let local = manifest.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        guard let start = line.range(of: ".package(url:") else { return String(line) }
        return line[..<start.lowerBound] + ".package(path: \"../\(checkoutName)\")"
      }
      try Data(local.joined(separator: "\n").utf8).write(to: package.appendingPathComponent("Package.swift"))
      try Data("import Testing\n\n@Test func renders() {}\n".utf8).write(
        to: tests.appendingPathComponent("RendererTests.swift"))
    }

    /// Runs a shell line in the package's folder; the output is standard output and error.
    func run(_ line: String) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", line]
      process.currentDirectoryURL = package
      // SwiftPM leaves lock files in the temporary folder: keep them in the scratch folder.
      let temporary = scratch.url.appendingPathComponent("tmp")
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = temporary.path
      process.environment = environment
      let log = scratch.file("log")
      try Data().write(to: URL(fileURLWithPath: log))
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
      process.standardOutput = handle
      process.standardError = handle
      process.standardInput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try handle.close()
      return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8))
    }

    /// SwiftPM loading the package graph: `swift package describe`.
    func describe() throws -> (status: Int32, output: String) {
      #if canImport(Darwin)
        try run("xcrun swift package describe")
      #else
        try run("swift package describe")
      #endif
    }
  }

  static func manifest() throws -> String {
    let block = try #require(Self.page?.blocks.first { !$0.markers(.manifest).isEmpty }, "no manifest block")
    return block.code
  }

  /// The page's `sh` block that makes the snapshot folder.
  static func folderCommands() throws -> [String] {
    let block = try #require(
      Self.page?.blocks.first { $0.language == "sh" && $0.code.contains("__Snapshots__") },
      "no sh block making the snapshot folder")
    return block.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  @Test("#13.12 the page's Package.swift and folder commands load with no warning and no error")
  func setUpAsWritten() throws {
    let consumer = try Consumer(checkoutName: "SPBlocks", manifest: try Self.manifest())
    defer { consumer.scratch.remove() }
    for line in try Self.folderCommands() {
      #expect(try consumer.run(line).status == 0, "\(line)")
    }
    let described = try consumer.describe()
    #expect(described.status == 0, "\(described.output)")
    #expect(!described.output.contains("warning:"), "\(described.output)")
    #expect(described.output.contains("Identity:\n        spblocks"), "\(described.output)")
  }

  /// The whole path a reader takes, built and run. It builds this package again inside the
  /// renderer package (minutes on two cores), so it runs only with `SPBLOCKS_BUILD_CONSUMER=1`.
  @Test(
    "#13.12 the page's set-up and tests build and run in a renderer package",
    .enabled(if: ProcessInfo.processInfo.environment["SPBLOCKS_BUILD_CONSUMER"] == "1"))
  func buildAndRun() throws {
    let consumer = try Consumer(checkoutName: "SPBlocks", manifest: try Self.manifest())
    defer { consumer.scratch.remove() }
    for line in try Self.folderCommands() { _ = try consumer.run(line) }
    let tests = consumer.package.appendingPathComponent("Tests/MyRendererTests")
    for (name, test) in [
      ("CompactDarkCardTests", "func compactDarkCard"), ("FailureLogTests", "func missingReference"),
    ] {
      let block = try #require(Self.page?.blocks.first { $0.language == "swift" && $0.code.contains(test) })
      try Data(block.code.utf8).write(to: tests.appendingPathComponent("\(name).swift"))
    }
    #if canImport(Darwin)
      let swift = "env -u CI xcrun swift"
    #else
      let swift = "env -u CI swift"
    #endif
    let first = try consumer.run("\(swift) test 2>&1")
    #expect(first.status != 0, "the first run records the reference and fails")
    #expect(first.output.contains("had no reference; recorded it"), "\(first.output.suffix(3_000))")
    #expect(!first.output.contains("warning:"), "\(first.output.suffix(3_000))")
    let reference = tests.appendingPathComponent("__Snapshots__/CompactDarkCardTests/compactDarkCard.txt")
    #expect(FileManager.default.fileExists(atPath: reference.path))
    let second = try consumer.run("\(swift) test 2>&1")
    #expect(second.status == 0, "\(second.output.suffix(3_000))")
  }

  @Test("#13.12 without the folder SwiftPM warns 'Invalid Exclude', which the page's commands prevent")
  func excludeBeforeTheFolder() throws {
    let consumer = try Consumer(checkoutName: "SPBlocks", manifest: try Self.manifest())
    defer { consumer.scratch.remove() }
    let described = try consumer.describe()
    #expect(described.output.contains("Invalid Exclude"), "\(described.output)")
  }

  @Test("#13.12 a checkout named otherwise is refused with the identity the page says to use")
  func identityFromTheFolderName() throws {
    let consumer = try Consumer(checkoutName: "spblocks-main", manifest: try Self.manifest())
    defer { consumer.scratch.remove() }
    for line in try Self.folderCommands() { _ = try consumer.run(line) }
    let described = try consumer.describe()
    #expect(described.status != 0)
    #expect(
      described.output.contains(
        "unknown package 'SPBlocks' in dependencies of target 'MyRendererTests'; valid packages are: 'spblocks-main'"
      ),
      "\(described.output)")
  }
}
