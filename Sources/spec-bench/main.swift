import BlockSpec
import Foundation
import SPTheme

// The benchmark: `swift run -c release spec-bench`. See docs/performance.md for the workloads,
// the baselines and the figures from a run on the reference machine.

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error):
  let message = error.message
  if !message.isEmpty { FileHandle.standardError.write(Data("spec-bench: \(message)\n".utf8)) }
  print(Options.help)
  exit(message.isEmpty ? 0 : 2)
}

if let profile = options.profile {
  exit(Profiling.run(profile.target, file: profile.file))
}
if let child = options.peakMemory {
  exit(PeakMemoryChild.run(workload: child.workload, file: child.file, result: child.result))
}
if let child = options.measureChild, let path = child.command.first {
  exit(ChildProcess.measureChild(result: child.result, path, Array(child.command.dropFirst())))
}

do {
  let directory =
    options.inputs.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory
    .appendingPathComponent("spec-bench-\(ProcessInfo.processInfo.processIdentifier)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { if options.inputs == nil { try? FileManager.default.removeItem(at: directory) } }

  #if DEBUG
    print("note: a debug build; quote only figures from `swift run -c release spec-bench`")
  #endif
  print("spec-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores, inputs in \(directory.path)")
  let workloads = Workloads(options: options, theme: try Theme.shipped(named: "light"), directory: directory)
  Report.header()
  func show(_ rows: [Measurement]) { rows.forEach(Report.row) }

  if options.wants("sample") { show(workloads.sample()) }
  if options.wants("tile") { show(workloads.tile()) }
  if options.wants("trees") { show(workloads.treeReading()) }
  var fiveMinuteFile: URL?
  for (name, count, step) in [
    ("hourly", Workloads.hourlyCount, 3_600), ("five-minute", Workloads.fiveMinuteCount, 300),
  ]
  where options.wants(name) || (name == "five-minute" && (options.wants("cli") || options.wants("dashboard")))
  {
    let file = directory.appendingPathComponent("1Y-\(name).json")
    try Inputs.overviewJSON(count: count, step: step).write(to: file)
    if name == "five-minute" { fiveMinuteFile = file }
    if options.wants(name) {
      show(
        try workloads.large(label: "1Y \(name) (\(count) + \(count))", count: count, step: step, file: file))
    }
  }
  if options.wants("batch") { show(workloads.batch()) }
  if options.wants("cli"), let file = fiveMinuteFile {
    show(workloads.commandLine(label: "1Y five-minute file", file: file))
  }
  if options.wants("theme") { show(try workloads.themeResolution()) }
  if options.wants("tokens") { show(try workloads.tokens()) }
  if options.wants("audit") { show(try workloads.audit()) }
  if options.wants("dashboard"), let file = fiveMinuteFile {
    show(try workloads.dashboard(overviewFile: file))
  }
} catch {
  FileHandle.standardError.write(Data("spec-bench: \(error)\n".utf8))
  exit(1)
}
