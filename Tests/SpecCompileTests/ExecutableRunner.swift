import Foundation
import Testing

/// Runs the built `spec-compile` executable as a separate process, the way a shell or a build
/// script does, and captures what it leaves behind.
enum SpecCompileExecutable {
  /// What one run produced.
  struct Run {
    var status: Int32
    var standardOutput: Data
    var standardError: String
    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
  }

  /// How the child's standard input is connected.
  enum Input {
    /// `/dev/null`: not a terminal, and empty.
    case none
    /// A pipe that is fed these bytes and closed, as in `cat file | spec-compile`.
    case pipe(Data)
    /// A regular file, as in `spec-compile < file`.
    case file(String)
  }

  /// The executable, found next to the test bundle in SwiftPM's products directory: on Linux the
  /// test runner is itself an executable there; on Apple platforms the `.xctest` bundle is.
  /// `SPEC_COMPILE_EXECUTABLE` overrides the search.
  static let url: URL? = {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["SPEC_COMPILE_EXECUTABLE"] {
      return URL(fileURLWithPath: override)
    }
    var directories = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map {
      $0.bundleURL.deletingLastPathComponent()
    }
    directories.append(Bundle.main.bundleURL)
    directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    return directories.map { $0.appendingPathComponent("spec-compile") }.first {
      fileManager.isExecutableFile(atPath: $0.path)
    }
  }()

  /// - Parameters:
  ///   - shell: a shell line run first, to set limits or redirect (`exec > /dev/full`).
  ///   - script: a whole shell script run instead, `$0` being the executable, for input from a
  ///     pipeline (`yes | "$0" -`).
  static func run(
    _ arguments: [String], input: Input = .none, in directory: URL? = nil, shell: String? = nil,
    script: String? = nil
  ) throws -> Run {
    let executable = try #require(url, "spec-compile not found next to the test bundle")
    let capture = try TemporaryDirectory()
    defer { capture.remove() }
    let outputPath = capture.file("stdout")
    let errorPath = capture.file("stderr")
    try Data().write(to: URL(fileURLWithPath: outputPath))
    try Data().write(to: URL(fileURLWithPath: errorPath))

    let process = Process()
    if let script {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script, executable.path] + arguments
    } else if let shell {
      // A shell line that ends by exec'ing the executable with "$@", to set limits first.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "\(shell); exec \"$0\" \"$@\"", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    // Files rather than pipes for the outputs: a large tree cannot fill a pipe and stall the run.
    let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    process.standardOutput = outputHandle
    process.standardError = errorHandle

    var feed: (Pipe, Data)?
    switch input {
    case .none: process.standardInput = FileHandle.nullDevice
    case .file(let path): process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    case .pipe(let data):
      let pipe = Pipe()
      process.standardInput = pipe
      feed = (pipe, data)
    }

    try process.run()
    if let (pipe, data) = feed {
      // The child reads all of its input before it writes anything, so this cannot deadlock.
      try pipe.fileHandleForWriting.write(contentsOf: data)
      try pipe.fileHandleForWriting.close()
    }
    process.waitUntilExit()
    try outputHandle.close()
    try errorHandle.close()
    return Run(
      status: process.terminationStatus,
      standardOutput: try Data(contentsOf: URL(fileURLWithPath: outputPath)),
      standardError: try String(contentsOfFile: errorPath, encoding: .utf8))
  }
}
