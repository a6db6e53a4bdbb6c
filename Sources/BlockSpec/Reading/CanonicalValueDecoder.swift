import JSONDocuments

/// Decodes any `Decodable` from a `CanonicalJSON.Value`: the other half of
/// `CanonicalValueEncoder`, so a tree read from its JSON goes through the package's one JSON
/// reader (`JSONReader`) and its `Codable` conformances define its shape for reading as they do
/// for writing. A value of the wrong kind throws `DecodingError` with the coding path and what
/// was found there, which `TreeReadingError` turns into a message.
struct CanonicalValueDecoder {
  func decode<T: Decodable>(_ type: T.Type, from value: CanonicalJSON.Value) throws -> T {
    try ValueDecoder(value: value, codingPath: []).decode(T.self)
  }
}

/// The decoder of one value at one place.
private struct ValueDecoder: Decoder {
  let value: CanonicalJSON.Value
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw mismatch([String: CanonicalJSON.Value].self) }
    return KeyedDecodingContainer(ObjectContainer<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else { throw mismatch([CanonicalJSON.Value].self) }
    return ArrayContainer(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    ValueContainer(decoder: self)
  }

  /// A primitive read directly (a string, a flag, a number as any integer or floating-point
  /// type that holds it exactly); anything else through its own `init(from:)`. The type is
  /// compared, not cast: this runs for every value of a tree.
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == String.self {
      guard case .string(let text) = value else { throw mismatch(T.self) }
      return text as! T
    }
    if T.self == Bool.self {
      guard case .bool(let flag) = value else { throw mismatch(T.self) }
      return flag as! T
    }
    if let number = try number(as: T.self) { return number }
    do {
      return try T(from: self)
    } catch DecodingError.dataCorrupted(let context) {
      // An enum's raw value it does not have: say which it has.
      guard case .string = value, let cases = T.self as? any (CaseIterable & RawRepresentable).Type else {
        throw DecodingError.dataCorrupted(context)
      }
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: context.codingPath,
          debugDescription: "expected one of " + Self.rawNames(of: cases).joined(separator: ", ")))
    }
  }

  /// The raw values of an enum's cases, for a message that lists what a member may be.
  static func rawNames<E: CaseIterable & RawRepresentable>(of type: E.Type) -> [String] {
    type.allCases.map { "\($0.rawValue)" }
  }

  /// The value as `T` when `T` is a number type, nil for any other type; throws when the value
  /// is not a number or the type does not hold it exactly (a fraction for an integer, a value
  /// out of its range).
  func number<T>(as type: T.Type) throws -> T? {
    func exactly<I: BinaryInteger>(_ type: I.Type) throws -> T {
      guard case .number(let number) = value, let exact = I(exactly: number) else { throw mismatch(I.self) }
      return exact as! T
    }
    if T.self == Double.self {
      guard case .number(let number) = value else { throw mismatch(T.self) }
      return number as? T
    }
    if T.self == Int.self { return try exactly(Int.self) }
    if T.self == Float.self {
      guard case .number(let number) = value else { throw mismatch(T.self) }
      return Float(number) as? T
    }
    if T.self == Int8.self { return try exactly(Int8.self) }
    if T.self == Int16.self { return try exactly(Int16.self) }
    if T.self == Int32.self { return try exactly(Int32.self) }
    if T.self == Int64.self { return try exactly(Int64.self) }
    if T.self == UInt.self { return try exactly(UInt.self) }
    if T.self == UInt8.self { return try exactly(UInt8.self) }
    if T.self == UInt16.self { return try exactly(UInt16.self) }
    if T.self == UInt32.self { return try exactly(UInt32.self) }
    if T.self == UInt64.self { return try exactly(UInt64.self) }
    return nil
  }

  func mismatch(_ type: Any.Type) -> DecodingError {
    .typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: value.summary))
  }
}

extension CanonicalJSON.Value {
  /// How a message shows a found value: short, one line.
  var summary: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): "the number " + JSONText.number(number)
    case .string(let text): "the string " + MessageText.quoted(text)
    case .array(let items): items.isEmpty ? "an empty array" : "an array"
    case .object(let members): members.isEmpty ? "an empty object" : "an object"
    }
  }
}

