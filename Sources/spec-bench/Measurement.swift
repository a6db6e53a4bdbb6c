import Foundation

/// Times of repeated runs of one workload, in seconds.
struct Measurement {
  var name: String
  var seconds: [Double]
  /// The CPU time of each run on the measuring thread, in seconds: unlike the wall clock, it
  /// does not grow when other processes share the cores (it still does with cache misses).
  var cpuSeconds: [Double] = []
  /// Peak resident memory of a process that ran the workload once, in bytes, when measured.
  var peakBytes: Int?
  /// Extra facts worth a column: output size, throughput.
  var note: String = ""

  var median: Double { medianOf(seconds) }
  var cpuMedian: Double { medianOf(cpuSeconds) }
  var minimum: Double { seconds.min() ?? .nan }
  var maximum: Double { seconds.max() ?? .nan }
}

/// The middle value, or the mean of the two middle ones; NaN for none.
func medianOf(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Runs `body` `runs` times after `warmUp` untimed runs and returns the times. Each run's result
/// is kept alive past the clock read so the optimiser cannot drop the work.
func measure<T>(_ name: String, runs: Int, warmUp: Int = 1, _ body: () throws -> T) rethrows -> Measurement {
  for _ in 0..<warmUp { blackHole(try body()) }
  var seconds: [Double] = []
  var cpuSeconds: [Double] = []
  seconds.reserveCapacity(runs)
  cpuSeconds.reserveCapacity(runs)
  let clock = ContinuousClock()
  for _ in 0..<runs {
    var result: T?
    let cpuStart = threadCPUSeconds()
    let elapsed = try clock.measure { result = try body() }
    cpuSeconds.append(threadCPUSeconds() - cpuStart)
    blackHole(result)
    seconds.append(elapsed.seconds)
  }
  var measurement = Measurement(name: name, seconds: seconds)
  measurement.cpuSeconds = cpuSeconds
  return measurement
}

/// The CPU time this thread has used, in seconds.
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
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
