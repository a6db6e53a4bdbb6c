import BlockSpec
import Foundation
import SPTheme

/// The documented workloads (docs/performance.md). Each returns its rows; the caller prints.
struct Workloads {
  var options: Options
  let theme: Theme
  let directory: URL

  /// "Today" for every sample: a fixed day, so runs compare.
  static let today = Date(timeIntervalSince1970: 1_791_763_200)  // 2026-10-12
  /// Five-minute readings over a year: 365 × 288.
  static let fiveMinuteCount = 105_120
  static let hourlyCount = 8_760

  /// The sample overview compiled in-process, and compiled and encoded.
  func sample() -> [Measurement] {
    let overview = Overview.sample(today: Self.today)
    let environment = BlockEnvironment()
    let runs = options.runs(1_000)
    var compile = measure("sample: compile", runs: runs, warmUp: 20) {
      StatsOverviewBlock.compile(overview, theme: theme, environment: environment)
    }
    let tree = StatsOverviewBlock.compile(overview, theme: theme, environment: environment)
    compile.note = "tree \(tree.jsonData().count) B"
    let encode = measure("sample: compile + JSON", runs: runs, warmUp: 20) {
      StatsOverviewBlock.compile(overview, theme: theme, environment: environment).jsonData()
    }
    return [compile, encode]
  }

  /// A large 1Y period read, compiled and encoded in-process, each step timed on its own, and
  /// Foundation's coders on the same bytes as the baseline.
  func large(label: String, count: Int, step: Int, file: URL) throws -> [Measurement] {
    let data = try Data(contentsOf: file)
    let runs = options.runs(count > 10_000 ? 15 : 40)
    let state = StatsOverviewState(selectedRange: .year)
    let size = "\(data.count / 1_000) kB in"

    var decode = try measure("\(label): decode", runs: runs) {
      try Overview.decode(from: data, source: file.lastPathComponent)
    }
    decode.note = size
    let overview = try Overview.decode(from: data, source: file.lastPathComponent)
    let compile = measure("\(label): compile", runs: runs) {
      StatsOverviewBlock.compile(overview, theme: theme, state: state)
    }
    let tree = StatsOverviewBlock.compile(overview, theme: theme, state: state)
    var encode = measure("\(label): encode tree", runs: runs) { tree.jsonData() }
    encode.note = "tree \(tree.jsonData().count) B"
    var whole = try measure("\(label): decode + compile + encode", runs: runs) {
      let overview = try Overview.decode(from: data, source: file.lastPathComponent)
      return StatsOverviewBlock.compile(overview, theme: theme, state: state).jsonData()
    }
    whole.peakBytes = peak(of: "inprocess", file: file)
    var baseline = try measure("\(label): baseline Foundation decode + encode", runs: runs) {
      try FoundationBaseline.roundTrip(data)
    }
    baseline.peakBytes = peak(of: "foundation", file: file)
    whole.note = "×\(ratio(whole, baseline)) Foundation"
    return [decode, compile, encode, whole, baseline]
  }

  /// 10,000 sample-sized overviews compiled and JSON-encoded in one process, on one thread and
  /// on every core.
  ///
  /// The two are timed in pairs, one right after the other and in alternating order, and the
  /// scaling is the median of each pair's ratio: this machine's speed drifts by half within
  /// minutes, and a ratio of two medians taken a few seconds apart carried that drift. Beside
  /// it, the same pairs of a workload that shares nothing between the threads (`MachineCeiling`)
  /// give the most any work can scale on this machine in this run.
  func batch() -> [Measurement] {
    let count = options.quick ? 1_000 : 10_000
    let overviews = (0..<count).map { index in
      Overview.sample(today: Self.today.addingTimeInterval(Double(index % 365) * 86_400), seed: UInt64(index))
    }
    let environment = BlockEnvironment()
    let cores = ProcessInfo.processInfo.activeProcessorCount
    // Each thread takes a contiguous share, not every other overview: the overviews were built
    // one after another on one thread, so neighbours' objects (and their reference counts) share
    // cache lines, which two threads working side by side would pass back and forth; a server's
    // requests, read on their own threads, do not.
    let compileSlice = { @Sendable [theme] (slice: Int, slices: Int) -> Int in
      var bytes = 0
      let size = (overviews.count + slices - 1) / slices
      for index in (slice * size)..<min(overviews.count, (slice + 1) * size) {
        bytes +=
          StatsOverviewBlock.compile(overviews[index], theme: theme, environment: environment).jsonData()
          .count
      }
      return bytes
    }
    var (single, parallel) = measurePaired(
      one: "batch of \(count): compile + JSON, 1 thread",
      every: "batch of \(count): compile + JSON, \(cores) threads",
      cores: cores, runs: options.runs(5), compileSlice)
    let ceiling = MachineCeiling(cores: cores, runs: options.runs(5))
    single.note = "\(Int(Double(count) / single.median)) overviews/s/core"
    parallel.note =
      "\(Int(Double(count) / parallel.median)) overviews/s, ×\(format(pairedScaling(single, parallel))) of 1 thread"
      + " (the machine's ceiling ×\(format(ceiling.scaling)))"
    return [single, parallel]
  }

