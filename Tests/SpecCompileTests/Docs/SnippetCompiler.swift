import Foundation
import Testing

/// Compiles source files against the package's built modules with the toolchain's `swiftc`, in
/// one run, the way a reader's own code would be compiled: Swift 6 language mode, public API
/// only (no `@testable`).
enum SnippetCompiler {
  struct Outcome {
    var status: Int32
    var diagnostics: String
  }

  /// Where SwiftPM put the package's `.swiftmodule` files: beside the test products, in
  /// `Modules/` (SwiftPM 6) or in the products folder itself (older SwiftPM).
  static let modulesDirectory: URL? = {
    var products = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map {
      $0.bundleURL.deletingLastPathComponent()
    }
    products.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    let candidates = products.flatMap { [$0.appendingPathComponent("Modules"), $0] }
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("BlockSpec.swiftmodule").path)
    }
  }()

  /// `swiftc` from the toolchain that runs the tests: `SWIFTC` overrides; on Apple platforms
  /// `xcrun` finds it with its SDK.
  static func command() -> [String] {
    if let override = ProcessInfo.processInfo.environment["SWIFTC"] { return [override] }
    #if canImport(Darwin)
      return ["/usr/bin/xcrun", "swiftc"]
    #else
      return ["/usr/bin/env", "swiftc"]
    #endif
  }

  /// Search paths the toolchain does not add by itself. On Linux, none: Swift Testing is in the
  /// toolchain. On Apple platforms, Xcode keeps Swift Testing in the platform's frameworks and
  /// its macros in a plugin folder of their own, which SwiftPM passes and a bare `swiftc` misses.
  static func platformPaths() -> [String] {
    #if canImport(Darwin)
      var paths: [String] = []
      if let platform = try? output(["/usr/bin/xcrun", "--show-sdk-platform-path"]) {
        paths += ["-F", platform + "/Developer/Library/Frameworks"]
      }
      if let swiftc = try? output(["/usr/bin/xcrun", "--find", "swiftc"]) {
        let plugins = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
          .appendingPathComponent("../lib/swift/host/plugins/testing").standardized.path
        if FileManager.default.fileExists(atPath: plugins) { paths += ["-plugin-path", plugins] }
      }
      return paths
    #else
      return []
    #endif
  }

  /// A command's standard output, trimmed.
  private static func output(_ command: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Type-checks and compiles `files` (name → source) as one module, generating code so the
  /// checks that run after type checking (Swift 6's data-race checks among them) run too.
  static func compile(_ files: [String: String], moduleName: String) throws -> Outcome {
    let modules = try #require(modulesDirectory, "no built modules beside the test products")
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var paths: [String] = []
    for (name, source) in files.sorted(by: { $0.key < $1.key }) {
      paths.append(try directory.write(source, to: name))
    }
    let command = command()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments =
      Array(command.dropFirst()) + [
        "-c", "-wmo", "-parse-as-library", "-swift-version", "6", "-suppress-warnings",
        "-module-name", moduleName, "-I", modules.path, "-o", directory.file("snippets.o"),
      ] + platformPaths() + paths
    process.currentDirectoryURL = directory.url
    let log = directory.file("swiftc.log")
    try Data().write(to: URL(fileURLWithPath: log))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return Outcome(
      status: process.terminationStatus, diagnostics: try String(contentsOfFile: log, encoding: .utf8))
  }
}
