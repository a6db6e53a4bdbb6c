import Foundation
import JSONDocuments

extension LayoutTree {
  /// The deepest nesting a tree's JSON may have, as Foundation's parser allows: a compiled tree
  /// nests about twenty levels, a hand-built one may nest far deeper, and none may exhaust the
  /// stack of the thread that reads it.
  static let maximumReadingDepth = 512

  /// Reads a tree from its JSON, as a Swift renderer would: with the package's one JSON reader
  /// (strict, with a JSON path, line and column when the text is not JSON), then the tree's
  /// `Codable` conformances over the parsed value, which name the JSON path of a value that is
  /// not what the format has there.
  ///
  /// A good tree is read first by hand (`readFast`, about four times faster); whatever that
  /// reader does not model exactly as the general path does, it leaves to the general path,
  /// so every tree reads to the same value and every error has the same message as before.
  public init(jsonData: Data) throws(TreeReadingError) {
    if let tree = Self.readFast(jsonData) {
      self = tree
      return
    }
    self = try Self.readGeneral(jsonData)
  }

  /// The hand-written reader (`TreeJSONReader`): the tree, or nil when the general path must
  /// read the bytes (they are not a tree, or are one in a spelling the reader leaves to it).
  static func readFast(_ jsonData: Data) -> LayoutTree? {
    jsonData.withUnsafeBytes { raw in
      TreeJSONReader.tree(in: raw.bindMemory(to: UInt8.self))
    }
  }

  /// The general path: `JSONReader` into `CanonicalJSON.Value`, then the tree's `Decodable`
  /// conformances through `CanonicalValueDecoder`.
  static func readGeneral(_ jsonData: Data) throws(TreeReadingError) -> LayoutTree {
    let (result, _) = JSONReader.read(
      Array(jsonData), maximumDepth: Self.maximumReadingDepth, builder: CanonicalValueBuilder())
    let root: CanonicalJSON.Value
    switch result {
    case .success(let value): root = value
    case .failure(let error): throw TreeReadingError(error)
    }
    do {
      return try CanonicalValueDecoder().decode(LayoutTree.self, from: root)
    } catch let error as DecodingError {
      throw TreeReadingError(error, in: root)
    } catch {
      throw TreeReadingError(path: "", expected: "a layout tree", found: "\(error)")
    }
  }
}

/// Builds `CanonicalJSON.Value`s for `JSONReader`: objects as dictionaries, a key twice in one
/// object refused (a tree is written with each key once).
struct CanonicalValueBuilder: JSONValueBuilder {
  func null() -> CanonicalJSON.Value { .null }
  func bool(_ value: Bool) -> CanonicalJSON.Value { .bool(value) }
  func number(_ value: Double) -> CanonicalJSON.Value { .number(value) }
  func string(_ value: String) -> CanonicalJSON.Value { .string(value) }
  func array(_ items: [CanonicalJSON.Value]) -> CanonicalJSON.Value { .array(items) }
  func members() -> [String: CanonicalJSON.Value] { [:] }
  func claim(_ key: String, in members: inout [String: CanonicalJSON.Value]) -> Bool { members[key] == nil }
  func add(_ value: CanonicalJSON.Value, for key: String, to members: inout [String: CanonicalJSON.Value]) {
    members[key] = value
  }
  func object(_ members: [String: CanonicalJSON.Value]) -> CanonicalJSON.Value { .object(members) }
}
