/// The `Encoder` and containers `CanonicalEncoder` hands to `encode(to:)`: thin views onto the
/// shared `CanonicalStream`. Anything outside the one-container, member-by-member pattern marks
/// the stream failed (the caller then takes the general path) and writes nothing.
struct StreamEncoder: Encoder {
  let stream: CanonicalStream
  let slot: Int

  var codingPath: [any CodingKey] {
    // Not tracked, to keep members cheap; a type that needs it gets the general path.
    stream.fail()
    return []
  }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(StreamObject<Key>(stream: stream, frame: stream.frame(for: slot, object: true)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    StreamArray(stream: stream, frame: stream.frame(for: slot, object: false))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    StreamSingleValue(stream: stream, slot: slot)
  }
}

struct StreamObject<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let stream: CanonicalStream
  let frame: Int?
  var codingPath: [any CodingKey] {
    stream.fail()
    return []
  }

  private func add(_ key: Key, _ scalar: CanonicalScalar) {
    guard stream.isWritable(frame), let frame else { return }
    let name = key.stringValue
    let start = stream.beginMember(frame, key: name)
    stream.write(scalar)
    stream.endMember(name, start: start)
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
    guard stream.isWritable(frame), let frame else { return }
    let name = key.stringValue
    let start = stream.beginMember(frame, key: name)
    try stream.writeValue(value)
    stream.endMember(name, start: start)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    stream.fail()
    return KeyedEncodingContainer(StreamObject<NestedKey>(stream: stream, frame: nil))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    stream.fail()
    return StreamArray(stream: stream, frame: nil)
  }

  mutating func superEncoder() -> any Encoder {
    stream.fail()
    return StreamEncoder(stream: stream, slot: -1)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    stream.fail()
    return StreamEncoder(stream: stream, slot: -1)
  }
}

struct StreamArray: UnkeyedEncodingContainer {
  let stream: CanonicalStream
  let frame: Int?
  var codingPath: [any CodingKey] {
    stream.fail()
    return []
  }
  var count: Int { frame.map { stream.itemCount($0) } ?? 0 }

  private func add(_ scalar: CanonicalScalar) {
    guard stream.isWritable(frame), let frame else { return }
    stream.beginItem(frame)
    stream.write(scalar)
  }

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
    guard stream.isWritable(frame), let frame else { return }
    stream.beginItem(frame)
    try stream.writeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    stream.fail()
    return KeyedEncodingContainer(StreamObject<NestedKey>(stream: stream, frame: nil))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    stream.fail()
    return StreamArray(stream: stream, frame: nil)
  }

  mutating func superEncoder() -> any Encoder {
    stream.fail()
    return StreamEncoder(stream: stream, slot: -1)
  }
}

struct StreamSingleValue: SingleValueEncodingContainer {
  let stream: CanonicalStream
  let slot: Int
  var codingPath: [any CodingKey] {
    stream.fail()
    return []
  }

  /// A single value goes in an empty slot that is being written now.
  private func writable() -> Bool {
    guard slot >= 0, slot == stream.slotCount - 1, stream.outCount == stream.slotStart(slot),
      stream.topFrameSlot != slot
    else {
      stream.fail()
      return false
    }
    return true
  }

  private func set(_ scalar: CanonicalScalar) {
    guard writable() else { return }
    stream.write(scalar)
  }

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
  mutating func encode<T: Encodable>(_ value: T) throws {
    guard writable() else { return }
    try stream.writeValue(value)
  }
}
