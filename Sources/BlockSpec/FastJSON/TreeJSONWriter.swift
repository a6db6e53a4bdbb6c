import SPTheme

/// Writes a `LayoutTree` straight to canonical JSON bytes, without `Codable`: the same bytes as
/// `CanonicalEncoder.encode(tree, pretty:)` and `CanonicalJSON.string(tree.jsonValue, pretty:)`.
///
/// The Codable path pays, per value, for a generic `encode(to:)` call, an existential container,
/// a key's `stringValue`, a span record and a check that the members came in key order. Here
/// each type writes its members in key order by hand (the order is fixed by the schema, so
/// nothing is sorted at run time) and every spelling goes through `CanonicalBytes`, which the
/// Codable path uses too. `Tests/BlockSpecTests/FastPath/TreeJSONWriterTests.swift` compares
/// both paths over the compiler's state matrix and random overviews.
///
/// A member is left out exactly when the synthesised `Codable` conformance leaves it out: a
/// nil optional, or (for a node) an empty `children`, `haptics` or `transitions`.
struct TreeJSONWriter {
  private(set) var out: [UInt8] = []
  let pretty: Bool
  private var depth = 0

  /// Members or items written so far in one open container.
  struct Container {
    fileprivate var count = 0
  }

  init(pretty: Bool) {
    self.pretty = pretty
    out.reserveCapacity(32_768)
  }

  static func bytes(of tree: LayoutTree, pretty: Bool) -> [UInt8] {
    var writer = TreeJSONWriter(pretty: pretty)
    writer.write(tree)
    return writer.out
  }

  // MARK: Containers

  mutating func beginObject() -> Container {
    out.append(UInt8(ascii: "{"))
    depth += 1
    return Container()
  }

  mutating func endObject(_ container: Container) { end(container, UInt8(ascii: "}")) }

  mutating func beginArray() -> Container {
    out.append(UInt8(ascii: "["))
    depth += 1
    return Container()
  }

  mutating func endArray(_ container: Container) { end(container, UInt8(ascii: "]")) }

  private mutating func end(_ container: Container, _ bracket: UInt8) {
    depth -= 1
    if container.count > 0, pretty { CanonicalBytes.appendNewline(depth: depth, to: &out) }
    out.append(bracket)
  }

  /// Starts a member whose key needs no escaping (every key the schema names).
  mutating func key(_ name: StaticString, in container: inout Container) {
    separate(&container)
    out.append(UInt8(ascii: "\""))
    CanonicalBytes.appendStatic(name, to: &out)
    out.append(UInt8(ascii: "\""))
    colon()
  }

  /// Starts a member whose key is data (an action's payload).
  mutating func key(_ name: String, in container: inout Container) {
    separate(&container)
    CanonicalBytes.appendString(name, to: &out)
    colon()
  }

  /// Starts an array item.
  mutating func item(in container: inout Container) { separate(&container) }

  private mutating func separate(_ container: inout Container) {
    if container.count > 0 { out.append(UInt8(ascii: ",")) }
    container.count += 1
    if pretty { CanonicalBytes.appendNewline(depth: depth, to: &out) }
  }

  private mutating func colon() {
    if pretty {
      out.append(UInt8(ascii: ":"))
      out.append(UInt8(ascii: " "))
    } else {
      out.append(UInt8(ascii: ":"))
    }
  }

  // MARK: Scalars

  mutating func number(_ value: Double) { CanonicalBytes.appendNumber(value, to: &out) }
  mutating func number(_ value: Int) { CanonicalBytes.appendNumber(Double(value), to: &out) }
  mutating func string(_ value: String) { CanonicalBytes.appendString(value, to: &out) }
  mutating func bool(_ value: Bool) { CanonicalBytes.appendStatic(value ? "true" : "false", to: &out) }
  mutating func raw<T: RawRepresentable<String>>(_ value: T) { string(value.rawValue) }

  // Members of the common kinds, for brevity in the per-type writers.

  mutating func member(_ name: StaticString, _ value: Double, in object: inout Container) {
    key(name, in: &object)
    number(value)
  }

  mutating func member(_ name: StaticString, _ value: Int, in object: inout Container) {
    key(name, in: &object)
    number(value)
  }

  mutating func member(_ name: StaticString, _ value: String, in object: inout Container) {
    key(name, in: &object)
    string(value)
  }

  mutating func member(_ name: StaticString, _ value: Bool, in object: inout Container) {
    key(name, in: &object)
    bool(value)
  }

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
