/// Writes any `Encodable` straight to canonical JSON bytes: the same bytes as
/// `CanonicalJSON.string(CanonicalValueEncoder().encode(value))` (sorted keys, the same number
/// and string spellings, nil optionals left out), in one pass, without building a value tree.
///
/// The general path spent most of a compile's time in bookkeeping: a class and a dictionary per
/// object, a dynamic cast per value to spot primitives, a coding-path array per member, then a
/// second walk to sort and print. Here every value is written to one byte buffer as it arrives;
/// an object remembers where each member's bytes start and end, and when the value that opened
/// it returns, its members are put in key order in place (usually already in order, or a copy
/// of that object's bytes). `Tests/BlockSpecTests/FastPath` checks both paths give identical
/// bytes.
///
/// It covers what `Codable` types usually do: one container per value, members written in
/// turn. A type that nests containers by hand, asks for a super encoder or reads its coding
/// path makes `encode` throw `CanonicalEncoder.Unsupported`, and the caller takes the general
/// path.
enum CanonicalEncoder {
  struct Unsupported: Error {}

  static func encode(_ value: some Encodable, pretty: Bool = false) throws -> [UInt8] {
    let stream = CanonicalStream(pretty: pretty)
    try stream.writeValue(value)
    guard !stream.failed, stream.frames.isEmpty else { throw Unsupported() }
    return stream.out
  }
}

/// The state of one encoding: the bytes so far and the containers still open.
final class CanonicalStream {
  /// An object or array whose closing bracket is not written yet.
  struct Frame {
    var isObject: Bool
    /// The value slot that opened it.
    var slot: Int
    /// Where its first member's bytes start (just past the bracket).
    var start: Int
    /// The first of its member spans in `spans`.
    var spanBase: Int
    /// Members or items written so far.
    var count = 0
  }

  /// One object member's bytes, `"key":value` without the comma before it.
  struct Span {
    var key: String
    var start: Int
    var end: Int
  }

  /// Everything that changes while writing, behind a pointer: stored properties of a class are
  /// checked for exclusive access at run time on every use, which cost a third of the time
  /// here. Only this class touches it, one short access at a time, on one thread.
  struct State {
    var out: [UInt8] = []
    var frames: [Frame] = []
    var spans: [Span] = []
    /// Where each value being written started: a container may open only on an empty slot.
    var slots: [Int] = []
    /// Set when a type does something this writer does not cover; the result is then discarded.
    var failed = false
    /// Reused for each object whose members are put in order.
    var scratch: [UInt8] = []
  }

  let pretty: Bool
  private let s: UnsafeMutablePointer<State>

  init(pretty: Bool) {
    self.pretty = pretty
    s = .allocate(capacity: 1)
    s.initialize(to: State())
    s.pointee.out.reserveCapacity(32_768)
  }

  deinit {
    s.deinitialize(count: 1)
    s.deallocate()
  }

  var out: [UInt8] { s.pointee.out }
  var frames: [Frame] { s.pointee.frames }
  var slots: [Int] { s.pointee.slots }
  var failed: Bool { s.pointee.failed }
  var outCount: Int { s.pointee.out.count }
  func fail() { s.pointee.failed = true }
  func itemCount(_ frame: Int) -> Int { s.pointee.frames[frame].count }
  func slotStart(_ slot: Int) -> Int { s.pointee.slots[slot] }
  var slotCount: Int { s.pointee.slots.count }
  var topFrameSlot: Int? { s.pointee.frames.last?.slot }

  // MARK: Values

  /// Writes one value: a primitive directly, anything else through its `encode(to:)`, closing
  /// the container it opened.
  func writeValue<T: Encodable>(_ value: T) throws {
    if let scalar = CanonicalScalar(value) { return write(scalar) }
    let slot = s.pointee.slots.count
    let openFrames = s.pointee.frames.count
    s.pointee.slots.append(s.pointee.out.count)
    defer { s.pointee.slots.removeLast() }
    try value.encode(to: StreamEncoder(stream: self, slot: slot))
    if s.pointee.frames.count == openFrames + 1, s.pointee.frames[openFrames].slot == slot {
      close()
    } else if s.pointee.frames.count != openFrames {
      s.pointee.failed = true
    } else if s.pointee.out.count == s.pointee.slots[slot] {
      // Nothing at all was encoded: the general path writes an empty object.
      append("{}")
    }
  }

  func write(_ scalar: CanonicalScalar) {
    switch scalar {
    case .null: append("null")
    case .bool(let flag): append(flag ? "true" : "false")
    case .number(let number): writeNumber(number)
    case .string(let text): writeString(text)
    }
  }

  // MARK: Containers

  /// The frame for `slot`'s keyed or unkeyed container: the one it opened, or a new one when
  /// nothing was written for it yet; nil (and `failed`) otherwise.
  func frame(for slot: Int, object: Bool) -> Int? {
    if let top = s.pointee.frames.last, top.slot == slot, top.isObject == object,
      slot == s.pointee.slots.count - 1
    {
      return s.pointee.frames.count - 1
    }
    guard slot == s.pointee.slots.count - 1, s.pointee.out.count == s.pointee.slots[slot],
      s.pointee.frames.last?.slot != slot
    else {
      s.pointee.failed = true
      return nil
    }
    s.pointee.out.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
    s.pointee.frames.append(
      Frame(isObject: object, slot: slot, start: s.pointee.out.count, spanBase: s.pointee.spans.count))
    return s.pointee.frames.count - 1
  }

