import SPTheme
import Testing

@Suite("Motion: springs, timing curves, Reduce Motion")
struct MotionTests {
  @Test("smooth is SwiftUI's .smooth: 0.5 s, bounce 0, k ≈ 157.914, c ≈ 25.133, ζ = 1")
  func smooth() throws {
    let motion = try Theme.shipped(named: "light").motion(.smooth)
    #expect(motion.curve == .spring(duration: 0.5, bounce: 0))
    let spring = try #require(motion.curve.springParameters)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.914) < 0.001)
    #expect(abs(spring.damping - 25.133) < 0.001)
    #expect(spring.dampingRatio == 1)
  }

  @Test("snappy is SwiftUI's .snappy: 0.5 s, bounce 0.15, k ≈ 157.914, c ≈ 21.363, ζ = 0.85")
  func snappy() throws {
    let motion = try Theme.shipped(named: "light").motion(.snappy)
    #expect(motion.curve == .spring(duration: 0.5, bounce: 0.15))
    let spring = try #require(motion.curve.springParameters)
    #expect(abs(spring.stiffness - 157.914) < 0.001)
    #expect(abs(spring.damping - 21.363) < 0.001)
    #expect(abs(spring.dampingRatio - 0.85) < 1e-12)
    // λ = 2π · 0.85 / 0.5 ≈ 10.681; t = −ln(0.001 / (λ + 1)) / λ ≈ 0.8768 s.
    #expect(abs(spring.settlingDuration - 0.8768) < 0.0001)
  }

  @Test("a negative bounce overdamps: ζ = 1 / (1 + bounce)")
  func negativeBounce() throws {
    let spring = try #require(MotionCurve.spring(duration: 0.5, bounce: -0.5).springParameters)
    #expect(spring.dampingRatio == 2)
    #expect(MotionCurve.timingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.35).springParameters == nil)
  }

  @Test("standard is easeInOut over 0.35 s, a timing curve")
  func standard() throws {
    let motion = try Theme.shipped(named: "light").motion(.standard)
    #expect(motion.curve == .timingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.35))
    let resolved = motion.resolved(role: .standard, reduceMotion: false)
    #expect(resolved.kind == .timingCurve)
    #expect(resolved.controlPoints == [0.42, 0, 0.58, 1])
    #expect(resolved.spring == nil)
    #expect(resolved.duration == 0.35)
  }

  @Test("hero is a spring", arguments: ["light", "brand"])
  func hero(theme: String) throws {
    let motion = try Theme.shipped(named: theme).motion(.hero)
    guard case .spring = motion.curve else {
      Issue.record("hero is \(motion.curve)")
      return
    }
  }

  @Test("without Reduce Motion a spring resolves to itself with its physical parameters")
  func springResolved() throws {
    let resolved = try Theme.shipped(named: "light").motion(.snappy).resolved(
      role: .snappy, reduceMotion: false)
    #expect(resolved.token == "motion.snappy")
    #expect(resolved.kind == .spring)
    #expect(resolved.bounce == 0.15)
    #expect(resolved.duration == 0.5)
    #expect(resolved.spring?.stiffness != nil)
    #expect(!resolved.isReduceMotionFallback)
  }

  @Test(
    "under Reduce Motion every token becomes its theme's short fade",
    arguments: [(MotionRole.smooth, 0.2), (.snappy, 0.2), (.standard, 0.15), (.hero, 0.25)])
  func reduceMotion(role: MotionRole, fade: Double) throws {
    let resolved = try Theme.shipped(named: "light").motion(role).resolved(role: role, reduceMotion: true)
    #expect(resolved.kind == .fade)
    #expect(resolved.duration == fade)
    #expect(resolved.isReduceMotionFallback)
    #expect(resolved.spring == nil)
    #expect(resolved.bounce == nil)
    #expect(resolved.token == "motion.\(role.rawValue)")
  }
}
