import BlockSpec
import Dispatch
import Foundation

/// Times `slice` on one thread (the whole work as slice 0 of 1) and on `cores` threads (slice
/// `i` of `cores` on thread `i`) in `runs` pairs, the two of a pair back to back and their order
/// alternating from pair to pair, so the machine's drift falls on both alike.
///
/// `slice` returns a value the optimiser must not drop (the bytes written, say).
func measurePaired(
  one oneName: String, every everyName: String, cores: Int, runs: Int, warmUp: Int = 1,
  _ slice: @escaping @Sendable (_ slice: Int, _ slices: Int) -> Int
) -> (one: Measurement, every: Measurement) {
  let clock = ContinuousClock()
  func timeOne() -> Double {
    var result = 0
    let elapsed = clock.measure { result = slice(0, 1) }
    blackHole(result)
    return elapsed.seconds
  }
  func timeEvery() -> Double {
    clock.measure {
      DispatchQueue.concurrentPerform(iterations: cores) { index in blackHole(slice(index, cores)) }
    }.seconds
  }
  for _ in 0..<warmUp {
    _ = timeOne()
    _ = timeEvery()
  }
  var one: [Double] = []
  var every: [Double] = []
  for run in 0..<runs {
    if run.isMultiple(of: 2) {
      one.append(timeOne())
      every.append(timeEvery())
    } else {
      every.append(timeEvery())
      one.append(timeOne())
    }
  }
  return (Measurement(name: oneName, seconds: one), Measurement(name: everyName, seconds: every))
}

/// How many times faster the work ran on every core than on one: the median of the ratios of
/// each pair `measurePaired` timed together, not the ratio of the two medians.
func pairedScaling(_ one: Measurement, _ every: Measurement) -> Double {
  medianOf(zip(one.seconds, every.seconds).map { $0 / $1 })
}

/// The scaling of work that shares nothing between threads, no memory written by two cores and
/// no allocation: each thread draws from a `SplitMix64` of its own, on its own stack. It is the
/// most any workload can gain from more threads on this machine at the time, which on a
/// virtual machine whose cores are shared with other guests is not always their number; the
/// batch's scaling is judged beside it.
struct MachineCeiling {
  let scaling: Double

  /// Enough draws that starting the threads is noise beside them.
  static let draws = 60_000_000

  init(cores: Int, runs: Int) {
    let (one, every) = measurePaired(
      one: "ceiling, 1 thread", every: "ceiling, every core", cores: cores, runs: runs
    ) { slice, slices in
      var generator = SplitMix64(seed: UInt64(slice))
      var mixed: UInt64 = 0
      for _ in stride(from: slice, to: Self.draws, by: slices) { mixed ^= generator.next() }
      return Int(truncatingIfNeeded: mixed)
    }
    scaling = pairedScaling(one, every)
  }
}