  /// The release `spec-compile` on the large file, end to end as a process, against `jq -c .`
  /// on the same file.
  func commandLine(label: String, file: URL) -> [Measurement] {
    let runs = options.runs(10)
    var rows: [Measurement] = []
    let compiler = URL(fileURLWithPath: ChildProcess.executablePath).deletingLastPathComponent()
      .appendingPathComponent("spec-compile").path
    var cli: Measurement?
    if FileManager.default.isExecutableFile(atPath: compiler) {
      cli = processRuns(
        "\(label): spec-compile end to end", runs: runs, compiler, [file.path, "--range", "1Y"])
      rows.append(cli!)
    } else {
      print("  (no spec-compile beside spec-bench at \(compiler); build it with `swift build -c release`)")
    }
    let jq = "/usr/bin/jq"
    if FileManager.default.isExecutableFile(atPath: jq) {
      let baseline = processRuns("\(label): baseline jq -c .", runs: runs, jq, ["-c", ".", file.path])
      rows.append(baseline)
      if let cli, let index = rows.firstIndex(where: { $0.name == cli.name }) {
        rows[index].note = "×\(ratio(cli, baseline)) jq " + rows[index].note
      }
    } else {
      print("  (jq is not installed at \(jq): the jq baseline is skipped)")
    }
    return rows
  }

  /// A theme of 9,000 tokens with 6,000 aliases three deep, loaded and resolved.
  func themeResolution() throws -> [Measurement] {
    let data = Inputs.themeJSON()
    let loaded = try Theme.load(data: data, fileName: "generated.json")
    let runs = options.runs(30)
    var row = try measure("theme: 9,000 tokens, 6,000 aliases 3 deep", runs: runs) {
      try Theme.load(data: data, fileName: "generated.json")
    }
    row.note = "accent \(loaded.color(.accent))"
    return [row] + hostileThemes(against: row)
  }

  /// Each hostile shape at the size limit, loaded (or refused) in full, against the 9,000-token
  /// theme measured just before in the same run.
  func hostileThemes(against reference: Measurement) -> [Measurement] {
    HostileThemes.all().map { name, data in
      var problems = 0
      var row = measure("hostile theme: \(name)", runs: options.runs(10)) {
        do {
          return try Theme.load(data: data, fileName: "hostile.json").name.count
        } catch {
          problems = (error as? ThemeError)?.problems.count ?? 1
          return problems
        }
      }
      row.note =
        "\(data.count / 1_024) KiB, \(problems == 0 ? "loads" : "\(problems) problems"), ×\(ratio(row, reference)) 9k theme"
      return row
    }
  }

  // MARK: Helpers

  private func processRuns(_ name: String, runs: Int, _ path: String, _ arguments: [String]) -> Measurement {
    _ = ChildProcess.run(path, arguments)  // warm the page cache
    var seconds: [Double] = []
    var peak = 0
    var floor = 0
    for _ in 0..<runs {
      guard let run = ChildProcess.measured(path, arguments) else { continue }
      if run.status != 0 { print("  \(path) exited with status \(run.status)") }
      seconds.append(run.seconds)
      peak = max(peak, run.peakBytes)
      floor = max(floor, run.floorBytes)
    }
    var row = Measurement(name: name, seconds: seconds, peakBytes: peak)
    row.note = String(format: "(RSS floor %.1f MB)", Double(floor) / 1_048_576)
    return row
  }

  /// Peak resident memory of a fresh `spec-bench` that runs `workload` on `file` once, as it
  /// reports it itself (its own `VmHWM`, untouched by this process's size).
  private func peak(of workload: String, file: URL) -> Int? {
    let result = directory.appendingPathComponent("peak-\(workload).txt")
    guard
      let run = ChildProcess.run(
        ChildProcess.executablePath, ["--peak-memory", workload, file.path, result.path]),
      run.status == 0, let text = try? String(contentsOf: result, encoding: .utf8)
    else { return nil }
    return Int(text)
  }

  func ratio(_ ours: Measurement, _ baseline: Measurement) -> String {
    format(ours.median / baseline.median)
  }

  /// Two decimals, or three below 0.1, so a ratio near a goal of ×0.05 is not rounded onto it.
  func format(_ ratio: Double) -> String { String(format: ratio < 0.1 ? "%.3f" : "%.2f", ratio) }
}

/// What `--peak-memory` runs in a child process: one workload, once, then exit.
enum PeakMemoryChild {
  static func run(workload: String, file: String, result: String) -> Int32 {
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      switch workload {
      case "inprocess":
        let theme = try Theme.shipped(named: "light")
        let overview = try Overview.decode(from: data, source: file)
        blackHole(
          StatsOverviewBlock.compile(overview, theme: theme, state: StatsOverviewState(selectedRange: .year))
            .jsonData())
      case "foundation":
        blackHole(try FoundationBaseline.roundTrip(data))
      case "baseline-idle":
        blackHole(data)
      default:
        return 2
      }
      let peak = ChildProcess.ownPeakBytes() ?? 0
      return FileManager.default.createFile(atPath: result, contents: Data("\(peak)".utf8)) ? 0 : 1
    } catch {
      FileHandle.standardError.write(Data("spec-bench: \(error)\n".utf8))
      return 1
    }
  }
}
