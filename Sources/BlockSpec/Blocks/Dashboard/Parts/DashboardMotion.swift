import SPTheme

/// The dashboard's motion (D-8, D-9). Theme tokens where the seed names one: row removal and
/// the refresh inset `motion.hero`, the range picker `motion.standard`. The block's own designed
/// timings where it says they keep theirs (not theme tokens, named `dashboard.*` in the tree):
/// the gesture release spring, the staggered reveal and the value roll.
///
/// Reduce Motion (D-9) drops the reveal offsets (sections fade in where they stand), the chart's
/// cross-fade (the new range's line simply replaces the old) and the springs (a release settles
/// with a short fade); values still roll.
enum DashboardMotion {
  /// Seconds between one section's reveal and the next's.
  static let staggerStep = 0.06
  /// Points a section rises from as it appears.
  static let staggerOffset = 16.0
  /// The staggered reveal: a critically damped spring, half a second.
  static let stagger = MotionCurve.spring(duration: 0.5, bounce: 0)
  /// A swipe row settling after the finger lifts: a quick spring with a little bounce.
  static let release = MotionCurve.spring(duration: 0.35, bounce: 0.15)
  /// A figure rolling to its new value: an ease-out curve, no spring, so it survives Reduce
  /// Motion unchanged.
  static let valueRoll = MotionCurve.timingCurve(x1: 0.2, y1: 0, x2: 0, y2: 1, duration: 0.35)

  /// A designed timing as the tree carries it, named `dashboard.<name>`; under Reduce Motion a
  /// spring becomes its short fade.
  static func designed(_ name: String, _ curve: MotionCurve, reduceMotion: Bool) -> ResolvedMotion {
    let isSpring: Bool
    if case .spring = curve { isSpring = true } else { isSpring = false }
    var motion = MotionToken(curve: curve).resolved(role: .smooth, reduceMotion: reduceMotion && isSpring)
    motion.token = "dashboard." + name
    return Precision.motion(motion)
  }

  /// A section's staggered reveal on first appear: the `order`-th section waits
  /// `order × staggerStep`, then rises `staggerOffset` points while fading in; under Reduce
  /// Motion it fades in where it stands.
  static func reveal(order: Int, in context: CompileContext) -> [NodeTransition] {
    let delay = Precision.points(Double(order) * staggerStep)
    if context.reduceMotion {
      return [
        NodeTransition(
          event: .appear, effect: .crossFade, motion: designed("stagger", stagger, reduceMotion: true),
          delay: delay)
      ]
    }
    return [
      NodeTransition(
        event: .appear, effect: .rise, motion: designed("stagger", stagger, reduceMotion: false),
        reduceMotion: .init(effect: .crossFade, motion: designed("stagger", stagger, reduceMotion: true)),
        delay: delay, offset: staggerOffset)
    ]
  }

  /// A figure that rolls to a new value, with or without Reduce Motion (D-9: values still roll).
  static func roll(in context: CompileContext) -> [NodeTransition] {
    let motion = designed("valueRoll", valueRoll, reduceMotion: context.reduceMotion)
    return [
      NodeTransition(
        event: .valueChange, effect: .numericRoll, motion: motion,
        reduceMotion: context.reduceMotion ? nil : .init(effect: .numericRoll, motion: motion))
    ]
  }

  /// The main chart re-drawing on a range change: a cross-fade on `motion.standard`; nothing
  /// under Reduce Motion (D-9).
  static func chart(in context: CompileContext) -> [NodeTransition] {
    context.reduceMotion
      ? [] : [NodeTransition(event: .rangeChange, effect: .crossFade, motion: context.motion(.standard))]
  }

  /// The range picker's plate sliding on `motion.standard` (D-5); a fade under Reduce Motion.
  static func plate(in context: CompileContext) -> [NodeTransition] {
    [Motion.transition(.rangeChange, .slide, .standard, in: context)].compactMap { $0 }
  }

  /// A deleted row sliding out and the list closing over it, on `motion.hero` (D-8).
  static func removal(in context: CompileContext) -> [NodeTransition] {
    [Motion.transition(.remove, .collapse, .hero, in: context)].compactMap { $0 }
  }

  /// The refresh inset opening and closing, on `motion.hero` (D-8).
  static func inset(in context: CompileContext) -> [NodeTransition] {
    [Motion.transition(.stateChange, .inset, .hero, in: context)].compactMap { $0 }
  }
}
