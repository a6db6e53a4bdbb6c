/// A motion token: its curve and the short fade that replaces it under Reduce Motion.
public struct MotionToken: Hashable, Sendable {
  public var curve: MotionCurve
  /// Duration of the cross-fade used instead of `curve` when Reduce Motion is on.
  public var reduceMotionFadeDuration: Double

  public init(curve: MotionCurve, reduceMotionFadeDuration: Double = 0.2) {
    self.curve = curve
    self.reduceMotionFadeDuration = reduceMotionFadeDuration
  }

  /// What a renderer should play: the curve, or under Reduce Motion a linear-ish short fade.
  public func resolved(role: MotionRole, reduceMotion: Bool) -> ResolvedMotion {
    if reduceMotion {
      return ResolvedMotion(
        token: role.token, kind: .fade, duration: reduceMotionFadeDuration,
        bounce: nil, spring: nil, controlPoints: [0.42, 0, 0.58, 1], isReduceMotionFallback: true)
    }
    switch curve {
    case .spring(let duration, let bounce):
      return ResolvedMotion(
        token: role.token, kind: .spring, duration: duration, bounce: bounce,
        spring: curve.springParameters, controlPoints: nil, isReduceMotionFallback: false)
    case .timingCurve(let x1, let y1, let x2, let y2, let duration):
      return ResolvedMotion(
        token: role.token, kind: .timingCurve, duration: duration, bounce: nil,
        spring: nil, controlPoints: [x1, y1, x2, y2], isReduceMotionFallback: false)
    }
  }
}

extension MotionRole {
  /// The role's token name, `motion.smooth`, as a literal rather than built on every motion.
  fileprivate var token: String {
    switch self {
    case .smooth: "motion.smooth"
    case .snappy: "motion.snappy"
    case .standard: "motion.standard"
    case .hero: "motion.hero"
    }
  }
}

/// A motion as the tree carries it: token name plus everything needed to reproduce it.
public struct ResolvedMotion: Hashable, Codable, Sendable {
  public enum Kind: String, Codable, Sendable {
    case spring, timingCurve, fade
  }
  public var token: String
  public var kind: Kind
  public var duration: Double
  public var bounce: Double?
  public var spring: MotionCurve.SpringParameters?
  /// Cubic Bézier control points x1, y1, x2, y2 for timing curves and fades.
  public var controlPoints: [Double]?
  public var isReduceMotionFallback: Bool

  /// Every member, for the package's hand-written tree reader (BlockSpec's `TreeJSONReader`),
  /// which builds the value its `Codable` conformance would decode.
  package init(
    token: String, kind: Kind, duration: Double, bounce: Double?, spring: MotionCurve.SpringParameters?,
    controlPoints: [Double]?, isReduceMotionFallback: Bool
  ) {
    self.token = token
    self.kind = kind
    self.duration = duration
    self.bounce = bounce
    self.spring = spring
    self.controlPoints = controlPoints
    self.isReduceMotionFallback = isReduceMotionFallback
  }
}