private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: CanonicalJSON.Value]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  /// The value of `key`, or `keyNotFound`.
  func value(for key: Key) throws -> CanonicalJSON.Value {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "no such member"))
    }
    return value
  }

  /// Decodes the member `key`. Its decoder starts a path of its own, and an error it throws is
  /// placed under this container's path and the key on the way out: no coding path is built
  /// for the members that decode well, which is every member of a good tree.
  func member<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let value = try value(for: key)
    do {
      return try ValueDecoder(value: value, codingPath: []).decode(type)
    } catch let error as DecodingError {
      throw error.placed(under: codingPath + [key])
    }
  }

  func decodeNil(forKey key: Key) throws -> Bool { members[key.stringValue] == .null }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try member(type, forKey: key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try member(type, forKey: key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try member(type, forKey: key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try member(type, forKey: key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try member(type, forKey: key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try member(type, forKey: key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try member(type, forKey: key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try member(type, forKey: key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try member(type, forKey: key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try member(type, forKey: key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try member(type, forKey: key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try member(type, forKey: key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try member(type, forKey: key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try member(type, forKey: key) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(type, forKey: key) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try ValueDecoder(value: value(for: key), codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: value(for: key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    ValueDecoder(value: members["super"] ?? .null, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }
}

private struct ArrayContainer: UnkeyedDecodingContainer {
  let items: [CanonicalJSON.Value]
  let codingPath: [any CodingKey]
  var currentIndex = 0

  init(items: [CanonicalJSON.Value], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  /// The next item; the index moves on only once the item is read.
  func next(_ type: Any.Type) throws -> CanonicalJSON.Value {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "the end of the array"))
    }
    return items[currentIndex]
  }

  /// The next item's decoder at its place in the path, for a container or a super decoder
  /// taken from it.
  func nextDecoder(_ type: Any.Type) throws -> ValueDecoder {
    ValueDecoder(value: try next(type), codingPath: codingPath + [IndexKey(currentIndex)])
  }

  /// Decodes the next item, which starts a path of its own as a member does.
  mutating func read<T: Decodable>(_ type: T.Type) throws -> T {
    let item = try next(type)
    do {
      let value = try ValueDecoder(value: item, codingPath: []).decode(type)
      currentIndex += 1
      return value
    } catch let error as DecodingError {
      throw error.placed(under: codingPath + [IndexKey(currentIndex)])
    }
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, items[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
  mutating func decode(_ type: String.Type) throws -> String { try read(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try read(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try read(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try read(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let container = try nextDecoder(KeyedDecodingContainer<NestedKey>.self).container(keyedBy: type)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let container = try nextDecoder((any UnkeyedDecodingContainer).self).unkeyedContainer()
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = try nextDecoder((any Decoder).self)
    currentIndex += 1
    return decoder
  }
}

private struct ValueContainer: SingleValueDecodingContainer {
  let decoder: ValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.value == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.decode(type) }
  func decode(_ type: String.Type) throws -> String { try decoder.decode(type) }
  func decode(_ type: Double.Type) throws -> Double { try decoder.decode(type) }
  func decode(_ type: Float.Type) throws -> Float { try decoder.decode(type) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.decode(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decode(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decode(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decode(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decode(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.decode(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decode(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decode(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decode(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decode(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}

extension DecodingError {
  /// The error with `prefix` before its coding path: where the decoder that threw it sits.
  func placed(under prefix: [any CodingKey]) -> DecodingError {
    func context(_ context: Context) -> Context {
      Context(
        codingPath: prefix + context.codingPath, debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    switch self {
    case .typeMismatch(let type, let old): return .typeMismatch(type, context(old))
    case .valueNotFound(let type, let old): return .valueNotFound(type, context(old))
    case .keyNotFound(let key, let old): return .keyNotFound(key, context(old))
    case .dataCorrupted(let old): return .dataCorrupted(context(old))
    @unknown default: return self
    }
  }
}
