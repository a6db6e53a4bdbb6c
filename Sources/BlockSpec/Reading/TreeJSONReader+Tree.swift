import SPTheme

/// The tree, its environment echo and its nodes, members in any order.
extension TreeJSONReader {
  mutating func readTree() throws(NotFast) -> LayoutTree {
    var schema: String?
    var block: String?
    var theme: String?
    var state: String?
    var range: TimeRange?
    var environment: EnvironmentSummary?
    var root: LayoutNode?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "root") {
        try claim(&root) { () throws(NotFast) in try readNode() }
      } else if matches(key, "environment") {
        try claim(&environment) { () throws(NotFast) in try readEnvironment() }
      } else if matches(key, "block") {
        try read(&block)
      } else if matches(key, "range") {
        try read(&range)
      } else if matches(key, "schema") {
        try read(&schema)
      } else if matches(key, "state") {
        try read(&state)
      } else if matches(key, "theme") {
        try read(&theme)
      } else {
        throw NotFast()
      }
    }
    return LayoutTree(
      schemaVersion: try required(schema), block: try required(block), theme: try required(theme),
      state: LayoutTree.State(try required(state)), range: range, environment: try required(environment),
      root: try required(root))
  }

  /// The shared members under their names, every other member the block's state, as
  /// `EnvironmentSummary.init(from:)` reads them: a state value is the first of a flag, an
  /// integer (a number an `Int` holds exactly), a number, a string and an array of strings
  /// that it is. Keys are data here, so they are read as strings and compared as `String`s, as
  /// the general path's dictionary compares them.
  mutating func readEnvironment() throws(NotFast) -> EnvironmentSummary {
    var dynamicTypeSize: DynamicTypeStep?
    var width: Double?
    var reduceMotion: Bool?
    var locale: String?
    var timeZone: String?
    var blockState: [BlockStateMember] = []
    var o = try beginObject()
    while try nextDataKey(in: &o) {
      let name = try readString()
      try colon()
      switch name {
      case "dynamicTypeSize": try read(&dynamicTypeSize)
      case "width": try read(&width)
      case "reduceMotion": try read(&reduceMotion)
      case "locale": try read(&locale)
      case "timeZone": try read(&timeZone)
      default:
        guard !blockState.contains(where: { $0.name == name }) else { throw NotFast() }
        blockState.append(BlockStateMember(name, try readStateValue()))
      }
    }
    return EnvironmentSummary(
      dynamicTypeSize: try required(dynamicTypeSize), width: try required(width),
      reduceMotion: try required(reduceMotion), locale: try required(locale),
      timeZone: try required(timeZone),
      blockState: blockState)
  }

  private mutating func readStateValue() throws(NotFast) -> BlockStateValue {
    switch current {
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try readBool())
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "["): return .strings(try readStrings())
    default:
      let number = try readDouble()
      if let whole = Int(exactly: number) { return .integer(whole) }
      return .number(number)
    }
  }

  /// A node: its content sits under the key named by its kind, read as soon as the key is met
  /// (the key says which type it is) and checked against `kind` at the end. A second content
  /// key is left to the general path, which would ignore it.
  mutating func readNode() throws(NotFast) -> LayoutNode {
    var id: String?
    var kind: LayoutNode.Kind?
    var content: LayoutNode.Content?
    var children: [LayoutNode]?
    var columnSpan: Int?
    var accessibility: Accessibility?
    var action: Action?
    var haptics: [Haptic]?
    var transitions: [NodeTransition]?
    var o = try beginObject()
    while let key = try nextKey(in: &o) {
      if matches(key, "id") {
        try read(&id)
      } else if matches(key, "kind") {
        try read(&kind)
      } else if matches(key, "children") {
        try claim(&children) { () throws(NotFast) in try readNodes() }
      } else if matches(key, "columnSpan") {
        try read(&columnSpan)
      } else if matches(key, "accessibility") {
        try claim(&accessibility) { () throws(NotFast) in try readAccessibility() }
      } else if matches(key, "action") {
        try claim(&action) { () throws(NotFast) in try readAction() }
      } else if matches(key, "haptics") {
        try claim(&haptics) { () throws(NotFast) in try readHaptics() }
      } else if matches(key, "transitions") {
        try claim(&transitions) { () throws(NotFast) in try readTransitions() }
      } else {
        try claim(&content) { () throws(NotFast) in try readContent(key) }
      }
    }
    let node = LayoutNode(
      id: try required(id), try required(content), children: children ?? [], columnSpan: columnSpan,
      accessibility: accessibility, action: action, haptics: haptics ?? [], transitions: transitions ?? [])
    guard node.content.kind == kind else { throw NotFast() }
    return node
  }

  private mutating func readNodes() throws(NotFast) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    var array = try beginArray()
    while try nextItem(in: &array) { nodes.append(try readNode()) }
    return nodes
  }

  /// The content under `key`, by the kind `key` names; any other key is the general path's.
  /// Kept out of `readNode` so a node's frame (one per level of nesting) stays small.
  @inline(never)
  private mutating func readContent(_ key: Range<Int>) throws(NotFast) -> LayoutNode.Content {
    if matches(key, "text") { return .text(try readText()) }
    if matches(key, "stack") { return .stack(try readStack()) }
    if matches(key, "card") { return .card(try readCard()) }
    if matches(key, "ghost") { return .ghost(try readGhost()) }
    if matches(key, "icon") { return .icon(try readIcon()) }
    if matches(key, "spacer") { return .spacer(try readSpacer()) }
    if matches(key, "grid") { return .grid(try readGrid()) }
    if matches(key, "divider") { return .divider(try readDivider()) }
    if matches(key, "segment") { return .segment(try readSegment()) }
    if matches(key, "segmented") { return .segmented(try readSegmented()) }
    if matches(key, "section") { return .section(try readSection()) }
    if matches(key, "chart") { return .chart(try readChart()) }
    if matches(key, "button") { return .button(try readButton()) }
    if matches(key, "sparkline") { return .sparkline(try readSparkline()) }
    if matches(key, "screen") { return .screen(try readScreen()) }
    if matches(key, "navigationBar") { return .navigationBar(try readNavigationBar()) }
    if matches(key, "scroll") { return .scroll(try readScroll()) }
    if matches(key, "refresh") { return .refresh(try readRefresh()) }
    if matches(key, "swipeRow") { return .swipeRow(try readSwipeRow()) }
    throw NotFast()
  }
}
