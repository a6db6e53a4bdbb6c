import Foundation
import SPTheme

/// The metric tiles below the card (O-ST-8, O-ST-9, O-AX-4): label, value and change on a
/// `surface` card, one accessibility element each, a button with a chevron only when the host
/// can open a metric.
enum TilesPart {
  /// The seed shows two to four tiles; more than four are left out (the first four are shown).
  static let maximum = 4

  static func nodes(_ metrics: [Metric], context: CompileContext, wording: Wording) -> [LayoutNode] {
    let shown = Array(metrics.prefix(maximum))
    let shapes = CompilerWidths.tileShapes(shown, context: context, wording: wording)
    return zip(zip(shown, ids(for: shown)), shapes).map { pair, shape in
      tile(pair.0, id: pair.1, shape: shape, context: context, wording: wording)
    }
  }

  /// Placeholders in the tiles' own shape while their numbers load (O-SS-1, O-SS-2).
  static func ghosts(count: Int, context: CompileContext) -> [LayoutNode] {
    (1...max(1, min(maximum, count))).map { number in
      let id = "tiles.ghost.\(number)"
      let content = LayoutNode(
        id: "\(id).content", .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
        children: [
          GhostPart.shape(
            id: "\(id).label", widthFraction: 0.5, height: labelFont(context).leading, context: context),
          GhostPart.shape(
            id: "\(id).value", widthFraction: 0.7, height: context.display(22).leading, context: context),
          GhostPart.shape(
            id: "\(id).change", widthFraction: 0.3, height: changeFont(context).leading, context: context),
        ])
      return LayoutNode(
        id: id, .card(card(context)), children: [content], accessibility: .hiddenNode)
    }
  }

  /// Tile ids: `tiles.` and the metric's id with dots made underscores (so no tile id can equal
  /// another tile's part), a numeric suffix for repeats (`tiles.orders-2`).
  static func ids(for metrics: [Metric]) -> [String] {
    var used = Set<String>()
    return metrics.map { metric in
      let base = metric.id.isEmpty ? "metric" : metric.id.replacingOccurrences(of: ".", with: "_")
      var candidate = base
      var count = 1
      while used.contains(candidate) {
        count += 1
        candidate = "\(base)-\(count)"
      }
      used.insert(candidate)
      return "tiles.\(candidate)"
    }
  }

  static func card(_ context: CompileContext) -> LayoutNode.Card {
    .init(background: context.color(.surface), cornerRadius: context.radius(.lg), padding: context.space(.lg))
  }

  static func labelFont(_ context: CompileContext) -> ResolvedFont { context.font(.subhead) }
  static func changeFont(_ context: CompileContext) -> ResolvedFont {
    context.font(.footnote, weight: .medium)
  }

  static func tile(
    _ metric: Metric, id: String, shape: WidthRules.TileShape, context: CompileContext, wording: Wording
  ) -> LayoutNode {
    let tappable = context.environment.actions.contains(.selectMetric)
    let valueText = metric.value.isFinite ? wording.figure(metric.value, metric.format) : "—"
    let change = metric.change.flatMap {
      $0.isFinite ? wording.change($0, increaseIsGood: metric.increaseIsGood) : nil
    }

    // The chevron sits beside the label, or beside the value in every tile when a word of one
    // label needs its tile's whole width (O-DT-5, `WidthRules.tileShapes`).
    let chevron: [LayoutNode] =
      tappable
      ? [
        LayoutNode(id: "\(id).spacer", .spacer(.init(minLength: context.theme.space(.xs)))),
        LayoutNode(
          id: "\(id).chevron",
          .icon(
            .init(
              symbol: "chevron.right", font: context.font(.footnote, weight: .semibold),
              color: context.color(.textTertiary))),
          accessibility: .hiddenNode),
      ] : []
    let header: [LayoutNode] =
      [
        LayoutNode(
          id: "\(id).label",
          .text(.init(string: metric.label, font: labelFont(context), color: context.color(.textSecondary))))
      ] + (shape.chevronBesideLabel ? chevron : [])

    let value = LayoutNode(
      id: "\(id).value",
      .text(
        .init(
          string: valueText, font: context.display(22), color: context.color(.textPrimary), lineLimit: 1,
          minimumScaleFactor: shape.value.minimumScaleFactor, numericRoll: Motion.rolls(in: context))),
      transitions: Motion.figure(.smooth, in: context))
    var rows: [LayoutNode] = [
      LayoutNode(
        id: "\(id).header",
        .stack(.init(axis: .horizontal, spacing: context.space(.xs), alignment: .firstTextBaseline)),
        children: header),
      shape.chevronBesideLabel
        ? value
        : LayoutNode(
          id: "\(id).valueRow",
          .stack(.init(axis: .horizontal, spacing: context.space(.xs), alignment: .firstTextBaseline)),
          children: [value] + chevron),
    ]
    if let change {
      rows.append(
        LayoutNode(
          id: "\(id).change",
          .text(
            .init(
              string: change.percentText, font: changeFont(context),
              color: ChangeStyle.color(change, context: context),
              numericRoll: Motion.rolls(in: context))),
          transitions: Motion.figure(.smooth, in: context)))
    }

    let spoken = change.map { "\(valueText), \($0.spokenText)" } ?? valueText
    return LayoutNode(
      id: id, .card(card(context)),
      children: [
        LayoutNode(
          id: "\(id).content",
          .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
          children: rows)
      ],
      accessibility: Accessibility(
        label: metric.label, value: spoken, traits: tappable ? [.button] : nil, element: .combine),
      action: tappable ? Action(id: .selectMetric, payload: ["metric": metric.id]) : nil)
  }
}
