import JSONDocuments
import SPTheme

/// The compact text form of a tree: a header line, then one node a line, indented two spaces per
/// level, in the tree's order. Designed for snapshot review: every style shows its token and
/// value, every behaviour (accessibility, action, haptic, transition) sits on its node's line.
///
///     text headline.value "$44,051.40" font=type.display(40) 40/48 w600 mono color=color.textPrimary#000000 …
extension LayoutTree {
  public var textTree: String {
    var lines: [String] = []
    let env = environment
    // The theme's name comes from its file's: escaped, so the header stays one line.
    var header =
      "\(block) schema=\(schemaVersion) theme=\(MessageText.oneLine(theme)) state=\(state.rawValue)"
    if let range { header += " range=\(range.rawValue)" }
    header +=
      " dt=\(env.dynamicTypeSize.rawValue) width=\(TextTreeFormat.number(env.width))"
      + " reduceMotion=\(env.reduceMotion) locale=\(env.locale) tz=\(env.timeZone)"
    if case .integer(let tick)? = env[state: "tick"] { header += " tick=\(tick)" }
    lines.append(header)
    TextTreeFormat.append(root, depth: 1, to: &lines)
    return lines.joined(separator: "\n") + "\n"
  }
}

enum TextTreeFormat {
  static func append(_ node: LayoutNode, depth: Int, to lines: inout [String]) {
    var parts = [node.kind.rawValue, node.id]
    parts += content(node.content)
    if let span = node.columnSpan { parts.append("span=\(span)") }
    if let accessibility = node.accessibility { parts.append(describe(accessibility)) }
    if let action = node.action { parts.append(describe(action)) }
    for haptic in node.haptics { parts.append("haptic=\(haptic.kind.rawValue)@\(haptic.trigger.rawValue)") }
    for transition in node.transitions { parts.append(describe(transition)) }
    lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
    for child in node.children { append(child, depth: depth + 1, to: &lines) }
  }

