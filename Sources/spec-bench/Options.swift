import Foundation

/// `spec-bench [--quick] [--only NAME,…]`; `--peak-memory WORKLOAD FILE` is internal (the
/// benchmark runs itself as a child to read one workload's peak memory).
struct Options {
  var quick = false
  var only: Set<String>?
  var peakMemory: (workload: String, file: String, result: String)?
  /// `--profile TARGET [FILE]`: a workload in a loop for a profiler.
  var profile: (target: String, file: String?)?
  /// Internal: run a command and write its figures to a file (`ChildProcess.measured`).
  var measureChild: (result: String, command: [String])?
  /// Where to write the generated inputs and leave them (for profiling); a temporary folder,
  /// removed at the end, when nil.
  var inputs: String?

  static let workloads = [
    "sample", "tile", "hourly", "five-minute", "batch", "cli", "theme", "audit", "tokens", "dashboard",
    "trees",
  ]

  static let help = """
    spec-bench: the performance workloads of docs/performance.md, with baselines.

    Usage: swift run -c release spec-bench [--quick] [--only LIST]

      --quick       fewer runs and a smaller batch: a smoke test, not figures to quote
      --only LIST   comma-separated workloads: \(workloads.joined(separator: ","))
      --inputs DIR  write the generated input files to DIR and keep them
      --profile TARGET [FILE]
                    run one workload's work in a loop, untimed, for valgrind --tool=callgrind:
                    sample [COUNT], encode [COUNT], batch, theme, audit, dashboard, tokens [3|30|100] (a token shape,
                    by depth), or decode/compile with an overview file
      --help        this text
    """

  static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--quick": options.quick = true
      case "--only":
        guard let list = rest.popFirst() else { return .failure(UsageError(message: "--only needs a list")) }
        let names = Set(list.split(separator: ",").map(String.init))
        if let unknown = names.subtracting(workloads).first {
          return .failure(
            UsageError(message: "unknown workload '\(unknown)'; one of \(workloads.joined(separator: ", "))"))
        }
        options.only = names
      case "--inputs":
        guard let directory = rest.popFirst() else {
          return .failure(UsageError(message: "--inputs needs a folder"))
        }
        options.inputs = directory
      case "--peak-memory":
        guard let workload = rest.popFirst(), let file = rest.popFirst(), let result = rest.popFirst() else {
          return .failure(UsageError(message: "--peak-memory needs a workload, a file and a result file"))
        }
        options.peakMemory = (workload, file, result)
      case "--profile":
        guard let target = rest.popFirst() else {
          return .failure(UsageError(message: "--profile needs a target"))
        }
        options.profile = (target, rest.popFirst())
      case "--measure-child":
        guard let result = rest.popFirst(), !rest.isEmpty else {
          return .failure(UsageError(message: "--measure-child needs a result file and a command"))
        }
        options.measureChild = (result, Array(rest))
        rest = []
      case "--help", "-h": return .failure(UsageError(message: ""))
      default: return .failure(UsageError(message: "unknown argument '\(argument)'"))
      }
    }
    return .success(options)
  }

  func wants(_ workload: String) -> Bool { only?.contains(workload) ?? true }

  /// `full` runs, or a fifth of them (at least three) with `--quick`.
  func runs(_ full: Int) -> Int { quick ? max(3, full / 5) : full }
}

/// A command line the benchmark cannot run; an empty message asks for the help text.
struct UsageError: Error {
  var message: String
}
