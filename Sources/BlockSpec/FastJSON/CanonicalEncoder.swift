/// Writes any `Encodable` straight to canonical JSON bytes: the same bytes as
/// `CanonicalJSON.string(CanonicalValueEncoder().encode(value))` (sorted keys, the same number and
/// string spellings, nil optionals left out), without building a `CanonicalJSON.Value` on the way.
///
/// The general path costs most of a compile: a class and a dictionary per object, a dynamic
/// cast per value to spot primitives, a coding path array per member, then a second walk to
/// sort and print. Here primitives arrive through the containers' typed methods and are kept
/// as small values, objects keep their members in an array and sort once while printing, and
/// coding paths are built only if a type asks for one. `Tests/BlockSpecTests/FastPath` checks
/// the two paths give identical bytes.
enum CanonicalEncoder {
  static func encode(_ value: some Encodable, pretty: Bool = false) throws -> [UInt8] {
    let root = EncodingNode()
    try root.store(value, path: nil)
    var printer = CanonicalPrinter(pretty: pretty)
    printer.write(root, depth: 0)
    return printer.bytes
  }
}

/// A primitive, printed when the document is written.
enum CanonicalScalar {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
}

/// An object member's or array item's value: a primitive inline, or a node of its own.
enum CanonicalMember {
  case scalar(CanonicalScalar)
  case node(EncodingNode)
}

/// One composite value being filled: an object, an array, or (until something is stored) nothing,
/// which prints as `{}` as it does on the general path.
final class EncodingNode {
  enum Kind {
    case empty
    case scalar(CanonicalScalar)
    case object
    case array
  }
  var kind: Kind = .empty
  var members: [(key: String, value: CanonicalMember)] = []
  var items: [CanonicalMember] = []

  func becomeObject() {
    if case .object = kind { return }
    kind = .object
    members = []
    members.reserveCapacity(8)
  }

  func becomeArray() {
    if case .array = kind { return }
    kind = .array
    items = []
  }

  /// Stores `value` here: a primitive directly, anything else through its own `encode(to:)`.
  func store<T: Encodable>(_ value: T, path: CodingPathLink?) throws {
    if let scalar = CanonicalScalar(value) {
      kind = .scalar(scalar)
    } else {
      try value.encode(to: NodeEncoder(node: self, path: path))
    }
  }

  /// The member for `value`: primitives inline, composites as a new node.
  static func member<T: Encodable>(_ value: T, path: CodingPathLink?) throws -> CanonicalMember {
    if let scalar = CanonicalScalar(value) { return .scalar(scalar) }
    let node = EncodingNode()
    try value.encode(to: NodeEncoder(node: node, path: path))
    return .node(node)
  }
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

/// The coding path as a linked list, turned into an array only when a type reads it.
final class CodingPathLink {
  let parent: CodingPathLink?
  let key: any CodingKey

  init(_ parent: CodingPathLink?, _ key: any CodingKey) {
    self.parent = parent
    self.key = key
  }

  static func array(_ link: CodingPathLink?) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var current = link
    while let link = current {
      keys.append(link.key)
      current = link.parent
    }
    return keys.reversed()
  }
}

private struct NodeEncoder: Encoder {
  let node: EncodingNode
  let path: CodingPathLink?
  var codingPath: [any CodingKey] { CodingPathLink.array(path) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(NodeObjectContainer<Key>(node: node, path: path))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return NodeArrayContainer(node: node, path: path)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    NodeValueContainer(node: node, path: path)
  }
}

private struct ArrayIndexKey: CodingKey {
  var stringValue: String { String(intValue ?? 0) }
  var intValue: Int?
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

private struct NodeObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  let path: CodingPathLink?
  var codingPath: [any CodingKey] { CodingPathLink.array(path) }

  private func add(_ key: Key, _ scalar: CanonicalScalar) {
    node.members.append((key.stringValue, .scalar(scalar)))
  }

