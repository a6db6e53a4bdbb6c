import SPTheme

/// The error state (O-SS-4, O-SS-5): the numbers give way to "Couldn't load your numbers" and
/// the error's description (or the fallback sentence), the Secondary Try again button when the
/// host can retry, with its spinner, checkmark and failure line.
enum ErrorPart {
  static let title = "Couldn't load your numbers"
  static let fallbackDescription = "Check your connection and try again."
  static let retryTitle = "Try again"
  /// Try again's height (O-SS-5), as a minimum: at accessibility sizes its title is taller.
  static let buttonHeight = 52.0

  /// The card's content in the error state.
  static func nodes(
    metricLabel: String?, description: String?, retry: RetryState, canRetry: Bool, context: CompileContext
  ) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    if let metricLabel { nodes.append(HeadlinePart.label(metricLabel, context: context)) }
    let sentence = description.flatMap { $0.isEmpty ? nil : $0 } ?? fallbackDescription
    nodes.append(
      LayoutNode(
        id: "error.message", .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
        children: [
          LayoutNode(
            id: "error.title",
            .text(.init(string: title, font: context.font(.headline), color: context.color(.textPrimary)))),
          LayoutNode(
            id: "error.description",
            .text(.init(string: sentence, font: context.font(.subhead), color: context.color(.textSecondary)))
          ),
        ]))
    if canRetry {
      nodes.append(button(retry, context: context))
      if case .failed(let message) = retry {
        nodes.append(
          LayoutNode(
            id: "error.retryFailure",
            .text(
              .init(
                string: message.isEmpty ? fallbackDescription : message, font: context.font(.footnote),
                color: context.color(.danger))),
            accessibility: Accessibility(
              announcement: AccessibilityPart.retryFailedAnnouncement(
                message.isEmpty ? fallbackDescription : message)),
            transitions: [Motion.transition(.appear, .crossFade, .snappy, in: context)].compactMap { $0 }))
      }
    }
    return nodes
  }

  /// Try again, the Secondary button: `fill`, `textPrimary` in `type.headline`, `radius.md`,
  /// 52 pt. A spinner while the retry runs (disabled), a checkmark when it worked; success and
  /// error haptics on entering those states (O-HA-1). A cancelled retry is `idle` again: the
  /// host maps `CancellationError` to `.idle`, which shows no message and plays nothing.
  static func button(_ retry: RetryState, context: CompileContext) -> LayoutNode {
    let state: LayoutNode.Button.State
    let indicator: LayoutNode.Button.Indicator?
    var haptics: [Haptic] = []
    var accessibilityValue: String?
    switch retry {
    case .idle:
      state = .idle
      indicator = nil
    case .running:
      state = .running
      indicator = .spinner
      accessibilityValue = "In progress"
    case .succeeded:
      state = .succeeded
      indicator = .checkmark
      accessibilityValue = "Done"
      haptics = [Haptic(kind: .success, trigger: .enterState)]
    case .failed:
      state = .failed
      indicator = nil
      haptics = [Haptic(kind: .error, trigger: .enterState)]
    }
    return LayoutNode(
      id: "error.retry",
      .button(
        .init(
          title: retryTitle, style: .secondary, state: state, font: context.font(.headline),
          foreground: context.color(.textPrimary), background: context.color(.fill),
          cornerRadius: context.radius(.md), minHeight: buttonHeight, fillsWidth: true,
          enabled: state != .running,
          indicator: indicator)),
      accessibility: Accessibility(
        label: retryTitle, value: accessibilityValue,
        traits: state == .running ? [.button, .notEnabled] : [.button]),
      action: Action(id: .retry), haptics: haptics, transitions: Motion.buttonState(in: context))
  }
}
