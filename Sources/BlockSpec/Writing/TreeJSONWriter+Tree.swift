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
    withUnsafePointer(to: tree.root) { write($0) }
    member("schema", tree.schemaVersion, in: &o)
    member("state", tree.state, in: &o)
    member("theme", tree.theme, in: &o)
    endObject(o)
  }

  /// The shared members and the block's state members, merged in key order (UTF-8 bytes), as
  /// the Codable path sorts them.
  mutating func write(_ environment: EnvironmentSummary) {
    var members: [(name: String, value: EnvironmentMember)] = [
      ("dynamicTypeSize", .string(environment.dynamicTypeSize.rawValue)),
      ("locale", .string(environment.locale)),
      ("reduceMotion", .state(.bool(environment.reduceMotion))),
      ("timeZone", .string(environment.timeZone)),
      ("width", .width(environment.width)),
    ]
    members.reserveCapacity(members.count + environment.blockState.count)
    for member in environment.blockState { members.append((member.name, .state(member.value))) }
    members.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    var o = beginObject()
    for (name, value) in members {
      dataKey(name, in: &o)
      switch value {
      case .string(let text): string(text)
      case .width(let points): number(points)
      case .state(.string(let text)): string(text)
      case .state(.integer(let whole)): number(whole)
      case .state(.number(let value)): number(value)
      case .state(.bool(let flag)): bool(flag)
      case .state(.strings(let texts)):
        var array = beginArray()
        for text in texts {
          item(in: &array)
          string(text)
        }
        endArray(array)
      }
    }
    endObject(o)
  }

  private enum EnvironmentMember {
    case string(String)
    case width(Double)
    case state(BlockStateValue)
  }

  /// A node: its content sits under the key named by its kind, among the node's own members
  /// (`accessibility`, `action`, `children`, `columnSpan`, `haptics`, `id`, `kind`,
  /// `transitions`) in key order. One `switch` per node, so a content's payload is bound once
  /// and `kind` is a literal.
  ///
  /// Nodes are read in place through a pointer into their parent's `children` storage: passed
  /// as values, each child was copied out of the array first (every string in it retained and
  /// released), a quarter of the writer's time.
  mutating func write(_ node: UnsafePointer<LayoutNode>) {
    var o = beginObject()
    writeBehaviour(of: node, in: &o)
    switch node.pointee.content {
    case .button(let button):
      key("button", in: &o)
      write(button)
      writeMembers(of: node, kind: "button", in: &o)
    case .card(let card):
      key("card", in: &o)
      write(card)
      writeMembers(of: node, kind: "card", in: &o)
    case .chart(let chart):
      key("chart", in: &o)
      write(chart)
      writeMembers(of: node, kind: "chart", in: &o)
    case .ghost(let ghost):
      writeChildren(of: node, in: &o)
      key("ghost", in: &o)
      write(ghost)
      writeHaptics(of: node, in: &o)
      writeIdentity(of: node, kind: "ghost", in: &o)
    case .grid(let grid):
      writeChildren(of: node, in: &o)
      key("grid", in: &o)
      write(grid)
      writeHaptics(of: node, in: &o)
      writeIdentity(of: node, kind: "grid", in: &o)
    case .icon(let icon):
      writeChildren(of: node, in: &o)
      writeHaptics(of: node, in: &o)
      key("icon", in: &o)
      write(icon)
      writeIdentity(of: node, kind: "icon", in: &o)
    case .section(let section):
      writeMembers(of: node, kind: "section", in: &o)
      key("section", in: &o)
      write(section)
    case .segment(let segment):
      writeMembers(of: node, kind: "segment", in: &o)
      key("segment", in: &o)
      write(segment)
    case .segmented(let segmented):
      writeMembers(of: node, kind: "segmented", in: &o)
      key("segmented", in: &o)
      write(segmented)
    case .spacer(let spacer):
      writeMembers(of: node, kind: "spacer", in: &o)
      key("spacer", in: &o)
      write(spacer)
    case .stack(let stack):
      writeMembers(of: node, kind: "stack", in: &o)
      key("stack", in: &o)
      write(stack)
    case .text(let text):
      writeMembers(of: node, kind: "text", in: &o)
      key("text", in: &o)
      write(text)
    case .sparkline(let sparkline):
      writeMembers(of: node, kind: "sparkline", in: &o)
      key("sparkline", in: &o)
      write(sparkline)
    case .screen(let screen):
      writeMembers(of: node, kind: "screen", in: &o)
      key("screen", in: &o)
      write(screen)
    case .divider(let divider):
      writeChildren(of: node, in: &o)
      key("divider", in: &o)
      write(divider)
      writeHaptics(of: node, in: &o)
      writeIdentity(of: node, kind: "divider", in: &o)
    case .navigationBar(let bar):
      writeMembers(of: node, kind: "navigationBar", in: &o)
      key("navigationBar", in: &o)
      write(bar)
    case .refresh(let refresh):
      writeMembers(of: node, kind: "refresh", in: &o)
      key("refresh", in: &o)
      write(refresh)
    case .scroll(let scroll):
      writeMembers(of: node, kind: "scroll", in: &o)
      key("scroll", in: &o)
      write(scroll)
    case .swipeRow(let row):
      writeMembers(of: node, kind: "swipeRow", in: &o)
      key("swipeRow", in: &o)
      write(row)
    }
    writeTransitions(of: node, in: &o)
    endObject(o)
  }

  /// `accessibility` and `action`, which sort before every content key.
  private mutating func writeBehaviour(of node: UnsafePointer<LayoutNode>, in o: inout Container) {
    if let accessibility = node.pointee.accessibility {
      key("accessibility", in: &o)
      write(accessibility)
    }
    if let action = node.pointee.action {
      key("action", in: &o)
      write(action)
    }
  }

  /// `children` to `kind`, for a content key that sorts outside that run. Inlined, like
  /// `writeIdentity`, so that `kind` is a constant at each call.
  @inline(__always)
  private mutating func writeMembers(
    of node: UnsafePointer<LayoutNode>, kind: StaticString, in o: inout Container
  ) {
    writeChildren(of: node, in: &o)
    writeHaptics(of: node, in: &o)
    writeIdentity(of: node, kind: kind, in: &o)
  }

  /// `children`, each read in place, and `columnSpan`.
  private mutating func writeChildren(of node: UnsafePointer<LayoutNode>, in o: inout Container) {
    if !node.pointee.children.isEmpty {
      key("children", in: &o)
      var children = beginArray()
      node.pointee.children.withUnsafeBufferPointer { nodes in
        guard let first = nodes.baseAddress else { return }
        for index in nodes.indices {
          item(in: &children)
          write(first + index)
        }
      }
      endArray(children)
    }
    if let span = node.pointee.columnSpan { member("columnSpan", span, in: &o) }
  }

  private mutating func writeHaptics(of node: UnsafePointer<LayoutNode>, in o: inout Container) {
    guard !node.pointee.haptics.isEmpty else { return }
    key("haptics", in: &o)
    var haptics = beginArray()
    for haptic in node.pointee.haptics {
      item(in: &haptics)
      write(haptic)
    }
    endArray(haptics)
  }

  @inline(__always)
  private mutating func writeIdentity(
    of node: UnsafePointer<LayoutNode>, kind: StaticString, in o: inout Container
  ) {
    member("id", node.pointee.id, in: &o)
    key("kind", in: &o)
    out.append(UInt8(ascii: "\""), kind, UInt8(ascii: "\""))
  }

  private mutating func writeTransitions(of node: UnsafePointer<LayoutNode>, in o: inout Container) {
    guard !node.pointee.transitions.isEmpty else { return }
    key("transitions", in: &o)
    var transitions = beginArray()
    for transition in node.pointee.transitions {
      item(in: &transitions)
      write(transition)
    }
    endArray(transitions)
  }
}
