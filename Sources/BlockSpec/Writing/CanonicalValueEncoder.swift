/// Encodes any `Encodable` into a `CanonicalJSON.Value`, so the tree's `Codable` conformances define its
/// JSON shape once, for writing (through `CanonicalJSON`) and for reading (through
/// `JSONDecoder`). Nil optionals are left out, as `JSONEncoder` does.
struct CanonicalValueEncoder {
  func encode(_ value: some Encodable) throws -> CanonicalJSON.Value {
    let root = Slot()
    try root.store(value, codingPath: [])
    return root.resolved
  }
}

/// One place in the document being built: empty, a finished value, or a container still filling.
private final class Slot {
  enum Content {
    case empty
    case value(CanonicalJSON.Value)
    case object(ObjectBox)
    case array(ArrayBox)
  }
  var content: Content = .empty

  var resolved: CanonicalJSON.Value {
    switch content {
    case .empty: .object([:])
    case .value(let value): value
    case .object(let box): .object(box.slots.mapValues(\.resolved))
    case .array(let box): .array(box.slots.map(\.resolved))
    }
  }

  var objectBox: ObjectBox {
    if case .object(let box) = content { return box }
    let box = ObjectBox()
    content = .object(box)
    return box
  }

  var arrayBox: ArrayBox {
    if case .array(let box) = content { return box }
    let box = ArrayBox()
    content = .array(box)
    return box
  }

  /// Stores a primitive directly, anything else through its own `encode(to:)`.
  func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
    if let primitive = Self.primitive(value) {
      content = .value(primitive)
    } else {
      try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
    }
  }

  static func primitive(_ value: Any) -> CanonicalJSON.Value? {
    switch value {
    case let flag as Bool: .bool(flag)
    case let text as String: .string(text)
    case let number as Double: .number(number)
    case let number as Float: .number(Double(number))
    case let number as Int: .number(Double(number))
    case let number as Int8: .number(Double(number))
    case let number as Int16: .number(Double(number))
    case let number as Int32: .number(Double(number))
    case let number as Int64: .number(Double(number))
    case let number as UInt: .number(Double(number))
    case let number as UInt8: .number(Double(number))
    case let number as UInt16: .number(Double(number))
    case let number as UInt32: .number(Double(number))
    case let number as UInt64: .number(Double(number))
    default: nil
    }
  }
}

private final class ObjectBox {
  var slots: [String: Slot] = [:]
}

private final class ArrayBox {
  var slots: [Slot] = []
}

private struct SlotEncoder: Encoder {
  let slot: Slot
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(ObjectContainer<Key>(box: slot.objectBox, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    ArrayContainer(box: slot.arrayBox, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ValueContainer(slot: slot, codingPath: codingPath)
  }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: ObjectBox
  var codingPath: [any CodingKey]

  private func slot(for key: Key) -> Slot {
    let slot = Slot()
    box.slots[key.stringValue] = slot
    return slot
  }

  mutating func encodeNil(forKey key: Key) throws { slot(for: key).content = .value(.null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(value, key) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encode(value, key) }

  private func encode(_ value: some Encodable, _ key: Key) throws {
    try slot(for: key).store(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      ObjectContainer<NestedKey>(box: slot(for: key).objectBox, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    ArrayContainer(box: slot(for: key).arrayBox, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let slot = Slot()
    box.slots["super"] = slot
    return SlotEncoder(slot: slot, codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    SlotEncoder(slot: slot(for: key), codingPath: codingPath + [key])
  }
}

private struct ArrayContainer: UnkeyedEncodingContainer {
  let box: ArrayBox
  var codingPath: [any CodingKey]
  var count: Int { box.slots.count }

  private func appendSlot() -> Slot {
    let slot = Slot()
    box.slots.append(slot)
    return slot
  }

  mutating func encodeNil() throws { appendSlot().content = .value(.null) }
  mutating func encode(_ value: Bool) throws { try append(value) }
  mutating func encode(_ value: String) throws { try append(value) }
  mutating func encode(_ value: Double) throws { try append(value) }
  mutating func encode(_ value: Float) throws { try append(value) }
  mutating func encode(_ value: Int) throws { try append(value) }
  mutating func encode(_ value: Int8) throws { try append(value) }
  mutating func encode(_ value: Int16) throws { try append(value) }
  mutating func encode(_ value: Int32) throws { try append(value) }
  mutating func encode(_ value: Int64) throws { try append(value) }
  mutating func encode(_ value: UInt) throws { try append(value) }
  mutating func encode(_ value: UInt8) throws { try append(value) }
  mutating func encode(_ value: UInt16) throws { try append(value) }
  mutating func encode(_ value: UInt32) throws { try append(value) }
  mutating func encode(_ value: UInt64) throws { try append(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try append(value) }

  private func append(_ value: some Encodable) throws {
    let index = IndexKey(box.slots.count)
    try appendSlot().store(value, codingPath: codingPath + [index])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(ObjectContainer<NestedKey>(box: appendSlot().objectBox, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    ArrayContainer(box: appendSlot().arrayBox, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    SlotEncoder(slot: appendSlot(), codingPath: codingPath)
  }
}

private struct ValueContainer: SingleValueEncodingContainer {
  let slot: Slot
  var codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.content = .value(.null) }
  mutating func encode(_ value: Bool) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: String) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Double) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Float) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int8) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int16) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int32) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: Int64) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt8) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt16) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt32) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode(_ value: UInt64) throws { try slot.store(value, codingPath: codingPath) }
  mutating func encode<T: Encodable>(_ value: T) throws { try slot.store(value, codingPath: codingPath) }
}
