import Foundation
import SPTheme

/// The activity list (D-6): a card titled "Recent activity", one swipe row per activity with a
/// `separator` divider between rows. A row shows its symbol in the tint, its title, detail and
/// date, and its amount on the trailing edge; swiped, it uncovers Archive (`textSecondary`) and
/// Delete (`danger`), both labelled in `surface`. Only the state's open row is open; tapping it
/// closes it; VoiceOver offers archive and delete as custom actions on every row.
enum ActivityPart {
  static let title = "Recent activity"
  /// A row is at least a touch target tall.
  static let rowMinHeight = 44.0
  /// The divider's thickness: a hairline.
  static let dividerThickness = 0.5
  /// Rows the card shows, newest first as given; a longer history ends in "See all", which
  /// calls the host to show the whole list on a screen of its own (as Wallet's latest
  /// transactions do). It also keeps a screen with a long history within the tree's budget.
  static let visibleRows = 6

  static func card(_ screen: DashboardScreen, order: Int) -> LayoutNode? {
    let rows = screen.model.activity
    guard !rows.isEmpty else { return nil }
    let context = screen.context
    var children = [
      LayoutNode(
        id: "activity.title",
        .text(.init(string: title, font: context.font(.headline), color: context.color(.textPrimary))),
        accessibility: Accessibility(traits: [.header]))
    ]
    let iconWidth = context.font(.body).size * LayoutMetrics.iconWidthEm
    // A row's moment to the hour, whatever the list's spacing: "Tue, Dec 1 at 9 AM". One
    // wording for every row (it looks its patterns up once).
    let dates = DateWording(cadence: .hourly, locale: screen.locale, timeZone: context.environment.timeZone)
    for (index, row) in rows.prefix(visibleRows).enumerated() {
      if index > 0 {
        children.append(
          LayoutNode(
            id: NodeID.child(NodeID.under("activity.", row.id), ".divider"),
            .divider(
              .init(
                color: context.color(.separator), thickness: dividerThickness,
                inset: Precision.points(iconWidth + context.theme.space(.md)))),
            accessibility: .hiddenNode))
      }
      children.append(self.row(row, dates: dates, screen: screen))
    }
    if rows.count > visibleRows {
      children.append(seeAll(count: rows.count, screen: screen))
    }
    return screen.card(
      id: "activity",
      children: [
        LayoutNode(
          id: "activity.content",
          .stack(.init(axis: .vertical, spacing: context.space(.sm), alignment: .leading)),
          children: children, accessibility: Accessibility(element: .contain))
      ],
      transitions: DashboardMotion.reveal(order: order, in: context))
  }

