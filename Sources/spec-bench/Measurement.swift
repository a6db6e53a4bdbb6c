import Foundation

/// Times of repeated runs of one workload, in seconds.
struct Measurement {
  var name: String
  var seconds: [Double]
  /// Peak resident memory of a process that ran the workload once, in bytes, when measured.
  var peakBytes: Int?
  /// Extra facts worth a column: output size, throughput.
  var note: String = ""

  var median: Double {
    let sorted = seconds.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
  var minimum: Double { seconds.min() ?? .nan }
  var maximum: Double { seconds.max() ?? .nan }
}

/// Runs `body` `runs` times after `warmUp` untimed runs and returns the times. Each run's result
/// is kept alive past the clock read so the optimiser cannot drop the work.
func measure<T>(_ name: String, runs: Int, warmUp: Int = 1, _ body: () throws -> T) rethrows -> Measurement {
  for _ in 0..<warmUp { blackHole(try body()) }
  var seconds: [Double] = []
  seconds.reserveCapacity(runs)
  let clock = ContinuousClock()
  for _ in 0..<runs {
    var result: T?
    let elapsed = try clock.measure { result = try body() }
    blackHole(result)
    seconds.append(elapsed.seconds)
  }
  return Measurement(name: name, seconds: seconds)
}

extension Duration {
  var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}

/// Keeps a value observable, so the work that made it is not optimised away.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
