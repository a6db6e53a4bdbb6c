import JSONDocuments

/// Reads a `LayoutTree` straight from its JSON bytes, without `Codable` and without a parsed
/// value tree: the other half of `TreeJSONWriter`, and `LayoutTree(jsonData:)`'s fast path.
///
/// The general path (`JSONReader` into `CanonicalJSON.Value`, then the tree's `Decodable`
/// conformances through `CanonicalValueDecoder`) pays, per value, for an enum case in a
/// dictionary, a hash of every key, a generic `init(from:)` call and an existential container;
/// it read a tree a little faster than `JSONDecoder`. Here each type reads its own members by
/// hand, in any order and with any whitespace, and builds its value directly.
///
/// It reads exactly the trees the general path reads to the same value, and only those: on
/// anything it does not model exactly as the general path does (a syntax error, a key twice
/// or a key it does not know, a member missing or of the wrong kind, a `null`, an escape in a
/// key, a number an `Int` member cannot hold, text that is not UTF-8, a byte order mark,
/// nesting past `maximumDepth`) it throws `NotFast`, and `LayoutTree(jsonData:)` reads the
/// bytes again with the general path, which gives the error and its message (or, for the few
/// valid spellings this reader leaves to it, the tree). So messages stay the general path's;
/// only good trees get faster. `Tests/BlockSpecTests/FastPath/TreeJSONReaderTests.swift`
/// compares both paths over the compiler's trees and over mutated bytes.
///
/// Every byte is read through a bounds check, and nesting is limited, so no input traps.
struct TreeJSONReader {
  /// Thrown for anything this reader leaves to the general path. It carries nothing: the
  /// general path says what is wrong.
  struct NotFast: Error {}

  /// Nesting of arrays and objects past which the general path reads the tree (as deep as
  /// `LayoutTree.maximumReadingDepth`, and refusing past it): a compiled tree nests about
  /// twenty levels; this keeps the reader's recursion well inside any thread's stack.
  static let maximumDepth = 128

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  private var depth = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The tree in `bytes`, or nil when the general path must read them.
  static func tree(in bytes: UnsafeBufferPointer<UInt8>) -> LayoutTree? {
    var reader = TreeJSONReader(bytes)
    do throws(NotFast) {
      reader.skipWhitespace()
      let tree = try reader.readTree()
      reader.skipWhitespace()
      guard reader.index == bytes.count else { return nil }
      return tree
    } catch {
      return nil
    }
  }

