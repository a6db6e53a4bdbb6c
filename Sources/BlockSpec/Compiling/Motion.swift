import SPTheme

/// Which motion each change uses (O-MO-1, O-MO-2) and what Reduce Motion leaves of it (O-MO-3).
///
/// - Range changes, phase changes, tile figures and change lines: `motion.smooth`.
/// - The headline value and Try again's states: `motion.snappy`.
/// - The ghosts' pulse: `motion.standard` (the seed names no token; a timing curve suits a loop).
///
/// Under Reduce Motion every effect becomes a `crossFade` on the token's short fade, the line
/// does not draw in (it fades in), and the ghosts do not pulse at all.
enum Motion {
  static func transition(
    _ event: NodeTransition.Event, _ effect: NodeTransition.Effect, _ role: MotionRole, in context: CompileContext
  ) -> NodeTransition? {
    let fallback =
      effect == .pulse ? nil : NodeTransition.Fallback(effect: .crossFade, motion: context.fade(role))
    guard context.reduceMotion else {
      return NodeTransition(event: event, effect: effect, motion: context.motion(role), reduceMotion: fallback)
    }
    return fallback.map { NodeTransition(event: event, effect: $0.effect, motion: $0.motion) }
  }

  /// Transitions of a figure whose digits roll to a new value; a fade under Reduce Motion.
  static func figure(_ role: MotionRole, in context: CompileContext) -> [NodeTransition] {
    [transition(.valueChange, .numericRoll, role, in: context)].compactMap { $0 }
  }

  /// The line: draws in when the numbers arrive, morphs when the range changes.
  static func line(in context: CompileContext) -> [NodeTransition] {
    [
      transition(.appear, .drawIn, .smooth, in: context),
      transition(.rangeChange, .morph, .smooth, in: context),
    ].compactMap { $0 }
  }

  /// Content that swaps when the block's state changes (ghosts, numbers, error).
  static func phase(in context: CompileContext) -> [NodeTransition] {
    [transition(.phaseChange, .crossFade, .smooth, in: context)].compactMap { $0 }
  }

  /// The range control's plate.
  static func plate(in context: CompileContext) -> [NodeTransition] {
    [transition(.rangeChange, .slide, .smooth, in: context)].compactMap { $0 }
  }

  /// A placeholder's pulse; nothing under Reduce Motion (the ghosts hold still).
  static func ghost(in context: CompileContext) -> [NodeTransition] {
    [transition(.idle, .pulse, .standard, in: context)].compactMap { $0 }
  }

  /// Try again moving between idle, running, succeeded and failed.
  static func buttonState(in context: CompileContext) -> [NodeTransition] {
    [transition(.stateChange, .crossFade, .snappy, in: context)].compactMap { $0 }
  }

  /// Whether a figure rolls its digits in this environment.
  static func rolls(in context: CompileContext) -> Bool { !context.reduceMotion }
}
