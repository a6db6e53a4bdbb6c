import SPTheme

/// The headline: the metric's name, its value as the block's one large figure, and the change
/// line with its arrow (O-ST-3, O-ST-4, O-ST-5); a scrubbed reading's value and date (O-SS-6).
enum HeadlinePart {
  /// What the headline shows: the period at rest, or the reading under the finger.
  struct Reading {
    var value: Double?
    /// At rest: the period's change; nil while scrubbing or when the period has none.
    var change: Double?
    /// While scrubbing: the reading's date in words.
    var dateText: String?

    /// The period at rest (its total, or its latest reading: O-DA-2), or the scrubbed reading
    /// with its date in words (O-SS-6).
    init(scrub: Int?, period: Period, dates: DateWording) {
      if let scrub, period.points.indices.contains(scrub) {
        let point = period.points[scrub]
        value = point.value
        change = nil
        dateText = dates.scrubLabel(for: point.date)
      } else {
        let latest = period.points.last { $0.value.isFinite }?.value
        let total = period.value.flatMap { $0.isFinite ? $0 : nil }
        value = total ?? latest
        change = period.change
        dateText = nil
      }
    }
  }

  static func node(
    overview: Overview, range: TimeRange, reading: Reading, drawn: [IndexedPoint], context: CompileContext,
    wording: Wording
  ) -> LayoutNode {
    let valueText = reading.value.map { wording.figure($0, overview.format) } ?? "—"
    let change = reading.change.map { wording.change($0, increaseIsGood: overview.increaseIsGood) }

    let secondLine: LayoutNode
    let sentence: String
    if let dateText = reading.dateText {
      secondLine = LayoutNode(
        id: dateID, .text(dateLine(dateText, context: context)),
        transitions: [Motion.transition(.valueChange, .crossFade, .snappy, in: context)].compactMap { $0 })
      sentence = "\(valueText), \(dateText)"
    } else {
      secondLine = changeLine(change, range: range, context: context, wording: wording)
      sentence = spokenSentence(
        value: reading.value, format: overview.format, change: change, range: range, wording: wording)
    }

    let figure = CompilerWidths.headlineFigure(
      valueText, drawn: drawn, format: overview.format, context: context, wording: wording)
    let value = LayoutNode(
      id: "headline.value",
      .text(
        .init(
          string: valueText, font: figure.font, color: context.color(.textPrimary), lineLimit: 1,
          minimumScaleFactor: figure.minimumScaleFactor,
          numericRoll: Motion.rolls(in: context))),
      transitions: Motion.figure(.snappy, in: context))

    let figureNode = LayoutNode(
      id: "headline.figure",
      .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
      children: [value, secondLine],
      accessibility: Accessibility(label: sentence, traits: [.header], element: .combine))

    return LayoutNode(
      id: "headline", .stack(.init(axis: .vertical, spacing: context.space(.xs), alignment: .leading)),
      children: [label(overview.label, context: context), figureNode])
  }

  /// "$44,051.40, up 13.0% vs last month" (O-AX-1); "No value, Last 30 days" when the period
  /// has neither a value nor a reading.
  static func spokenSentence(
    value: Double?, format: Format, change: Change?, range: TimeRange, wording: Wording
  ) -> String {
    if let value {
      return wording.headlineSentence(value: value, format: format, change: change, range: range)
    }
    return "No value, " + (change?.spokenLine(for: range) ?? range.span)
  }

  /// The metric's name: `type.subhead` medium, `textSecondary`.
  static func label(_ text: String, context: CompileContext) -> LayoutNode {
    LayoutNode(
      id: "headline.label",
      .text(.init(string: text, font: lineFont(context), color: context.color(.textSecondary))))
  }

  /// The ids a renderer's scrub updates (`LayoutNode.Chart.Scrub`): the figure, the line the
  /// date replaces, the date line, the element read as "value, date".
  static let valueID = "headline.value"
  static let changeID = "headline.change"
  static let dateID = "headline.date"
  static let figureID = "headline.figure"

  /// The scrubbed reading's date line (O-SS-6), in the change line's font.
  static func dateLine(_ dateText: String, context: CompileContext) -> LayoutNode.Text {
    .init(string: dateText, font: lineFont(context), color: context.color(.textSecondary), numericRoll: false)
  }

  /// `type.subhead` medium: the metric's name and the change line (O-ST-3).
  static func lineFont(_ context: CompileContext) -> ResolvedFont {
    context.font(.subhead, weight: .medium)
  }

  /// The width the figure has: the column less the card's padding on both sides.
  static func headlineWidth(_ context: CompileContext) -> Double {
    max(0, context.width - 2 * context.theme.space(.lg))
  }

  /// "+13.0% vs last month" with its arrow in the change colour, or the range's span in words
  /// when the period has no change.
  static func changeLine(
    _ change: Change?, range: TimeRange, context: CompileContext, wording: Wording
  ) -> LayoutNode {
    let font = lineFont(context)
    guard let change else {
      let span = LayoutNode(
        id: "headline.change.text",
        .text(.init(string: range.span, font: font, color: context.color(.textSecondary))))
      return LayoutNode(
        id: "headline.change",
        .stack(.init(axis: .horizontal, spacing: context.space(.xs), alignment: .firstTextBaseline)),
        children: [span])
    }
    let color = ChangeStyle.color(change, context: context)
    let arrow = LayoutNode(
      id: "headline.change.arrow", .icon(.init(symbol: ChangeStyle.arrow(change), font: font, color: color)),
      accessibility: .hiddenNode)
    let text = LayoutNode(
      id: "headline.change.text",
      .text(
        .init(
          string: wording.changeLine(change, range: range), font: font, color: color,
          numericRoll: Motion.rolls(in: context))),
      transitions: Motion.figure(.smooth, in: context))
    return LayoutNode(
      id: "headline.change",
      .stack(.init(axis: .horizontal, spacing: context.space(.xs), alignment: .firstTextBaseline)),
      children: [arrow, text])
  }
}

/// The colour and arrow of a change, shared by the headline and the tiles (O-ST-5).
enum ChangeStyle {
  /// `success` for good news, `danger` for bad, `textSecondary` when flat.
  static func color(_ change: Change, context: CompileContext) -> ColorValue {
    switch change.sentiment {
    case .good: context.color(.success)
    case .bad: context.color(.danger)
    case .neutral: context.color(.textSecondary)
    }
  }

  static func arrow(_ change: Change) -> String {
    switch change.direction {
    case .up: "arrow.up.right"
    case .down: "arrow.down.right"
    case .flat: "arrow.right"
    }
  }
}
