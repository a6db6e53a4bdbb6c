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
    let shown = rows.prefix(visibleRows)
    var children: [LayoutNode] = []
    children.reserveCapacity(2 * shown.count + 1)
    children.append(
      LayoutNode(
        id: "activity.title",
        .text(.init(string: title, font: context.font(.headline), color: context.color(.textPrimary))),
        accessibility: Accessibility(traits: [.header])))
    let style = RowStyle(screen)
    let inset = Precision.points(style.iconFont.size * LayoutMetrics.iconWidthEm + style.gap)
    let separator = context.color(.separator)
    // A row's moment to the hour, whatever the list's spacing: "Tue, Dec 1 at 9 AM". One
    // wording for every row (it looks its patterns up once).
    let dates = DateWording(cadence: .hourly, locale: screen.locale, timeZone: context.environment.timeZone)
    let ids = self.ids(for: Array(shown))
    for (index, row) in shown.enumerated() {
      let id = ids[index]
      if index > 0 {
        children.append(
          LayoutNode(
            id: NodeID.child(id, ".divider"),
            .divider(.init(color: separator, thickness: dividerThickness, inset: inset)),
            accessibility: .hiddenNode))
      }
      children.append(self.row(row, id: id, dates: dates, style: style, screen: screen))
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

  /// The card's own children under `activity.`: a row's part never takes their names.
  static let reservedParts = ["title", "content", "seeAll"]

  /// Each row's node id: `activity.` and its id as a safe part (`NodeID.parts`), unique among
  /// the rows and apart from the card's own `activity.title`, `activity.content` and
  /// `activity.seeAll`, so a row `content` is `activity.content-2`.
  static func ids(for rows: [DashboardActivity]) -> [String] {
    NodeID.parts(for: rows.map(\.id), fallback: "row", reserved: reservedParts).map {
      NodeID.under("activity.", $0)
    }
  }

  /// One row, its node id `id` (`ids(for:)`).
  static func row(
    _ row: DashboardActivity, id: String, dates: DateWording, style: RowStyle, screen: DashboardScreen
  ) -> LayoutNode {
    let geometry = style.geometry
    let open = screen.state.openRow.flatMap { $0.id == row.id ? $0 : nil }
    let reveal = open.map { geometry.points($0.reveal) } ?? 0
    let fullSwipe = open.map { geometry.isFullSwipe($0.reveal) } ?? false
    let release = open.map { geometry.release($0.reveal) } ?? .close
    let fraction = geometry.rowWidth > 0 ? Precision.fraction(reveal / geometry.rowWidth) : 0

    let date = dates.scrubLabel(for: row.date)
    let amountText = row.amount.map { style.figure($0, format: row.format, screen: screen) }
    // The shape is chosen from the words and fonts before any node is built, so that each node
    // is built once and moved into its parent rather than copied there.
    let fits = fitsOnOneRow(
      title: row.title, detail: row.detail, date: date, amount: amountText, style: style,
      width: geometry.rowWidth)

    var texts: [LayoutNode] = []
    texts.reserveCapacity(3)
    texts.append(
      LayoutNode(
        id: NodeID.child(id, ".title"),
        .text(.init(string: row.title, font: style.titleFont, color: style.textPrimary))))
    if let detail = row.detail {
      texts.append(
        LayoutNode(
          id: NodeID.child(id, ".detail"),
          .text(.init(string: detail, font: style.detailFont, color: style.textSecondary))))
    }
    texts.append(
      LayoutNode(
        id: NodeID.child(id, ".date"),
        .text(.init(string: date, font: style.dateFont, color: style.textTertiary))))
    var line: [LayoutNode] = []
    line.reserveCapacity(4)
    line.append(
      LayoutNode(
        id: NodeID.child(id, ".icon"),
        .icon(.init(symbol: row.symbol, font: style.iconFont, color: style.tint))))
    line.append(
      LayoutNode(
        id: NodeID.child(id, ".text"),
        .stack(.init(axis: .vertical, spacing: style.textSpacing, alignment: .leading)),
        children: texts))
    if let amountText {
      if fits {
        line.append(LayoutNode(id: NodeID.child(id, ".spacer"), .spacer(.init(minLength: style.smallGap))))
      }
      line.append(
        LayoutNode(
          id: NodeID.child(id, ".amount"),
          .text(
            .init(
              string: amountText, font: style.amountFont, color: style.textPrimary,
              lineLimit: 1, minimumScaleFactor: 0.5, numericRoll: true)),
          transitions: style.amountTransitions))
    }
    // Large text: the symbol, the words and the amount one under another, as lists do.
    let content = LayoutNode(
      id: NodeID.child(id, ".content"),
      .stack(
        fits
          ? .init(axis: .horizontal, spacing: style.lineSpacing, alignment: .center)
          : .init(axis: .vertical, spacing: style.textSpacing, alignment: .leading)),
      children: line)

    let payload = ["row": row.id]
    let shares: (archive: Double, delete: Double) = fullSwipe ? (0, reveal) : (reveal / 2, reveal / 2)
    let actions = [
      LayoutNode.SwipeAction(
        action: Action(id: .archive, payload: payload), title: "Archive", symbol: "archivebox",
        font: style.actionFont, foreground: style.surface, background: style.textSecondary,
        width: SwipeGeometry.actionWidth, revealedWidth: Precision.points(shares.archive)),
      LayoutNode.SwipeAction(
        action: Action(id: .delete, payload: payload), title: "Delete", symbol: "trash",
        font: style.actionFont,
        foreground: style.surface, background: style.danger,
        width: SwipeGeometry.actionWidth, revealedWidth: Precision.points(shares.delete)),
    ]
    // The detail, the date and the amount, as far as the row has them, joined by ", ".
    var value = date
    if let detail = row.detail { value = detail + ", " + date }
    if let amountText { value += ", " + amountText }
    return LayoutNode(
      id: id,
      .swipeRow(
        .init(
          background: style.surface, actions: actions,
          // Reduce Motion drops the reveal offset: the actions fade in over the row's end instead.
          reveal: style.reduceMotion ? 0 : Precision.points(reveal), revealFraction: fraction,
          fullSwipeFraction: SwipeGeometry.fullSwipeFraction, fullSwipe: fullSwipe, open: open != nil,
          release: release, claimDistance: SwipeGeometry.claimDistance,
          horizontalDominance: SwipeGeometry.horizontalDominance, settle: style.settle,
          minHeight: rowMinHeight)),
      children: [content],
      accessibility: Accessibility(
        label: row.title, value: value, hint: open != nil ? "Double-tap to close" : nil, element: .combine,
        customActions: [
          CustomAction(name: "Archive", action: Action(id: .archive, payload: payload)),
          CustomAction(name: "Delete", action: Action(id: .delete, payload: payload)),
        ]),
      action: open != nil ? Action(id: .closeRow, payload: payload) : nil,
      transitions: style.removal)
  }

  /// Whether a row's symbol, words and amount sit side by side at this size and width: the
  /// amount takes at most half of what the symbol and the gaps leave (the share a row gives
  /// it), and every word of the texts fits in the rest. Otherwise they stack.
  static func fitsOnOneRow(
    title: String, detail: String?, date: String, amount: String?, style: RowStyle, width: Double
  ) -> Bool {
    let measurer = RuleMeasurer.inter
    let gap = style.gap
    var available = width - style.iconFont.size * LayoutMetrics.iconWidthEm - gap
    var amountWidth = 0.0
    if let amount {
      let font = style.amountFont
      available -= 2 * gap + style.smallGap
      amountWidth = measurer.width(of: measurer.figure(amount, font: font), font: font)
      if amountWidth > available / 2 { return false }
    }
    let room = available - amountWidth
    return measurer.wordsFit(title, font: style.titleFont, width: room)
      && (detail.map { measurer.wordsFit($0, font: style.detailFont, width: room) } ?? true)
      && measurer.wordsFit(date, font: style.dateFont, width: room)
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
