import Foundation
import SPTheme

/// Writes a `LayoutTree` straight to canonical JSON bytes, without `Codable`: the same bytes as
/// `CanonicalJSON.string(tree.jsonValue, pretty:)`, the general path through the tree's
/// `Encodable` conformances.
///
/// The Codable path pays, per value, for a generic `encode(to:)` call, an existential container,
/// a key's `stringValue` and a sort of every object's keys. Here each type writes its members in
/// key order by hand (the order is fixed by the schema, so nothing is sorted at run time) into
/// one `JSONByteBuffer`, and every spelling goes through `CanonicalBytes` (numbers through a
/// per-tree `NumberMemo` too: a tree repeats most of its numbers).
/// `Tests/BlockSpecTests/FastPath/TreeJSONWriterTests.swift` compares both paths over the
/// compiler's states, themes and sizes, random overviews and edge values.
///
/// A member is left out exactly when the synthesised `Codable` conformance leaves it out: a
/// nil optional, or (for a node) an empty `children`, `haptics` or `transitions`.
///
/// Hot: about 1,500 keys, 700 strings and 700 numbers for the sample's 29 kB tree. The helpers
/// below are inlined so that a key's literal length is a constant at each call site.
struct TreeJSONWriter: ~Copyable {
  /// Written only through the helpers below, and by `writeIdentity` (a node's `kind`).
  var out: JSONByteBuffer
  let pretty: Bool
  private var depth = 0
  private let numbers = NumberMemo()
  /// Numbers JSON cannot hold (infinite, not a number) met so far, each written as `0` so the
  /// bytes stay valid against the schema, which has no `null` number. The loaders refuse every
  /// input that could lead to one (docs/themes.md, "Ranges"); this guard is for trees built in
  /// code, and `LayoutTree.checkedJSONData` reports it rather than write the bytes.
  private(set) var nonFiniteNumbers = 0

  /// Members or items written so far in one open container.
  struct Container {
    fileprivate var count = 0
  }

  /// Room for any overview tree (held under 64 KiB compact: docs/performance.md, "Series
  /// reduction") and the sample dashboard (64 kB compact) without growing; a pretty overview
  /// sample (97 kB) fits too. Growing doubles and copies what was written, and a buffer
  /// that grew twice (32, 64, then 128 KiB) had copied 96 kB and allocated 224 KiB for a 64 kB
  /// tree; pages never written are never touched, so the room costs a small tree nothing.
  init(pretty: Bool) {
    self.pretty = pretty
    out = JSONByteBuffer(capacity: pretty ? 128 * 1_024 : 64 * 1_024)
  }

  static func data(of tree: LayoutTree, pretty: Bool) -> Data {
    checkedData(of: tree, pretty: pretty).data
  }

  /// The bytes, and how many numbers in the tree JSON could not hold (each written as `0`).
  static func checkedData(of tree: LayoutTree, pretty: Bool) -> (data: Data, nonFiniteNumbers: Int) {
    var writer = TreeJSONWriter(pretty: pretty)
    writer.write(tree)
    return (writer.out.data(), writer.nonFiniteNumbers)
  }

  // MARK: Containers

  @inline(__always)
  mutating func beginObject() -> Container {
    out.append(UInt8(ascii: "{"))
    depth &+= 1
    return Container()
  }

  @inline(__always)
  mutating func endObject(_ container: Container) { end(container, UInt8(ascii: "}")) }

  @inline(__always)
  mutating func beginArray() -> Container {
    out.append(UInt8(ascii: "["))
    depth &+= 1
    return Container()
  }

  @inline(__always)
  mutating func endArray(_ container: Container) { end(container, UInt8(ascii: "]")) }

  @inline(__always)
  private mutating func end(_ container: Container, _ bracket: UInt8) {
    depth &-= 1
    if pretty, container.count > 0 { CanonicalBytes.appendNewline(depth: depth, to: &out) }
    out.append(bracket)
  }

  /// Starts a member whose key needs no escaping (every key the schema names).
  @inline(__always)
  mutating func key(_ name: StaticString, in container: inout Container) {
    guard pretty else {
      // `,"name":` with one capacity check.
      out.appendKey(name, afterComma: container.count > 0)
      container.count &+= 1
      return
    }
    separate(&container)
    out.append(UInt8(ascii: "\""), name, UInt8(ascii: "\""))
    colon()
  }

  /// Starts a member whose key is data (an action's payload).
  mutating func dataKey(_ name: String, in container: inout Container) {
    separate(&container)
    CanonicalBytes.appendString(name, to: &out)
    colon()
  }

  /// Starts an array item.
  @inline(__always)
  mutating func item(in container: inout Container) { separate(&container) }

  @inline(__always)
  private mutating func separate(_ container: inout Container) {
    if container.count > 0 { out.append(UInt8(ascii: ",")) }
    container.count &+= 1
    if pretty { CanonicalBytes.appendNewline(depth: depth, to: &out) }
  }

  @inline(__always)
  private mutating func colon() {
    if pretty {
      out.append(UInt8(ascii: ":"), UInt8(ascii: " "))
    } else {
      out.append(UInt8(ascii: ":"))
    }
  }

  // MARK: Scalars

  /// Spelled once per tree and remembered (`NumberMemo`).
  mutating func number(_ value: Double) {
    if numbers.write(value, to: &out) { return }
    // Checked only when the memo misses (it never holds a non-finite value), off the hot path.
    guard value.isFinite else {
      nonFiniteNumbers &+= 1
      out.append(UInt8(ascii: "0"))
      return
    }
    let start = out.count
    CanonicalBytes.appendNumber(value, to: &out)
    numbers.remember(value, spelling: out.written(from: start))
  }
  mutating func number(_ value: Int) { CanonicalBytes.appendNumber(value, to: &out) }
  mutating func string(_ value: String) { CanonicalBytes.appendString(value, to: &out) }

  @inline(__always)
  mutating func bool(_ value: Bool) { out.append(value ? "true" : "false") }

  @inline(__always)
  mutating func raw<T: RawRepresentable<String>>(_ value: T) { string(value.rawValue) }

  // Members of the common kinds, for brevity in the per-type writers.

  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Double, in object: inout Container) {
    key(name, in: &object)
    number(value)
  }

  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Int, in object: inout Container) {
    key(name, in: &object)
    number(value)
  }

  @inline(__always)
  mutating func member(_ name: StaticString, _ value: String, in object: inout Container) {
    key(name, in: &object)
    string(value)
  }

  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Bool, in object: inout Container) {
    key(name, in: &object)
    bool(value)
  }

  @inline(__always)
  mutating func member<T: RawRepresentable<String>>(
    _ name: StaticString, _ value: T, in object: inout Container
  ) {
    key(name, in: &object)
    raw(value)
  }

  mutating func numbers(_ values: [Double]) {
    var array = beginArray()
    for value in values {
      item(in: &array)
      number(value)
    }
    endArray(array)
  }
}
