import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One finished child process: how long it took from spawn to exit, its exit status and its
/// peak resident memory as the kernel counted it (`wait4`'s rusage).
struct ChildRun {
  var seconds: Double
  var status: Int32
  var peakBytes: Int
  /// The launcher's own peak when the child was started, which Linux folds into the child's
  /// figure (see `measured`); 0 when unknown.
  var floorBytes = 0
}

enum ChildProcess {
  /// Runs `path` with `arguments`, standard output to /dev/null (or `output`), and waits.
  /// Standard error is inherited, so a failing child says why.
  static func run(_ path: String, _ arguments: [String], output: String = "/dev/null") -> ChildRun? {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv = ([path] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = posix_spawn(&pid, path, &actions, nil, argv + [nil], environ)
    guard spawned == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    let seconds = (clock.now - start).seconds
    return ChildRun(seconds: seconds, status: status, peakBytes: peakBytes(usage))
  }

  /// Runs the command through a fresh `spec-bench --measure-child` and reads back its figures.
  ///
  /// Linux starts a spawned child's `ru_maxrss` at the spawning process's own peak (the child
  /// shares its parent's memory until `exec`), so a benchmark that has just generated 10 MB of
  /// input would see every child "use" as much. A fresh launcher's peak is a few megabytes; it
  /// reports it as the floor beside the child's figure.
  static func measured(_ path: String, _ arguments: [String]) -> ChildRun? {
    let result = FileManager.default.temporaryDirectory
      .appendingPathComponent("spec-bench-child-\(ProcessInfo.processInfo.processIdentifier).txt")
    defer { try? FileManager.default.removeItem(at: result) }
    guard let launcher = run(executablePath, ["--measure-child", result.path, path] + arguments),
      launcher.status == 0,
      let text = try? String(contentsOf: result, encoding: .utf8)
    else { return nil }
    let fields = text.split(separator: " ").map(String.init)
    guard fields.count == 4, let status = Int32(fields[0]), let seconds = Double(fields[1]),
      let peak = Int(fields[2]), let floor = Int(fields[3])
    else { return nil }
    return ChildRun(seconds: seconds, status: status, peakBytes: peak, floorBytes: floor)
  }

  /// The launcher's side of `measured`: run, then write "status seconds peak floor".
  static func measureChild(result: String, _ path: String, _ arguments: [String]) -> Int32 {
    let floor = ownPeakBytes() ?? 0
    guard let run = run(path, arguments) else { return 1 }
    let text = "\(run.status) \(run.seconds) \(run.peakBytes) \(floor)"
    return FileManager.default.createFile(atPath: result, contents: Data(text.utf8)) ? 0 : 1
  }

  /// This process's peak resident memory so far: `VmHWM` where /proc has it, else `getrusage`.
  static func ownPeakBytes() -> Int? {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    {
      return kilobytes * 1024
    }
    #if canImport(Darwin)
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return peakBytes(usage)
    #else
      return nil
    #endif
  }

  /// `ru_maxrss` is in kilobytes on Linux and in bytes on Apple platforms.
  private static func peakBytes(_ usage: rusage) -> Int {
    #if canImport(Darwin)
      Int(usage.ru_maxrss)
    #else
      Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// The path of the running executable, for spawning sibling binaries and itself.
  static var executablePath: String {
    Bundle.main.executablePath ?? CommandLine.arguments[0]
  }
}