  mutating func encodeNil(forKey key: Key) throws { add(key, .null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { add(key, .bool(value)) }
  mutating func encode(_ value: String, forKey key: Key) throws { add(key, .string(value)) }
  mutating func encode(_ value: Double, forKey key: Key) throws { add(key, .number(value)) }
  mutating func encode(_ value: Float, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: Int, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { add(key, .number(Double(value))) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    node.members.append((key.stringValue, try EncodingNode.member(value, path: CodingPathLink(path, key))))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = EncodingNode()
    child.becomeObject()
    node.members.append((key.stringValue, .node(child)))
    return KeyedEncodingContainer(
      NodeObjectContainer<NestedKey>(node: child, path: CodingPathLink(path, key)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = EncodingNode()
    child.becomeArray()
    node.members.append((key.stringValue, .node(child)))
    return NodeArrayContainer(node: child, path: CodingPathLink(path, key))
  }

  mutating func superEncoder() -> any Encoder {
    let child = EncodingNode()
    node.members.append(("super", .node(child)))
    return NodeEncoder(node: child, path: path)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let child = EncodingNode()
    node.members.append((key.stringValue, .node(child)))
    return NodeEncoder(node: child, path: CodingPathLink(path, key))
  }
}

private struct NodeArrayContainer: UnkeyedEncodingContainer {
  let node: EncodingNode
  let path: CodingPathLink?
  var codingPath: [any CodingKey] { CodingPathLink.array(path) }
  var count: Int { node.items.count }

  private func add(_ scalar: CanonicalScalar) { node.items.append(.scalar(scalar)) }

  mutating func encodeNil() throws { add(.null) }
  mutating func encode(_ value: Bool) throws { add(.bool(value)) }
  mutating func encode(_ value: String) throws { add(.string(value)) }
  mutating func encode(_ value: Double) throws { add(.number(value)) }
  mutating func encode(_ value: Float) throws { add(.number(Double(value))) }
  mutating func encode(_ value: Int) throws { add(.number(Double(value))) }
  mutating func encode(_ value: Int8) throws { add(.number(Double(value))) }
  mutating func encode(_ value: Int16) throws { add(.number(Double(value))) }
  mutating func encode(_ value: Int32) throws { add(.number(Double(value))) }
  mutating func encode(_ value: Int64) throws { add(.number(Double(value))) }
  mutating func encode(_ value: UInt) throws { add(.number(Double(value))) }
  mutating func encode(_ value: UInt8) throws { add(.number(Double(value))) }
  mutating func encode(_ value: UInt16) throws { add(.number(Double(value))) }
  mutating func encode(_ value: UInt32) throws { add(.number(Double(value))) }
  mutating func encode(_ value: UInt64) throws { add(.number(Double(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = ArrayIndexKey(node.items.count)
    node.items.append(try EncodingNode.member(value, path: CodingPathLink(path, key)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = EncodingNode()
    child.becomeObject()
    node.items.append(.node(child))
    return KeyedEncodingContainer(NodeObjectContainer<NestedKey>(node: child, path: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = EncodingNode()
    child.becomeArray()
    node.items.append(.node(child))
    return NodeArrayContainer(node: child, path: path)
  }

  mutating func superEncoder() -> any Encoder {
    let child = EncodingNode()
    node.items.append(.node(child))
    return NodeEncoder(node: child, path: path)
  }
}

private struct NodeValueContainer: SingleValueEncodingContainer {
  let node: EncodingNode
  let path: CodingPathLink?
  var codingPath: [any CodingKey] { CodingPathLink.array(path) }

  private func set(_ scalar: CanonicalScalar) { node.kind = .scalar(scalar) }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(.number(value)) }
  mutating func encode(_ value: Float) throws { set(.number(Double(value))) }
  mutating func encode(_ value: Int) throws { set(.number(Double(value))) }
  mutating func encode(_ value: Int8) throws { set(.number(Double(value))) }
  mutating func encode(_ value: Int16) throws { set(.number(Double(value))) }
  mutating func encode(_ value: Int32) throws { set(.number(Double(value))) }
  mutating func encode(_ value: Int64) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt8) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt16) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt32) throws { set(.number(Double(value))) }
  mutating func encode(_ value: UInt64) throws { set(.number(Double(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value, path: path) }
}