  /// True when `frame` is the innermost open container, the only one that may be written to.
  func isWritable(_ frame: Int?) -> Bool {
    guard let frame, frame == s.pointee.frames.count - 1,
      s.pointee.slots.count - 1 == s.pointee.frames[frame].slot
    else {
      s.pointee.failed = true
      return false
    }
    return true
  }

  /// Starts a member of the object `frame`: comma, indent and key.
  func beginMember(_ frame: Int, key: String) -> Int {
    if s.pointee.frames[frame].count > 0 { s.pointee.out.append(UInt8(ascii: ",")) }
    s.pointee.frames[frame].count += 1
    let start = s.pointee.out.count
    if pretty { newline(s.pointee.frames.count) }
    writeString(key)
    if pretty { append(": ") } else { s.pointee.out.append(UInt8(ascii: ":")) }
    return start
  }

  func endMember(_ key: String, start: Int) {
    s.pointee.spans.append(Span(key: key, start: start, end: s.pointee.out.count))
  }

  /// Starts an item of the array `frame`: comma and indent.
  func beginItem(_ frame: Int) {
    if s.pointee.frames[frame].count > 0 { s.pointee.out.append(UInt8(ascii: ",")) }
    s.pointee.frames[frame].count += 1
    if pretty { newline(s.pointee.frames.count) }
  }

  /// Closes the innermost container; an object's members are put in key order first.
  func close() {
    let frame = s.pointee.frames.removeLast()
    defer { s.pointee.spans.removeSubrange(frame.spanBase...) }
    guard frame.count > 0 else {
      s.pointee.out.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      return
    }
    if frame.isObject { sortMembers(frame) }
    if pretty { newline(s.pointee.frames.count) }
    s.pointee.out.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
  }

  /// Rewrites the object's members in key order (UTF-8 bytes), a repeated key keeping its last
  /// value, unless they are in that order already.
  private func sortMembers(_ frame: Frame) {
    let members = s.pointee.spans[frame.spanBase...]
    var inOrder = true
    var previous: String?
    for span in members {
      if let previous, !Self.precedes(previous, span.key) {
        inOrder = false
        break
      }
      previous = span.key
    }
    if inOrder { return }
    // Positions sorted by key, stable, so of equal keys the last written stays last.
    let base = frame.spanBase
    let end = s.pointee.spans.count
    var order = Array(base..<end)
    order.sort { a, b in
      s.pointee.spans[a].key != s.pointee.spans[b].key
        ? Self.precedes(s.pointee.spans[a].key, s.pointee.spans[b].key) : a < b
    }
    s.pointee.scratch.removeAll(keepingCapacity: true)
    s.pointee.scratch.append(contentsOf: s.pointee.out[frame.start...])
    s.pointee.out.removeSubrange(frame.start...)
    var first = true
    for (position, index) in order.enumerated() {
      // A key given twice keeps its last value, as a dictionary would.
      if position + 1 < order.count, s.pointee.spans[order[position + 1]].key == s.pointee.spans[index].key {
        continue
      }
      if !first { s.pointee.out.append(UInt8(ascii: ",")) }
      first = false
      let span = s.pointee.spans[index]
      s.pointee.out.append(
        contentsOf: s.pointee.scratch[(span.start - frame.start)..<(span.end - frame.start)])
    }
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

  // MARK: Spelling

  private func writeNumber(_ value: Double) {
    CanonicalBytes.appendNumber(value, to: &s.pointee.out)
  }

  private func writeString(_ text: String) {
    CanonicalBytes.appendString(text, to: &s.pointee.out)
  }

  private func newline(_ depth: Int) {
    CanonicalBytes.appendNewline(depth: depth, to: &s.pointee.out)
  }

  private func append(_ text: StaticString) {
    s.pointee.out.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}

/// A primitive value as the containers receive it.
enum CanonicalScalar {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
}

extension CanonicalScalar {
  /// The primitive in `value` when `T` is one of the standard library's, found by comparing
  /// metatypes (a pointer comparison) rather than by a dynamic cast per value.
  @inline(__always)
  init?<T>(_ value: T) {
    func read<U>(_: U.Type) -> U {
      withUnsafePointer(to: value) { $0.withMemoryRebound(to: U.self, capacity: 1) { $0.pointee } }
    }
    let type: Any.Type = T.self
    if type == String.self {
      self = .string(read(String.self))
    } else if type == Double.self {
      self = .number(read(Double.self))
    } else if type == Bool.self {
      self = .bool(read(Bool.self))
    } else if type == Int.self {
      self = .number(Double(read(Int.self)))
    } else if type == Float.self {
      self = .number(Double(read(Float.self)))
    } else if type == Int8.self {
      self = .number(Double(read(Int8.self)))
    } else if type == Int16.self {
      self = .number(Double(read(Int16.self)))
    } else if type == Int32.self {
      self = .number(Double(read(Int32.self)))
    } else if type == Int64.self {
      self = .number(Double(read(Int64.self)))
    } else if type == UInt.self {
      self = .number(Double(read(UInt.self)))
    } else if type == UInt8.self {
      self = .number(Double(read(UInt8.self)))
    } else if type == UInt16.self {
      self = .number(Double(read(UInt16.self)))
    } else if type == UInt32.self {
      self = .number(Double(read(UInt32.self)))
    } else if type == UInt64.self {
      self = .number(Double(read(UInt64.self)))
    } else {
      return nil
    }
  }
}
