import SPTheme

/// The tree, its environment echo and its nodes. Members are written in key order (UTF-8).
extension TreeJSONWriter {
  mutating func write(_ tree: LayoutTree) {
    var o = beginObject()
    member("block", tree.block, in: &o)
    key("environment", in: &o)
    write(tree.environment)
    if let range = tree.range { member("range", range, in: &o) }
    key("root", in: &o)
    write(tree.root)
    member("schema", tree.schemaVersion, in: &o)
    member("state", tree.state, in: &o)
    member("theme", tree.theme, in: &o)
    endObject(o)
  }

  mutating func write(_ environment: EnvironmentSummary) {
    var o = beginObject()
    key("actions", in: &o)
    var actions = beginArray()
    for action in environment.actions {
      item(in: &actions)
      string(action)
    }
    endArray(actions)
    member("dynamicTypeSize", environment.dynamicTypeSize, in: &o)
    if let description = environment.errorDescription { member("errorDescription", description, in: &o) }
    member("locale", environment.locale, in: &o)
    member("phase", environment.phase, in: &o)
    key("ranges", in: &o)
    var ranges = beginArray()
    for range in environment.ranges {
      item(in: &ranges)
      raw(range)
    }
    endArray(ranges)
    member("reduceMotion", environment.reduceMotion, in: &o)
    if let retry = environment.retry { member("retry", retry, in: &o) }
    if let message = environment.retryMessage { member("retryMessage", message, in: &o) }
    if let index = environment.scrubIndex { member("scrubIndex", index, in: &o) }
    if let range = environment.selectedRange { member("selectedRange", range, in: &o) }
    member("timeZone", environment.timeZone, in: &o)
    member("width", environment.width, in: &o)
    endObject(o)
  }

  /// A node: its content sits under the key named by its kind, among the node's own members.
  mutating func write(_ node: LayoutNode) {
    var o = beginObject()
    if let accessibility = node.accessibility {
      key("accessibility", in: &o)
      write(accessibility)
    }
    if let action = node.action {
      key("action", in: &o)
      write(action)
    }
    switch node.content {
    case .button(let button):
      key("button", in: &o)
      write(button)
    case .card(let card):
      key("card", in: &o)
      write(card)
    case .chart(let chart):
      key("chart", in: &o)
      write(chart)
    default: break
    }
    if !node.children.isEmpty {
      key("children", in: &o)
      var children = beginArray()
      for child in node.children {
        item(in: &children)
        write(child)
      }
      endArray(children)
    }
    if let span = node.columnSpan { member("columnSpan", span, in: &o) }
    switch node.content {
    case .ghost(let ghost):
      key("ghost", in: &o)
      write(ghost)
    case .grid(let grid):
      key("grid", in: &o)
      write(grid)
    default: break
    }
    if !node.haptics.isEmpty {
      key("haptics", in: &o)
      var haptics = beginArray()
      for haptic in node.haptics {
        item(in: &haptics)
        write(haptic)
      }
      endArray(haptics)
    }
    if case .icon(let icon) = node.content {
      key("icon", in: &o)
      write(icon)
    }
    member("id", node.id, in: &o)
    member("kind", node.kind, in: &o)
    switch node.content {
    case .section(let section):
      key("section", in: &o)
      write(section)
    case .segment(let segment):
      key("segment", in: &o)
      write(segment)
    case .segmented(let segmented):
      key("segmented", in: &o)
      write(segmented)
    case .spacer(let spacer):
      key("spacer", in: &o)
      write(spacer)
    case .stack(let stack):
      key("stack", in: &o)
      write(stack)
    case .text(let text):
      key("text", in: &o)
      write(text)
    default: break
    }
    if !node.transitions.isEmpty {
      key("transitions", in: &o)
      var transitions = beginArray()
      for transition in node.transitions {
        item(in: &transitions)
        write(transition)
      }
      endArray(transitions)
    }
    endObject(o)
  }
}
