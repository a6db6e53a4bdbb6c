import SPTheme

/// Pull to refresh (D-7): a ring in the tint over a `fill` track, filling with the pull, arming
/// at 84 pt with a rigid tick, spinning while the host refreshes, ending on a check with the
/// success haptic. On iOS 18 the refresh fires when the finger lifts; on iOS 17 as the pull
/// crosses the threshold. The inset that holds the ring open moves on `motion.hero`.
enum RefreshPart {
  /// The ring's outer diameter and line width.
  static let diameter = 28.0
  static let lineWidth = 3.0

  static func node(_ screen: DashboardScreen) -> LayoutNode {
    let context = screen.context
    let refresh = screen.state.refresh
    let phase = RefreshCycle.phase(refresh)
    let holdsOpen = phase == .refreshing || phase == .finished
    var haptics = [Haptic(kind: .rigid, trigger: .arm)]
    if phase == .finished { haptics.append(Haptic(kind: .success, trigger: .enterState)) }
    let spoken: String? =
      switch phase {
      case .idle, .pulling: nil
      case .armed: "Release to refresh"
      case .refreshing: "Refreshing"
      case .finished: "Updated"
      }
    return LayoutNode(
      id: "refresh",
      .refresh(
        .init(
          phase: phase, distance: Precision.points(RefreshCycle.distance(refresh)),
          progress: Precision.fraction(RefreshCycle.progress(refresh)), threshold: RefreshCycle.threshold,
          diameter: diameter, lineWidth: lineWidth, track: context.color(.fill), tint: screen.tint,
          inset: holdsOpen ? Precision.points(diameter + 2 * context.theme.space(.lg)) : 0,
          finishedSymbol: "checkmark",
          triggers: [
            .init(platform: "iOS", minimumVersion: 18, fires: .release),
            .init(platform: "iOS", minimumVersion: 17, fires: .crossing),
          ])),
      accessibility: spoken.map { Accessibility(label: "Refresh", announcement: $0) } ?? .hiddenNode,
      haptics: haptics, transitions: DashboardMotion.inset(in: context))
  }
}