  static func content(_ content: LayoutNode.Content) -> [String] {
    switch content {
    case .section(let section):
      return ["block=\(section.block)"]
    case .card(let card):
      var parts = [
        "bg=\(color(card.background))", "radius=\(length(card.cornerRadius))",
        "padding=\(length(card.padding))",
      ]
      if let material = card.material { parts.insert("material=\(material.rawValue)", at: 0) }
      if let minHeight = card.minHeight { parts.append("minHeight=\(number(minHeight))") }
      if card.hugsContent == true { parts.append("hugs") }
      if let elevation = card.elevation {
        parts.append(
          "shadow=\(elevation.token)(\(elevation.color) y=\(number(elevation.y)) blur=\(number(elevation.blur)))"
        )
      }
      return parts
    case .stack(let stack):
      var parts = [
        stack.axis.rawValue, "spacing=\(length(stack.spacing))", "align=\(stack.alignment.rawValue)",
      ]
      if let minHeight = stack.minHeight { parts.append("minHeight=\(number(minHeight))") }
      return parts
    case .grid(let grid):
      return ["columns=\(grid.columns)", "gutter=\(length(grid.gutter))"]
    case .spacer(let spacer):
      return ["min=\(number(spacer.minLength))"]
    case .text(let text):
      var parts = [quoted(text.string), "font=\(font(text.font))", "color=\(color(text.color))"]
      if let lineLimit = text.lineLimit { parts.append("lines=\(lineLimit)") }
      if let scale = text.minimumScaleFactor { parts.append("minScale=\(number(scale))") }
      if text.numericRoll { parts.append("roll") }
      return parts
    case .icon(let icon):
      return [icon.symbol, "font=\(font(icon.font))", "color=\(color(icon.color))"]
    case .ghost(let ghost):
      return [
        ghost.shape.rawValue, "w=\(number(ghost.widthFraction))", "h=\(number(ghost.height))",
        "radius=\(length(ghost.cornerRadius))", "color=\(color(ghost.color))",
      ]
    case .chart(let chart):
      var parts = [
        "h=\(number(chart.height))",
        "y=\(number(chart.domain.yLower))...\(number(chart.domain.yUpper))",
        "x=\(chart.domain.start)...\(chart.domain.end)",
      ]
      if let grid = chart.gridLines {
        parts.append(
          "grid=\(color(grid.stroke.color)) w=\(number(grid.stroke.width))"
            + " at=\(grid.values.map(number).joined(separator: "|"))")
      }
      for series in chart.series {
        var text = "series=\(series.id)[\(series.points.count)/\(series.originalCount)"
        text += " \(color(series.stroke.color)) w=\(number(series.stroke.width))"
        if !series.stroke.dash.isEmpty {
          text += " dash=\(series.stroke.dash.map(number).joined(separator: ","))"
        }
        text += " \(series.interpolation.rawValue)]"
        parts.append(text)
      }
      let labels = chart.axisLabels.map { quoted($0.text) + "@" + number($0.position) }
      parts.append("labels=" + labels.joined(separator: "|"))
      if let first = chart.axisLabels.first {
        parts.append("labelFont=\(font(first.font)) labelColor=\(color(first.color))")
      }
      let style = chart.selectionStyle
      parts.append(
        "rule=\(color(style.rule.color)) w=\(number(style.rule.width))"
          + " dot=\(color(style.dot.fill)) ring=\(color(style.dot.ring)) d=\(number(style.dot.diameter))")
      if let selection = chart.selection {
        parts.append(
          "selected=#\(selection.index) \(quoted(selection.dateText)) \(quoted(selection.valueText))"
            + " x=\(number(selection.x)) y=\(number(selection.y))")
      }
      return parts
    case .segmented(let segmented):
      var parts = [
        "plate=\(color(segmented.plate.color)) plateRadius=\(length(segmented.plate.cornerRadius))",
        "minHeight=\(number(segmented.minHeight))",
      ]
      if let track = segmented.track { parts.append("track=\(color(track.color))") }
      return parts
    case .segment(let segment):
      var parts = [quoted(segment.title)]
      if segment.selected { parts.append("selected") }
      parts += ["font=\(font(segment.font))", "color=\(color(segment.color))"]
      return parts
    case .button(let button):
      var parts = [
        quoted(button.title), button.style.rawValue, button.state.rawValue, "font=\(font(button.font))",
        "fg=\(color(button.foreground))", "bg=\(color(button.background))",
        "radius=\(length(button.cornerRadius))", "minHeight=\(number(button.minHeight))",
      ]
      if button.fillsWidth { parts.append("fillWidth") }
      if !button.enabled { parts.append("disabled") }
      if let indicator = button.indicator { parts.append("indicator=\(indicator.rawValue)") }
      return parts
    case .sparkline(let sparkline):
      let line = sparkline.line
      return [
        sparkline.placement.rawValue, "h=\(number(sparkline.height))",
        "x=\(number(sparkline.domain.xLower))...\(number(sparkline.domain.xUpper))",
        "y=\(number(sparkline.domain.yLower))...\(number(sparkline.domain.yUpper))",
        "points=\(sparkline.points.count)/\(sparkline.originalCount)",
        "line=\(color(line.color)) w=\(number(line.width)) \(line.lineCap.rawValue)/\(line.lineJoin?.rawValue ?? "miter")",
        "area=\(gradient(sparkline.area))", sparkline.interpolation.rawValue,
      ]
    case .screen(let screen):
      var parts = ["bg=\(gradient(screen.background))", "padding=\(length(screen.padding))"]
      if screen.scrolls { parts.append("scrolls") }
      if let tick = screen.tick {
        parts.append("tick=\(tick.input)+1@\(number(tick.interval))s%\(tick.modulo)")
      }
      return parts
    case .navigationBar, .scroll, .refresh, .swipeRow, .divider:
      return screenContent(content)
    }
  }