  // MARK: Grammar

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index &+= 1
      default: return
      }
    }
  }

  /// The byte under the cursor, or 0 at the end (0 starts no JSON value).
  @inline(__always)
  var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

  /// One open object or array: whether a member or item has been read yet.
  struct Container {
    fileprivate var isEmpty = true
  }

  @inline(__always)
  private mutating func enter(_ bracket: UInt8) throws(NotFast) -> Container {
    guard current == bracket else { throw NotFast() }
    index &+= 1
    depth &+= 1
    guard depth <= Self.maximumDepth else { throw NotFast() }
    return Container()
  }

  @inline(__always)
  mutating func beginObject() throws(NotFast) -> Container { try enter(UInt8(ascii: "{")) }

  @inline(__always)
  mutating func beginArray() throws(NotFast) -> Container { try enter(UInt8(ascii: "[")) }

  /// The next member's key, the cursor on its value; nil after the closing brace. A key is
  /// returned as its bytes; one with an escape is left to the general path (every key the
  /// schema names is plain ASCII).
  @inline(__always)
  mutating func nextKey(in object: inout Container) throws(NotFast) -> Range<Int>? {
    guard try separate(&object, closing: UInt8(ascii: "}")) else { return nil }
    guard current == UInt8(ascii: "\"") else { throw NotFast() }
    index &+= 1
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { throw NotFast() }
      index &+= 1
    }
    guard index < bytes.count else { throw NotFast() }
    let key = start..<index
    index &+= 1
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { throw NotFast() }
    index &+= 1
    skipWhitespace()
    return key
  }

  /// True with the cursor on the next member's key, for an object whose keys are data (an
  /// action's payload, the environment echo): the caller reads it with `readString` (escapes
  /// and all) and then the `colon`. False after the closing brace.
  @inline(__always)
  mutating func nextDataKey(in object: inout Container) throws(NotFast) -> Bool {
    guard try separate(&object, closing: UInt8(ascii: "}")) else { return false }
    guard current == UInt8(ascii: "\"") else { throw NotFast() }
    return true
  }

  /// The `:` between a data key and its value.
  @inline(__always)
  mutating func colon() throws(NotFast) {
    skipWhitespace()
    guard current == UInt8(ascii: ":") else { throw NotFast() }
    index &+= 1
    skipWhitespace()
  }

  /// True with the cursor on the next item; false after the closing bracket.
  @inline(__always)
  mutating func nextItem(in array: inout Container) throws(NotFast) -> Bool {
    try separate(&array, closing: UInt8(ascii: "]"))
  }

  /// Steps over the `,` before a member or item, or the closing bracket after the last.
  /// `,]` and `,}` are not JSON: the bracket after the comma is no value and no key, so
  /// reading it throws.
  @inline(__always)
  private mutating func separate(_ container: inout Container, closing: UInt8) throws(NotFast) -> Bool {
    skipWhitespace()
    if current == closing {
      index &+= 1
      depth &-= 1
      return false
    }
    if container.isEmpty {
      container.isEmpty = false
    } else {
      guard current == UInt8(ascii: ",") else { throw NotFast() }
      index &+= 1
      skipWhitespace()
    }
    return true
  }

  /// True when `key`'s bytes are exactly `name`'s.
  @inline(__always)
  func matches(_ key: Range<Int>, _ name: StaticString) -> Bool {
    guard key.count == name.utf8CodeUnitCount else { return false }
    let expected = name.utf8Start
    var offset = 0
    while offset < key.count {
      guard bytes[key.lowerBound &+ offset] == expected[offset] else { return false }
      offset &+= 1
    }
    return true
  }

  // MARK: Scalars

  mutating func readBool() throws(NotFast) -> Bool {
    if literal("true") { return true }
    if literal("false") { return false }
    throw NotFast()
  }

  @inline(__always)
  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    let expected = word.utf8Start
    for offset in 0..<count where bytes[index &+ offset] != expected[offset] { return false }
    index &+= count
    return true
  }

  /// The number, to the same `Double` the general path reads (`FastNumber`, correctly rounded
  /// as `Double(String)` is); a number that is not finite is the general path's to refuse.
  mutating func readDouble() throws(NotFast) -> Double {
    var cursor = ByteCursor(bytes, at: index)
    guard let value = FastNumber.read(&cursor) else { throw NotFast() }
    index = cursor.index
    return value
  }

  /// An integer member: a number an `Int` holds exactly (`1`, `1.0`, `1e2`), as the general
  /// path's `Int(exactly:)` takes it.
  mutating func readInt() throws(NotFast) -> Int {
    guard let whole = Int(exactly: try readDouble()) else { throw NotFast() }
    return whole
  }

  /// A string member whose values are an enum's raw values; any other string is the general
  /// path's to refuse (it lists the values).
  @inline(__always)
  mutating func readRaw<T: RawRepresentable<String>>(_ type: T.Type = T.self) throws(NotFast) -> T {
    guard let value = T(rawValue: try readString()) else { throw NotFast() }
    return value
  }

  mutating func readDoubles() throws(NotFast) -> [Double] {
    var values: [Double] = []
    var array = try beginArray()
    while try nextItem(in: &array) { values.append(try readDouble()) }
    return values
  }

  mutating func readStrings() throws(NotFast) -> [String] {
    var values: [String] = []
    var array = try beginArray()
    while try nextItem(in: &array) { values.append(try readString()) }
    return values
  }
}

/// A member of a composite type into its slot, once (as `TreeJSONReader.read(_:)`).
@inline(__always)
func claim<T>(_ slot: inout T?, _ read: () throws(TreeJSONReader.NotFast) -> T) throws(TreeJSONReader.NotFast)
{
  guard slot == nil else { throw TreeJSONReader.NotFast() }
  slot = try read()
}

/// A required member's value, or `NotFast` when the object had none.
@inline(__always)
func required<T>(_ value: T?) throws(TreeJSONReader.NotFast) -> T {
  guard let value else { throw TreeJSONReader.NotFast() }
  return value
}

/// A member into its slot, once: a slot already filled is a key twice, which the general path
/// refuses. (The reader never fills a slot with nil: a `null` member is the general path's.)
extension TreeJSONReader {
  @inline(__always)
  mutating func read(_ slot: inout String?) throws(NotFast) {
    guard slot == nil else { throw NotFast() }
    slot = try readString()
  }

  @inline(__always)
  mutating func read(_ slot: inout Double?) throws(NotFast) {
    guard slot == nil else { throw NotFast() }
    slot = try readDouble()
  }

  @inline(__always)
  mutating func read(_ slot: inout Int?) throws(NotFast) {
    guard slot == nil else { throw NotFast() }
    slot = try readInt()
  }

  @inline(__always)
  mutating func read(_ slot: inout Bool?) throws(NotFast) {
    guard slot == nil else { throw NotFast() }
    slot = try readBool()
  }

  @inline(__always)
  mutating func read(_ slot: inout [Double]?) throws(NotFast) {
    guard slot == nil else { throw NotFast() }
    slot = try readDoubles()
  }

  @inline(__always)
  mutating func read<T: RawRepresentable<String>>(_ slot: inout T?) throws(NotFast) {
    guard slot == nil else { throw NotFast() }
    slot = try readRaw(T.self)
  }
}
