import Foundation

/// How a motion token moves: a spring as SwiftUI defines one (duration, bounce), or a timing
/// curve (cubic Bézier control points and a duration).
public enum MotionCurve: Hashable, Sendable {
  case spring(duration: Double, bounce: Double)
  case timingCurve(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)

  /// Mass-spring parameters (mass 1) for a renderer without SwiftUI's spring presets.
  /// ζ = 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (bounce < 0); k = (2π / d)²; c = 4πζ / d.
  public struct SpringParameters: Hashable, Codable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var dampingRatio: Double
    /// Time until the spring stays within 0.001 of its target.
    public var settlingDuration: Double

    /// Every member, for the package's hand-written tree reader (BlockSpec's `TreeJSONReader`).
    package init(
      mass: Double, stiffness: Double, damping: Double, dampingRatio: Double, settlingDuration: Double
    ) {
      self.mass = mass
      self.stiffness = stiffness
      self.damping = damping
      self.dampingRatio = dampingRatio
      self.settlingDuration = settlingDuration
    }
  }

  public var duration: Double {
    switch self {
    case .spring(let duration, _): duration
    case .timingCurve(_, _, _, _, let duration): duration
    }
  }

  public var springParameters: SpringParameters? {
    guard case .spring(let duration, let bounce) = self else { return nil }
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let stiffness = pow(2 * Double.pi / duration, 2)
    let damping = 4 * Double.pi * zeta / duration
    // Envelope e^(−λt)(1 + λt) with λ = 2πζ / d; exact for ζ = 1, a bound for ζ < 1.
    let lambda = 2 * Double.pi * zeta / duration
    let settling = -log(0.001 / (lambda + 1)) / lambda
    return SpringParameters(
      mass: 1, stiffness: stiffness, damping: damping, dampingRatio: zeta, settlingDuration: settling)
  }
}