  static func row(_ row: DashboardActivity, dates: DateWording, screen: DashboardScreen) -> LayoutNode {
    let context = screen.context
    let id = NodeID.under("activity.", row.id)
    let geometry = SwipeGeometry(rowWidth: screen.cardInnerWidth)
    let open = screen.state.openRow.flatMap { $0.id == row.id ? $0 : nil }
    let reveal = open.map { geometry.points($0.reveal) } ?? 0
    let fullSwipe = open.map { geometry.isFullSwipe($0.reveal) } ?? false
    let release = open.map { geometry.release($0.reveal) } ?? .close
    let fraction = geometry.rowWidth > 0 ? Precision.fraction(reveal / geometry.rowWidth) : 0

    let date = dates.scrubLabel(for: row.date)
    var texts = [
      LayoutNode(
        id: NodeID.child(id, ".title"),
        .text(
          .init(
            string: row.title, font: context.font(.body, weight: .medium), color: context.color(.textPrimary))
        ))
    ]
    if let detail = row.detail {
      texts.append(
        LayoutNode(
          id: NodeID.child(id, ".detail"),
          .text(.init(string: detail, font: context.font(.subhead), color: context.color(.textSecondary)))))
    }
    texts.append(
      LayoutNode(
        id: NodeID.child(id, ".date"),
        .text(.init(string: date, font: context.font(.caption), color: context.color(.textTertiary)))))
    let icon = LayoutNode(
      id: NodeID.child(id, ".icon"),
      .icon(.init(symbol: row.symbol, font: context.font(.body), color: screen.tint)))
    let textStack = LayoutNode(
      id: NodeID.child(id, ".text"),
      .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
      children: texts)
    var amountNode: LayoutNode?
    var amountText: String?
    if let amount = row.amount {
      let text = screen.figure(amount, row.format ?? screen.model.chart.format)
      amountText = text
      amountNode = LayoutNode(
        id: NodeID.child(id, ".amount"),
        .text(
          .init(
            string: text, font: context.font(.body, monospacedDigits: true),
            color: context.color(.textPrimary),
            lineLimit: 1, minimumScaleFactor: 0.5, numericRoll: true)),
        transitions: DashboardMotion.roll(in: context))
    }
    let content: LayoutNode
    if fitsOnOneRow(icon: icon, texts: texts, amount: amountNode, width: geometry.rowWidth, context: context)
    {
      var line = [icon, textStack]
      if let amountNode {
        line.append(
          LayoutNode(id: NodeID.child(id, ".spacer"), .spacer(.init(minLength: context.theme.space(.sm)))))
        line.append(amountNode)
      }
      content = LayoutNode(
        id: NodeID.child(id, ".content"),
        .stack(.init(axis: .horizontal, spacing: context.space(.md), alignment: .center)), children: line)
    } else {
      // Large text: the symbol, the words and the amount one under another, as lists do.
      content = LayoutNode(
        id: NodeID.child(id, ".content"),
        .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
        children: [icon, textStack] + [amountNode].compactMap { $0 })
    }

    let actionFont = context.font(.caption, weight: .semibold, clamp: .upTo(.accessibility1))
    let payload = ["row": row.id]
    let shares: (archive: Double, delete: Double) = fullSwipe ? (0, reveal) : (reveal / 2, reveal / 2)
    let actions = [
      LayoutNode.SwipeAction(
        action: Action(id: .archive, payload: payload), title: "Archive", symbol: "archivebox",
        font: actionFont,
        foreground: context.color(.surface), background: context.color(.textSecondary),
        width: SwipeGeometry.actionWidth, revealedWidth: Precision.points(shares.archive)),
      LayoutNode.SwipeAction(
        action: Action(id: .delete, payload: payload), title: "Delete", symbol: "trash", font: actionFont,
        foreground: context.color(.surface), background: context.color(.danger),
        width: SwipeGeometry.actionWidth, revealedWidth: Precision.points(shares.delete)),
    ]
    var value = [row.detail, date, amountText].compactMap { $0 }.joined(separator: ", ")
    if value.isEmpty { value = date }
    return LayoutNode(
      id: id,
      .swipeRow(
        .init(
          background: context.color(.surface), actions: actions,
          // Reduce Motion drops the reveal offset: the actions fade in over the row's end instead.
          reveal: context.reduceMotion ? 0 : Precision.points(reveal), revealFraction: fraction,
          fullSwipeFraction: SwipeGeometry.fullSwipeFraction, fullSwipe: fullSwipe, open: open != nil,
          release: release, claimDistance: SwipeGeometry.claimDistance,
          horizontalDominance: SwipeGeometry.horizontalDominance,
          settle: DashboardMotion.designed(
            "swipeRelease", DashboardMotion.release, reduceMotion: context.reduceMotion),
          minHeight: rowMinHeight)),
      children: [content],
      accessibility: Accessibility(
        label: row.title, value: value, hint: open != nil ? "Double-tap to close" : nil, element: .combine,
        customActions: [
          CustomAction(name: "Archive", action: Action(id: .archive, payload: payload)),
          CustomAction(name: "Delete", action: Action(id: .delete, payload: payload)),
        ]),
      action: open != nil ? Action(id: .closeRow, payload: payload) : nil,
      transitions: DashboardMotion.removal(in: context))
  }

  /// Whether a row's symbol, words and amount sit side by side at this size and width: the
  /// amount takes at most half of what the symbol and the gaps leave (the share a row gives
  /// it), and every word of the texts fits in the rest. Otherwise they stack.
  static func fitsOnOneRow(
    icon: LayoutNode, texts: [LayoutNode], amount: LayoutNode?, width: Double, context: CompileContext
  ) -> Bool {
    let measurer = RuleMeasurer.inter
    let iconWidth = (icon.icon?.font.size ?? 0) * LayoutMetrics.iconWidthEm
    let gap = context.theme.space(.md)
    var available = width - iconWidth - gap
    var amountWidth = 0.0
    if let text = amount?.text {
      available -= 2 * gap + context.theme.space(.sm)
      amountWidth = measurer.width(of: measurer.figure(text.string, font: text.font), font: text.font)
      if amountWidth > available / 2 { return false }
    }
    let room = available - amountWidth
    return texts.allSatisfy { node in
      guard let text = node.text else { return true }
      return measurer.wordsFit(text.string, font: text.font, width: room)
    }
  }

  /// "See all 50" at the foot of a long list: a 44 pt tall button in the tint.
  static func seeAll(count: Int, screen: DashboardScreen) -> LayoutNode {
    let context = screen.context
    return LayoutNode(
      id: "activity.seeAll",
      .stack(
        .init(
          axis: .horizontal, spacing: context.space(.xs), alignment: .center,
          minHeight: LayoutMetrics.minimumTouchTarget)),
      children: [
        LayoutNode(
          id: "activity.seeAll.text",
          .text(
            .init(
              string: "See all \(count)", font: context.font(.subhead, weight: .semibold), color: screen.tint)
          ))
      ],
      accessibility: Accessibility(
        label: "See all \(count) activities", traits: [.button], element: .combine),
      action: Action(id: .showAll, payload: ["section": "activity"]))
  }
}
