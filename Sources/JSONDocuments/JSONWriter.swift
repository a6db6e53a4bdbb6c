/// The package's one JSON writer: every JSON text the package prints (layout trees, frames,
/// audit reports, block documents, token files and exports) comes from here, spelled by
/// `JSONText` and laid out by a `JSONLayout`, so the same value always gives the same bytes on
/// every platform. Foundation's `JSONEncoder` spells numbers differently on Apple platforms and
/// on Linux, and sorts keys by a different rule, so it is not used for output.
///
/// The writer adds no final newline: a file's writer adds it, a message or a test compares
/// without it. The layout tree also has a byte-level fast path (`TreeJSONWriter` in
/// BlockSpec), which a benchmark shows pays for itself and a test holds to this writer's bytes.
package struct JSONWriter {
  @usableFromInline var text = ""
  @usableFromInline let layout: JSONLayout

  @inlinable
  init(layout: JSONLayout) {
    self.layout = layout
  }

  /// `value` as JSON text in `layout`.
  @inlinable
  package static func text<Value: JSONWritable>(of value: Value, layout: JSONLayout = .compact) -> String {
    var writer = JSONWriter(layout: layout)
    let kind = value.jsonKind
    if let line = writer.flatLine(kind, column: 0) {
      writer.text = line
    } else {
      writer.write(kind, depth: 0)
    }
    return writer.text
  }

  /// Writes a value that is not on one line (`flatLine` said no, or its siblings open).
  @inlinable
  mutating func write<Value: JSONWritable>(_ kind: JSONKind<Value>, depth: Int) {
    switch kind {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += JSONText.number(number)
    case .string(let string): JSONText.appendQuoted(string, to: &text)
    case .array(let items):
      if items.isEmpty { return text += "[]" }
      let kinds = items.map(\.jsonKind)
      // An array's containers are laid out alike, all on their lines or all open, so a list of
      // points, metrics or rows reads as one table.
      // `flatLine` refuses only a container, so one refusal opens them all.
      var lines: [String] = []
      if flattens {
        lines.reserveCapacity(kinds.count)
        for kind in kinds {
          guard let line = flatLine(kind, column: 2 * (depth + 1)) else {
            lines = []
            break
          }
          lines.append(line)
        }
      }
      text += "["
      for (offset, kind) in kinds.enumerated() {
        if offset > 0 { text += "," }
        newline(depth: depth + 1)
        if offset < lines.count {
          text += lines[offset]
        } else {
          write(kind, depth: depth + 1)
        }
      }
      newline(depth: depth)
      text += "]"
    case .object(let members):
      if members.isEmpty { return text += "{}" }
      text += "{"
      for (offset, member) in members.enumerated() {
        if offset > 0 { text += "," }
        newline(depth: depth + 1)
        let start = text.utf8.count
        JSONText.appendQuoted(member.key, to: &text)
        text += layout.isIndented ? ": " : ":"
        let kind = member.value.jsonKind
        if flattens, let line = flatLine(kind, column: 2 * (depth + 1) + text.utf8.count - start) {
          text += line
        } else {
          write(kind, depth: depth + 1)
        }
      }
      newline(depth: depth)
      text += "}"
    }
  }

  /// Whether containers of scalars may stay on one line.
  @inlinable
  var flattens: Bool { layout.isIndented && layout.flatLineLimit > 0 }

  /// The value on one line starting at `column`, when it may stay there: a scalar always; a
  /// container when the layout flattens, it holds only scalars and empty containers, and the
  /// line fits with a comma after it.
  @inlinable
  func flatLine<Value: JSONWritable>(_ kind: JSONKind<Value>, column: Int) -> String? {
    var line = ""
    switch kind {
    case .array(let items) where !items.isEmpty:
      guard flattens else { return nil }
      line += "["
      for (offset, item) in items.enumerated() {
        if offset > 0 { line += ", " }
        guard Self.appendScalar(item.jsonKind, to: &line),
          column + line.utf8.count + 2 <= layout.flatLineLimit
        else { return nil }
      }
      line += "]"
    case .object(let members) where !members.isEmpty:
      guard flattens else { return nil }
      line += "{ "
      for (offset, member) in members.enumerated() {
        if offset > 0 { line += ", " }
        JSONText.appendQuoted(member.key, to: &line)
        line += ": "
        guard Self.appendScalar(member.value.jsonKind, to: &line),
          column + line.utf8.count + 3 <= layout.flatLineLimit
        else { return nil }
      }
      line += " }"
    default:
      _ = Self.appendScalar(kind, to: &line)
    }
    return line
  }

  /// Appends a scalar or an empty container; false for a container with something in it.
  @inlinable
  static func appendScalar<Value>(_ kind: JSONKind<Value>, to line: inout String) -> Bool {
    switch kind {
    case .null: line += "null"
    case .bool(let flag): line += flag ? "true" : "false"
    case .number(let number): line += JSONText.number(number)
    case .string(let string): JSONText.appendQuoted(string, to: &line)
    case .array(let items) where items.isEmpty: line += "[]"
    case .object(let members) where members.isEmpty: line += "{}"
    case .array, .object: return false
    }
    return true
  }

  @inlinable
  mutating func newline(depth: Int) {
    guard layout.isIndented else { return }
    text += "\n"
    text += String(repeating: "  ", count: depth)
  }
}