  static func describe(_ accessibility: Accessibility) -> String {
    var parts: [String] = []
    if accessibility.hidden == true { parts.append("hidden") }
    if let element = accessibility.element { parts.append(element.rawValue) }
    if let label = accessibility.label { parts.append("label=" + quoted(label)) }
    if let value = accessibility.value { parts.append("value=" + quoted(value)) }
    if let hint = accessibility.hint { parts.append("hint=" + quoted(hint)) }
    if let traits = accessibility.traits, !traits.isEmpty {
      parts.append("traits=" + traits.map(\.rawValue).joined(separator: ","))
    }
    if let chart = accessibility.chart {
      let counts = chart.series.map { "\($0.name):\($0.points.count)" }.joined(separator: ",")
      parts.append("chart(\(quoted(chart.title)) series=\(counts) summary=\(quoted(chart.summary)))")
    }
    if let announcement = accessibility.announcement { parts.append("announce=" + quoted(announcement)) }
    if let actions = accessibility.customActions, !actions.isEmpty {
      parts.append("actions=" + actions.map { quoted($0.name) }.joined(separator: ","))
    }
    return "a11y{" + parts.joined(separator: " ") + "}"
  }

  static func describe(_ action: Action) -> String {
    let payload = (action.payload ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "action=\(action.id.rawValue)"
      + (payload.isEmpty ? "" : "(" + payload.joined(separator: ",") + ")")
  }

  static func describe(_ transition: NodeTransition) -> String {
    let motion = transition.motion
    var text =
      "anim=\(transition.effect.rawValue)@\(transition.event.rawValue):\(motion.token)"
      + "(\(motion.kind.rawValue) \(number(motion.duration))s)"
    if let delay = transition.delay { text += "+\(number(delay))s" }
    if let offset = transition.offset { text += "↑\(number(offset))" }
    if let fallback = transition.reduceMotion {
      text +=
        "/rm:\(fallback.effect.rawValue)(\(fallback.motion.kind.rawValue) \(number(fallback.motion.duration))s)"
    }
    return text
  }

  static func font(_ font: ResolvedFont) -> String {
    var text = "\(font.token) \(number(font.size))/\(number(font.leading)) w\(font.weight.rawValue)"
    if font.monospacedDigits { text += " mono" }
    if let clamp = font.clamp { text += " clamp≤\(clamp.upperBound.rawValue)" }
    return text
  }

  static func color(_ color: ColorValue) -> String {
    color.token + (color.opacity.map { "@" + number($0) } ?? "") + color.value
  }

  static func gradient(_ gradient: GradientFill) -> String {
    gradient.colors.map(color).joined(separator: "→")
      + "(\(gradient.start.rawValue)→\(gradient.end.rawValue))"
  }

  static func length(_ length: TokenLength) -> String { "\(length.token)(\(number(length.value)))" }

  /// A number as the canonical JSON spells it, after rounding to 12 significant digits: the text
  /// tree is for people, and a sum's binary noise (`1255.1800000000003`) reads as `1255.18`
  /// (#25). The JSON keeps every bit; no value the compiler writes has 12 significant digits.
  static func number(_ value: Double) -> String {
    CanonicalJSON.number(significant(value, digits: 12))
  }

  /// `value` rounded to `digits` significant digits (itself when it is 0, not finite, or has no
  /// more digits than that).
  static func significant(_ value: Double, digits: Int) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let magnitude = abs(value).log10Floor
    let places = digits - 1 - magnitude
    guard places > 0, places < 300 else { return value }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = value * scale
    guard abs(scaled) < 0x1p52 else { return value }
    let rounded = scaled.rounded() / scale
    return rounded == value ? value : rounded
  }

  static func quoted(_ text: String) -> String {
    CanonicalJSON.string(.string(text))
  }
}

extension Double {
  /// ⌊log₁₀ self⌋ for a positive finite value, by comparison (no Foundation `log10`).
  fileprivate var log10Floor: Int {
    var exponent = 0
    var v = self
    while v >= 10 {
      v /= 10
      exponent += 1
    }
    while v < 1 {
      v *= 10
      exponent -= 1
    }
    return exponent
  }
}
