import Foundation

/// A spring's step response sampled for CSS `linear()`: the mass-spring system the theme defines
/// (`MotionCurve.springParameters`), released from 0 towards 1, over its settling time.
enum SpringSampling {
  /// Progress at `time` seconds for stiffness k and damping ratio ζ (mass 1).
  static func progress(at time: Double, stiffness: Double, dampingRatio zeta: Double) -> Double {
    let omega = stiffness.squareRoot()
    if abs(zeta - 1) < 1e-9 { return 1 - exp(-omega * time) * (1 + omega * time) }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      return 1 - exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
  }

  /// `linear(0, 0.1234, …, 1)`: `count` evenly spaced samples, ending exactly at 1.
  static func cssLinear(_ parameters: MotionCurve.SpringParameters, count: Int = 40) -> String {
    var points: [String] = []
    for index in 0...count {
      let time = parameters.settlingDuration * Double(index) / Double(count)
      let value =
        index == count
        ? 1 : progress(at: time, stiffness: parameters.stiffness, dampingRatio: parameters.dampingRatio)
      points.append(formatNumber((value * 10_000).rounded() / 10_000))
    }
    return "linear(\(points.joined(separator: ", ")))"
  }
}
