import SPTheme

/// The greeting and the navigation bar it collapses into (D-2, D-11). The greeting is
/// `type.display` at 34 pt (the large title's size), in `textPrimary`, a header; the subtitle
/// `type.subhead` in `textSecondary`. The bar's inline title is the greeting in `type.headline`.
enum GreetingPart {
  /// The greeting's size: the large title's, so it reads as the screen's title.
  static let displaySize = 34.0
  /// The navigation bar's height below the status bar (UIKit's compact bar).
  static let barHeight = 44.0
  /// The inline title stops growing at the largest standard size, as the system's bar titles do
  /// (accessibility sizes read it through the large content viewer): at accessibility5 its
  /// 53-pt headline was wider than a 320-pt bar and truncated.
  static let barTitleClamp = DynamicTypeStep.xxxLarge

  /// Where the greeting collapses: from the first point of scroll to the point where the
  /// greeting's first line and its subtitle have passed under the bar.
  static func collapse(_ screen: DashboardScreen) -> GreetingCollapse {
    let context = screen.context
    var end = context.display(displaySize).leading
    if screen.model.subtitle != nil {
      end += context.theme.space(.xs) + context.font(.subhead).leading
    }
    return GreetingCollapse(start: 0, end: Precision.points(end))
  }

  static func greeting(_ screen: DashboardScreen, order: Int) -> LayoutNode {
    let context = screen.context
    let progress = collapse(screen).progress(at: screen.state.scrollOffset)
    var children = [
      LayoutNode(
        id: "greeting.title",
        .text(
          .init(
            string: screen.model.greeting, font: context.display(displaySize),
            color: context.color(.textPrimary))),
        accessibility: Accessibility(traits: [.header]))
    ]
    if let subtitle = screen.model.subtitle {
      children.append(
        LayoutNode(
          id: "greeting.subtitle",
          .text(.init(string: subtitle, font: context.font(.subhead), color: context.color(.textSecondary)))))
    }
    return LayoutNode(
      id: "greeting", .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
      children: children,
      // Collapsed into the bar, the greeting is read there instead.
      accessibility: progress >= 1 ? .hiddenNode : nil,
      transitions: DashboardMotion.reveal(order: order, in: context))
  }

  static func navigationBar(_ screen: DashboardScreen) -> LayoutNode {
    let context = screen.context
    let collapse = collapse(screen)
    let progress = Precision.fraction(collapse.progress(at: screen.state.scrollOffset))
    return LayoutNode(
      id: "navigationBar",
      .navigationBar(
        .init(
          title: screen.model.greeting, font: context.font(.headline, clamp: .upTo(barTitleClamp)),
          color: context.color(.textPrimary),
          background: context.color(.bg), separator: context.color(.separator),
          collapse: .init(
            source: "greeting.title", start: collapse.start, end: collapse.end, progress: progress),
          ownsStack: screen.state.wrapsInNavigationStack, height: barHeight)),
      accessibility: progress >= 1
        ? Accessibility(label: screen.model.greeting, traits: [.header]) : .hiddenNode)
  }
}
