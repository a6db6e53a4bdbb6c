/// Prints encoded nodes in the canonical spelling (see `CanonicalJSON`): keys sorted by their
/// UTF-8 bytes, a repeated key keeping its last value, integral numbers below 2^53 without a
/// fraction, others in the standard library's shortest round-trip form, non-finite as `null`,
/// strings escaped minimally; compact, or pretty with two-space indents.
struct CanonicalPrinter {
  let pretty: Bool
  var bytes: [UInt8] = []

  init(pretty: Bool) {
    self.pretty = pretty
    bytes.reserveCapacity(32_768)
  }

  mutating func write(_ node: EncodingNode, depth: Int) {
    switch node.kind {
    case .empty:
      append("{}")
    case .scalar(let scalar):
      write(scalar)
    case .object:
      writeObject(node, depth: depth)
    case .array:
      writeArray(node.items, depth: depth)
    }
  }

  private mutating func write(_ member: CanonicalMember, depth: Int) {
    switch member {
    case .scalar(let scalar): write(scalar)
    case .node(let node): write(node, depth: depth)
    }
  }

  private mutating func writeObject(_ node: EncodingNode, depth: Int) {
    guard !node.members.isEmpty else { return append("{}") }
    // Sorted in place (the node is printed once): an insertion sort, stable, as objects have a
    // handful of keys, compared by their UTF-8 bytes.
    var members = node.members
    node.members = []
    for index in 1..<max(members.count, 1) {
      let member = members[index]
      var slot = index
      while slot > 0, Self.precedes(member.key, members[slot - 1].key) {
        members[slot] = members[slot - 1]
        slot -= 1
      }
      members[slot] = member
    }
    bytes.append(UInt8(ascii: "{"))
    var first = true
    for index in members.indices {
      // A key given twice keeps its last value, as a dictionary would.
      if index + 1 < members.count, members[index + 1].key == members[index].key { continue }
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      if pretty { newline(depth + 1) }
      writeString(members[index].key)
      if pretty { append(": ") } else { bytes.append(UInt8(ascii: ":")) }
      write(members[index].value, depth: depth + 1)
    }
    if pretty { newline(depth) }
    bytes.append(UInt8(ascii: "}"))
  }

  /// `a` sorts before `b` by UTF-8 bytes (code point order).
  static func precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { left in
      b.withUTF8 { right in
        let common = min(left.count, right.count)
        for index in 0..<common where left[index] != right[index] {
          return left[index] < right[index]
        }
        return left.count < right.count
      }
    }
  }

  private mutating func writeArray(_ items: [CanonicalMember], depth: Int) {
    guard !items.isEmpty else { return append("[]") }
    bytes.append(UInt8(ascii: "["))
    for (offset, item) in items.enumerated() {
      if offset > 0 { bytes.append(UInt8(ascii: ",")) }
      if pretty { newline(depth + 1) }
      write(item, depth: depth + 1)
    }
    if pretty { newline(depth) }
    bytes.append(UInt8(ascii: "]"))
  }

  private mutating func write(_ scalar: CanonicalScalar) {
    switch scalar {
    case .null: append("null")
    case .bool(let flag): append(flag ? "true" : "false")
    case .number(let number): writeNumber(number)
    case .string(let text): writeString(text)
    }
  }

  private mutating func writeNumber(_ value: Double) {
    guard value.isFinite else { return append("null") }
    if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
      var whole = Int64(value)
      if whole == 0 { return bytes.append(UInt8(ascii: "0")) }
      if whole < 0 {
        bytes.append(UInt8(ascii: "-"))
        whole = -whole
      }
      var digits:
        (
          UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
          UInt8, UInt8, UInt8, UInt8
        ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      var count = 0
      withUnsafeMutableBytes(of: &digits) { buffer in
        while whole > 0 {
          buffer[count] = UInt8(truncatingIfNeeded: whole % 10) + UInt8(ascii: "0")
          whole /= 10
          count += 1
        }
        for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
      }
      return
    }
    bytes.append(contentsOf: value.description.utf8)
  }

  private mutating func writeString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        runStart = index + 1
        switch byte {
        case UInt8(ascii: "\""): append("\\\"")
        case UInt8(ascii: "\\"): append("\\\\")
        case 0x0A: append("\\n")
        case 0x0D: append("\\r")
        case 0x09: append("\\t")
        case 0x08: append("\\b")
        case 0x0C: append("\\f")
        default:
          let hex = Array("0123456789abcdef".utf8)
          append("\\u00")
          bytes.append(hex[Int(byte >> 4)])
          bytes.append(hex[Int(byte & 0x0F)])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private mutating func newline(_ depth: Int) {
    bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<depth {
      bytes.append(UInt8(ascii: " "))
      bytes.append(UInt8(ascii: " "))
    }
  }

  private mutating func append(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}
